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
