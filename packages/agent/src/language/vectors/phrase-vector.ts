import { words } from '../../text/analyzer.ts';
import { stopwords } from '../../text/stopwords.ts';
import { wordVectors } from './word-vectors.ts';

// A phrase's meaning as one vector: the smooth-inverse-frequency (SIF) weighted mean of its
// content words' vectors (Arora et al. 2017), weight a / (a + p(w)), p(w) estimated from the
// word's frequency rank by Zipf's law. Stop words are left out; words without a vector too.

const sifA = 1e-3;
const zipf = 0.1;

export function sifWeight(rank: number): number {
  return sifA / (sifA + zipf / (rank + 1));
}

/** The content words of a text that have a vector, folded as the analyzer folds them. */
export function contentWords(text: string): string[] {
  const v = wordVectors();
  if (!v) return [];
  return words(text).filter((w) => !stopwords.has(w) && v.has(w));
}

/** The SIF-weighted, L2-normalised mean vector of the words; undefined when none has one. */
export function phraseVector(list: readonly string[]): Float32Array | undefined {
  const v = wordVectors();
  if (!v) return undefined;
  const sum = new Float32Array(v.dims);
  let any = false;
  for (const w of list) {
    const rank = v.rank(w);
    if (rank === undefined) continue;
    any = v.accumulate(w, sifWeight(rank), sum) || any;
  }
  if (!any) return undefined;
  let norm = 0;
  for (let d = 0; d < v.dims; d++) norm += (sum[d] as number) ** 2;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < v.dims; d++) sum[d] = (sum[d] as number) / norm;
  return sum;
}
