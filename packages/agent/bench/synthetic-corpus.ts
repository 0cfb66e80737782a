import { splitUnits } from '../src/engine/sentences.ts';
import { buildLisaKnowledge } from '../src/lisa-knowledge/build-lisa-knowledge.ts';
import type { IndexedChunk } from '../src/search/bm25-index.ts';

/** Deterministic PRNG (mulberry32) so every run measures the same corpus. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const syllables =
  'ka ri mo te lu sa na vi po de zu fe gi ho ja ke li ma ne or pa qu ra si to un ve wa xe yo za bre cla dro fli gra plo stru tra'.split(
    ' ',
  );

/**
 * A knowledge base of `size` chunks shaped like real help content: sentences of Lisa's own
 * knowledge base with 30 % of their words swapped for words of a 25,000-word synthetic
 * vocabulary drawn by Zipf's law, so term frequencies and vocabulary growth resemble a
 * large business's documents while Lisa's own topics stay findable.
 */
export function syntheticCorpus(size: number, seed = 42): IndexedChunk[] {
  const random = seededRandom(seed);
  const sentences = buildLisaKnowledge()
    .sources.flatMap((s) => s.chunks)
    .flatMap((c) => splitUnits(c.text).map((u) => u.text))
    .filter((t) => t.length > 30);
  const vocabulary = Array.from({ length: 25_000 }, (_, i) => {
    let w = '';
    let n = i + 1;
    while (n > 0) {
      w += syllables[n % syllables.length];
      n = Math.floor(n / syllables.length);
    }
    return w;
  });
  // Zipf(s = 1) by inverse transform over the harmonic numbers.
  const harmonic: number[] = [];
  let h = 0;
  for (let i = 1; i <= vocabulary.length; i++) {
    h += 1 / i;
    harmonic.push(h);
  }
  const zipf = () => {
    const target = random() * h;
    let lo = 0;
    let hi = harmonic.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((harmonic[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return vocabulary[lo] ?? 'ka';
  };
  const chunks: IndexedChunk[] = [];
  for (let i = 0; i < size; i++) {
    const count = 4 + Math.floor(random() * 5);
    const parts: string[] = [];
    for (let j = 0; j < count; j++) {
      const sentence = sentences[Math.floor(random() * sentences.length)] ?? '';
      parts.push(sentence.replace(/[\p{L}]+/gu, (w) => (random() < 0.3 ? zipf() : w)));
    }
    const topic = Math.floor(i / 8);
    chunks.push({
      chunkId: `c${i}`,
      sourceId: `s${topic}`,
      title: `Guide ${topic}: ${zipf()} ${zipf()}`,
      section: `${zipf()} ${zipf()}`,
      text: parts.join(' '),
      language: 'en',
    });
  }
  return chunks;
}
