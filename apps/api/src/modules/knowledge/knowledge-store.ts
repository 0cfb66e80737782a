// The knowledge base of every business: rows in knowledge_sources/knowledge_chunks, and an
// in-memory BM25 index per business kept in step with them (chosen over PostgreSQL
// full-text search by measurement: packages/agent/README.md). Every write bumps the
// business's knowledge_versions row in the same transaction; a search first compares that
// version with the one its index was built from and reloads the sources whose revision
// moved, so a change made by another API instance is seen by the next search too.
import {
  type AnalyzedChunk,
  analyzeChunk,
  createMemoryRetriever,
  type Passage,
  type Retriever,
} from '@lisa/agent';
import type { IngestedSource, KnowledgeChunk } from '@lisa/agent/ingest';
import type { LisaKnowledge } from '@lisa/agent/lisa-knowledge';
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  inboxAnswers,
  type KnowledgeSourceKind,
  knowledgeChunks,
  knowledgeSources,
  knowledgeVersions,
  learnedQuestions,
  type SitePage,
} from '../../db/schema/knowledge.ts';
import {
  bumpVersion,
  type ChunkRow,
  contentHashOf,
  dropOtherGenerations,
  insertChunks,
  liveChunks,
  STAGE_ABOVE,
  stageChunks,
  toIndexed,
} from './knowledge-rows.ts';

/**
 * A source row without `pending` (a queued upload's whole input, up to megabytes of JSON):
 * only the background job reads that (`pendingSource`); the status polls, lists and the
 * job's own steps would otherwise each carry it out of the database.
 */
export type KnowledgeSourceRow = Omit<typeof knowledgeSources.$inferSelect, 'pending'>;

/** A replacement asked for a revision the source has moved past (someone changed it since). */
export class StaleSourceError extends Error {
  constructor(sourceId: number) {
    super(`knowledge source ${sourceId} changed since it was read`);
  }
}
const { pending: _pending, ...sourceColumns } = getTableColumns(knowledgeSources);

export interface SourceMeta {
  createdBy?: number | null;
  systemKey?: string | null;
  sizeBytes?: number | null;
  /** A crawled site's pages (null: not a crawl); left as is when absent. */
  sitePages?: SitePage[] | null;
}

/** A source whose content a background job will ingest (knowledge-jobs.ts). */
export interface PendingSource {
  kind: KnowledgeSourceKind;
  title: string;
  url?: string | null;
  fileName?: string | null;
  sizeBytes?: number | null;
  createdBy?: number | null;
  crawl?: { max_depth: number; max_pages: number } | null;
  /** The route's input, read by the job. */
  pending: Record<string, unknown>;
}

export interface StatusChange {
  status: KnowledgeSourceRow['status'];
  error?: string | null;
  /** Set to queue an input for the job; null clears it. */
  pending?: Record<string, unknown> | null;
}

export interface KnowledgeStore {
  /** Search and languages over the database's chunks, per business. */
  retriever: Retriever;
  /** Loads every business's index (at start, so the first visitor does not wait). */
  loadAll(): Promise<void>;
  /** Brings one business's index in step with the database now. */
  sync(businessId: number): Promise<void>;
  listSources(businessId: number): Promise<KnowledgeSourceRow[]>;
  getSource(businessId: number, sourceId: number): Promise<KnowledgeSourceRow | null>;
  /** A source with the input its background job is to ingest (null: nothing pending). */
  pendingSource(
    businessId: number,
    sourceId: number,
  ): Promise<{ row: KnowledgeSourceRow; pending: Record<string, unknown> } | null>;
  chunksOf(businessId: number, sourceId: number): Promise<ChunkRow[]>;
  /** Adds a source with its chunks. */
  addSource(
    businessId: number,
    source: IngestedSource,
    meta?: SourceMeta,
  ): Promise<KnowledgeSourceRow>;
  /**
   * Replaces a source's content; none of its old chunks stays searchable. Null if not found.
   * With `expectedRevision`, throws `StaleSourceError` (nothing changed) when the source has
   * moved past it.
   */
  replaceSource(
    businessId: number,
    sourceId: number,
    source: IngestedSource,
    meta?: Pick<SourceMeta, 'sizeBytes' | 'sitePages'> & { expectedRevision?: number },
  ): Promise<KnowledgeSourceRow | null>;
  /** Deletes a source and its chunks. False if the business has no such source. */
  deleteSource(businessId: number, sourceId: number): Promise<boolean>;
  /** A queued source without chunks; `enqueue` runs in the same transaction (the job). */
  addPending(
    businessId: number,
    source: PendingSource,
    enqueue: (executor: Executor, row: KnowledgeSourceRow) => Promise<unknown>,
  ): Promise<KnowledgeSourceRow>;
  /** Moves a source's status (queued, processing, failed...) without touching its chunks. */
  setStatus(
    businessId: number,
    sourceId: number,
    change: StatusChange,
    enqueue?: (executor: Executor, row: KnowledgeSourceRow) => Promise<unknown>,
  ): Promise<KnowledgeSourceRow | null>;
  /**
   * Makes the business's system sources exactly `knowledge` (added, changed, removed by
   * key) unless its content hash is the one last seeded, and gives the retriever its learned
   * questions. Returns whether any source changed.
   */
  seedSystemSources(businessId: number, knowledge: LisaKnowledge): Promise<boolean>;
  /** How many of the business's learned questions found their passage, and how many not. */
  learnedQuestions(businessId: number): Promise<{ attached: number; skipped: number }>;
  /** Per pair, whether it would attach to the business's chunks as they are now. */
  learnedAttach(businessId: number, pairs: readonly LearnedPair[]): Promise<readonly boolean[]>;
  /**
   * Keeps a taught question (the retriever uses it at once; other instances at their next
   * search). Null when its bot message was already taught.
   */
  addLearned(
    businessId: number,
    values: { messageId: number; question: string; anchor: string; createdBy: number | null },
  ): Promise<LearnedQuestionRow | null>;
  /**
   * Appends one entry to the business's "Answers from the inbox" FAQ source (created on first
   * use) and records the reply it came from, in one transaction serialised per business, so
   * teammates saving at once all land. Null (nothing written) when that reply was saved already.
   */
  appendInboxAnswer(businessId: number, answer: InboxAnswerWrite): Promise<InboxAnswerRow | null>;
  /** Deletes a taught question: the row deleted, null if the business has no such one. */
  deleteLearned(businessId: number, id: number): Promise<LearnedQuestionRow | null>;
  /**
   * Calls `listener` inside the transaction of every change to a business's own content
   * (added, replaced, deleted; not the system sources), so what it stores exists exactly
   * when the change does (the agent module queues its test suite's auto-run here).
   */
  onChange(listener: KnowledgeChangeListener): void;
}

/** A learned question as the retriever takes it. */
export interface LearnedPair {
  question: string;
  anchor: string;
}

export type LearnedQuestionRow = typeof learnedQuestions.$inferSelect;
export type InboxAnswerRow = typeof inboxAnswers.$inferSelect;

export interface InboxAnswerWrite {
  messageId: number;
  /** The source's title when it is created now. */
  sourceTitle: string;
  /** The entry as ingested (its chunk: the answer, its question and language). */
  entry: KnowledgeChunk;
  question: string;
  createdBy: number | null;
}

// pg_advisory_xact_lock's first key for the inbox answers of a business (seeding uses 727275).
const INBOX_ANSWERS_LOCK = 727276;

export type KnowledgeChangeListener = (executor: Executor, businessId: number) => Promise<void>;

/**
 * Indexing a large source is milliseconds of CPU per chunk (a 500-chunk PDF took ~244 ms at
 * load 20 in one call, and every request waited meanwhile). The chunks are analysed a slice
 * of this many milliseconds at a time, with a turn of the event loop between slices.
 */
const INDEX_SLICE_MS = 8;

async function analyzeInSlices(rows: readonly ChunkRow[]): Promise<AnalyzedChunk[]> {
  const analyzed: AnalyzedChunk[] = [];
  let sliceStart = performance.now();
  for (const row of rows) {
    if (performance.now() - sliceStart > INDEX_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    analyzed.push(analyzeChunk(toIndexed(row)));
  }
  return analyzed;
}

interface LoadedBusiness {
  version: number;
  /** source id -> revision indexed. */
  revisions: Map<number, number>;
}

export function createKnowledgeStore(options: { db: Database; clock: () => Date }): KnowledgeStore {
  const { db, clock } = options;
  const memory = createMemoryRetriever();
  const loaded = new Map<number, LoadedBusiness>();
  // One sync per business at a time: concurrent searches wait for the same reload.
  const syncing = new Map<number, Promise<void>>();
  const listeners: KnowledgeChangeListener[] = [];
  // Business 1's learned questions generated at build time (seedSystemSources); the taught
  // ones are rows, read at every reload.
  const generated = new Map<number, readonly LearnedPair[]>();
  async function changed(tx: Executor, businessId: number, now: Date) {
    await bumpVersion(tx, businessId, now);
    for (const listener of listeners) await listener(tx, businessId);
  }

  // Asked before every search: built once rather than per reply.
  const versionOf = db
    .select({ version: knowledgeVersions.version })
    .from(knowledgeVersions)
    .where(eq(knowledgeVersions.businessId, sql.placeholder('businessId')))
    .prepare('knowledge_version_of');

  async function currentVersion(businessId: number): Promise<number> {
    const [row] = await versionOf.execute({ businessId });
    return row?.version ?? 0;
  }

  async function doSync(businessId: number): Promise<void> {
    const version = await currentVersion(businessId);
    const state = loaded.get(businessId) ?? { version: -1, revisions: new Map<number, number>() };
    const rows = await db
      .select({ id: knowledgeSources.id, revision: knowledgeSources.revision })
      .from(knowledgeSources)
      .where(eq(knowledgeSources.businessId, businessId));
    const live = new Map(rows.map((r) => [r.id, r.revision]));
    for (const id of state.revisions.keys()) {
      if (!live.has(id)) {
        memory.removeSource(businessId, String(id));
        state.revisions.delete(id);
      }
    }
    const stale = [...live]
      .filter(([id, revision]) => state.revisions.get(id) !== revision)
      .map(([id]) => id);
    for (let i = 0; i < stale.length; i += 200) {
      const ids = stale.slice(i, i + 200);
      const chunkRows = await db
        .select()
        .from(knowledgeChunks)
        .where(
          and(
            eq(knowledgeChunks.businessId, businessId),
            inArray(knowledgeChunks.sourceId, ids),
            liveChunks,
          ),
        )
        .orderBy(asc(knowledgeChunks.sourceId), asc(knowledgeChunks.ordinal));
      const bySource = new Map<number, ChunkRow[]>(ids.map((id) => [id, []]));
      for (const row of chunkRows) bySource.get(row.sourceId)?.push(row);
      for (const [id, sourceRows] of bySource) {
        // Searches meanwhile use the source's old content; the new one replaces it at once.
        memory.replaceAnalyzed(businessId, String(id), await analyzeInSlices(sourceRows));
        state.revisions.set(id, live.get(id) ?? 0);
      }
    }
    const taught = await db
      .select({ question: learnedQuestions.question, anchor: learnedQuestions.anchor })
      .from(learnedQuestions)
      .where(eq(learnedQuestions.businessId, businessId))
      .orderBy(asc(learnedQuestions.id));
    memory.setLearnedQuestions(businessId, [...(generated.get(businessId) ?? []), ...taught]);
    state.version = version;
    loaded.set(businessId, state);
  }

  async function sync(businessId: number): Promise<void> {
    const running = syncing.get(businessId);
    if (running) return running;
    const job = doSync(businessId).finally(() => syncing.delete(businessId));
    syncing.set(businessId, job);
    return job;
  }

  // Businesses with a write of this instance under way: its own sync follows its commit.
  const writing = new Map<number, number>();
  async function writingTo<T>(businessId: number, write: () => Promise<T>): Promise<T> {
    writing.set(businessId, (writing.get(businessId) ?? 0) + 1);
    try {
      return await write();
    } finally {
      const left = (writing.get(businessId) ?? 1) - 1;
      if (left > 0) writing.set(businessId, left);
      else writing.delete(businessId);
    }
  }

  // After a write: a reload already under way may have read the sources before the write
  // committed, so it is waited for and the business reloaded again (a version query and the
  // source list when nothing else moved). Searches do not wait for either.
  async function syncAfterWrite(businessId: number): Promise<void> {
    await syncing.get(businessId)?.catch(() => undefined);
    await sync(businessId);
  }

  async function ensureFresh(businessId: number): Promise<void> {
    const state = loaded.get(businessId);
    // A search never waits for a reload already under way (or about to start after a write
    // of this instance): it answers from the index as it stands, the content from before
    // the change, which the reload swaps out source by source. A change made by another
    // instance is loaded by the next search, which waits for it.
    if (state && (syncing.has(businessId) || writing.has(businessId))) return;
    if (!state || state.version !== (await currentVersion(businessId))) await sync(businessId);
  }

  const retriever: Retriever = {
    async search(businessId, query, limit): Promise<Passage[]> {
      await ensureFresh(businessId);
      return memory.search(businessId, query, limit);
    },
    // The engine asks for languages just before it searches, and the search checks the
    // version: one database round trip per reply is enough.
    async languages(businessId) {
      if (!loaded.has(businessId)) await sync(businessId);
      return memory.languages(businessId);
    },
  };

  async function getSource(businessId: number, sourceId: number) {
    const [row] = await db
      .select(sourceColumns)
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.businessId, businessId), eq(knowledgeSources.id, sourceId)));
    return row ?? null;
  }

  return {
    retriever,

    async loadAll() {
      const rows = await db
        .selectDistinct({ businessId: knowledgeSources.businessId })
        .from(knowledgeSources);
      for (const { businessId } of rows) await sync(businessId);
    },

    sync,

    listSources(businessId) {
      return db
        .select(sourceColumns)
        .from(knowledgeSources)
        .where(eq(knowledgeSources.businessId, businessId))
        .orderBy(asc(knowledgeSources.id));
    },

    getSource,

    async pendingSource(businessId, sourceId) {
      const [found] = await db
        .select()
        .from(knowledgeSources)
        .where(and(eq(knowledgeSources.businessId, businessId), eq(knowledgeSources.id, sourceId)));
      if (!found?.pending) return null;
      const { pending, ...row } = found;
      return { row, pending };
    },

    async chunksOf(businessId, sourceId) {
      return db
        .select()
        .from(knowledgeChunks)
        .where(
          and(
            eq(knowledgeChunks.businessId, businessId),
            eq(knowledgeChunks.sourceId, sourceId),
            liveChunks,
          ),
        )
        .orderBy(asc(knowledgeChunks.ordinal));
    },

    async addSource(businessId, source, meta = {}) {
      return writingTo(businessId, async () => {
        const now = clock();
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(knowledgeSources)
            .values({
              businessId,
              kind: source.kind as KnowledgeSourceKind,
              title: source.title,
              url: source.url ?? null,
              fileName: source.fileName ?? null,
              systemKey: meta.systemKey ?? null,
              contentHash: contentHashOf(source),
              chunkCount: source.chunks.length,
              createdBy: meta.createdBy ?? null,
              sizeBytes: meta.sizeBytes ?? null,
              syncedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning(sourceColumns);
          if (!created) throw new Error('knowledge source insert returned no row');
          await insertChunks(tx, businessId, created.id, source.chunks);
          await changed(tx, businessId, now);
          return created;
        });
        await syncAfterWrite(businessId);
        return row;
      });
    },

    async replaceSource(businessId, sourceId, source, meta = {}) {
      return writingTo(businessId, async () => {
        // A large content is written beforehand in small batches under a new generation; the
        // transaction below only switches the source to it (searches see old or new, whole).
        let generation: number | null = null;
        if (source.chunks.length > STAGE_ABOVE) {
          if (!(await getSource(businessId, sourceId))) return null;
          generation = await stageChunks(db, businessId, sourceId, source.chunks);
        }
        const now = clock();
        const row = await db.transaction(async (tx) => {
          if (generation !== null) {
            // A concurrent replacement of the same source may have deleted staged rows.
            const [staged] = await tx
              .select({ n: count() })
              .from(knowledgeChunks)
              .where(
                and(
                  eq(knowledgeChunks.sourceId, sourceId),
                  eq(knowledgeChunks.generation, generation),
                ),
              );
            if (staged?.n !== source.chunks.length) {
              throw new Error(`knowledge source ${sourceId}: staged chunks went missing`);
            }
          }
          const [updated] = await tx
            .update(knowledgeSources)
            .set({
              kind: source.kind as KnowledgeSourceKind,
              title: source.title,
              url: source.url ?? null,
              fileName: source.fileName ?? null,
              contentHash: contentHashOf(source),
              chunkCount: source.chunks.length,
              revision: sql`${knowledgeSources.revision} + 1`,
              status: 'ready',
              error: null,
              pending: null,
              syncedAt: now,
              ...(meta.sizeBytes !== undefined ? { sizeBytes: meta.sizeBytes } : {}),
              ...(meta.sitePages !== undefined ? { sitePages: meta.sitePages } : {}),
              ...(generation !== null ? { generation } : {}),
              updatedAt: now,
            })
            .where(
              and(
                eq(knowledgeSources.businessId, businessId),
                eq(knowledgeSources.id, sourceId),
                meta.expectedRevision !== undefined
                  ? eq(knowledgeSources.revision, meta.expectedRevision)
                  : undefined,
              ),
            )
            .returning(sourceColumns);
          if (!updated) {
            if (meta.expectedRevision === undefined) return null;
            if (await getSource(businessId, sourceId)) throw new StaleSourceError(sourceId);
            return null;
          }
          if (generation === null) {
            // Also removes what an interrupted staged replacement left.
            await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
            await insertChunks(tx, businessId, sourceId, source.chunks, updated.generation);
          }
          await changed(tx, businessId, now);
          return updated;
        });
        // The old generation (and any interrupted run's) is no longer read: deleted in batches.
        if (row && generation !== null) await dropOtherGenerations(db, sourceId, generation);
        if (row) await syncAfterWrite(businessId);
        return row;
      });
    },

    async addPending(businessId, source, enqueue) {
      const now = clock();
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(knowledgeSources)
          .values({
            businessId,
            kind: source.kind,
            title: source.title,
            url: source.url ?? null,
            fileName: source.fileName ?? null,
            contentHash: '',
            chunkCount: 0,
            createdBy: source.createdBy ?? null,
            sizeBytes: source.sizeBytes ?? null,
            status: 'queued',
            crawl: source.crawl ?? null,
            pending: source.pending,
            createdAt: now,
            updatedAt: now,
          })
          .returning(sourceColumns);
        if (!created) throw new Error('knowledge source insert returned no row');
        await enqueue(tx, created);
        return created;
      });
    },

    async setStatus(businessId, sourceId, change, enqueue) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(knowledgeSources)
          .set({
            status: change.status,
            ...(change.error !== undefined ? { error: change.error } : {}),
            ...(change.pending !== undefined ? { pending: change.pending } : {}),
          })
          .where(
            and(eq(knowledgeSources.businessId, businessId), eq(knowledgeSources.id, sourceId)),
          )
          .returning(sourceColumns);
        if (row && enqueue) await enqueue(tx, row);
        return row ?? null;
      });
    },

    async deleteSource(businessId, sourceId) {
      return writingTo(businessId, async () => {
        const now = clock();
        const deleted = await db.transaction(async (tx) => {
          const rows = await tx
            .delete(knowledgeSources)
            .where(
              and(eq(knowledgeSources.businessId, businessId), eq(knowledgeSources.id, sourceId)),
            )
            .returning({ id: knowledgeSources.id });
          if (rows.length === 0) return false;
          await changed(tx, businessId, now);
          return true;
        });
        if (deleted) await syncAfterWrite(businessId);
        return deleted;
      });
    },

    onChange(listener) {
      listeners.push(listener);
    },

    async learnedQuestions(businessId) {
      await ensureFresh(businessId);
      return memory.learnedQuestions(businessId);
    },

    async learnedAttach(businessId, pairs) {
      await ensureFresh(businessId);
      return memory.learnedAttach(businessId, pairs);
    },

    async addLearned(businessId, values) {
      return writingTo(businessId, async () => {
        const now = clock();
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(learnedQuestions)
            .values({ businessId, ...values, createdAt: now })
            .onConflictDoNothing({ target: learnedQuestions.messageId })
            .returning();
          if (!created) return null;
          await changed(tx, businessId, now);
          return created;
        });
        if (row) await syncAfterWrite(businessId);
        return row;
      });
    },

    async appendInboxAnswer(businessId, answer) {
      return writingTo(businessId, async () => {
        const now = clock();
        const row = await db.transaction(async (tx) => {
          // Two saves of one business wait for each other: each reads the next ordinal and
          // the source (or creates it) only once the other has committed.
          await tx.execute(sql`select pg_advisory_xact_lock(${INBOX_ANSWERS_LOCK}, ${businessId})`);
          const [saved] = await tx
            .select({ id: inboxAnswers.id })
            .from(inboxAnswers)
            .where(eq(inboxAnswers.messageId, answer.messageId));
          if (saved) return null;
          const ofPurpose = and(
            eq(knowledgeSources.businessId, businessId),
            eq(knowledgeSources.purpose, 'inbox_answers'),
          );
          const [existing] = await tx
            .select({ id: knowledgeSources.id, title: knowledgeSources.title })
            .from(knowledgeSources)
            .where(ofPurpose);
          let sourceId = existing?.id;
          // A citation names the source as the team titled it (they may have renamed it).
          const title = existing?.title ?? answer.sourceTitle;
          if (sourceId === undefined) {
            const [created] = await tx
              .insert(knowledgeSources)
              .values({
                businessId,
                kind: 'faq',
                title: answer.sourceTitle,
                purpose: 'inbox_answers',
                contentHash: '',
                chunkCount: 0,
                sizeBytes: 0,
                createdBy: answer.createdBy,
                syncedAt: now,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: knowledgeSources.id });
            if (!created) throw new Error('knowledge source insert returned no row');
            sourceId = created.id;
          }
          const entryBytes =
            Buffer.byteLength(answer.entry.question ?? '') + Buffer.byteLength(answer.entry.text);
          // The row lock of this update also orders the append after a data-centre edit of
          // the source under way (replaceSource updates the row first too).
          const [source] = await tx
            .update(knowledgeSources)
            .set({
              chunkCount: sql`${knowledgeSources.chunkCount} + 1`,
              revision: sql`${knowledgeSources.revision} + 1`,
              sizeBytes: sql`coalesce(${knowledgeSources.sizeBytes}, 0) + ${entryBytes}`,
              // Only system sources compare hashes; this one says the content moved.
              contentHash: sql`md5(${knowledgeSources.contentHash} || ${JSON.stringify(answer.entry)})`,
              syncedAt: now,
              updatedAt: now,
            })
            .where(eq(knowledgeSources.id, sourceId))
            .returning({ generation: knowledgeSources.generation });
          if (!source) throw new Error('knowledge source update returned no row');
          const [last] = await tx
            .select({ ordinal: max(knowledgeChunks.ordinal) })
            .from(knowledgeChunks)
            .where(
              and(
                eq(knowledgeChunks.sourceId, sourceId),
                eq(knowledgeChunks.generation, source.generation),
              ),
            );
          const ordinal = (last?.ordinal ?? -1) + 1;
          await insertChunks(
            tx,
            businessId,
            sourceId,
            [{ ...answer.entry, title, ordinal }],
            source.generation,
          );
          const [created] = await tx
            .insert(inboxAnswers)
            .values({
              businessId,
              messageId: answer.messageId,
              sourceId,
              question: answer.question,
              createdBy: answer.createdBy,
              createdAt: now,
            })
            .returning();
          await changed(tx, businessId, now);
          return created ?? null;
        });
        if (row) await syncAfterWrite(businessId);
        return row;
      });
    },

    async deleteLearned(businessId, id) {
      return writingTo(businessId, async () => {
        const now = clock();
        const row = await db.transaction(async (tx) => {
          const [deleted] = await tx
            .delete(learnedQuestions)
            .where(and(eq(learnedQuestions.businessId, businessId), eq(learnedQuestions.id, id)))
            .returning();
          if (!deleted) return null;
          await changed(tx, businessId, now);
          return deleted;
        });
        if (row) await syncAfterWrite(businessId);
        return row;
      });
    },

    async seedSystemSources(businessId, knowledge) {
      // The generated ones are given again at every start (the sync below adds the taught rows).
      generated.set(businessId, knowledge.learnedQuestions ?? []);
      const [state] = await db
        .select({ seedHash: knowledgeVersions.seedHash })
        .from(knowledgeVersions)
        .where(eq(knowledgeVersions.businessId, businessId));
      if (state?.seedHash === knowledge.contentHash) {
        await sync(businessId);
        return false;
      }
      const now = clock();
      await db.transaction(async (tx) => {
        // Seeding is serialised across API instances starting together.
        await tx.execute(sql`select pg_advisory_xact_lock(727275, ${businessId})`);
        const existing = await tx
          .select()
          .from(knowledgeSources)
          .where(
            and(eq(knowledgeSources.businessId, businessId), isNotNull(knowledgeSources.systemKey)),
          );
        const byKey = new Map(existing.map((row) => [row.systemKey as string, row]));
        const wanted = new Set(knowledge.sources.map((s) => s.key));
        const gone = existing
          .filter((row) => !wanted.has(row.systemKey as string))
          .map((row) => row.id);
        if (gone.length > 0)
          await tx.delete(knowledgeSources).where(inArray(knowledgeSources.id, gone));
        for (const seed of knowledge.sources) {
          const row = byKey.get(seed.key);
          if (row?.contentHash === seed.contentHash) continue;
          const values = {
            kind: seed.kind as KnowledgeSourceKind,
            title: seed.title,
            url: seed.url ?? null,
            fileName: null,
            contentHash: seed.contentHash,
            chunkCount: seed.chunks.length,
            // Its chunks are rewritten in this transaction under generation 0.
            generation: 0,
            updatedAt: now,
          };
          let sourceId: number;
          if (row) {
            await tx
              .update(knowledgeSources)
              .set({ ...values, revision: sql`${knowledgeSources.revision} + 1` })
              .where(eq(knowledgeSources.id, row.id));
            await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, row.id));
            sourceId = row.id;
          } else {
            const [created] = await tx
              .insert(knowledgeSources)
              .values({ ...values, businessId, systemKey: seed.key, createdAt: now })
              .returning({ id: knowledgeSources.id });
            if (!created) throw new Error('knowledge source insert returned no row');
            sourceId = created.id;
          }
          await insertChunks(tx, businessId, sourceId, seed.chunks);
        }
        await bumpVersion(tx, businessId, now, knowledge.contentHash);
      });
      await sync(businessId);
      return true;
    },
  };
}
