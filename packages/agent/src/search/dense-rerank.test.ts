import { describe, expect, it } from 'vitest';
import { analyzeChunk, Bm25Index, type IndexedChunk } from './bm25-index.ts';
import { fuseWithMeaning, meaningOfWords } from './dense-rerank.ts';

const unit = (...xs: number[]) => {
  const n = Math.hypot(...xs);
  return new Float32Array(xs.map((x) => x / n));
};

describe('fuseWithMeaning', () => {
  const meanings = new Map([
    [1, unit(1, 0)],
    [2, unit(0, 1)],
    [3, unit(1, 0.1)],
  ]);
  const candidates: Array<[number, number]> = [
    [1, 10],
    [2, 9],
    [3, 8],
  ];

  it('keeps the first candidate first and re-orders the rest by meaning', () => {
    const fused = fuseWithMeaning(candidates, unit(1, 0), (id) => meanings.get(id), 0.3);
    expect(fused.map(([id]) => id)).toEqual([1, 3, 2]);
    // The first stays above anything the others can reach.
    expect(fused[0]?.[1]).toBeGreaterThanOrEqual(fused[1]?.[1] ?? 0);
  });

  it('leaves the order alone without a question meaning or weight', () => {
    expect(fuseWithMeaning(candidates, undefined, (id) => meanings.get(id), 0.3)).toEqual(
      candidates,
    );
    expect(fuseWithMeaning(candidates, unit(1, 0), (id) => meanings.get(id), 0)).toEqual(
      candidates,
    );
  });

  it('builds meanings from content words only', () => {
    expect(meaningOfWords(['the', 'of', 'and'])).toBeUndefined();
    const a = meaningOfWords(['refund', 'money']);
    const b = meaningOfWords(['the', 'refund', 'money']);
    expect(a && b && Array.from(a)).toEqual(b && Array.from(b));
  });
});

describe('Bm25Index with meaning', () => {
  const chunk = (chunkId: string, title: string, text: string): IndexedChunk => ({
    chunkId,
    sourceId: chunkId,
    title,
    text,
  });
  const index = new Bm25Index();
  // "a-hours" and "b-goods" tie on BM25 for any question naming only the shop (and the tie
  // goes to the lower id); "staff" holds the word "food" in another sense.
  for (const c of [
    chunk('steps', 'Shop', 'Open the shop app and tap the shop button.'),
    chunk('a-hours', 'Shop', 'The shop opens at nine and shuts.'),
    chunk('b-goods', 'Shop', 'The shop has bread, milk and eggs.'),
    chunk('staff', 'Jobs', 'We hire cashiers; food handling training is given.'),
  ])
    index.replaceSource(c.chunkId, [c]);
  const ids = (q: string) => index.search(q, 4).map((h) => h.chunk.chunkId);

  it('brings the passage that means what was asked before one sharing a word only', () => {
    for (const q of ['what food is in the shop', 'which food can the shop give me']) {
      const found = ids(q);
      expect(found[0]).toBe('staff');
      expect(found.indexOf('b-goods')).toBeLessThan(found.indexOf('a-hours'));
    }
    expect(ids('when is the shop open')[0]).toBe('a-hours');
  });

  it('keeps the BM25 order when the question holds a word the knowledge never saw', () => {
    expect(ids('shop food zzzqx')).toEqual(['staff', 'steps', 'a-hours', 'b-goods']);
  });
});

describe('chunk meaning and language', () => {
  it('gives a meaning to English chunks only (the vectors are English)', () => {
    const c = {
      chunkId: 'c',
      sourceId: 's',
      title: 'Shop',
      text: 'The shop sells bread and milk.',
    };
    expect(analyzeChunk(c).meaning).toBeDefined();
    expect(analyzeChunk({ ...c, language: 'en' }).meaning).toBeDefined();
    expect(analyzeChunk({ ...c, language: 'fr' }).meaning).toBeUndefined();
  });
});
