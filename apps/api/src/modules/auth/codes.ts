// Single-use emailed codes: six digits, valid 10 minutes, at most 5 tries. A new code for
// the same purpose voids the previous one.
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@lisa/contracts/accounts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AccountCodePurpose, accountCodes } from '../../db/schema/accounts.ts';
import {
  codeDigest,
  newNumericCode,
  type RandomSource,
  sameDigest,
} from '../../platform/security/secrets.ts';

export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;

export async function issueCode(
  db: Executor,
  userId: number,
  purpose: AccountCodePurpose,
  now: Date,
  random?: RandomSource,
): Promise<string> {
  const code = newNumericCode(random);
  await db
    .update(accountCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.consumedAt),
      ),
    );
  await db.insert(accountCodes).values({
    userId,
    purpose,
    codeHash: codeDigest(userId, purpose, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/**
 * Uses up the user's current code when `code` matches it. A wrong guess counts a try; the
 * fifth wrong guess voids the code. Returns false for any failure, without saying which.
 */
export async function consumeCode(
  db: Executor,
  userId: number,
  purpose: AccountCodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const [current] = await db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.consumedAt),
      ),
    )
    .orderBy(desc(accountCodes.id))
    .limit(1)
    .for('update');
  if (!current) return false;
  if (current.expiresAt.getTime() <= now.getTime() || current.attempts >= CODE_MAX_ATTEMPTS) {
    await db.update(accountCodes).set({ consumedAt: now }).where(eq(accountCodes.id, current.id));
    return false;
  }
  if (sameDigest(current.codeHash, codeDigest(userId, purpose, code))) {
    await db.update(accountCodes).set({ consumedAt: now }).where(eq(accountCodes.id, current.id));
    return true;
  }
  const attempts = current.attempts + 1;
  await db
    .update(accountCodes)
    .set({ attempts, ...(attempts >= CODE_MAX_ATTEMPTS ? { consumedAt: now } : {}) })
    .where(eq(accountCodes.id, current.id));
  return false;
}
