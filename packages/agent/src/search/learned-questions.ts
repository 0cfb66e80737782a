// Questions a business's visitors already asked, each tied to the passage that answered it
// (query-log expansion, FAQ retrieval by question-to-question similarity): a new question
// worded like a learned one finds that passage even when it shares no word with the
// passage's own text. A learned question only lifts its chunk; the chunk's text is what is
// answered and cited, and a learned question is never shown.
import { analyze } from '../text/analyzer.ts';
import type { IndexedChunk, SearchHit } from './bm25-index.ts';

/** A past question and a sentence (or distinctive substring) of the passage that answered it. */
export interface LearnedQuestion {
  question: string;
  anchor: string;
}

export interface LearnedSettings {
  /** Off: the retriever ignores learned questions (exactly as without them). */
  enabled: boolean;
  /** A learned question lifts its chunk only when at least this similar (0..1) to the new one. */
  minSimilarity: number;
  /** A lifted chunk gains similarity x lift x the best plain score. */
  lift: number;
  /**
   * Learned questions are consulted only when the best plain hit covers less of the question
   * than this (1: always): where the plain search is sure, it is left alone.
   */
  weakBelow: number;
  /**
   * No lift when the new question holds a word the knowledge knows, this specific (0..1) or
   * more, that neither the chunk nor the learned question holds: "the one-time fee for the
   * chat bubble" is not "the one-time fee for WhatsApp" (1: never blocked).
   */
  maxMissed: number;
  /**
   * A lifted chunk of the same page as the plain search's best hit stays under it: a list or
   * a how-to split over two chunks of one page is answered from where the plain search reads
   * it, the lifted half beside it.
   */
  samePageUnder: boolean;
}

// The best setting by cross-validation over the thirteen seen sets (eval/cross-validate.ts;
// README "Round thirteen"). Switched on in session 18 by the rule committed before set 15's
// blind run: on that fresh set they added 4.5 points of asked fact (55.0 -> 59.5 %) with the
// same decisions and invented answers (README "Round fourteen").
export const defaultLearnedSettings: LearnedSettings = {
  enabled: true,
  minSimilarity: 0.5,
  lift: 0.5,
  weakBelow: 0.7,
  maxMissed: 1,
  samePageUnder: true,
};

/** The best learned question of one chunk for a new question. */
export interface LearnedMatch {
  chunkId: string;
  similarity: number;
  /** Index terms the new question shares with the learned one. */
  shared: string[];
  /** The learned question's anchor: the sentence of the chunk that answered it. */
  anchor: string;
}

interface Entry {
  chunkIds: string[];
  terms: Set<string>;
  anchor: string;
  /** The idf-weight of all its terms (the "own" side of the Dice overlap). */
  weight: number;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The learned questions of one business attached to its chunks. An anchor is looked up in
 * the chunks' text at build time, so re-chunking or editing a page keeps a question on the
 * passage that still holds its sentence; an anchor no chunk holds is skipped (`skipped`).
 */
export class LearnedQuestionIndex {
  private readonly entries: Entry[] = [];
  private readonly df = new Map<string, number>();
  // term -> the entries holding it: a question is compared only with the learned questions
  // sharing a word with it, not with all of them (p95).
  private readonly postings = new Map<string, number[]>();
  readonly attached: number;
  readonly skipped: number;
  /** Per question given, in its order: whether it attached (its anchor found a passage). */
  readonly found: readonly boolean[];

  constructor(questions: readonly LearnedQuestion[], chunks: Iterable<IndexedChunk>) {
    const texts = [...chunks].map((c) => ({ id: c.chunkId, text: normalise(c.text) }));
    let attached = 0;
    let skipped = 0;
    const found: boolean[] = [];
    for (const q of questions) {
      const anchor = normalise(q.anchor);
      const terms = new Set(analyze(q.question));
      const chunkIds =
        anchor.length === 0 ? [] : texts.filter((t) => t.text.includes(anchor)).map((t) => t.id);
      if (chunkIds.length === 0 || terms.size === 0) {
        skipped++;
        found.push(false);
        continue;
      }
      attached++;
      found.push(true);
      const at = this.entries.length;
      this.entries.push({ chunkIds, terms, anchor: q.anchor.trim(), weight: 0 });
      for (const t of terms) {
        this.df.set(t, (this.df.get(t) ?? 0) + 1);
        const list = this.postings.get(t);
        if (list) list.push(at);
        else this.postings.set(t, [at]);
      }
    }
    for (const entry of this.entries) {
      for (const t of entry.terms) entry.weight += this.idf(t);
    }
    this.attached = attached;
    this.skipped = skipped;
    this.found = found;
  }

  get size(): number {
    return this.entries.length;
  }

  // idf over the learned questions themselves: "how much", "cost", "setup" recur in many of
  // them and say little; a word none of them holds weighs as much as the rarest one.
  private idf(term: string): number {
    const n = this.entries.length;
    const df = Math.max(1, this.df.get(term) ?? 0);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * Per chunk, its most similar learned question at or above `minSimilarity`: the
   * idf-weighted Dice overlap of the two questions' terms (a word of either question the
   * other lacks counts against it, so an off-topic question sharing "how much" with a
   * learned one stays far).
   */
  match(query: string, minSimilarity: number): LearnedMatch[] {
    if (this.entries.length === 0) return [];
    const asked = new Set(analyze(query));
    if (asked.size === 0) return [];
    let askedWeight = 0;
    const shared = new Map<number, { weight: number; terms: string[] }>();
    for (const t of asked) {
      const w = this.idf(t);
      askedWeight += w;
      for (const at of this.postings.get(t) ?? []) {
        const s = shared.get(at);
        if (s) {
          s.weight += w;
          s.terms.push(t);
        } else shared.set(at, { weight: w, terms: [t] });
      }
    }
    const best = new Map<string, LearnedMatch>();
    // In the learned questions' order, so that a tie keeps the earlier one as before.
    for (const at of [...shared.keys()].sort((x, y) => x - y)) {
      const entry = this.entries[at] as Entry;
      const s = shared.get(at) as { weight: number; terms: string[] };
      const similarity = (2 * s.weight) / (askedWeight + entry.weight);
      if (similarity < minSimilarity) continue;
      for (const chunkId of entry.chunkIds) {
        const prior = best.get(chunkId);
        if (!prior || similarity > prior.similarity)
          best.set(chunkId, { chunkId, similarity, shared: s.terms, anchor: entry.anchor });
      }
    }
    return [...best.values()].sort((x, y) => y.similarity - x.similarity);
  }
}

// Just under the plain top: a lift kept under it takes the second place.
const underTop = 0.999;

/**
 * The plain hits with the chunks of close learned questions lifted: each gains similarity x
 * lift x the best plain score (a chunk the plain search missed is scored on its own words
 * first), and the words its learned question shares with the new one count as matched in
 * its coverage (like synonyms): the engine's confidence gate and refusal checks read those,
 * and a question a visitor already asked in these words was answered by this chunk. A
 * question close to no learned one is left as it was, so an off-topic one is still refused.
 */
export function liftByLearned(
  index: {
    hitsFor(
      query: string,
      chunks: ReadonlyArray<{ chunkId: string; learned?: ReadonlySet<string> }>,
    ): SearchHit[];
  },
  learned: LearnedQuestionIndex,
  query: string,
  hits: readonly SearchHit[],
  limit: number,
  settings: LearnedSettings,
): SearchHit[] {
  if ((hits[0]?.coverage ?? 0) >= settings.weakBelow) return [...hits];
  const matches = learned.match(query, settings.minSimilarity);
  if (matches.length === 0) return [...hits];
  const best = hits[0]?.score ?? 0;
  const unit = best > 0 ? best : 1;
  const plain = new Map(hits.map((h) => [h.chunk.chunkId, h]));
  const byId = new Map(plain);
  const described = index.hitsFor(
    query,
    matches.map((m) => ({ chunkId: m.chunkId, learned: new Set(m.shared) })),
  );
  for (const h of described) {
    const m = matches.find((x) => x.chunkId === h.chunk.chunkId);
    const blocked = settings.maxMissed < 1 && (h.missed ?? 0) >= settings.maxMissed;
    if (!m || blocked) continue;
    // The fused score of a chunk the plain search returned, else its own BM25 score.
    const own = plain.get(h.chunk.chunkId)?.score ?? h.score;
    let score = own + settings.lift * m.similarity * unit;
    const top = hits[0];
    if (
      settings.samePageUnder &&
      top &&
      top.chunk.chunkId !== h.chunk.chunkId &&
      top.chunk.sourceId === h.chunk.sourceId
    )
      score = Math.min(score, top.score * underTop);
    byId.set(h.chunk.chunkId, {
      ...h,
      score,
      learned: { anchor: m.anchor, terms: m.shared },
    });
  }
  return [...byId.values()].sort((x, y) => y.score - x.score).slice(0, limit);
}
