import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8000,
      HOST: '127.0.0.1',
      WS_PORT: 8080,
      DATA_DIR: '.data',
      RATE_LIMIT_PER_MINUTE: 300,
      CHAT_NEW_CONVERSATIONS_PER_IP: 6,
      CHAT_NEW_CONVERSATIONS_WINDOW_HOURS: 12,
      FREE_CHAT_LIMIT_PER_DEVICE: 10,
      FREE_CHAT_LIMIT_PER_IP: 50,
      TRUST_PROXY: false,
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:3001',
      'http://127.0.0.1:3001',
    ]);
  });

  it('seeds the demo business unless SEED_DEMO is false', () => {
    expect(parseEnv({ SEED_DEMO: '' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'no' })).toThrow(EnvError);
  });

  it('treats an empty DATABASE_URL as unset (embedded PGlite)', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: 'postgres://x@y/z' }).DATABASE_URL).toBe('postgres://x@y/z');
  });

  it('splits CORS_ORIGINS and drops trailing slashes', () => {
    expect(
      parseEnv({ CORS_ORIGINS: 'https://a.example/, https://b.example' }).CORS_ORIGINS,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('reads limits as numbers', () => {
    expect(parseEnv({ RATE_LIMIT_PER_MINUTE: '1000', PORT: '0' })).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 1000,
      PORT: 0,
    });
  });

  it('reads the Odoo settings of SPEC §3, all four or none', () => {
    const odoo = parseEnv({
      ODOO_URL: 'https://mycompany.odoo.com',
      ODOO_DB: 'mycompany-production',
      ODOO_USER_ID: '7',
      ODOO_API_KEY: 'key',
    });
    expect([odoo.ODOO_URL, odoo.ODOO_DB, odoo.ODOO_USER_ID, odoo.ODOO_API_KEY]).toEqual([
      'https://mycompany.odoo.com',
      'mycompany-production',
      7,
      'key',
    ]);
    expect(parseEnv({ ODOO_URL: '' }).ODOO_URL).toBeUndefined();
    expect(() => parseEnv({ ODOO_URL: 'https://mycompany.odoo.com' })).toThrow(
      'ODOO_DB, ODOO_USER_ID, ODOO_API_KEY: needed with the other ODOO_* settings (set all four, or none)',
    );
    expect(() => parseEnv({ ODOO_USER_ID: 'seven' })).toThrow(/ODOO_USER_ID/);
  });

  it('names every invalid variable in one error', () => {
    expect(() => parseEnv({ PORT: 'abc', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'loud' })).toThrow(
      EnvError,
    );
    try {
      parseEnv({ PORT: 'abc', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/RATE_LIMIT_PER_MINUTE/);
      expect(String(error)).toMatch(/LOG_LEVEL/);
    }
  });
});
