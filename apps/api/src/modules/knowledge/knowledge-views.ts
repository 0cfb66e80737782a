// Knowledge rows and passages to the wire shapes of knowledge-schemas.ts.
import type { Passage } from '@lisa/agent';
import type { ChunkRow } from './knowledge-rows.ts';
import type { KnowledgeSourceView } from './knowledge-schemas.ts';
import type { KnowledgeSourceRow } from './knowledge-store.ts';

export function sourceView(
  row: KnowledgeSourceRow,
  names: ReadonlyMap<number, string> = new Map(),
): KnowledgeSourceView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    url: row.url,
    file_name: row.fileName,
    chunk_count: row.chunkCount,
    system: row.systemKey !== null,
    status: row.status,
    error: row.error,
    size_bytes: row.sizeBytes,
    synced_at: row.syncedAt?.toISOString() ?? null,
    added_by: row.createdBy !== null ? (names.get(row.createdBy) ?? null) : null,
    sync_schedule: row.syncSchedule,
    revision: row.revision,
    next_sync_at: row.nextSyncAt?.toISOString() ?? null,
    checked_at: row.checkedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function chunkView(chunk: ChunkRow) {
  return {
    ordinal: chunk.ordinal,
    section: chunk.section,
    question: chunk.question,
    text: chunk.text,
    language: chunk.language,
  };
}

export function searchResultView(passage: Passage) {
  return {
    source_id: Number(passage.sourceId),
    title: passage.title,
    section: passage.section ?? null,
    url: passage.url ?? null,
    question: passage.question ?? null,
    text: passage.text,
    score: passage.score,
  };
}
