import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { isStoryLike } from './story-only.ts';

// What another company sells, offers or charges: "what packages does <a customer> sell?",
// "<a customer>'s prices". The knowledge names that company only in a customer's story (what
// the business did for it), so a passage on the business's own packages or prices answers
// for the wrong company.
const doesSell =
  /\b(?:does|do|did|will|would|can|could) ((?:[\p{L}\p{N}'’-]+ ){0,2}?[\p{L}\p{N}'’-]+) (?:sell|offer|charge|stock|provide|carry|supply|make|manufacture|produce|rent|lease|have on offer|have for sale)\b/u;
const theirGoods =
  /\b([\p{L}\p{N}-]+)['’]s (?:own )?(?:products?|packages?|prices?|pricing|plans?|services?|tariffs?|rates?|offers?|offerings?|deals?|bundles?|menu|catalogu?e?|range|stock|fees?|shops?|stores?)\b/u;
const determiner = /^(the|a|an|your|our|my|their|his|her|this|that|these|those)$/;
const notAName =
  /^(you|u|ur|ya|yall|it|they|we|i|he|she|one|anyone|someone|people|customers?|clients?|users?|visitors?|there|that|this|what|which|who|how|much|many|else|other|others)$/;

/**
 * The question asks what a company sells, offers or charges, and that company is named only
 * in customer stories among the passages retrieved for it: it is a customer, not the
 * business, and its goods are not in the knowledge.
 */
export function asksOfStoryCompany(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const q = foldText(query);
  const subject = (q.match(doesSell)?.[1] ?? q.match(theirGoods)?.[1] ?? '')
    .split(' ')
    .filter((w) => !determiner.test(w));
  if (subject.length === 0 || subject.some((w) => notAName.test(w))) return false;
  const terms = analyze(subject.join(' ')).filter((t) => !ignore.has(t));
  if (terms.length === 0) return false;
  const termsOf = (p: Passage) =>
    new Set(analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`));
  const stories = passages.filter(isStoryLike).map(termsOf);
  const others = passages.filter((p) => !isStoryLike(p)).map(termsOf);
  return terms.some((t) => stories.some((s) => s.has(t)) && !others.some((o) => o.has(t)));
}
