import { meaningsOf } from '../language/wordnet/meanings.ts';
import { baseForms, isEnglishWord, mainlyNoun } from '../language/wordnet/wordnet.ts';
import { termOf, words } from '../text/analyzer.ts';
import { englishStopwords, stopwords } from '../text/stopwords.ts';
import { synonymsOf, twoWordSynonymsOf } from '../text/synonyms.ts';
import { fuseWithMeaning, meaningOfWords } from './dense-rerank.ts';
import { allowedTypos, boundedEditDistance } from './edit-distance.ts';
import { FuzzyVocabulary } from './fuzzy-vocabulary.ts';
import { kindsOfName } from './name-kinds.ts';
import { namedOnlyTerms } from './named-only.ts';

/** One chunk as the index stores it: the searchable fields and what a citation needs. */
export interface IndexedChunk {
  chunkId: string;
  sourceId: string;
  text: string;
  title: string;
  url?: string;
  section?: string;
  question?: string;
  language?: string;
}

/** A query term of the index that matched a chunk, with its weight (idf x typo penalty). */
export interface MatchedTerm {
  term: string;
  weight: number;
  /**
   * weight relative to a word the index has never seen (0..1): how specific the match
   * is. "lisa" in Lisa's own knowledge base is near 0, "swahili" near 1.
   */
  specificity: number;
  /** True when the match is a typo correction of the visitor's word, not the word itself. */
  corrected?: boolean;
  /** For a correction: the index term of the word as the visitor typed it. */
  typed?: string;
  /** Matched through the thesaurus, not the word as typed. */
  synonym?: boolean;
}

export interface SearchHit {
  chunk: IndexedChunk;
  score: number;
  /** Share (0..1) of the query's idf weight this chunk contains. */
  coverage: number;
  /** Share (0..1) of the query's idf weight held by words the index has never seen. */
  unknownShare: number;
  matched: MatchedTerm[];
  /** Set when a learned question lifted the chunk (see learned-questions.ts). */
  learned?: { anchor: string; terms: string[] };
  /**
   * With learned terms (`hitsFor`): the highest specificity of a query word the index knows
   * that neither the chunk nor its learned question holds (0: none).
   */
  missed?: number;
}

/**
 * A chunk's searchable terms, worked out apart from any index (`analyzeChunk`): the costly
 * part of indexing it (splitting and stemming every word). A host can analyse a large source
 * a slice at a time between other work and then swap it in with `replaceAnalyzed`, which
 * only files the terms.
 */
export interface AnalyzedChunk {
  chunk: IndexedChunk;
  /** Weighted length. */
  length: number;
  /** Index term -> weighted frequency. */
  terms: Map<string, number>;
  /** The words as written, for typo correction. */
  surface: string[];
  /** The chunk's meaning as one unit vector (word vectors), when they are available. */
  meaning?: Float32Array;
  /**
   * Terms the chunk holds only inside a proper name ("fresh" in "Duka Fresh"), if any, each
   * with the names it is in (their terms joined by spaces).
   */
  namedOnly?: ReadonlyMap<string, ReadonlySet<string>>;
}

type DocEntry = AnalyzedChunk;

interface Alternative {
  term: string;
  /** 1 for the term as typed, less for a typo correction. */
  penalty: number;
  /** Related in meaning through WordNet (counts as a synonym, never as a correction). */
  related?: boolean;
}

interface QueryGroup {
  /** The word's own index term (or the phrase it stands for). */
  key: string;
  alternatives: Alternative[];
  idf: number;
  /** A word the index has never seen and could not correct (document frequency 0). */
  unknown: boolean;
  /**
   * A word the index has never seen, matched only through WordNet: understood in a chunk
   * that holds a related word, and as unknown as before in one that does not.
   */
  byMeaning: boolean;
}

// BM25F-lite: a word in an FAQ question or a section heading says more about the chunk
// than a word in its body. Weights were tuned on the evaluation set (see README).
const fieldWeights = { question: 2.5, section: 1.5, title: 1.5, text: 1 } as const;
const k1 = 1.2;
const b = 0.75;
const typoPenalty = [1, 0.85, 0.7] as const;
const synonymPenalty = 0.8;
// A word matched through a learned question of the chunk, not its text: as a synonym.
const learnedPenalty = synonymPenalty;
// Below the hand thesaurus: WordNet knows every sense of a word, the thesaurus only the
// customer-service one.
const relatedPenalty = 0.6;
const maxRelated = 3;
// The dense phrase score's share of a candidate's fused score (see dense-rerank.ts), and how
// many candidates per returned passage it re-orders. Measured on the evaluation sets.
const meaningWeight = 0.2;
const meaningPool = 3;

export function analyzeChunk(chunk: IndexedChunk): AnalyzedChunk {
  const terms = new Map<string, number>();
  const surface: string[] = [];
  let length = 0;
  const fields: Array<[string | undefined, number]> = [
    [chunk.question, fieldWeights.question],
    [chunk.section, fieldWeights.section],
    [chunk.title, fieldWeights.title],
    [chunk.text, fieldWeights.text],
  ];
  for (const [value, weight] of fields) {
    if (!value) continue;
    for (const w of words(value)) {
      const term = termOf(w);
      if (term === undefined) continue;
      surface.push(w);
      terms.set(term, (terms.get(term) ?? 0) + weight);
      length += weight;
    }
  }
  // The vectors are English: a chunk in another language gets no meaning (and no re-ordering).
  const english = !chunk.language || chunk.language === 'en';
  const meaning = english ? meaningOfWords(surface) : undefined;
  const analyzed: AnalyzedChunk = meaning
    ? { chunk, length, terms, surface, meaning }
    : { chunk, length, terms, surface };
  const named = namedOnlyTerms(fields.map(([value]) => value ?? ''));
  if (named.size > 0) analyzed.namedOnly = named;
  return analyzed;
}

/**
 * An in-memory BM25 index of one business's chunks. Sources are replaced or removed as a
 * whole so the index stays in step with the database rows it mirrors.
 */
export class Bm25Index {
  private readonly docs = new Map<number, DocEntry>();
  private readonly byChunkId = new Map<string, number>();
  private readonly bySource = new Map<string, number[]>();
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly vocabulary = new FuzzyVocabulary();
  /** The index terms (stems), for typos that survive stemming. */
  private readonly termVocabulary = new FuzzyVocabulary();
  private readonly languageCounts = new Map<string, number>();
  /** Per term, how many chunks hold it only inside a proper name. */
  private readonly namedDocs = new Map<string, number>();
  private nextDoc = 0;
  private totalLength = 0;
  /** Weighted length of each document, by document number. */
  private lengths = new Float64Array(1024);
  private scores = new Float64Array(0);
  private groupBest = new Float64Array(0);

  get size(): number {
    return this.docs.size;
  }

  languages(): string[] {
    return [...this.languageCounts.keys()];
  }

  /** Every indexed chunk (learned questions are attached to them by their text). */
  *chunks(): IterableIterator<IndexedChunk> {
    for (const doc of this.docs.values()) yield doc.chunk;
  }

  /** Replaces every chunk of a source (an empty list removes the source). */
  replaceSource(sourceId: string, chunks: readonly IndexedChunk[]): void {
    this.replaceAnalyzed(
      sourceId,
      chunks.map((chunk) => analyzeChunk({ ...chunk, sourceId })),
    );
  }

  /** `replaceSource` with chunks already analysed (each chunk's `sourceId` is `sourceId`). */
  replaceAnalyzed(sourceId: string, docs: readonly AnalyzedChunk[]): void {
    this.removeSource(sourceId);
    const ids: number[] = [];
    for (const doc of docs) ids.push(this.addDoc(doc));
    if (ids.length > 0) this.bySource.set(sourceId, ids);
  }

  removeSource(sourceId: string): void {
    const ids = this.bySource.get(sourceId);
    if (!ids) return;
    for (const id of ids) this.removeDoc(id);
    this.bySource.delete(sourceId);
  }

  clear(): void {
    for (const sourceId of [...this.bySource.keys()]) this.removeSource(sourceId);
  }

  private addDoc(doc: AnalyzedChunk): number {
    const id = this.nextDoc++;
    const { chunk, terms, surface, length } = doc;
    for (const [term, tf] of terms) {
      let list = this.postings.get(term);
      if (!list) {
        list = new Map();
        this.postings.set(term, list);
        this.termVocabulary.add(term);
      }
      list.set(id, tf);
    }
    for (const w of surface) this.vocabulary.add(w);
    for (const t of doc.namedOnly?.keys() ?? [])
      this.namedDocs.set(t, (this.namedDocs.get(t) ?? 0) + 1);
    if (chunk.language) {
      this.languageCounts.set(chunk.language, (this.languageCounts.get(chunk.language) ?? 0) + 1);
    }
    if (id >= this.lengths.length) {
      const grown = new Float64Array(Math.max(id + 1, this.lengths.length * 2));
      grown.set(this.lengths);
      this.lengths = grown;
    }
    this.lengths[id] = length;
    this.docs.set(id, doc);
    this.byChunkId.set(chunk.chunkId, id);
    this.totalLength += length;
    return id;
  }

  private removeDoc(id: number): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    for (const term of doc.terms.keys()) {
      const list = this.postings.get(term);
      list?.delete(id);
      if (list && list.size === 0) {
        this.postings.delete(term);
        this.termVocabulary.remove(term);
      }
    }
    for (const w of doc.surface) this.vocabulary.remove(w);
    for (const t of doc.namedOnly?.keys() ?? []) {
      const n = (this.namedDocs.get(t) ?? 1) - 1;
      if (n <= 0) this.namedDocs.delete(t);
      else this.namedDocs.set(t, n);
    }
    const lang = doc.chunk.language;
    if (lang) {
      const n = (this.languageCounts.get(lang) ?? 1) - 1;
      if (n <= 0) this.languageCounts.delete(lang);
      else this.languageCounts.set(lang, n);
    }
    this.totalLength -= doc.length;
    this.docs.delete(id);
    if (this.byChunkId.get(doc.chunk.chunkId) === id) this.byChunkId.delete(doc.chunk.chunkId);
  }

  private idf(df: number): number {
    const n = this.docs.size;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The query as groups of alternative index terms (the word as typed, or its corrections). */
  private analyzeQuery(query: string): QueryGroup[] {
    const groups = new Map<string, QueryGroup>();
    const qWords = words(query);
    const addGroup = (key: string, alternatives: Alternative[], byMeaning = false) => {
      if (groups.has(key)) return;
      // A word the index knows weighs its own idf (its synonyms only widen the match);
      // an unknown one takes its most common correction's, and a word with no match at
      // all weighs as much as the rarest word the index knows: asking about something
      // the knowledge base never mentions must lower the coverage, but not swamp it in a
      // knowledge base of three chunks, where every idf is small.
      const own =
        alternatives[0]?.penalty === 1 ? this.postings.get(alternatives[0].term)?.size : undefined;
      const dfs = alternatives.map((a) => this.postings.get(a.term)?.size ?? 0);
      const idf = this.idf(Math.max(1, own ?? Math.max(0, ...dfs)));
      groups.set(key, { key, alternatives, idf, unknown: alternatives.length === 0, byMeaning });
    };
    for (let i = 0; i < qWords.length; i++) {
      const word = qWords[i] ?? '';
      const next = qWords[i + 1];
      // The joined form of a hyphenated compound ("multilanguage" after "multi",
      // "language") counts only when the index knows it; its parts already stand for it.
      const isJoinedCompound = i >= 2 && word === `${qWords[i - 2]}${qWords[i - 1]}`;
      if (isJoinedCompound && !this.vocabulary.has(word)) continue;
      // "whats app" -> "whatsapp", "check out" stays apart unless the index knows the join.
      // Two function words never join: "how to" is not the "how-to" page's link.
      if (next !== undefined && (termOf(word) !== undefined || termOf(next) !== undefined)) {
        const joined = word + next;
        const joinedTerm = termOf(joined);
        // "response time" also meets "SLA" (synonyms.ts), whether the index joins it or not.
        const meant = (joinedTerm ? twoWordSynonymsOf(joinedTerm) : [])
          .filter((t) => this.postings.has(t))
          .map((t) => ({ term: t, penalty: synonymPenalty }));
        if (joinedTerm && this.postings.has(joinedTerm) && this.vocabulary.has(joined)) {
          addGroup(joinedTerm, [{ term: joinedTerm, penalty: 1 }, ...meant]);
        } else if (joinedTerm && meant.length > 0) addGroup(joinedTerm, meant);
      }
      // A two-word lemma the index lacks ("log in", "pass away") stands for its meaning.
      if (next !== undefined && particles.has(next) && !this.postings.has(termOf(word) ?? '')) {
        const related = this.relatedTerms(`${word} ${next}`);
        if (related.length > 0) {
          addGroup(`${word} ${next}`, related, true);
          i++;
          continue;
        }
      }
      const term = termOf(word);
      if (term === undefined) continue;
      const synonyms: Alternative[] = synonymsOf(term)
        .filter((t) => this.postings.has(t))
        .map((t) => ({ term: t, penalty: synonymPenalty }));
      // A word of general English, an adjective, the knowledge holds only inside one name
      // ("fresh" only in "Duka Fresh"), asked without a neighbour of its name: a word the knowledge does not use.
      if (
        this.onlyInNames(term) &&
        isEnglishWord(word) &&
        // A noun or verb in a name names what the knowledge has ("apps" in "Booking Apps",
        // "connect" in "Garmin Connect"); an adjective ("fresh", "quick") only the name.
        !mainlyNoun(word) &&
        baseForms(word, 'verb').length === 0 &&
        !this.namesNeighbour(term, [qWords[i - 1], next])
      ) {
        const meant = synonyms.filter((a) => a.term !== term);
        const related = this.relatedTerms(word).filter(
          (a) => a.term !== term && !meant.some((x) => x.term === a.term),
        );
        addGroup(term, [...meant, ...related], related.length > 0);
        continue;
      }
      if (this.postings.has(term)) {
        // WordNet widens a known word by its derivations only ("pregnant" meets "pregnancy"):
        // its synonyms pulled in other senses ("keep" a bag -> "hold" a bag).
        const related = this.relatedTerms(word, true).filter(
          (a) => a.term !== term && !synonyms.some((x) => x.term === a.term),
        );
        addGroup(term, [{ term, penalty: 1 }, ...synonyms, ...related]);
        continue;
      }
      if (synonyms.length > 0) {
        addGroup(term, synonyms);
        continue;
      }
      // "dose" and "wher" are misspelt function words, not topics the index lacks.
      if (
        isMisspeltStopword(word, longOrEnglishStopwords) ||
        (isMisspeltStopword(word) && !this.vocabulary.spelledWithoutVowels(word))
      )
        continue;
      // An adverb or adjective made from a known word ("hourly" from "hour", "daily" from
      // "day", "instantly"): the known word, as typed (a derivation, not a typo).
      const base = this.derivedFrom(word);
      if (base) {
        addGroup(term, [{ term: base, penalty: 1 }]);
        continue;
      }
      // Two known words written as one ("homepage", "signup"): each part counts.
      const parts = this.splitJoined(word);
      if (parts) {
        for (const t of parts) addGroup(t, [{ term: t, penalty: 1 }]);
        continue;
      }
      // A name standing for its kind ("Python" in a question about an API: a language).
      const kinds = kindsOfName(word, qWords)
        .map((k) => termOf(k))
        .filter((t): t is string => t !== undefined && this.postings.has(t))
        .map((t) => ({ term: t, penalty: relatedPenalty, related: true }));
      if (kinds.length > 0) {
        addGroup(term, kinds, true);
        continue;
      }
      // A word of general English the index never uses: the index's words that mean the same.
      const related = this.relatedTerms(word);
      if (related.length > 0) {
        addGroup(term, related, true);
        continue;
      }
      const alternatives: Alternative[] = [];
      // A word no dictionary knows may be a clipped one ("langs", "config"): the known words
      // it begins.
      const clipped = term.length === 4 && /^\p{L}+$/u.test(word) && !isEnglishWord(word);
      for (const c of this.vocabulary.corrections(word, 3, term, clipped)) {
        const t = termOf(c.word);
        if (t && this.postings.has(t) && !alternatives.some((a) => a.term === t)) {
          alternatives.push({ term: t, penalty: typoPenalty[c.distance] ?? 0.5 });
        }
      }
      // A typo can survive in the stem when no surface form is close enough:
      // "intergrate" is 3 edits from "integration" but its stem "intergr" is 1 from "integr".
      if (alternatives.length === 0 && term.length >= 5) {
        for (const c of this.termVocabulary.corrections(term, 3)) {
          if (c.distance <= 1) alternatives.push({ term: c.word, penalty: typoPenalty[2] });
        }
      }
      addGroup(term, alternatives);
    }
    return [...groups.values()];
  }

  /** Whether every chunk holding a term holds it only inside a proper name. */
  private onlyInNames(term: string): boolean {
    const named = this.namedDocs.get(term);
    return named !== undefined && named === this.postings.get(term)?.size;
  }

  /**
   * Whether a name-only term is a word of several names (the kind they share: "plan" in
   * "Starter Plan" and "Pro Plan"), or a word beside it is another word of its name.
   */
  private namesNeighbour(term: string, beside: ReadonlyArray<string | undefined>): boolean {
    const near = beside.flatMap((w) => {
      const t = w === undefined ? undefined : termOf(w);
      return t === undefined ? [] : [t];
    });
    let name: string | undefined;
    let looked = 0;
    for (const id of this.postings.get(term)?.keys() ?? []) {
      for (const key of this.docs.get(id)?.namedOnly?.get(term) ?? []) {
        if (name !== undefined && key !== name) return true;
        name = key;
      }
      // A name-only word is rare; past a few dozen chunks the answer would not change.
      if (++looked >= 32) break;
    }
    if (name === undefined) return false;
    const words = name.split(' ');
    return near.some((t) => t !== term && words.includes(t));
  }

  /** Index terms WordNet relates to a word or two-word phrase, the most used first. */
  private relatedTerms(phrase: string, derivationsOnly = false): Alternative[] {
    const terms: string[] = [];
    for (const m of meaningsOf(phrase)) {
      if (derivationsOnly && m.relation !== 'derivation') continue;
      const t = termOf(m.word);
      if (t && this.postings.has(t) && !terms.includes(t)) terms.push(t);
    }
    return terms
      .sort((x, y) => (this.postings.get(y)?.size ?? 0) - (this.postings.get(x)?.size ?? 0))
      .slice(0, maxRelated)
      .map((t) => ({ term: t, penalty: relatedPenalty, related: true }));
  }

  /** The index term of the known word an "-ly" word derives from ("hourly" -> hour). */
  private derivedFrom(word: string): string | undefined {
    if (word.length < 5 || !word.endsWith('ly')) return undefined;
    const stem = word.slice(0, -2);
    for (const candidate of [stem, stem.replace(/i$/, 'y'), `${stem}e`]) {
      if (!this.vocabulary.has(candidate)) continue;
      const t = termOf(candidate);
      if (t && this.postings.has(t)) return t;
    }
    return undefined;
  }

  /** The index terms of two known words a word joins ("homepage" -> home, page), if any. */
  private splitJoined(word: string): [string, string] | undefined {
    if (word.length < 7) return undefined;
    for (let i = 3; i <= word.length - 3; i++) {
      const left = word.slice(0, i);
      const right = word.slice(i);
      if (!this.vocabulary.has(left) || !this.vocabulary.has(right)) continue;
      const a = termOf(left);
      const b = termOf(right);
      if (a && b && this.postings.has(a) && this.postings.has(b)) return [a, b];
    }
    return undefined;
  }

  search(query: string, limit: number): SearchHit[] {
    const groups = this.analyzeQuery(query);
    if (groups.length === 0 || this.docs.size === 0) return [];
    const avgLength = this.totalLength / this.docs.size;
    const unknownIdf = groups.reduce((s, g) => s + (g.unknown ? g.idf : 0), 0);
    // Scratch arrays indexed by document number, reused between searches: a common term
    // touches thousands of chunks, and per-search maps of that size cost more than the
    // scoring itself.
    if (this.scores.length < this.nextDoc) {
      this.scores = new Float64Array(this.nextDoc * 2);
      this.groupBest = new Float64Array(this.nextDoc * 2);
    }
    const { scores, groupBest } = this;
    const touched: number[] = [];
    const groupTouched: number[] = [];
    for (const group of groups) {
      const single = group.alternatives.length === 1;
      for (const alt of group.alternatives) {
        const list = this.postings.get(alt.term);
        if (!list) continue;
        // A synonym or correction never weighs more than the word as typed: a rare
        // synonym must not outscore the visitor's own word.
        const idf =
          alt.penalty < 1 ? Math.min(this.idf(list.size), group.idf) : this.idf(list.size);
        const weight = alt.penalty * idf * (k1 + 1);
        for (const [id, tf] of list) {
          const length = this.lengths[id] as number;
          const s = (weight * tf) / (tf + k1 * (1 - b + (b * length) / avgLength));
          if (single) {
            if (scores[id] === 0) touched.push(id);
            scores[id] = (scores[id] as number) + s;
          } else {
            // A chunk matching several forms of one word counts the best one only.
            if (groupBest[id] === 0) groupTouched.push(id);
            if (s > (groupBest[id] as number)) groupBest[id] = s;
          }
        }
      }
      for (const id of groupTouched) {
        if (scores[id] === 0) touched.push(id);
        scores[id] = (scores[id] as number) + (groupBest[id] as number);
        groupBest[id] = 0;
      }
      groupTouched.length = 0;
    }

    const tieKey = (id: number) => this.docs.get(id)?.chunk.chunkId ?? '';
    const pool = topK(touched, scores, limit * meaningPool, tieKey);
    for (const id of touched) scores[id] = 0;
    // A question holding a word the knowledge never saw is not re-ordered by the meaning of
    // its other words: they would speak for a question the knowledge may not answer.
    const top = fuseWithMeaning(
      pool,
      unknownIdf === 0 ? meaningOfWords(words(query)) : undefined,
      (id) => this.docs.get(id)?.meaning,
      meaningWeight,
    ).slice(0, limit);

    // What each of the few returned chunks matched, and how much of the question it holds.
    return top.map(([id, score]) => this.describe(id, score, groups));
  }

  /**
   * The given chunks as hits for a query, scored by BM25 alone (no re-ordering): what a
   * chunk lifted by a learned question is worth on its own words. A query word in the
   * chunk's `learned` terms (shared with a learned question of the chunk) that the chunk's
   * text lacks counts as matched, like a synonym, in its coverage. Unknown ids are left out.
   */
  hitsFor(
    query: string,
    chunks: ReadonlyArray<{ chunkId: string; learned?: ReadonlySet<string> }>,
  ): SearchHit[] {
    const groups = this.analyzeQuery(query);
    if (this.docs.size === 0) return [];
    const avgLength = this.totalLength / this.docs.size;
    const hits: SearchHit[] = [];
    for (const { chunkId, learned } of chunks) {
      const id = this.byChunkId.get(chunkId);
      const doc = id === undefined ? undefined : this.docs.get(id);
      if (id === undefined || !doc) continue;
      let score = 0;
      for (const group of groups) {
        let best = 0;
        for (const alt of group.alternatives) {
          const tf = doc.terms.get(alt.term);
          const df = this.postings.get(alt.term)?.size;
          if (tf === undefined || df === undefined) continue;
          const idf = alt.penalty < 1 ? Math.min(this.idf(df), group.idf) : this.idf(df);
          const s =
            (alt.penalty * idf * (k1 + 1) * tf) /
            (tf + k1 * (1 - b + (b * doc.length) / avgLength));
          if (s > best) best = s;
        }
        score += best;
      }
      hits.push(this.describe(id, score, groups, learned));
    }
    return hits;
  }

  private describe(
    id: number,
    score: number,
    groups: readonly QueryGroup[],
    learned?: ReadonlySet<string>,
  ): SearchHit {
    const totalIdf = groups.reduce((s, g) => s + g.idf, 0);
    const unknownIdf = groups.reduce((s, g) => s + (g.unknown ? g.idf : 0), 0);
    const maxIdf = this.idf(1);
    const doc = this.docs.get(id) as DocEntry;
    const matched: MatchedTerm[] = [];
    let covered = 0;
    let unknown = unknownIdf;
    let missed = 0;
    for (const group of groups) {
      let best: Alternative | undefined;
      for (const alt of group.alternatives) {
        if (doc.terms.has(alt.term) && (!best || alt.penalty > best.penalty)) best = alt;
      }
      if (!best && learned?.has(group.key)) {
        const weight = learnedPenalty * group.idf;
        covered += weight;
        if (group.unknown) unknown -= group.idf;
        matched.push({
          term: group.key,
          weight,
          specificity: maxIdf > 0 ? weight / maxIdf : 0,
          synonym: true,
        });
        continue;
      }
      if (!best) {
        if (group.byMeaning) unknown += group.idf;
        if (!group.unknown && !group.byMeaning && maxIdf > 0)
          missed = Math.max(missed, group.idf / maxIdf);
        continue;
      }
      const weight = best.penalty * group.idf;
      covered += weight;
      const m: MatchedTerm = {
        term: best.term,
        weight,
        specificity: maxIdf > 0 ? weight / maxIdf : 0,
      };
      if (best.penalty === synonymPenalty || best.related) m.synonym = true;
      else if (best.penalty < 1) {
        m.corrected = true;
        m.typed = group.key;
      }
      matched.push(m);
    }
    const hit: SearchHit = {
      chunk: doc.chunk,
      score,
      coverage: totalIdf > 0 ? covered / totalIdf : 0,
      unknownShare: totalIdf > 0 ? unknown / totalIdf : 0,
      matched,
    };
    if (learned) hit.missed = missed;
    return hit;
  }
}

/** The k best entries by score without sorting every candidate; ties go to the lower id. */
function topK(
  ids: readonly number[],
  scores: Float64Array,
  k: number,
  tieKey: (id: number) => string,
): Array<[number, number]> {
  const best: Array<[number, number]> = [];
  for (const id of ids) {
    const score = scores[id] as number;
    if (best.length === k && score <= (best[best.length - 1]?.[1] ?? 0)) continue;
    let i = best.length;
    while (i > 0 && (best[i - 1]?.[1] ?? 0) < score) i--;
    best.splice(i, 0, [id, score]);
    if (best.length > k) best.pop();
  }
  // Equal scores keep a stable order across runs.
  return best.sort((x, y) => y[1] - x[1] || tieKey(x[0]).localeCompare(tieKey(y[0])));
}

// The second word of a phrasal verb ("log in", "run out", "pass away").
const particles = new Set(['in', 'on', 'up', 'out', 'off', 'away', 'over', 'back', 'down']);

const stopwordList = [...stopwords].filter((w) => w.length >= 3);

function isMisspeltStopword(word: string, list: readonly string[] = stopwordList): boolean {
  if (word.length < 4 || allowedTypos(word.length) === 0) return false;
  return list.some(
    (s) => Math.abs(s.length - word.length) <= 1 && boundedEditDistance(word, s, 1) <= 1,
  );
}

// Another language's three-letter function word with a letter added is as often an English
// word the index spells with its vowels: "tokn" is "token", not the French "ton".
const longOrEnglishStopwords = stopwordList.filter((w) => w.length >= 4 || englishStopwords.has(w));
