// Scheduled re-sync of web-page sources (issue 15): each web page the business chose to
// keep in step (daily or weekly) is asked for again when due, with the validators of its
// last full answer (If-None-Match from its ETag, If-Modified-Since from its Last-Modified).
// A 304 changes nothing but the time it was checked. A full answer whose content hash is
// the stored one is not re-processed either. Only a changed page is re-chunked and
// re-indexed. A page that fails to fetch keeps its last good content and says so.
//
// How it runs: a sweep job (`knowledge.resync-sweep`, one queued at a time, every 15
// minutes) finds the sources whose next_sync_at has passed and queues one
// `knowledge.resync` job per source (one queued per source), so a restart loses nothing:
// the next sweep finds what is still due. A crawled site is checked page by page the same
// way (knowledge-site-pages.ts): known pages conditionally, new links fetched, pages gone
// (404/410) removed; a site crawled before its pages were kept is crawled again in full.
import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type KnowledgeSyncSchedule,
  knowledgeSources,
  type SitePage,
} from '../../db/schema/knowledge.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { ingestInput } from './knowledge-ingest.ts';
import { contentHashOf } from './knowledge-rows.ts';
import { recheckCrawledSite } from './knowledge-site-pages.ts';
import type { KnowledgeSourceRow, KnowledgeStore } from './knowledge-store.ts';

export const RESYNC_JOB = 'knowledge.resync';
export const RESYNC_SWEEP_JOB = 'knowledge.resync-sweep';
const SWEEP_EVERY_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export const SCHEDULE_INTERVAL_MS: Record<Exclude<KnowledgeSyncSchedule, 'off'>, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

export type ResyncOutcome = 'unchanged' | 'not-modified' | 'updated' | 'failed' | 'requeued';

interface Deps {
  db: Database;
  store: KnowledgeStore;
  jobs: JobQueue;
  fetch: typeof fetch;
  clock: () => Date;
  /** Queues a crawled site's full re-crawl (the ingestion job). */
  recrawl: (row: KnowledgeSourceRow) => Promise<void>;
  /** Tells the business's screens a source changed. */
  publish: (row: KnowledgeSourceRow) => Promise<void>;
  /** The plan's chunk limit (knowledge-limits.ts): throws when the new content does not fit. */
  assertRoom: (businessId: number, adding: number, replacing: number) => Promise<void>;
}

/** A fetch that sends the stored validators and keeps the answer's, noting a 304. */
export function conditionalFetch(
  base: typeof fetch,
  validators: { etag: string | null; lastModified: string | null },
) {
  const seen = {
    notModified: false,
    etag: null as string | null,
    lastModified: null as string | null,
  };
  const wrapped: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (validators.etag) headers.set('if-none-match', validators.etag);
    if (validators.lastModified) headers.set('if-modified-since', validators.lastModified);
    const response = await base(input, { ...init, headers });
    if (response.status === 304) seen.notModified = true;
    seen.etag = response.headers.get('etag');
    seen.lastModified = response.headers.get('last-modified');
    return response;
  };
  return { fetch: wrapped, seen };
}

export function createScheduledResync({
  db,
  store,
  jobs,
  fetch,
  clock,
  recrawl,
  publish,
  assertRoom,
}: Deps) {
  const nextAfter = (schedule: KnowledgeSyncSchedule, from: Date) =>
    schedule === 'off' ? null : new Date(from.getTime() + SCHEDULE_INTERVAL_MS[schedule]);

  async function mark(
    row: KnowledgeSourceRow,
    change: Partial<typeof knowledgeSources.$inferInsert>,
  ) {
    const [updated] = await db
      .update(knowledgeSources)
      .set(change)
      .where(and(eq(knowledgeSources.id, row.id), eq(knowledgeSources.businessId, row.businessId)))
      .returning();
    return updated ?? row;
  }

  /** Asks for one web page again (conditionally) and keeps the stored content when unchanged. */
  async function check(businessId: number, sourceId: number): Promise<ResyncOutcome> {
    const row = await store.getSource(businessId, sourceId);
    if (row?.kind !== 'url' || !row.url || row.systemKey !== null) return 'unchanged';
    const now = clock();
    const next = nextAfter(row.syncSchedule, now);
    if (row.crawl) {
      // A site crawled before pages were kept is crawled again in full (which keeps them).
      if (!row.sitePages?.length) {
        await mark(row, { checkedAt: now, nextSyncAt: next });
        await recrawl(row);
        return 'requeued';
      }
      return checkSite(row, row.crawl, row.sitePages, now, next);
    }
    const { fetch: ask, seen } = conditionalFetch(fetch, {
      etag: row.etag,
      lastModified: row.lastModified,
    });
    try {
      const source = await ingestInput(
        { type: 'url', url: row.url, title: row.title },
        { fetch: ask },
      );
      const validators = { etag: seen.etag, lastModified: seen.lastModified };
      if (contentHashOf(source) === row.contentHash) {
        await mark(row, {
          ...validators,
          checkedAt: now,
          nextSyncAt: next,
          error: null,
          status: 'ready',
        });
        return 'unchanged';
      }
      await assertRoom(businessId, source.chunks.length, row.chunkCount);
      const size = Buffer.byteLength(source.chunks.map((c) => c.text).join(''));
      const replaced = await store.replaceSource(businessId, row.id, source, { sizeBytes: size });
      const done = await mark(replaced ?? row, { ...validators, checkedAt: now, nextSyncAt: next });
      await publish(done);
      return 'updated';
    } catch (error) {
      if (seen.notModified) {
        await mark(row, { checkedAt: now, nextSyncAt: next, error: null, status: 'ready' });
        return 'not-modified';
      }
      if (!(error instanceof AppError)) throw error;
      const kept = row.chunkCount > 0;
      const failed = await mark(row, {
        checkedAt: now,
        nextSyncAt: next,
        status: kept ? 'ready' : 'failed',
        error: kept
          ? `The last sync failed: ${error.message}. The agent still uses the content from ${row.syncedAt?.toISOString().slice(0, 10) ?? 'before'}.`
          : error.message,
      });
      await publish(failed);
      return 'failed';
    }
  }

  /**
   * A crawled site, page by page: each known page asked for conditionally, new links
   * followed, pages now gone (404/410) dropped; the content is replaced only when one of
   * those changed something. Pages that fail keep their last content, and the source says so.
   */
  async function checkSite(
    row: KnowledgeSourceRow,
    crawl: NonNullable<KnowledgeSourceRow['crawl']>,
    known: SitePage[],
    now: Date,
    next: Date | null,
  ): Promise<ResyncOutcome> {
    const url = row.url as string;
    const site = await recheckCrawledSite({
      url,
      crawl,
      known,
      fetch,
      storedChunks: () => store.chunksOf(row.businessId, row.id),
    });
    const failedNote =
      site.failed.length > 0
        ? `The last sync could not fetch ${site.failed.length === 1 ? '1 page' : `${site.failed.length} pages`} (${site.failed[0]?.url}: ${site.failed[0]?.reason}). The agent still uses their content from ${row.syncedAt?.toISOString().slice(0, 10) ?? 'before'}.`
        : null;
    if (!site.changed) {
      await mark(row, {
        sitePages: site.pages,
        checkedAt: now,
        nextSyncAt: next,
        error: failedNote,
        status: 'ready',
      });
      return site.failed.length > 0 ? 'failed' : site.notModified ? 'not-modified' : 'unchanged';
    }
    if (site.chunks.length === 0) {
      const failed = await mark(row, {
        sitePages: site.pages,
        checkedAt: now,
        nextSyncAt: next,
        status: 'ready',
        error: `The last sync found no page of ${new URL(url).host} to read. The agent still uses the content from ${row.syncedAt?.toISOString().slice(0, 10) ?? 'before'}.`,
      });
      await publish(failed);
      return 'failed';
    }
    await assertRoom(row.businessId, site.chunks.length, row.chunkCount);
    const count = site.pages.length;
    const host = new URL(url).host;
    // The title names the page count unless the business chose its own.
    const title = /^\S+ \(\d+ pages?\)$/.test(row.title)
      ? `${host} (${count} ${count === 1 ? 'page' : 'pages'})`
      : row.title;
    const size = Buffer.byteLength(site.chunks.map((c) => c.text).join(''));
    const replaced = await store.replaceSource(
      row.businessId,
      row.id,
      { kind: 'url', title, url, chunks: site.chunks },
      { sizeBytes: size, sitePages: site.pages },
    );
    const done = await mark(replaced ?? row, {
      checkedAt: now,
      nextSyncAt: next,
      error: failedNote,
    });
    await publish(done);
    return 'updated';
  }

  /** Queues a check of every web page whose next sync has passed. */
  async function sweep(): Promise<number> {
    const due = await db
      .select({ id: knowledgeSources.id, businessId: knowledgeSources.businessId })
      .from(knowledgeSources)
      .where(
        and(
          ne(knowledgeSources.syncSchedule, 'off'),
          isNotNull(knowledgeSources.nextSyncAt),
          lte(knowledgeSources.nextSyncAt, clock()),
          isNull(knowledgeSources.systemKey),
        ),
      );
    for (const source of due) {
      await jobs.enqueue(
        RESYNC_JOB,
        { businessId: source.businessId, sourceId: source.id },
        { singletonKey: `source:${source.id}` },
      );
    }
    return due.length;
  }

  jobs.define<{ businessId: number; sourceId: number }>(
    RESYNC_JOB,
    async ({ businessId, sourceId }) => {
      await check(businessId, sourceId);
    },
    { oneQueuedPerKey: true },
  );
  jobs.define(
    RESYNC_SWEEP_JOB,
    async () => {
      try {
        await sweep();
      } finally {
        // The chain goes on even when one sweep fails (its sources are still due next time).
        await jobs.enqueue(
          RESYNC_SWEEP_JOB,
          {},
          { singletonKey: 'sweep', runAt: new Date(Date.now() + SWEEP_EVERY_MS) },
        );
      }
    },
    { oneQueuedPerKey: true },
  );

  return {
    check,
    sweep,

    /** Sets how often a web page is fetched again; the first check is one interval away. */
    async setSchedule(row: KnowledgeSourceRow, schedule: KnowledgeSyncSchedule) {
      if (row.kind !== 'url' || !row.url) {
        throw new AppError(409, 'conflict', 'Only web pages and sites can be synced on a schedule');
      }
      const saved = await mark(row, {
        syncSchedule: schedule,
        nextSyncAt: nextAfter(schedule, clock()),
      });
      // The sweep chain (one queued at a time) starts with the first schedule and then keeps
      // itself going in the job table, across restarts.
      if (schedule !== 'off') {
        await jobs.enqueue(
          RESYNC_SWEEP_JOB,
          {},
          { singletonKey: 'sweep', runAt: new Date(Date.now() + SWEEP_EVERY_MS) },
        );
      }
      return saved;
    },
  };
}
