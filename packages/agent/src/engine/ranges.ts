import { analyze } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';
import type { Citation, Passage } from '../types.ts';
import { asksTotal, totalFor } from './band-totals.ts';
import { citationFor } from './compose-answer.ts';
import { type PricedList, pricedLists } from './extremes.ts';

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

/**
 * The spans a question writes out ("in the 20,001 to 50,000 range"): a band named by its
 * bounds, whatever other quantities the question tells of itself ("we expect 30,000").
 */
function spansAsked(question: string): Range[] {
  const plain = question.replace(new RegExp(moneyPattern.source, 'gi'), ' ');
  return [...plain.matchAll(new RegExp(span.source, 'gi'))].map((m) => ({
    from: toNumber(m[1] as string),
    to: toNumber(m[2] as string),
  }));
}

/** The item of a priced list whose bounds the question writes out, if one. */
function bandNamedByBounds(list: PricedList, question: string) {
  const spans = spansAsked(question);
  if (spans.length !== 1) return undefined;
  const [asked] = spans as [Range];
  return list.items.find((item) => {
    const range = rangeOf(item.unit.text);
    return range !== undefined && range.from === asked.from && range.to === asked.to;
  });
}

export function answerInRange(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  for (const passage of passages.slice(0, 4))
    for (const list of pricedLists(passage)) {
      const named = bandNamedByBounds(list, question);
      if (named)
        return {
          body: `${named.unit.text.replace(/^[-*]\s*/, '')} [1]`,
          citations: [citationFor(passage, 1)],
        };
    }
  const asked = quantitiesAsked(question);
  if (asked.length === 0 || asked.length > 2) return undefined;
  const [low = 0, high = low] = [...asked].sort((a, b) => a - b);
  for (const passage of passages.slice(0, 4)) {
    for (const list of pricedLists(passage)) {
      const ranged = list.items
        .map((item) => ({ item, range: rangeOf(item.unit.text) }))
        .filter((x): x is { item: (typeof list.items)[number]; range: Range } => !!x.range);
      if (ranged.length < 3) continue;
      if (asked.length === 1 && asksTotal(question)) {
        const bands = ranged.map((x) => ({
          ...x.range,
          amount: x.item.amount,
          line: x.item.unit.text.replace(/^[-*]\s*/, ''),
        }));
        const total = totalFor(low, bands, passage.text, question);
        if (total) return { body: `${total} [1]`, citations: [citationFor(passage, 1)] };
      }
      const overlapOf = (range: Range) => Math.min(high, range.to) - Math.max(low, range.from) + 1;
      const mostlyInside =
        asked.length === 1
          ? ranged.filter((x) => x.range.from <= low && low <= x.range.to)
          : // A span asked: the items lying mostly inside it.
            ranged.filter((x) => {
              // Counted inclusively: 1,001 to 1,500 is half of the band 1,001 to 2,000.
              const overlap = overlapOf(x.range);
              const length = Math.min(x.range.to, high * 10) - x.range.from + 1;
              return overlap > 0 && overlap >= 0.5 * length;
            });
      // A short span inside one band ("past 500, printing 1,200"): the band(s) it touches.
      const chosen =
        mostlyInside.length > 0 ? mostlyInside : ranged.filter((x) => overlapOf(x.range) > 0);
      if (chosen.length === 0 || chosen.length > 2) continue;
      const lines = chosen.map((x) => x.item.unit.text.replace(/^[-*]\s*/, ''));
      return { body: `${lines.join(' ')} [1]`, citations: [citationFor(passage, 1)] };
    }
  }
  return undefined;
}

// The thing a quantity counts: the word after it ("3,000 pages", "40,001 and above pages") or
// after "per"/"each" ("per page").
const countedWords = new RegExp(
  String.raw`(?:${number})(?:\s+and above)?\s+([a-z]+)|\b(?:per|each|every)\s+([a-z]+)`,
  'gi',
);

/**
 * A price question counting a thing the best passage prices in bands ("how much would 3,000
 * pages cost?", "each page past 40,000"): its quantities lie inside the bands and the thing
 * counted is named by the banded list. Such a question is answered from that list even when
 * its quantity and wording ("in total", "overall") are words the knowledge never holds, which
 * would otherwise lower its coverage below the bar.
 */
export function countsBandedThing(passages: readonly Passage[], question: string): boolean {
  const top = passages[0];
  // "What is the unit price in the 20,001 to 50,000 range?" names a band of the list.
  if (top && pricedLists(top).some((list) => bandNamedByBounds(list, question))) return true;
  const asked = quantitiesAsked(question);
  if (!top || asked.length === 0 || asked.length > 2) return false;
  const things = new Set(
    [...question.matchAll(countedWords)]
      .map((m) => analyze((m[1] ?? m[2] ?? '').toLowerCase())[0])
      .filter((t): t is string => !!t),
  );
  if (things.size === 0) return false;
  return pricedLists(top).some((list) => {
    const ranges = list.items.map((item) => rangeOf(item.unit.text)).filter((r): r is Range => !!r);
    if (ranges.length < 3) return false;
    const terms = new Set(analyze(`${list.intro} ${list.items.map((x) => x.unit.text).join(' ')}`));
    const from = Math.min(...ranges.map((r) => r.from));
    const to = Math.max(...ranges.map((r) => r.to));
    return [...things].some((t) => terms.has(t)) && asked.every((n) => from <= n && n <= to);
  });
}
