import type { Passage, Retriever } from '../types.ts';
import { type AnalyzedChunk, Bm25Index, type IndexedChunk, type SearchHit } from './bm25-index.ts';
import {
  defaultLearnedSettings,
  type LearnedQuestion,
  LearnedQuestionIndex,
  type LearnedSettings,
  liftByLearned,
} from './learned-questions.ts';

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
  /**
   * The questions a business's visitors already asked, each with a sentence of the passage
   * that answered it (see learned-questions.ts); replaces the business's earlier ones.
   */
  setLearnedQuestions(businessId: number, questions: readonly LearnedQuestion[]): void;
  /** How many learned questions found their anchor in the current chunks, and how many not. */
  learnedQuestions(businessId: number): { attached: number; skipped: number };
  /**
   * Per question, whether it would attach to the business's current chunks (its anchor is in
   * a passage and it has words to match): a host shows which of its learned questions still
   * work, and checks one before keeping it.
   */
  learnedAttach(businessId: number, questions: readonly LearnedQuestion[]): readonly boolean[];
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
  if (hit.learned) passage.learned = hit.learned;
  return passage;
}

export function createMemoryRetriever(
  options: { learned?: LearnedSettings } = {},
): MemoryRetriever {
  const learnedSettings = options.learned ?? defaultLearnedSettings;
  const indexes = new Map<number, Bm25Index>();
  const learned = new Map<number, readonly LearnedQuestion[]>();
  // Attached to the chunks lazily, and again after any change of the business's chunks.
  const attached = new Map<number, LearnedQuestionIndex>();
  const changed = (businessId: number) => attached.delete(businessId);
  const learnedIndexOf = (businessId: number): LearnedQuestionIndex | undefined => {
    const questions = learned.get(businessId);
    if (!questions || questions.length === 0) return undefined;
    let index = attached.get(businessId);
    if (!index) {
      index = new LearnedQuestionIndex(questions, indexes.get(businessId)?.chunks() ?? []);
      attached.set(businessId, index);
    }
    return index;
  };
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
      const hits = index.search(query, limit);
      const learnedIndex = learnedSettings.enabled ? learnedIndexOf(businessId) : undefined;
      if (!learnedIndex) return hits.map(hitToPassage);
      return liftByLearned(index, learnedIndex, query, hits, limit, learnedSettings).map(
        hitToPassage,
      );
    },
    async languages(businessId) {
      return indexes.get(businessId)?.languages() ?? [];
    },
    replaceSource(businessId, sourceId, chunks) {
      indexOf(businessId).replaceSource(sourceId, chunks);
      changed(businessId);
    },
    replaceAnalyzed(businessId, sourceId, docs) {
      indexOf(businessId).replaceAnalyzed(sourceId, docs);
      changed(businessId);
    },
    removeSource(businessId, sourceId) {
      indexes.get(businessId)?.removeSource(sourceId);
      changed(businessId);
    },
    clearBusiness(businessId) {
      indexes.delete(businessId);
      changed(businessId);
    },
    setLearnedQuestions(businessId, questions) {
      learned.set(businessId, [...questions]);
      changed(businessId);
    },
    learnedQuestions(businessId) {
      const index = learnedIndexOf(businessId);
      return { attached: index?.attached ?? 0, skipped: index?.skipped ?? 0 };
    },
    learnedAttach(businessId, questions) {
      if (questions.length === 0) return [];
      return new LearnedQuestionIndex(questions, indexes.get(businessId)?.chunks() ?? []).found;
    },
    size(businessId) {
      return indexes.get(businessId)?.size ?? 0;
    },
  };
}
