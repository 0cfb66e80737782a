import { termOf, words } from '../text/analyzer.ts';

// A proper name of two or more capitalised words ("Duka Fresh", "Green Wheels Couriers"),
// words joined by single spaces or hyphens.
const namePattern = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’]*(?:[ -]\p{Lu}[\p{L}\p{N}'’]*)+/gu;

/**
 * The index terms a chunk's fields hold only inside proper names, each with the other terms
 * of its names: "fresh" -> {duka} when the chunk says "Duka Fresh" and never "fresh" on its
 * own. A word a visitor asks with ("a fresh record") that the knowledge holds only in a name
 * is not a word the knowledge uses, unless the visitor names the name ("Duka Fresh").
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
      for (const t of name) {
        const partners = named.get(t) ?? new Set<string>();
        for (const other of name) if (other !== t) partners.add(other);
        named.set(t, partners);
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
