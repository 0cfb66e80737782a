import { termOf, words } from '../text/analyzer.ts';

// A proper name of two or more capitalised words ("Duka Fresh", "Green Wheels Couriers"),
// words joined by single spaces or hyphens.
const namePattern = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’]*(?:[ -]\p{Lu}[\p{L}\p{N}'’]*)+/gu;

/**
 * The index terms a chunk's fields hold only inside proper names, each with the names it is
 * in (their terms joined by spaces): "fresh" -> {"duka fresh"} when the chunk says "Duka
 * Fresh" and never "fresh" on its own. A word a visitor asks with ("a fresh record") that the
 * knowledge holds only in one name is not a word the knowledge uses, unless the visitor names
 * the name; a word of many names ("plan" in "Starter Plan", "Pro Plan") names their kind.
 */
export function namedOnlyTerms(fields: readonly string[]): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const plain = new Set<string>();
  for (const field of fields) {
    if (!field) continue;
    let last = 0;
    for (const found of field.matchAll(namePattern)) {
      for (const t of termsOf(field.slice(last, found.index))) plain.add(t);
      const name = termsOf(found[0]);
      // "The Silver plan", "A Small archive": one word after a capitalised article is no name.
      if (name.length < 2) {
        for (const t of name) plain.add(t);
        last = found.index + found[0].length;
        continue;
      }
      const key = name.join(' ');
      for (const t of name) {
        const names = named.get(t) ?? new Set<string>();
        names.add(key);
        named.set(t, names);
      }
      last = found.index + found[0].length;
    }
    for (const t of termsOf(field.slice(last))) plain.add(t);
  }
  for (const t of plain) named.delete(t);
  return named;
}

function termsOf(text: string): string[] {
  if (!/\p{L}/u.test(text)) return [];
  const out: string[] = [];
  for (const w of words(text)) {
    const t = termOf(w);
    if (t !== undefined) out.push(t);
  }
  return out;
}
