// Meta's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw
// body)>`. Checked over the exact bytes received, before any parsing, in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const META_SIGNATURE_HEADER = 'x-hub-signature-256';

export function signMeta(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function verifyMeta(
  appSecret: string,
  header: string | undefined,
  rawBody: string | Buffer,
): boolean {
  if (!header) return false;
  const given = header.trim().toLowerCase();
  if (!/^sha256=[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signMeta(appSecret, rawBody)), Buffer.from(given));
}
