import { allowedTypos, boundedEditDistance } from './edit-distance.ts';

export interface Correction {
  word: string;
  distance: number;
}

/**
 * The surface words of an index, bucketed by length, for typo correction. Only words the
 * index does not know are corrected, so the scan (a few thousand bounded comparisons on a
 * 10,000-chunk knowledge base) runs rarely and stays well under a millisecond.
 */
export class FuzzyVocabulary {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, Set<string>>();

  add(word: string): void {
    const n = this.counts.get(word) ?? 0;
    this.counts.set(word, n + 1);
    if (n === 0) {
      let bucket = this.byLength.get(word.length);
      if (!bucket) {
        bucket = new Set();
        this.byLength.set(word.length, bucket);
      }
      bucket.add(word);
    }
  }

  remove(word: string): void {
    const n = this.counts.get(word);
    if (n === undefined) return;
    if (n > 1) {
      this.counts.set(word, n - 1);
      return;
    }
    this.counts.delete(word);
    this.byLength.get(word.length)?.delete(word);
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
   * as one edit: the English stemmer leaves other languages' endings alone.
   */
  corrections(word: string, limit = 3, stem?: string): Correction[] {
    const max = allowedTypos(word.length);
    if (max === 0 || /^\p{N}+$/u.test(word)) return [];
    const found: Correction[] = [];
    if (stem && stem.length >= 5) {
      for (let len = stem.length + 1; len <= stem.length + 5; len++) {
        for (const candidate of this.byLength.get(len) ?? []) {
          if (candidate.startsWith(stem)) found.push({ word: candidate, distance: 1 });
        }
      }
    }
    for (let len = word.length - max; len <= word.length + max; len++) {
      const bucket = this.byLength.get(len);
      if (!bucket) continue;
      for (const candidate of bucket) {
        // A typo in the first letter is rare; demanding it keeps "cost" from matching "host".
        if (candidate[0] !== word[0] && max < 2) continue;
        const d = boundedEditDistance(word, candidate, max);
        if (d <= max && !found.some((f) => f.word === candidate))
          found.push({ word: candidate, distance: d });
      }
    }
    if (found.length === 0) return [];
    const best = Math.min(...found.map((c) => c.distance));
    return found
      .filter((c) => c.distance === best)
      .sort((a, b) => (this.counts.get(b.word) ?? 0) - (this.counts.get(a.word) ?? 0))
      .slice(0, limit);
  }
}
