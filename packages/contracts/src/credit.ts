import { z } from 'zod';

// SPEC §3 "Credit" and §7 GET /credit.

/** SPEC §9: balance shown when the credit call fails and nothing is cached. */
export const DEFAULT_CREDIT = 6960;
/** SPEC §8: message set when the credit call fails. */
export const CREDIT_DISABLED_TEXT = 'Credit endpoint temporarily disabled';

const amount = z.number().finite();

export const creditResponseSchema = z.object({
  credit_balance: amount,
  total_credits_used: amount.optional(),
  credit_used: amount.optional(),
  total_used: amount.optional(),
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;

export interface CreditReading {
  balance: number;
  used: number;
}

/**
 * Balance and used amount of a credit response. Older servers name the used amount
 * differently, so the first present of total_credits_used, credit_used, total_used wins
 * (SPEC §3); none present means 0. Throws a ZodError when the body is not a credit response.
 */
export function readCredit(body: unknown): CreditReading {
  const credit = creditResponseSchema.parse(body);
  const used = credit.total_credits_used ?? credit.credit_used ?? credit.total_used ?? 0;
  return { balance: credit.credit_balance, used };
}
