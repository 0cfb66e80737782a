// A signed-in business's knowledge sources: list, add (text, FAQ, file upload, web page),
// look at, replace, re-fetch and delete, and a search to check what the agent will find.
// Every call is scoped to the business: another tenant's source ids are 404. The sources
// Lisa maintains itself (business 1's system sources) are read-only.
//
// Background ingestion (issue 15): a file larger than BACKGROUND_FILE_BYTES is stored as a
// queued source and ingested by the `knowledge.ingest` job (context.jobs, so it survives a
// restart); "sync all" queues every web page the same way. Each step (queued, processing,
// ready or failed with the reason in plain words) is published on context.bus, which the
// WebSocket server sends to the business's members. Text, FAQ entries, smaller files and
// one web page are ingested in the request: they take milliseconds, and the answer says at
// once what is wrong with them.

import { detectFormat, IngestError } from '@lisa/agent/ingest';
import type { KnowledgePlan } from '@lisa/contracts/knowledge';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { KnowledgeSourceKind, KnowledgeSyncSchedule } from '../../db/schema/knowledge.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createIngestThread } from './ingest-thread.ts';
import { ingestInput } from './knowledge-ingest.ts';
import { createKnowledgeLimits } from './knowledge-limits.ts';
import { createScheduledResync } from './knowledge-resync.ts';
import {
  BACKGROUND_FILE_BYTES,
  type KnowledgeSourceInput,
  MAX_FILE_BYTES,
  SOURCE_CHANGED_TEXT,
} from './knowledge-schemas.ts';
import { sitePagesOf } from './knowledge-site-pages.ts';
import {
  type KnowledgeSourceRow,
  type KnowledgeStore,
  StaleSourceError,
} from './knowledge-store.ts';

export const INGEST_JOB = 'knowledge.ingest';

export interface KnowledgeServiceOptions {
  db: Database;
  store: KnowledgeStore;
  audit: AuditLog;
  bus: EventBus;
  jobs: JobQueue;
  /** Fetch for web-page sources (behind the private-address guard in production). */
  fetch: typeof fetch;
  clock?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/** The audit entry of a change to a source: its title, and its kind after the change. */
function changed(verb: string, row: KnowledgeSourceRow) {
  return { kind: `knowledge.source.${verb}`, target: row.title, after: { kind: row.kind } };
}

function assertEditable(row: KnowledgeSourceRow): void {
  if (row.systemKey !== null) {
    throw new AppError(
      409,
      'conflict',
      'This source is maintained by Lisa and cannot be changed here',
    );
  }
}

const kindOfFormat: Record<string, KnowledgeSourceKind> = {
  'faq-csv': 'faq',
  'faq-json': 'faq',
  markdown: 'markdown',
  text: 'text',
  html: 'html',
  pdf: 'pdf',
  docx: 'docx',
};

/** Bytes of what a source is made from (the file, the text, the entries). */
function sizeOf(input: KnowledgeSourceInput): number | null {
  switch (input.type) {
    case 'text':
      return Buffer.byteLength(input.text);
    case 'faq':
      return input.entries.reduce(
        (n, e) => n + Buffer.byteLength(e.question) + Buffer.byteLength(e.answer),
        0,
      );
    case 'file':
      return Math.floor((input.data_base64.replace(/=+$/, '').length * 3) / 4);
    case 'url':
      return null;
  }
}

interface IngestJob {
  businessId: number;
  sourceId: number;
}

export function createKnowledgeService(options: KnowledgeServiceOptions) {
  const { db, store, audit, bus, jobs, fetch } = options;

  async function ownSource(businessId: number, id: number): Promise<KnowledgeSourceRow> {
    const row = await store.getSource(businessId, id);
    if (!row) throw new NotFoundError(`Knowledge source ${id} not found`);
    return row;
  }

  const limits = createKnowledgeLimits(db);

  // The background job's files are parsed on a worker thread: seconds of CPU for a large PDF
  // would otherwise hold every request meanwhile.
  const thread = createIngestThread();

  async function replaceWith(
    businessId: number,
    id: number,
    input: KnowledgeSourceInput,
    offThread = false,
    expectedRevision?: number,
  ) {
    const source = await ingestInput(input, {
      fetch,
      ...(offThread ? { parseFile: thread.ingest } : {}),
    });
    const current = await store.getSource(businessId, id);
    await limits.assertRoomForChunks(businessId, source.chunks.length, current?.chunkCount ?? 0);
    const size =
      input.type === 'url'
        ? Buffer.byteLength(source.chunks.map((c) => c.text).join(''))
        : sizeOf(input);
    const row = await store
      .replaceSource(businessId, id, source, {
        sizeBytes: size,
        // A crawl keeps its pages for the conditional re-sync (knowledge-site-pages.ts).
        sitePages: source.visited ? sitePagesOf(source.visited, source.chunks) : null,
        ...(expectedRevision !== undefined ? { expectedRevision } : {}),
      })
      .catch((error: unknown) => {
        if (error instanceof StaleSourceError) {
          throw new AppError(409, 'conflict', SOURCE_CHANGED_TEXT);
        }
        throw error;
      });
    if (!row) throw new NotFoundError(`Knowledge source ${id} not found`);
    return row;
  }

  const publish = (row: KnowledgeSourceRow) =>
    bus.publish({
      type: 'knowledge.source.updated',
      businessId: row.businessId,
      source: {
        id: row.id,
        title: row.title,
        status: row.status,
        error: row.error,
        chunk_count: row.chunkCount,
      },
    });

  const enqueue = (executor: Executor, row: KnowledgeSourceRow) =>
    jobs.enqueue<IngestJob>(
      INGEST_JOB,
      { businessId: row.businessId, sourceId: row.id },
      { executor },
    );

  // The job: at least once, so it reads the pending input from the row and does nothing
  // when it is gone (already ingested). A parse or fetch failure is the source's (failed,
  // with the reason); anything else throws and the queue retries.
  jobs.define<IngestJob>(INGEST_JOB, async ({ businessId, sourceId }) => {
    const queued = await store.pendingSource(businessId, sourceId);
    if (!queued) return;
    const { row } = queued;
    const processing = await store.setStatus(businessId, sourceId, { status: 'processing' });
    if (processing) await publish(processing);
    const input = queued.pending as KnowledgeSourceInput;
    try {
      const done = await replaceWith(businessId, sourceId, input, true);
      await publish(done);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A web page that cannot be fetched keeps its last good content, and says so.
      const kept = row.chunkCount > 0 && row.syncedAt;
      const failed = await store.setStatus(businessId, sourceId, {
        status: kept ? 'ready' : 'failed',
        error: kept
          ? `The last sync failed: ${error.message}. The agent still uses the content from ${row.syncedAt?.toISOString().slice(0, 10)}.`
          : error.message,
        pending: null,
      });
      if (failed) await publish(failed);
    }
  });

  const queueCrawl = async (row: KnowledgeSourceRow) => {
    const queued = await store.setStatus(
      row.businessId,
      row.id,
      { status: 'queued', pending: { type: 'url', url: row.url, crawl: row.crawl } },
      enqueue,
    );
    if (queued) await publish(queued);
    return queued;
  };

  const resync = createScheduledResync({
    db,
    store,
    jobs,
    fetch,
    clock: options.clock ?? (() => new Date()),
    recrawl: async (row) => {
      await queueCrawl(row);
    },
    publish,
    assertRoom: limits.assertRoomForChunks,
  });

  async function namesOf(rows: readonly KnowledgeSourceRow[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null)),
    ];
    if (ids.length === 0) return new Map();
    const found = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(found.map((u) => [u.id, u.name]));
  }

  return {
    namesOf,

    list: (businessId: number) => store.listSources(businessId),

    /** Adds a source; `queued` when a background job ingests it. */
    async add(
      businessId: number,
      actor: AuditActor,
      input: KnowledgeSourceInput,
    ): Promise<{ row: KnowledgeSourceRow; queued: boolean }> {
      await limits.assertRoomForSource(businessId);
      if (input.type === 'file') {
        const size = sizeOf(input) ?? 0;
        if (size > MAX_FILE_BYTES) {
          throw new AppError(413, 'payload_too_large', 'The file is larger than 10 MB');
        }
        if (size > BACKGROUND_FILE_BYTES) {
          // The format is known from the first bytes: an unsupported file is refused now.
          let format: string;
          try {
            const head = Buffer.from(input.data_base64.slice(0, 64), 'base64');
            format = detectFormat(input.file_name, new Uint8Array(head), input.content_type);
          } catch (error) {
            if (error instanceof IngestError) {
              throw new ValidationError(error.message, { data_base64: [error.message] });
            }
            throw error;
          }
          const row = await store.addPending(
            businessId,
            {
              kind: kindOfFormat[format] ?? 'text',
              title: input.title ?? input.file_name.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, ''),
              fileName: input.file_name,
              sizeBytes: size,
              createdBy: actor.userId,
              pending: input,
            },
            enqueue,
          );
          await audit.record(businessId, actor, changed('created', row));
          await publish(row);
          return { row, queued: true };
        }
      }
      if (input.type === 'url' && input.crawl) {
        // A crawl is always a background job: a hundred pages never hold a request.
        const host = new URL(input.url).host;
        const row = await store.addPending(
          businessId,
          {
            kind: 'url',
            title: input.title ?? host,
            url: input.url,
            createdBy: actor.userId,
            crawl: input.crawl,
            pending: input,
          },
          enqueue,
        );
        await audit.record(businessId, actor, changed('created', row));
        await publish(row);
        return { row, queued: true };
      }
      const source = await ingestInput(input, { fetch });
      await limits.assertRoomForChunks(businessId, source.chunks.length);
      const sizeBytes =
        input.type === 'url'
          ? Buffer.byteLength(source.chunks.map((c) => c.text).join(''))
          : sizeOf(input);
      const row = await store.addSource(businessId, source, {
        createdBy: actor.userId,
        sizeBytes,
      });
      await audit.record(businessId, actor, changed('created', row));
      return { row, queued: false };
    },

    /** A source with its chunks. */
    async get(businessId: number, id: number) {
      const source = await ownSource(businessId, id);
      return { source, chunks: await store.chunksOf(businessId, source.id) };
    },

    /** With `expectedRevision`, replaces only the content the caller read (else 409). */
    async replace(
      businessId: number,
      id: number,
      input: KnowledgeSourceInput,
      actor: AuditActor,
      expectedRevision?: number,
    ) {
      const before = await ownSource(businessId, id);
      assertEditable(before);
      if (expectedRevision !== undefined && before.revision !== expectedRevision) {
        throw new AppError(409, 'conflict', SOURCE_CHANGED_TEXT);
      }
      const row = await replaceWith(businessId, id, input, false, expectedRevision);
      await audit.record(businessId, actor, { ...changed('replaced', row), before: before.title });
      return row;
    },

    /** Fetches a web-page source again and replaces its chunks. */
    async refresh(businessId: number, id: number, actor: AuditActor) {
      const row = await ownSource(businessId, id);
      assertEditable(row);
      if (row.kind !== 'url' || !row.url) {
        throw new AppError(409, 'conflict', 'Only web-page sources can be fetched again');
      }
      if (row.crawl) {
        // A crawled site is crawled again in the background; the source says so meanwhile.
        const queued = await queueCrawl(row);
        await audit.record(businessId, actor, changed('refreshed', row));
        return queued ?? row;
      }
      try {
        const fresh = await replaceWith(businessId, row.id, {
          type: 'url',
          url: row.url,
          title: row.title,
        });
        await audit.record(businessId, actor, changed('refreshed', fresh));
        return fresh;
      } catch (error) {
        // The page keeps its last good content; the source says the sync failed.
        if (error instanceof AppError && row.chunkCount > 0) {
          await store.setStatus(businessId, row.id, {
            status: 'ready',
            error: `The last sync failed: ${error.message}. The agent still uses the content from ${row.syncedAt?.toISOString().slice(0, 10) ?? 'before'}.`,
          });
        }
        throw error;
      }
    },

    /** Queues a fresh fetch of every web-page source (background jobs). */
    async resyncAll(businessId: number, actor: AuditActor): Promise<number> {
      const pages = (await store.listSources(businessId)).filter(
        (r) => r.kind === 'url' && r.url && r.systemKey === null,
      );
      for (const page of pages) {
        const queued = await store.setStatus(
          businessId,
          page.id,
          {
            status: 'queued',
            pending: {
              type: 'url',
              url: page.url,
              ...(page.crawl ? { crawl: page.crawl } : { title: page.title }),
            },
          },
          enqueue,
        );
        if (queued) await publish(queued);
      }
      if (pages.length > 0) {
        await audit.record(businessId, actor, {
          kind: 'knowledge.source.resync',
          target: `${pages.length} web pages`,
        });
      }
      return pages.length;
    },

    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const row = await ownSource(businessId, id);
      assertEditable(row);
      await store.deleteSource(businessId, id);
      await audit.record(businessId, actor, { ...changed('deleted', row), after: null });
    },

    /** The business's knowledge base size and how full it is. */
    limits: (businessId: number) => limits.usage(businessId),

    /** The knowledge base size the business chooses (recorded, its limits apply at once). */
    async choosePlan(businessId: number, actor: AuditActor, plan: KnowledgePlan) {
      const before = await limits.usage(businessId);
      const after = await limits.choosePlan(businessId, plan);
      if (before.plan !== plan) {
        await audit.record(businessId, actor, {
          kind: 'knowledge.plan.changed',
          target: 'knowledge base size',
          before: { plan: before.plan },
          after: { plan },
        });
      }
      return after;
    },

    /** The scheduled re-sync (knowledge-resync.ts): its sweep and one page's check. */
    resync,

    /** Sets a web page's re-sync schedule (off, daily, weekly). */
    async setSchedule(
      businessId: number,
      id: number,
      schedule: KnowledgeSyncSchedule,
      actor: AuditActor,
    ) {
      const row = await ownSource(businessId, id);
      assertEditable(row);
      const saved = await resync.setSchedule(row, schedule);
      await audit.record(businessId, actor, {
        kind: 'knowledge.source.scheduled',
        target: row.title,
        before: { schedule: row.syncSchedule },
        after: { schedule },
      });
      return saved;
    },

    search: (businessId: number, query: string, limit: number) =>
      store.retriever.search(businessId, query, limit),
  };
}
export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
