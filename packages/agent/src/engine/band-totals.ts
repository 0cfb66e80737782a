import { moneyPattern } from '../text/money.ts';

/**
 * The total price of a quantity over a list priced in bands ("what would 2,000 credits cost
 * in total?"): computed from the bands' numbers, band by band when the knowledge says each
 * band's price applies only to the units inside it (progressive, like tax brackets), else the
 * whole quantity at the price of the band holding it. Stated with the band the quantity ends
 * in, so the visitor sees where the figure comes from.
 */
export interface PricedBand {
  from: number;
  to: number;
  amount: number;
  line: string;
}

// Asking for a sum, not a price per unit: "in total", "altogether", "overall".
const totalWords =
  /\b(in total|total|totals|altogether|all together|all in all|overall|combined|sum|the whole lot)\b/i;
// "What would 2,000 credits cost", "how much for 3,000 messages": a quantity of a plural thing
// with a cost verb, and nothing asking the price of one.
const quantityOfThings =
  /(?<![\d.,])\d{1,3}(?:,\d{3})+(?!\s*and above)\s+[a-z]+s\b|(?<![\d.,])\d+\s+[a-z]+s\b/i;
const costVerb =
  /\b(cost|costs|pay|charge|charged|set (?:me|us) back|come to|how much (?:for|would|will|do|does|is|are))\b/i;
const perUnit =
  /\b(per|each|every|apiece|rate|unit price)\b|\b(?:a|one|single) (?!total\b|lot\b)[a-z]+s?\b\??$/i;
const progressiveWords =
  /\b(progressive|graduated|marginal|tax brackets?)\b|\bonly to the \w+ (?:inside|within|in) (?:it|that band|the band)\b/i;

export function asksTotal(question: string): boolean {
  if (totalWords.test(question)) return true;
  return quantityOfThings.test(question) && costVerb.test(question) && !perUnit.test(question);
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const format = (n: number) =>
  n.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** "KES 0.80" with its number replaced: "KES 1,800". */
const moneyLike = (line: string, amount: number) => {
  const money = line.match(new RegExp(moneyPattern.source, 'i'))?.[0] ?? `${amount}`;
  return money.replace(/\d[\d,]*(?:\.\d+)?/, format(amount));
};

/** The thing counted, as the question names it after the quantity ("credits"). */
const thingCounted = (question: string) =>
  question.match(/\d[\d,]*\s+([a-z]+s)\b/i)?.[1]?.toLowerCase() ?? 'units';

export function totalFor(
  quantity: number,
  bands: readonly PricedBand[],
  passageText: string,
  question: string,
): string | undefined {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  const holding = sorted.find((b) => b.from <= quantity && quantity <= b.to);
  if (!holding) return undefined;
  const things = thingCounted(question);
  const count = format(quantity);
  if (progressiveWords.test(passageText)) {
    let total = 0;
    let below = Math.max(0, (sorted[0]?.from ?? 1) - 1);
    for (const band of sorted) {
      const inside = Math.max(0, Math.min(quantity, band.to) - Math.max(below, band.from - 1));
      total += inside * band.amount;
      below = Math.max(below, band.to);
      if (band.to >= quantity) break;
    }
    total = Math.round(total * 100) / 100;
    return `${count} ${things} cost ${moneyLike(holding.line, total)} in total, as each band's price applies only to the ${things} inside it. The last of them fall in this band: ${sentence(holding.line)}`;
  }
  const total = Math.round(quantity * holding.amount * 100) / 100;
  return `${count} ${things} cost ${moneyLike(holding.line, total)} in total: they fall in the band ${holding.line}, so ${count} × ${moneyLike(holding.line, holding.amount)}.`;
}
