// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with the otpauth library, plus recovery codes.
import { Secret, TOTP } from 'otpauth';
import {
  digest,
  newRecoveryCode,
  normaliseRecoveryCode,
  type RandomSource,
} from '../../platform/security/secrets.ts';

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Lisa';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): { secret: string } {
  return { secret: new Secret({ size: 20 }).base32 };
}

export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step a code belongs to when it is valid now (one step of clock drift either
 * way), else null. Callers refuse a step they already accepted, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret, 'check').validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** For tests and the setup screen: the code an authenticator shows at `now`. */
export function totpCodeAt(secret: string, now: Date): string {
  return totpFor(secret, 'check').generate({ timestamp: now.getTime() });
}

export function newRecoveryCodes(random?: RandomSource): { codes: string[]; digests: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode(random));
  return { codes, digests: codes.map((code) => digest(normaliseRecoveryCode(code))) };
}

/** The stored digests without the one `code` matches, or null when it matches none. */
export function useRecoveryCode(stored: string[], code: string): string[] | null {
  const wanted = digest(normaliseRecoveryCode(code));
  const index = stored.indexOf(wanted);
  if (index === -1) return null;
  return [...stored.slice(0, index), ...stored.slice(index + 1)];
}
