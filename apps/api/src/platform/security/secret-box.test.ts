import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createSecretBox, parseSecretKeys, SecretBoxError } from './secret-box.ts';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('secret box (AES-256-GCM)', () => {
  const old = keyText('k1');
  const next = keyText('k2');

  it('seals and opens; the same secret seals differently each time and never in clear', () => {
    const box = createSecretBox(parseSecretKeys(old));
    const sealed = box.seal('zoho-refresh-token', 'integration:7');
    expect(sealed).toMatch(/^lisa1\.k1\./);
    expect(sealed).not.toContain('zoho');
    expect(box.seal('zoho-refresh-token', 'integration:7')).not.toBe(sealed);
    expect(box.open(sealed, 'integration:7')).toBe('zoho-refresh-token');
  });

  it('refuses an altered value, another record’s context and a missing key', () => {
    const box = createSecretBox(parseSecretKeys(old));
    const sealed = box.seal('webhook-secret', 'webhook:1');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'webhook:1')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'webhook:2')).toThrow(/another record/);
    expect(() => box.open('plain text')).toThrow(/Not a sealed secret/);
    const other = createSecretBox(parseSecretKeys(next));
    expect(() => other.open(sealed, 'webhook:1')).toThrow(/no longer has/);
  });

  it('rotates: a new first key seals, the old one still opens, needsReseal says what to redo', () => {
    const before = createSecretBox(parseSecretKeys(old)).seal('s3cret');
    const rotated = createSecretBox(parseSecretKeys(`${next},${old}`));
    expect(rotated.open(before)).toBe('s3cret');
    expect(rotated.needsReseal(before)).toBe(true);
    const resealed = rotated.seal(rotated.open(before));
    expect(rotated.needsReseal(resealed)).toBe(false);
    expect(createSecretBox(parseSecretKeys(next)).open(resealed)).toBe('s3cret');
  });

  it('reads SECRETS_KEYS in env.ts and refuses malformed keys', () => {
    expect(parseEnv({ SECRETS_KEYS: `${next}, ${old}` }).SECRETS_KEYS.map((k) => k.id)).toEqual([
      'k2',
      'k1',
    ]);
    expect(parseEnv({}).SECRETS_KEYS).toEqual([]);
    expect(() => parseEnv({ SECRETS_KEYS: 'k1:c2hvcnQ=' })).toThrow(/32 bytes/);
    expect(() => parseEnv({ SECRETS_KEYS: `${old},${old}` })).toThrow(/differ/);
  });
});
