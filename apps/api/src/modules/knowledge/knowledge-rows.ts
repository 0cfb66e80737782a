// The knowledge tables' row-level helpers the store writes with: chunk rows for the index
// and the database, batched chunk inserts, and the per-business version every write bumps.
import { createHash, randomInt } from 'node:crypto';
import type { IndexedChunk } from '@lisa/agent';
import type { IngestedSource, KnowledgeChunk } from '@lisa/agent/ingest';
import { and, eq, sql } from 'drizzle-orm';
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
  generation: number | null = null,
) {
  return chunks.map((c) => ({
    sourceId,
    businessId,
    ordinal: c.ordinal,
    text: c.text,
    title: c.title,
    url: c.url ?? null,
    fileName: c.fileName ?? null,
    section: c.section ?? null,
    question: c.question ?? null,
    language: c.language,
    generation,
  }));
}

export async function insertChunks(
  tx: Executor,
  businessId: number,
  sourceId: number,
  chunks: readonly KnowledgeChunk[],
) {
  const values = chunkValues(businessId, sourceId, chunks);
  // Batches keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < values.length; i += 500) {
    await tx.insert(knowledgeChunks).values(values.slice(i, i + 500));
  }
}

/**
 * Above this many chunks a replacement is written in batches under a new generation
 * (stageChunks) and switched live in one short transaction: one insert of 500 chunks held
 * embedded PGlite's only connection (and the event loop) for a third of a second.
 */
export const STAGE_ABOVE = 100;
/**
 * Chunks per insert while staging: about a tenth of the time of 500 at once, at about the
 * same cost a row (measured: 25 a statement cost 1.4-2.4x a row what 500 did).
 */
const STAGE_BATCH = 50;

/**
 * Writes a source's new chunks under a fresh generation, one small insert at a time, so
 * other requests' queries get the connection between them (on embedded PGlite the queue is
 * first come first served, and `yieldToIoBetweenQueries` lets I/O in). Nothing reads them
 * until the source's `generation` is switched to the one returned; if anything fails here
 * they are removed again.
 */
export async function stageChunks(
  db: Executor,
  businessId: number,
  sourceId: number,
  chunks: readonly KnowledgeChunk[],
): Promise<number> {
  const generation = randomInt(1, 2 ** 31 - 1);
  const values = chunkValues(businessId, sourceId, chunks, generation);
  try {
    for (let i = 0; i < values.length; i += STAGE_BATCH) {
      await db.insert(knowledgeChunks).values(values.slice(i, i + STAGE_BATCH));
    }
  } catch (error) {
    await dropGeneration(db, sourceId, generation).catch(() => undefined);
    throw error;
  }
  return generation;
}

/** Removes a staged generation that will not go live. */
export async function dropGeneration(db: Executor, sourceId: number, generation: number) {
  await db
    .delete(knowledgeChunks)
    .where(and(eq(knowledgeChunks.sourceId, sourceId), eq(knowledgeChunks.generation, generation)));
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
