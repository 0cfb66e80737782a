import { porterStem } from './porter-stemmer.ts';
import { stopwords } from './stopwords.ts';

/** Lower-cases and strips diacritics so "Café" and "cafe" meet. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:-[\p{L}\p{N}]+)*/gu;

/**
 * Words of a text, folded, in order (stop words kept). A hyphenated compound yields its
 * parts and the joined form, so "e-commerce" meets both "e commerce" and "ecommerce".
 */
export function words(text: string): string[] {
  const out: string[] = [];
  // "1,000" and "1000" are one number (thousands separators dropped before matching).
  const folded = foldText(text).replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  for (const w of folded.match(wordPattern) ?? []) {
    if (w.includes('-')) {
      out.push(...w.split('-'));
      out.push(w.replaceAll('-', ''));
    } else out.push(w);
  }
  return out;
}

// Stemming dominated index builds; a word's term never changes, so remember it. The
// cache is cleared when it grows past a vocabulary no knowledge base reaches.
const termCache = new Map<string, string | null>();

/** Index terms of one folded word, or undefined for a stop word or noise. */
export function termOf(word: string): string | undefined {
  const cached = termCache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const term = computeTerm(word);
  if (termCache.size > 500_000) termCache.clear();
  termCache.set(word, term ?? null);
  return term;
}

function computeTerm(word: string): string | undefined {
  const w = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  if (w.length === 0 || stopwords.has(w)) return undefined;
  // Digits stay whole ("24/7" -> "24", "7"); single letters carry no topic.
  if (/^\p{N}+$/u.test(w)) return w;
  if (w.length < 2) return undefined;
  const stem = porterStem(w);
  // Porter folds "customer(s)" into "custom": a customer is not a custom package or a custom
  // API, and the collision made every question about customers match "Custom" passages.
  return stem === 'custom' && w.startsWith('customer') ? 'customer' : stem;
}

/** The analysed terms of a text, in order, with repeats: what both index and query use. */
export function analyze(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const t = termOf(w);
    if (t !== undefined) out.push(t);
  }
  return out;
}
