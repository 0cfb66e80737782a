// One turn at a time per customer of a channel, across every API instance: the answer to a
// sender's burst and the delivery of what the inbox says to that sender run inside
// `tryTurn`, so two instances can never answer or send to the same sender at once, and a
// burst's answer is sent before the next burst is read.
//
// PostgreSQL: a transaction-scoped advisory lock, `pg_try_advisory_xact_lock`, keyed by
// (business, channel, sender), held on a connection of its own for the whole turn (the
// turn's queries use the pool). A process that dies mid-turn loses its connection, and
// PostgreSQL ends its transaction and drops the lock at once: no lock outlives its holder.
// (pg-boss's singleton policy would hold "active" for a dead process until the job expires,
// 15 minutes here, and stall that customer.)
// PGlite: one process owns the database, so a set of held keys in that process is the same
// guarantee (an advisory lock inside PGlite's single session would always be granted).
import type { Channel } from '@lisa/contracts/channels';
import type { DatabaseHandle } from '../../db/client.ts';

export interface SenderKey {
  businessId: number;
  channel: Channel;
  /** WhatsApp id (digits) or page-scoped id, as Meta names the sender. */
  sender: string;
}

export type TurnResult<T> = { ran: true; value: T } | { ran: false };

/** Runs `work` when no other turn of this sender runs anywhere; else `{ ran: false }` at once. */
export type TryTurn = <T>(key: SenderKey, work: () => Promise<T>) => Promise<TurnResult<T>>;

/** How long a turn that found its sender busy waits before its job looks again. */
export const TURN_BUSY_RETRY_MS = 250;

/** PGlite's held keys, per database (two servers in one test process may share one). */
const heldByDatabase = new WeakMap<object, Set<string>>();

export function createSenderTurns(database: Pick<DatabaseHandle, 'db' | 'postgresClient'>) {
  const client = database.postgresClient;
  const held = heldByDatabase.get(database.db) ?? new Set<string>();
  heldByDatabase.set(database.db, held);

  const tryTurn: TryTurn = async (key, work) => {
    const name = `channels-turn:${key.businessId}:${key.channel}:${key.sender}`;
    if (!client) {
      if (held.has(name)) return { ran: false };
      held.add(name);
      try {
        return { ran: true, value: await work() };
      } finally {
        held.delete(name);
      }
    }
    let result: TurnResult<Awaited<ReturnType<typeof work>>> = { ran: false };
    // Commit or rollback (work threw) ends the transaction, and the lock with it.
    await client.begin(async (tx) => {
      const [row] = await tx<{ ok: boolean }[]>`
        select pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) as ok`;
      if (!row?.ok) return;
      result = { ran: true, value: await work() };
    });
    return result;
  };
  return tryTurn;
}
