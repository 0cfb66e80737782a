import { analyze } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';

/**
 * How much of the asked item a priced line names as the thing it prices, before its amount:
 * "The Standard package costs KES 5,000 and includes Email support" prices Standard, "The
 * Professional package costs KES 10,000 and includes Everything in Standard" names Standard
 * only in what it includes. The share (0..1) of the weight of the item's words the line
 * holds that stand before its first amount; 1 when it states no amount or holds none of them.
 */
export function pricedSubjectShare(
  text: string,
  itemTerms: readonly string[],
  weights: ReadonlyMap<string, number>,
): number {
  const at = text.search(new RegExp(moneyPattern.source, 'i'));
  if (at < 0) return 1;
  const before = new Set(analyze(text.slice(0, at)));
  const all = new Set(analyze(text));
  const held = itemTerms.filter((t) => all.has(t));
  const total = held.reduce((s, t) => s + (weights.get(t) ?? 0), 0);
  if (total === 0) return 1;
  return held.filter((t) => before.has(t)).reduce((s, t) => s + (weights.get(t) ?? 0), 0) / total;
}

const afterAmount = new Map<string, ReadonlySet<string>>();

/**
 * The terms of a priced line that stand only after its first amount, in what the item
 * includes or how it is billed ("… costs $150 per month and includes Monthly review"): none
 * when the line states no amount.
 */
export function termsAfterAmount(text: string): ReadonlySet<string> {
  let terms = afterAmount.get(text);
  if (terms) return terms;
  const at = text.search(new RegExp(moneyPattern.source, 'i'));
  const before = new Set(analyze(at < 0 ? text : text.slice(0, at)));
  terms = new Set(at < 0 ? [] : analyze(text.slice(at)).filter((t) => !before.has(t)));
  if (afterAmount.size > 5000) afterAmount.clear();
  afterAmount.set(text, terms);
  return terms;
}
