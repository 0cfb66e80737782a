// A business's credit: the balance on its row and what the ledger says was used.
import { and, desc, eq, lt, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, creditLedger } from '../../db/schema/core.ts';

const HISTORY_LIMIT = 100;

export interface CreditFigures {
  balance: number;
  /** The sum of the ledger's negative entries, as a positive number. */
  used: number;
}

/** The balance and credits used (the dashboard summary shows them too). */
export async function creditFigures(db: Database, businessId: number): Promise<CreditFigures> {
  const [business] = await db
    .select({ balance: businesses.creditBalance })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [usage] = await db
    .select({ used: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(and(eq(creditLedger.businessId, businessId), lt(creditLedger.delta, 0)));
  return { balance: business?.balance ?? 0, used: Math.abs(Number(usage?.used ?? 0)) };
}

export function createCreditsService(db: Database) {
  return {
    figures: (businessId: number) => creditFigures(db, businessId),
    /** The latest ledger entries, newest first. */
    history: (businessId: number) =>
      db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.businessId, businessId))
        .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
        .limit(HISTORY_LIMIT),
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
