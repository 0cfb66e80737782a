import type { Passage, Retriever } from '../types.ts';
import { type AnalyzedChunk, Bm25Index, type IndexedChunk, type SearchHit } from './bm25-index.ts';

/** A Retriever over per-business in-memory BM25 indexes; the host keeps them in step. */
export interface MemoryRetriever extends Retriever {
  /** Replaces every chunk of one source of one business (an empty list removes it). */
  replaceSource(businessId: number, sourceId: string, chunks: readonly IndexedChunk[]): void;
  /** The same with chunks analysed beforehand (`analyzeChunk`): only files their terms. */
  replaceAnalyzed(businessId: number, sourceId: string, docs: readonly AnalyzedChunk[]): void;
  removeSource(businessId: number, sourceId: string): void;
  /** Drops a business's whole index. */
  clearBusiness(businessId: number): void;
  /** Number of chunks indexed for a business. */
  size(businessId: number): number;
}

export function hitToPassage(hit: SearchHit): Passage {
  const { chunk } = hit;
  const passage: Passage = {
    chunkId: chunk.chunkId,
    sourceId: chunk.sourceId,
    text: chunk.text,
    title: chunk.title,
    score: hit.score,
    coverage: hit.coverage,
    unknownShare: hit.unknownShare,
    matchedTerms: hit.matched,
  };
  if (chunk.url) passage.url = chunk.url;
  if (chunk.section) passage.section = chunk.section;
  if (chunk.question) passage.question = chunk.question;
  if (chunk.language) passage.language = chunk.language;
  return passage;
}

export function createMemoryRetriever(): MemoryRetriever {
  const indexes = new Map<number, Bm25Index>();
  const indexOf = (businessId: number): Bm25Index => {
    let index = indexes.get(businessId);
    if (!index) {
      index = new Bm25Index();
      indexes.set(businessId, index);
    }
    return index;
  };
  return {
    async search(businessId, query, limit) {
      const index = indexes.get(businessId);
      if (!index) return [];
      return index.search(query, limit).map(hitToPassage);
    },
    async languages(businessId) {
      return indexes.get(businessId)?.languages() ?? [];
    },
    replaceSource(businessId, sourceId, chunks) {
      indexOf(businessId).replaceSource(sourceId, chunks);
    },
    replaceAnalyzed(businessId, sourceId, docs) {
      indexOf(businessId).replaceAnalyzed(sourceId, docs);
    },
    removeSource(businessId, sourceId) {
      indexes.get(businessId)?.removeSource(sourceId);
    },
    clearBusiness(businessId) {
      indexes.delete(businessId);
    },
    size(businessId) {
      return indexes.get(businessId)?.size ?? 0;
    },
  };
}
