// How far a long sync to an app has got (today: contacts to Zoho CRM), kept in the
// connector_syncs table so that every API process answers the same and a second sync of one
// business is refused wherever it is asked for. The sync moves the heartbeat on with each
// batch; a claim whose heartbeat is older than SYNC_STALE_MS belonged to a process that
// stopped, so it no longer counts as running and a new sync may take it over.
import type { ZohoSyncProgress } from '@lisa/contracts/connectors';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { connectorSyncs } from '../../db/schema/connectors.ts';

/** Longer than any one batch may take (a Zoho request times out well before it). */
export const SYNC_STALE_MS = 5 * 60_000;

const idle: ZohoSyncProgress = { running: false, done: 0, total: 0, started_at: null };

export function createSyncProgress(db: Database, app: string, clock: () => Date) {
  const staleBefore = () => new Date(clock().getTime() - SYNC_STALE_MS);
  const row = (businessId: number) =>
    and(eq(connectorSyncs.businessId, businessId), eq(connectorSyncs.app, app));
  return {
    async of(businessId: number): Promise<ZohoSyncProgress> {
      const [sync] = await db
        .select()
        .from(connectorSyncs)
        .where(and(row(businessId), gte(connectorSyncs.heartbeatAt, staleBefore())));
      return sync
        ? {
            running: true,
            done: sync.done,
            total: sync.total,
            started_at: sync.startedAt.toISOString(),
          }
        : idle;
    },
    /** Claims the business's sync in one statement; false when a live one holds it. */
    async claim(businessId: number): Promise<boolean> {
      const now = clock();
      const claimed = await db
        .insert(connectorSyncs)
        .values({ businessId, app, done: 0, total: 0, startedAt: now, heartbeatAt: now })
        .onConflictDoUpdate({
          target: [connectorSyncs.businessId, connectorSyncs.app],
          set: { done: 0, total: 0, startedAt: now, heartbeatAt: now },
          setWhere: lt(connectorSyncs.heartbeatAt, staleBefore()),
        })
        .returning({ businessId: connectorSyncs.businessId });
      return claimed.length > 0;
    },
    async update(businessId: number, change: { done?: number; total?: number }): Promise<void> {
      await db
        .update(connectorSyncs)
        .set({ ...change, heartbeatAt: clock() })
        .where(row(businessId));
    },
    async release(businessId: number): Promise<void> {
      await db.delete(connectorSyncs).where(row(businessId));
    },
  };
}
export type SyncProgress = ReturnType<typeof createSyncProgress>;
