import { phraseVector } from '../language/vectors/phrase-vector.ts';
import { stopwords } from '../text/stopwords.ts';

// A dense phrase score fused with BM25. Each chunk's meaning is one vector (the SIF-weighted
// mean of its words' vectors, computed once when the chunk is indexed); the question's is
// made the same way. BM25's best candidate keeps first place (the engine judges confidence on
// it), and the rest are re-ordered by bm25 x (1 + weight x cosine): a list or a second page
// that says what the question means in other words ("channels" -> WhatsApp, Messenger, the
// website) comes before one that shares a word only.

/** The meaning of words as the analyzer splits them (stop words left out); undefined without vectors. */
export function meaningOfWords(list: readonly string[]): Float32Array | undefined {
  return phraseVector(list.filter((w) => !stopwords.has(w)));
}

function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += (a[d] as number) * (b[d] as number);
  return s;
}

/**
 * Candidates [id, bm25], best first, re-scored by meaning; the first keeps its place (its
 * score raised to the most any other can reach, so relative-score rules still see it first).
 */
export function fuseWithMeaning(
  candidates: ReadonlyArray<readonly [number, number]>,
  question: Float32Array | undefined,
  meaningOf: (id: number) => Float32Array | undefined,
  weight: number,
): Array<[number, number]> {
  const [first, ...rest] = candidates;
  if (!first || !question || weight === 0) return candidates.map(([id, s]) => [id, s]);
  const fused = rest
    .map(([id, s]): [number, number] => {
      const m = meaningOf(id);
      return [id, s * (1 + weight * (m ? Math.max(0, cosine(question, m)) : 0))];
    })
    .sort((x, y) => y[1] - x[1]);
  return [[first[0], first[1] * (1 + weight)], ...fused];
}
