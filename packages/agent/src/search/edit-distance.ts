// Scratch rows reused across calls: typo correction compares a query word with thousands
// of candidates, and allocating three arrays per comparison made the garbage collector
// the hottest function of a search.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition: "pirce" is
 * one edit from "price"), abandoned as soon as it must exceed `max`. Returns max + 1 then.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (n + 1 > rowA.length) {
    rowA = new Int32Array(n * 2 + 2);
    rowB = new Int32Array(n * 2 + 2);
    rowC = new Int32Array(n * 2 + 2);
  }
  let prevPrev = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let v = (prev[j - 1] as number) + cost;
      const del = (prev[j] as number) + 1;
      if (del < v) v = del;
      const ins = (cur[j - 1] as number) + 1;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) {
        const tr = (prevPrev[j - 2] as number) + 1;
        if (tr < v) v = tr;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = t;
  }
  const d = prev[n] as number;
  return d > max ? max + 1 : d;
}

/** How many typos a word of this length may carry and still be recognised. */
export function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** The letters a word uses, as bits (a-z; anything else folds onto one bit). */
export function letterSignature(word: string): number {
  let sig = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    sig |= 1 << (c >= 0 && c < 26 ? c : 26);
  }
  return sig;
}

/** Bits set in a 32-bit integer. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
