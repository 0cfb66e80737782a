import { describe, expect, it } from 'vitest';
import {
  CREDIT_DISABLED_TEXT,
  creditResponseSchema,
  DEFAULT_CREDIT,
  readCredit,
} from './credit.ts';

describe('readCredit', () => {
  it('prefers total_credits_used over credit_used and total_used', () => {
    expect(
      readCredit({ credit_balance: 500, total_credits_used: 40, credit_used: 30, total_used: 20 }),
    ).toEqual({ balance: 500, used: 40 });
  });

  it('falls back to credit_used, then total_used', () => {
    expect(readCredit({ credit_balance: 500, credit_used: 30, total_used: 20 })).toEqual({
      balance: 500,
      used: 30,
    });
    expect(readCredit({ credit_balance: 500, total_used: 20 })).toEqual({ balance: 500, used: 20 });
  });

  it('counts a present zero as the answer rather than skipping it', () => {
    expect(readCredit({ credit_balance: 10, total_credits_used: 0, credit_used: 9 }).used).toBe(0);
  });

  it('reports 0 used when no used field is present', () => {
    expect(readCredit({ credit_balance: 6960 })).toEqual({ balance: 6960, used: 0 });
  });

  it('throws on a body without a numeric balance', () => {
    expect(() => readCredit({ credit_balance: '10' })).toThrow();
    expect(() => readCredit('<html>')).toThrow();
    expect(creditResponseSchema.safeParse({ credit_balance: Number.NaN }).success).toBe(false);
  });

  it('exports the SPEC defaults', () => {
    expect(DEFAULT_CREDIT).toBe(6960);
    expect(CREDIT_DISABLED_TEXT).toBe('Credit endpoint temporarily disabled');
  });
});
