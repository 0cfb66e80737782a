// Issue 23: secrets never reach a log line — headers, logged objects, tokens in URLs.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOptions, redactUrl } from '../src/platform/security/log-redaction.ts';
import { testDrivers } from './postgres.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testDrivers)('log redaction on %s', (driver) => {
  let api: TestServer;
  const lines: string[] = [];
  const logger = pino(
    logOptions('info'),
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );

  beforeAll(async () => {
    api = await startTestServer(driver, { loggerInstance: logger });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('logs requests without the invite token in the URL or the bearer token', async () => {
    const secret = 'InviteSecretToken_1234567890';
    await fetch(`${api.url}/api/team/invites/preview?token=${secret}&x=1`, {
      headers: { authorization: 'Bearer SessionSecret_abcdef', cookie: 'sid=CookieSecret' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const requestLines = lines.filter((line) => line.includes('/api/team/invites/preview'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.join('\n')).toContain('token=[redacted]&x=1');
    for (const needle of [secret, 'SessionSecret_abcdef', 'CookieSecret']) {
      expect(lines.join('\n')).not.toContain(needle);
    }
  });

  it('censors secrets in logged objects and headers', () => {
    logger.info(
      {
        req: { headers: { authorization: 'Bearer HeaderSecret' } },
        integration: {
          password: 'PasswordSecret',
          token: 'TokenSecret',
          webhook_secret: 'HookSecret',
          name: 'Zoho',
        },
      },
      'connected',
    );
    const line = lines.at(-1) ?? '';
    expect(line).toContain('"name":"Zoho"');
    expect(line).toContain('[redacted]');
    for (const needle of ['HeaderSecret', 'PasswordSecret', 'TokenSecret', 'HookSecret']) {
      expect(line).not.toContain(needle);
    }
  });

  it('redacts secret query parameters, keeps the rest', () => {
    expect(redactUrl('/a?token=abc&page=2&code=123456')).toBe(
      '/a?token=[redacted]&page=2&code=[redacted]',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
