import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { decodeWordVectors } from './format.ts';

// Pre-trained English word vectors (GloVe, via @lisa/word-vectors: 60k frequent words, 100
// dimensions, int8). Read once per process on first use (~6 MB, kept as int8); the cosine of
// two words is their dot product (the vectors were L2-normalised before quantising).

export interface WordVectors {
  dims: number;
  size: number;
  has(word: string): boolean;
  /** The word's frequency rank in the source corpus (0 = most frequent), or undefined. */
  rank(word: string): number | undefined;
  /** The word's unit vector, or undefined when the word is not in the vocabulary. */
  vector(word: string): Float32Array | undefined;
  /** Adds weight x the word's unit vector to `into`; false when the word is unknown. */
  accumulate(word: string, weight: number, into: Float32Array): boolean;
  /** Cosine similarity of two words; undefined when either is unknown. */
  similarity(a: string, b: string): number | undefined;
}

let loaded: WordVectors | null | undefined;

function assetPath(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('@lisa/word-vectors/package.json'), '..');
}

/** The process's word vectors, loaded on the first call; null when the asset is missing. */
export function wordVectors(): WordVectors | null {
  if (loaded !== undefined) return loaded;
  try {
    const dir = assetPath();
    const { dims, count, scales, values } = decodeWordVectors(
      readFileSync(join(dir, 'vectors.bin')),
    );
    const words = readFileSync(join(dir, 'words.txt'), 'utf8').split('\n');
    const index = new Map<string, number>();
    for (let i = 0; i < count; i++) index.set(words[i] as string, i);
    const vectorAt = (i: number): Float32Array => {
      const v = new Float32Array(dims);
      const scale = scales[i] as number;
      for (let d = 0; d < dims; d++) v[d] = (values[i * dims + d] as number) * scale;
      return v;
    };
    loaded = {
      dims,
      size: count,
      has: (word) => index.has(word),
      rank: (word) => index.get(word),
      vector: (word) => {
        const i = index.get(word);
        return i === undefined ? undefined : vectorAt(i);
      },
      accumulate: (word, weight, into) => {
        const i = index.get(word);
        if (i === undefined) return false;
        const k = weight * (scales[i] as number);
        for (let d = 0, at = i * dims; d < dims; d++, at++) {
          into[d] = (into[d] as number) + k * (values[at] as number);
        }
        return true;
      },
      similarity: (a, b) => {
        const i = index.get(a);
        const j = index.get(b);
        if (i === undefined || j === undefined) return undefined;
        return dot(vectorAt(i), vectorAt(j));
      },
    };
  } catch {
    loaded = null;
  }
  return loaded;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += (a[d] as number) * (b[d] as number);
  return s;
}
