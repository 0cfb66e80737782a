import { allowedTypos, boundedEditDistance, letterSignature, popcount } from './edit-distance.ts';

export interface Correction {
  word: string;
  distance: number;
}

interface Bucket {
  words: string[];
  signatures: number[];
  /** Position of each word in the arrays, for O(1) removal. */
  at: Map<string, number>;
}

/**
 * The surface words of an index, bucketed by length, for typo correction. Only words the
 * index does not know are corrected. Each edit changes at most two letters of a word's
 * letter set, so comparing 26-bit letter signatures rules out most candidates before the
 * edit distance is computed.
 */
export class FuzzyVocabulary {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, Bucket>();
  /** Sorted copy of the words for prefix lookups, rebuilt lazily after changes. */
  private sorted: string[] | null = null;
  /** Corrections already computed since the vocabulary last changed. */
  private readonly cache = new Map<string, Correction[]>();

  private changed(): void {
    this.sorted = null;
    this.cache.clear();
  }

  add(word: string): void {
    const n = this.counts.get(word) ?? 0;
    this.counts.set(word, n + 1);
    if (n > 0) return;
    this.changed();
    let bucket = this.byLength.get(word.length);
    if (!bucket) {
      bucket = { words: [], signatures: [], at: new Map() };
      this.byLength.set(word.length, bucket);
    }
    bucket.at.set(word, bucket.words.length);
    bucket.words.push(word);
    bucket.signatures.push(letterSignature(word));
  }

  remove(word: string): void {
    const n = this.counts.get(word);
    if (n === undefined) return;
    if (n > 1) {
      this.counts.set(word, n - 1);
      return;
    }
    this.counts.delete(word);
    this.changed();
    const bucket = this.byLength.get(word.length);
    const i = bucket?.at.get(word);
    if (!bucket || i === undefined) return;
    // Swap-remove keeps the arrays dense.
    const last = bucket.words.length - 1;
    const lastWord = bucket.words[last] as string;
    bucket.words[i] = lastWord;
    bucket.signatures[i] = bucket.signatures[last] as number;
    bucket.at.set(lastWord, i);
    bucket.words.pop();
    bucket.signatures.pop();
    bucket.at.delete(word);
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  get size(): number {
    return this.counts.size;
  }

  /**
   * Known words nearest to `word` (smallest distance first, then the most frequent). A
   * known word that extends the query's stem by a suffix ("retour" -> "retourner") counts
   * as one edit: the English stemmer leaves other languages' endings alone. A stem of four
   * letters counts only when the caller says the word is clipped (`clipped`: "langs" ->
   * "languages"); most four-letter stems begin too many words to read one.
   */
  corrections(word: string, limit = 3, stem?: string, clipped = false): Correction[] {
    const key = `${word}|${stem ?? ''}|${limit}|${clipped}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.computeCorrections(word, limit, stem, clipped);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, result);
    return result;
  }

  private computeCorrections(
    word: string,
    limit: number,
    stem?: string,
    clipped = false,
  ): Correction[] {
    if (/^\p{N}+$/u.test(word)) return [];
    const max = allowedTypos(word.length);
    const typos = max === 0 ? [] : this.typoCorrections(word, max, limit, stem, clipped);
    return typos.length > 0 ? typos : this.unvowelledCorrections(word, limit);
  }

  /** Whether `word` is a known word written without its vowels or doubled letters. */
  spelledWithoutVowels(word: string): boolean {
    return this.corrections(word, 3).some((c) => unvowelledDrops(word, c.word) > 0);
  }

  /**
   * Known words the visitor wrote without their vowels or doubled letters, as chat writes
   * them ("usr" user, "msngr" messenger, "tokn" token): same first letter, the typed
   * letters in order, and every letter left out a vowel or a repeat of the one before.
   */
  private unvowelledCorrections(word: string, limit: number): Correction[] {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
    const found: Correction[] = [];
    for (let len = word.length + 1; len <= word.length * 2 + 1; len++) {
      for (const candidate of this.byLength.get(len)?.words ?? []) {
        if (candidate.charCodeAt(0) !== word.charCodeAt(0)) continue;
        const dropped = unvowelledDrops(word, candidate);
        if (dropped > 0) found.push({ word: candidate, distance: 1 });
      }
    }
    // Three letters spell too many words to guess among ("lst": last, list, lost): only a
    // unique one is read.
    if (word.length <= 3 && found.length > 1) return [];
    return found
      .sort((a, b) => (this.counts.get(b.word) ?? 0) - (this.counts.get(a.word) ?? 0))
      .slice(0, limit);
  }

  private typoCorrections(
    word: string,
    max: number,
    limit: number,
    stem?: string,
    clipped = false,
  ): Correction[] {
    const found = new Map<string, number>();
    if (stem && stem.length >= (clipped ? 4 : 5)) {
      if (!this.sorted) this.sorted = [...this.counts.keys()].sort();
      const sorted = this.sorted;
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((sorted[mid] as string) < stem) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sorted.length; i++) {
        const candidate = sorted[i] as string;
        if (!candidate.startsWith(stem)) break;
        if (candidate.length > stem.length && candidate.length <= stem.length + (clipped ? 8 : 5))
          found.set(candidate, 1);
      }
    }
    const signature = letterSignature(word);
    for (let len = word.length - max; len <= word.length + max; len++) {
      const bucket = this.byLength.get(len);
      if (!bucket) continue;
      const { words, signatures } = bucket;
      for (let i = 0; i < words.length; i++) {
        if (popcount(signature ^ (signatures[i] as number)) > 2 * max) continue;
        const candidate = words[i] as string;
        // A typo in the first letter is rare; demanding it keeps "cost" from matching "host".
        if (max < 2 && candidate.charCodeAt(0) !== word.charCodeAt(0)) continue;
        const d = boundedEditDistance(word, candidate, max);
        if (d <= max && !found.has(candidate)) found.set(candidate, d);
      }
    }
    if (found.size === 0) return [];
    const best = Math.min(...found.values());
    return [...found]
      .filter(([, d]) => d === best)
      .map(([w, distance]) => ({ word: w, distance }))
      .sort((a, b) => (this.counts.get(b.word) ?? 0) - (this.counts.get(a.word) ?? 0))
      .slice(0, limit);
  }
}

const vowels = /[aeiouy]/;

/**
 * How many letters of `full` a chat spelling `short` leaves out, when each left-out letter is
 * a vowel or doubles the letter before it; 0 when `short` is not such a spelling of `full`.
 */
export function unvowelledDrops(short: string, full: string): number {
  let i = 0;
  let dropped = 0;
  for (let j = 0; j < full.length; j++) {
    const c = full[j] as string;
    if (i < short.length && short[i] === c) {
      i++;
      continue;
    }
    if (!vowels.test(c) && full[j - 1] !== c) return 0;
    dropped++;
  }
  return i === short.length ? dropped : 0;
}
