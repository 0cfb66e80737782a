import { describe, expect, it } from 'vitest';
import { decodeWordVectors, encodeWordVectors } from './format.ts';
import { wordVectors } from './word-vectors.ts';

describe('word vectors', () => {
  const v = wordVectors();

  it('loads the committed asset once', () => {
    expect(v).not.toBeNull();
    expect(v?.dims).toBe(100);
    expect(v?.size).toBeGreaterThan(60_000);
    expect(wordVectors()).toBe(v);
  });

  it('puts related words near and unrelated ones far', () => {
    const sim = (a: string, b: string) => v?.similarity(a, b) ?? Number.NaN;
    expect(sim('erase', 'delete')).toBeGreaterThan(0.45);
    expect(sim('cap', 'limit')).toBeGreaterThan(0.5);
    expect(sim('salary', 'pay')).toBeGreaterThan(0.6);
    expect(sim('erase', 'banana')).toBeLessThan(0.25);
    expect(sim('bakery', 'widget')).toBeLessThan(0.25);
    expect(sim('cost', 'cost')).toBeGreaterThan(0.99);
    expect(v?.similarity('cost', 'qqqzzz')).toBeUndefined();
  });

  it('round-trips the file format within quantisation error', () => {
    const { bin } = encodeWordVectors(
      ['a', 'b'],
      [
        [3, 4, 0],
        [0, -2, 0],
      ],
      3,
    );
    const d = decodeWordVectors(bin);
    expect(d.count).toBe(2);
    const a = [0, 1, 2].map((i) => (d.values[i] as number) * (d.scales[0] as number));
    expect(a[0]).toBeCloseTo(0.6, 2);
    expect(a[1]).toBeCloseTo(0.8, 2);
    expect((d.values[4] as number) * (d.scales[1] as number)).toBeCloseTo(-1, 2);
    expect(() => decodeWordVectors(new Uint8Array(16))).toThrow();
  });
});
