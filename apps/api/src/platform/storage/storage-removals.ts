// Removing stored bytes whose rows are gone. The database names them: a trigger writes the
// key of every deleted attachment, queued channel media and Odoo inventory file into
// `storage_removals` in the deleting transaction (db/schema/storage.ts), so a cascade from a
// deleted business, conversation or contact is caught as surely as an erasure; code that
// drops a key without deleting its row (a burst's media once answered) writes it there with
// `release`, in its own transaction. After the commit, the code path removes its keys at
// once (`afterCommit`); a key the store refuses stays listed and a job retries it (with
// backoff), and a periodic job removes what nobody asked for (a cascade, a crash before
// `afterCommit`). A store that fails never turns into a failed request.
import { gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { storageRemovals } from '../../db/schema/storage.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type FileStore, InvalidStorageKeyError } from './file-store.ts';

export const STORAGE_REMOVAL_JOB = 'storage.remove-released';
/** Keys removed per round trip to the database. */
const BATCH = 100;
/** How often the periodic job looks for released keys nobody removed. */
const PERIODIC_MS = 60 * 60 * 1000;

interface RemovalJob {
  /** The periodic run queues the next one; a retry does not. */
  periodic?: boolean;
}

export interface StorageRemovals {
  /** Lists keys to remove once the transaction `executor` belongs to commits. */
  release(executor: Executor, keys: readonly (string | null | undefined)[]): Promise<void>;
  /**
   * After the commit that released them: removes these keys' bytes now. What the store
   * refuses is left to the retry job; never throws.
   */
  afterCommit(keys: readonly (string | null | undefined)[]): Promise<void>;
  /** Removes the bytes of every released key (the job's work; tests call it too). */
  drain(): Promise<{ removed: number; failed: number }>;
  /** Queues the periodic run (at server start, once the job queue runs). */
  start(): Promise<void>;
}

const keysOf = (keys: readonly (string | null | undefined)[]): string[] => [
  ...new Set(keys.filter((key): key is string => typeof key === 'string' && key.length > 0)),
];

export function createStorageRemovals(options: {
  db: Database;
  storage: FileStore;
  jobs: JobQueue;
  log: { warn(obj: object, msg: string): void };
}): StorageRemovals {
  const { db, storage, jobs, log } = options;

  /** Removes the rows' bytes; answers how many the store refused (those stay listed). */
  async function remove(rows: { id: number; storageKey: string }[]): Promise<number> {
    const results = await Promise.allSettled(rows.map((row) => storage.delete(row.storageKey)));
    const done: number[] = [];
    const failed: number[] = [];
    let reason: unknown;
    results.forEach((result, index) => {
      const id = (rows[index] as { id: number }).id;
      // A key no store could hold has no bytes to remove.
      if (result.status === 'fulfilled' || result.reason instanceof InvalidStorageKeyError) {
        done.push(id);
      } else {
        failed.push(id);
        reason ??= result.reason;
      }
    });
    if (done.length > 0) await db.delete(storageRemovals).where(inArray(storageRemovals.id, done));
    if (failed.length > 0) {
      await db
        .update(storageRemovals)
        .set({ attempts: sql`${storageRemovals.attempts} + 1` })
        .where(inArray(storageRemovals.id, failed));
      log.warn(
        { err: reason, count: failed.length },
        'stored bytes not removed yet; retried later',
      );
    }
    return failed.length;
  }

  async function drain() {
    let after = 0;
    let removed = 0;
    let failed = 0;
    for (;;) {
      const rows = await db
        .select({ id: storageRemovals.id, storageKey: storageRemovals.storageKey })
        .from(storageRemovals)
        .where(gt(storageRemovals.id, after))
        .orderBy(storageRemovals.id)
        .limit(BATCH);
      if (rows.length === 0) break;
      const refused = await remove(rows);
      failed += refused;
      removed += rows.length - refused;
      after = (rows.at(-1) as { id: number }).id;
    }
    return { removed, failed };
  }

  async function retryLater() {
    await jobs.enqueue<RemovalJob>(STORAGE_REMOVAL_JOB, {}, { singletonKey: 'retry' });
  }

  jobs.define<RemovalJob>(
    STORAGE_REMOVAL_JOB,
    async ({ periodic }) => {
      if (periodic) {
        await jobs.enqueue<RemovalJob>(
          STORAGE_REMOVAL_JOB,
          { periodic: true },
          { singletonKey: 'periodic', runAt: new Date(Date.now() + PERIODIC_MS) },
        );
      }
      const { failed } = await drain();
      // Thrown, the job is retried with backoff; the keys stay listed either way.
      if (failed > 0 && !periodic) throw new Error(`${failed} stored files not removed yet`);
    },
    { oneQueuedPerKey: true, retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true },
  );

  return {
    async release(executor, keys) {
      const wanted = keysOf(keys);
      if (wanted.length === 0) return;
      await executor.insert(storageRemovals).values(wanted.map((storageKey) => ({ storageKey })));
    },

    async afterCommit(keys) {
      const wanted = keysOf(keys);
      if (wanted.length === 0) return;
      try {
        const rows = await db
          .select({ id: storageRemovals.id, storageKey: storageRemovals.storageKey })
          .from(storageRemovals)
          .where(inArray(storageRemovals.storageKey, wanted));
        if ((await remove(rows)) > 0) await retryLater();
      } catch (error) {
        log.warn({ err: error }, 'stored bytes not removed yet; retried later');
        await retryLater().catch((queueError: unknown) => {
          log.warn({ err: queueError }, 'stored bytes left to the periodic removal');
        });
      }
    },

    drain,

    async start() {
      // The first pass an hour after the first start: nothing is urgent at boot, and the
      // chain queued by an earlier process (one per key) stands, so restarts skip no hour.
      await jobs.enqueue<RemovalJob>(
        STORAGE_REMOVAL_JOB,
        { periodic: true },
        { singletonKey: 'periodic', runAt: new Date(Date.now() + PERIODIC_MS) },
      );
    },
  };
}
