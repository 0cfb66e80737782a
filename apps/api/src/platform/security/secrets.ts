// Random secrets and their stored digests. Session tokens carry 256 bits; a stored digest
// (SHA-256) is enough for them because they are random, not chosen by people. Passwords
// go through argon2id instead (passwords.ts).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface RandomSource {
  bytes(size: number): Buffer;
  /** A uniform integer in [0, max). */
  int(max: number): number;
}

export const cryptoRandom: RandomSource = {
  bytes: (size) => randomBytes(size),
  int: (max) => randomInt(max),
};

/** 32 random bytes, base64url: 256 bits, the bearer token a client holds. */
export function newSessionToken(random: RandomSource = cryptoRandom): string {
  return random.bytes(32).toString('base64url');
}

/** Six decimal digits, uniformly drawn, leading zeros kept. */
export function newNumericCode(random: RandomSource = cryptoRandom): string {
  return String(random.int(1_000_000)).padStart(6, '0');
}

/** Recovery codes read aloud or typed: 10 lowercase hex characters in two groups. */
export function newRecoveryCode(random: RandomSource = cryptoRandom): string {
  const hex = random.bytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Compares two digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A code's digest is bound to its owner and purpose, so one code cannot serve another. */
export function codeDigest(userId: number, purpose: string, code: string): string {
  return digest(`${purpose}:${userId}:${code}`);
}

export function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, '');
}
