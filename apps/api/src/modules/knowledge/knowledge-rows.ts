// The knowledge tables' row-level helpers the store writes with: chunk rows for the index
// and the database, batched chunk inserts, and the per-business version every write bumps.
import { createHash } from 'node:crypto';
import type { IndexedChunk } from '@lisa/agent';
import type { IngestedSource, KnowledgeChunk } from '@lisa/agent/ingest';
import { sql } from 'drizzle-orm';
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

function chunkValues(businessId: number, sourceId: number, chunks: readonly KnowledgeChunk[]) {
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
