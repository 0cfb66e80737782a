import type { Citation, Passage } from '../types.ts';
import { citationFor, moneyPattern } from './compose-answer.ts';
import { pricedLists } from './extremes.ts';

/**
 * A quantity asked of a priced list whose items are ranges ("Credits 20,001 to 50,000 cost
 * KES 0.55 per credit", "50,001 credits and above …"): "the price per credit at 30,000
 * credits" is the item whose range holds 30,000, and "between 2,001 and 5,000" the item(s)
 * lying mostly inside that span. Computed from the numbers, so it works for any business
 * whose knowledge prices bands, tiers or brackets.
 */
interface Range {
  from: number;
  to: number;
}

const number = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
const span = new RegExp(String.raw`(${number})\s*(?:to|-|–|—|through|until)\s*(${number})`, 'i');
const openEnded = new RegExp(
  String.raw`(${number})\s*(?:[a-z]+\s+)?(?:and above|and over|and more|or more|and up|\+)`,
  'i',
);
const toNumber = (s: string) => Number(s.replace(/,/g, ''));

/** The range an item states, its amount of money left out. */
export function rangeOf(text: string): Range | undefined {
  const plain = text.replace(new RegExp(moneyPattern.source, 'gi'), ' ');
  const closed = plain.match(span);
  if (closed) return { from: toNumber(closed[1] as string), to: toNumber(closed[2] as string) };
  const open = plain.match(openEnded);
  if (open) return { from: toNumber(open[1] as string), to: Number.POSITIVE_INFINITY };
  return undefined;
}

/** The quantities a question names ("30,000", "2,001 and 5,000"), amounts of money aside. */
export function quantitiesAsked(question: string): number[] {
  const plain = question.replace(new RegExp(moneyPattern.source, 'gi'), ' ');
  return [...plain.matchAll(new RegExp(`(?<![\\d.])(?:${number})(?![\\d.]|\\s*%)`, 'g'))]
    .map((m) => toNumber(m[0]))
    .filter((n) => n >= 2);
}

export function answerInRange(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  const asked = quantitiesAsked(question);
  if (asked.length === 0 || asked.length > 2) return undefined;
  const [low = 0, high = low] = [...asked].sort((a, b) => a - b);
  for (const passage of passages.slice(0, 4)) {
    for (const list of pricedLists(passage)) {
      const ranged = list.items
        .map((item) => ({ item, range: rangeOf(item.unit.text) }))
        .filter((x): x is { item: (typeof list.items)[number]; range: Range } => !!x.range);
      if (ranged.length < 3) continue;
      const chosen =
        asked.length === 1
          ? ranged.filter((x) => x.range.from <= low && low <= x.range.to)
          : // A span asked: the items lying mostly inside it.
            ranged.filter((x) => {
              const overlap = Math.min(high, x.range.to) - Math.max(low, x.range.from);
              const length = Math.min(x.range.to, high * 10) - x.range.from;
              return overlap > 0 && overlap >= 0.5 * length;
            });
      if (chosen.length === 0 || chosen.length > 2) continue;
      const lines = chosen.map((x) => x.item.unit.text.replace(/^[-*]\s*/, ''));
      return { body: `${lines.join(' ')} [1]`, citations: [citationFor(passage, 1)] };
    }
  }
  return undefined;
}
