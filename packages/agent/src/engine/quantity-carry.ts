import { stopwords } from '../text/stopwords.ts';

/**
 * "ok so if we buy 2,000, what's the total?" after an answer pricing credits per credit: a
 * bare quantity in a follow-up counts the thing the previous answer priced per unit, so it is
 * asked as "2,000 credits". The unit is read from the previous answer's "per <unit>" (a
 * period, "per month", counts nothing), else from the plural thing the previous question
 * asked about that the answer states next to a number; so it works for any business pricing
 * messages, seats, guests or credits by the unit.
 */

// A quantity standing alone: no currency before it, no word naming a thing right after it
// (only the end, punctuation or a function word), and no percent, time or ordinal.
const bareQuantity =
  /(?<![$€£\d.,]|\b(?:usd|kes|ksh|eur|gbp)\s?)\b(\d{1,3}(?:,\d{3})+|\d{2,})\b(?!\s*(?:%|[$€£]|[.,]\d|st\b|nd\b|rd\b|th\b|am\b|pm\b|h\b))(?=\s*(?:[,?!.;:—–-]|$|([\p{L}']+)))/giu;

const periods = new Set(
  'month months year years week weeks day days hour hours minute minutes night nights annum'.split(
    ' ',
  ),
);
// Words after a number that still leave it bare ("2,000 a month", "2,000 in total", "2,000
// then", "800 cost"); a noun names what it counts ("2,000 credits", "10 hours").
const leavesBare = (word: string | undefined) => {
  if (word === undefined) return true;
  const w = word.toLowerCase();
  return (
    stopwords.has(w) ||
    /^(?:then|total|altogether|overall|cost|costs|come|comes|run|runs|set)$/.test(w)
  );
};

const plural = (unit: string) =>
  /(?:s|x|ch|sh)$/.test(unit)
    ? `${unit}es`
    : /[^aeiou]y$/.test(unit)
      ? `${unit.slice(0, -1)}ies`
      : `${unit}s`;

/** The thing the previous answer priced per unit, in the plural ("credits"), or undefined. */
export function unitPriced(answer: string, previousQuestion: string): string | undefined {
  const counts = new Map<string, number>();
  for (const m of answer.matchAll(/\bper\s+(\p{L}{3,})\b/giu)) {
    const unit = (m[1] as string).toLowerCase();
    if (periods.has(unit) || stopwords.has(unit)) continue;
    counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (best) return plural(best);
  // "How are your credits priced?" answered "Credits 1 to 1,000 …": the question's plural
  // thing the answer writes next to a number.
  for (const m of previousQuestion.matchAll(/\b(\p{L}{3,}s)\b/giu)) {
    const thing = (m[1] as string).toLowerCase();
    if (stopwords.has(thing) || periods.has(thing)) continue;
    const nextToNumber = new RegExp(String.raw`\b${thing}\s+\d|\d[\d,]*\s+${thing}\b`, 'i');
    if (nextToNumber.test(answer)) return thing;
  }
  return undefined;
}

/**
 * The message with the previous answer's unit after its bare quantity, or undefined when it
 * has no bare quantity or the previous answer priced nothing per unit.
 */
export function quantityCarry(
  message: string,
  previousQuestion: string,
  previousAnswer: string | undefined,
): string | undefined {
  if (!previousAnswer) return undefined;
  const found = [...message.matchAll(bareQuantity)].filter(
    (m) => leavesBare(m[2]) && !/^(?:19|20)\d{2}$/.test(m[1] as string),
  );
  if (found.length !== 1) return undefined;
  const unit = unitPriced(previousAnswer, previousQuestion);
  if (!unit) return undefined;
  const m = found[0] as RegExpMatchArray;
  const end = (m.index ?? 0) + (m[1] as string).length;
  return `${message.slice(0, end)} ${unit}${message.slice(end)}`;
}
