// Ledger rows to the wire shape of @lisa/contracts/accounts' credit history.
import type { CreditHistoryEntry } from '@lisa/contracts/accounts';
import type { creditLedger } from '../../db/schema/core.ts';

export function toCreditHistoryEntry(row: typeof creditLedger.$inferSelect): CreditHistoryEntry {
  return {
    id: row.id,
    amount: row.delta,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
