// Secrets at rest (integration credentials, webhook secrets, identity secrets): sealed with
// AES-256-GCM under a key from the environment before they are stored, opened only where
// they are used. SECRETS_KEYS lists keys as `id:base64` (32 bytes each), comma-separated:
// the first seals, every one opens, so a key is rotated by putting a new one first, re-
// sealing what `needsReseal` reports, then removing the old one. Sealed text:
// `lisa1.<key id>.<iv>.<ciphertext>.<tag>` (base64url), bound to an optional context
// (e.g. `integration:42`) so a sealed value copied onto another row does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretKey {
  id: string;
  key: Buffer;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(plain: string, context?: string): string;
  open(sealed: string, context?: string): string;
  /** True when the value was sealed with a key other than the current (first) one. */
  needsReseal(sealed: string): boolean;
}

const PREFIX = 'lisa1';

/** True for a sealed value (a value stored before sealing began reads as itself). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${PREFIX}.`);
}
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Parses SECRETS_KEYS (`id:base64key,...`); throws on a malformed entry. */
export function parseSecretKeys(value: string): SecretKey[] {
  const keys = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      const key = Buffer.from(entry.slice(at + 1), 'base64');
      if (at < 1 || !KEY_ID.test(id))
        throw new SecretBoxError(`"${id}" is not a key id (letters, digits, - and _)`);
      if (key.length !== 32) throw new SecretBoxError(`Key ${id} must be 32 bytes, base64-encoded`);
      return { id, key };
    });
  if (new Set(keys.map((k) => k.id)).size !== keys.length)
    throw new SecretBoxError('Key ids must differ');
  return keys;
}

export function createSecretBox(keys: readonly SecretKey[]): SecretBox {
  const [current] = keys;
  if (!current) throw new SecretBoxError('At least one key is needed');
  const byId = new Map(keys.map((k) => [k.id, k.key]));

  function parts(sealed: string) {
    const [prefix, id, iv, data, tag, ...rest] = sealed.split('.');
    if (prefix !== PREFIX || !id || !iv || data === undefined || !tag || rest.length > 0) {
      throw new SecretBoxError('Not a sealed secret');
    }
    return { id, iv, data, tag };
  }

  return {
    seal(plain, context = '') {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(`${current.id}|${context}`));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [PREFIX, current.id, iv, data, tag]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context = '') {
      const { id, iv, data, tag } = parts(sealed);
      const key = byId.get(id);
      if (!key) throw new SecretBoxError(`Sealed with key ${id}, which SECRETS_KEYS no longer has`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(`${id}|${context}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(
          'The sealed secret does not open: altered, or sealed for another record',
        );
      }
    },
    needsReseal(sealed) {
      return parts(sealed).id !== current.id;
    },
  };
}
