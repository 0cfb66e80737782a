import type { Retriever } from '../types.ts';
import { pricedLists } from './extremes.ts';
import { quantitiesAsked, rangeOf } from './ranges.ts';

/**
 * "and in the band right after it?" after "I am buying 4,000 credits; what do the ones
 * above 2,000 cost?": the previous question was answered from a list of ranges (credit
 * bands, tiers, brackets); the follow-up asks the range after (or before) the one holding
 * the previous quantity. Read from the knowledge's own ranges, so it works for any
 * business that prices bands.
 */

// A step along a list said of a range: "the band right after it", "the next tier", "the
// bracket before that one".
const kind = '(?:band|bands|tier|tiers|bracket|brackets|range|ranges|level|levels|step|steps|one)';
const afterIt = new RegExp(
  String.raw`\b${kind}\s+(?:right\s+|just\s+|immediately\s+|straight\s+)?(?:after|following|above)\b|\b(?:next|following)\s+${kind}\b`,
  'i',
);
const beforeIt = new RegExp(
  String.raw`\b${kind}\s+(?:right\s+|just\s+|immediately\s+|straight\s+)?(?:before|below|under)\b|\bprevious\s+${kind}\b`,
  'i',
);

/** +1 for the range after the previous one, -1 for the one before, 0 for no step. */
export function bandStep(message: string): -1 | 0 | 1 {
  const up = afterIt.test(message);
  const down = beforeIt.test(message);
  if (up === down) return 0;
  return up ? 1 : -1;
}

const number = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
// The quantity the previous question asked, with what leads it in or closes it: "above
// 2,000", "2,001 and above" (as amounts.ts writes it), "at 30,000".
const lastQuantity = new RegExp(
  String.raw`(?:\b(above|over|beyond|past|more than|after)\s+)?(${number})(?:\s+(?:and above|and over|and more|or more)\b|\+)?(?!.*\d)`,
  'i',
);
const lastSpan = new RegExp(
  String.raw`(?:\b(between)\s+)?()(${number})\s*(?:to|and|-|–)\s*(?:${number})(?!.*\d)`,
  'i',
);
const countedAfter = new RegExp(
  String.raw`(?:${number})\s+(?!(?:and|to|or|through|until|per|each|a|an|the)\b)(\p{L}{3,})`,
  'u',
);
const format = (n: number) => n.toLocaleString('en-US');

/** The previous question about the neighbouring range, or undefined. */
export async function bandStepQuestion(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string,
): Promise<string | undefined> {
  const step = bandStep(message);
  if (step === 0 || quantitiesAsked(previous).length === 0) return undefined;
  // The question part that asked the quantity: "what do the ones above 2,000 cost".
  const clause =
    previous
      .replace(/[?!.]+$/, '')
      .split(/[;.?]\s+/)
      .pop() ?? previous;
  // A span ("between 1,001 and 2,000") is replaced whole; its start is the quantity.
  const m = clause.match(lastSpan) ?? clause.match(lastQuantity);
  if (!m || m.index === undefined) return undefined;
  const quantity = Number(((m[3] ?? m[2]) as string).replace(/,/g, ''));
  const asked = m[3] !== undefined ? quantity : quantity + (m[1] ? 1 : 0);
  const passages = await retriever.search(businessId, previous, 5);
  for (const passage of passages) {
    for (const list of pricedLists(passage)) {
      const ranges = list.items
        .map((item) => rangeOf(item.unit.text))
        .filter((r) => r !== undefined)
        .sort((a, b) => a.from - b.from);
      if (ranges.length < 3) continue;
      const at = ranges.findIndex((r) => r.from <= asked && asked <= r.to);
      const next = at >= 0 ? ranges[at + step] : undefined;
      if (!next) continue;
      const span = Number.isFinite(next.to)
        ? `${format(next.from)} to ${format(next.to)}`
        : `${format(next.from)} and above`;
      // The thing counted, when the previous question named it ("4,000 credits").
      const counted = previous.match(countedAfter)?.[1];
      const rewritten = `${clause.slice(0, m.index)}${span}${clause.slice(m.index + m[0].length)}`;
      return counted && !rewritten.includes(counted) ? `${rewritten} ${counted}` : rewritten;
    }
  }
  return undefined;
}
