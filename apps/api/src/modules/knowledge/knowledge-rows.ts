// The knowledge tables' row-level helpers the store writes with: chunk rows for the index
// and the database, batched chunk inserts, and the per-business version every write bumps.
import { createHash, randomInt } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { IndexedChunk } from '@lisa/agent';
import type { IngestedSource, KnowledgeChunk } from '@lisa/agent/ingest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { knowledgeChunks, knowledgeVersions } from '../../db/schema/knowledge.ts';

export type ChunkRow = typeof knowledgeChunks.$inferSelect;

export function contentHashOf(source: IngestedSource): string {
  return createHash('sha256')
    .update(JSON.stringify([source.kind, source.title, source.url ?? null, source.chunks]))
    .digest('hex');
}

export function toIndexed(row: ChunkRow): IndexedChunk {
  const chunk: IndexedChunk = {
    chunkId: String(row.id),
    sourceId: String(row.sourceId),
    text: row.text,
    title: row.title,
    language: row.language,
  };
  // A citation links to the page, or names the uploaded file when there is no page.
  if (row.url) chunk.url = row.url;
  if (row.section) chunk.section = row.section;
  if (row.question) chunk.question = row.question;
  return chunk;
}

function chunkValues(
  businessId: number,
  sourceId: number,
  chunks: readonly KnowledgeChunk[],
  generation: number,
) {
  return chunks.map((c) => ({
    sourceId,
    businessId,
    generation,
    ordinal: c.ordinal,
    text: c.text,
    title: c.title,
    url: c.url ?? null,
    fileName: c.fileName ?? null,
    section: c.section ?? null,
    question: c.question ?? null,
    language: c.language,
  }));
}

export async function insertChunks(
  tx: Executor,
  businessId: number,
  sourceId: number,
  chunks: readonly KnowledgeChunk[],
  generation = 0,
) {
  const values = chunkValues(businessId, sourceId, chunks, generation);
  // Batches keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < values.length; i += 500) {
    await tx.insert(knowledgeChunks).values(values.slice(i, i + 500));
  }
}

/**
 * Above this many chunks a replacement is staged: one insert of a 500-chunk PDF held
 * embedded PGlite's only connection, and the event loop (PGlite runs it synchronously),
 * for 130-170 ms on a quiet machine.
 */
export const STAGE_ABOVE = 50;
const STAGE_BATCH = 50;

/** A source's live chunks: those of the generation the source has switched to. */
export const liveChunks = sql`${knowledgeChunks.generation} = (select s.generation from knowledge_sources s where s.id = ${knowledgeChunks.sourceId})`;

/**
 * Writes a source's new chunks under a fresh generation, each batch its own statement with a
 * turn of the event loop between, so requests get the connection in between. Nothing reads
 * them until the source switches to the generation returned; rows of a run that never
 * switched (a crash, a failure) are deleted by the next replacement or with the source.
 */
export async function stageChunks(
  db: Executor,
  businessId: number,
  sourceId: number,
  chunks: readonly KnowledgeChunk[],
): Promise<number> {
  // Random rather than the next number: two runs for one source never share a generation.
  const generation = randomInt(1, 2 ** 31 - 1);
  const values = chunkValues(businessId, sourceId, chunks, generation);
  for (let i = 0; i < values.length; i += STAGE_BATCH) {
    await db.insert(knowledgeChunks).values(values.slice(i, i + STAGE_BATCH));
    await nextTurn();
  }
  return generation;
}

/** Deletes a source's chunks other than its live generation, a batch at a time. */
export async function dropOtherGenerations(db: Executor, sourceId: number, live: number) {
  for (;;) {
    const batch = db
      .select({ id: knowledgeChunks.id })
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.sourceId, sourceId), ne(knowledgeChunks.generation, live)))
      .limit(STAGE_BATCH);
    const deleted = await db
      .delete(knowledgeChunks)
      .where(inArray(knowledgeChunks.id, batch))
      .returning({ id: knowledgeChunks.id });
    if (deleted.length < STAGE_BATCH) return;
    await nextTurn();
  }
}

export async function bumpVersion(tx: Executor, businessId: number, now: Date, seedHash?: string) {
  await tx
    .insert(knowledgeVersions)
    .values({ businessId, version: 1, updatedAt: now, ...(seedHash ? { seedHash } : {}) })
    .onConflictDoUpdate({
      target: knowledgeVersions.businessId,
      set: {
        version: sql`${knowledgeVersions.version} + 1`,
        updatedAt: now,
        ...(seedHash ? { seedHash } : {}),
      },
    });
}
