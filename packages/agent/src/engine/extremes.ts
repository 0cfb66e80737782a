import { analyze, foldText } from '../text/analyzer.ts';
import { moneyAmount, moneyCurrency, moneyPattern } from '../text/money.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { Citation, Passage } from '../types.ts';
import { answerUnits, citationFor } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';
import type { TextUnit } from './sentences.ts';

/**
 * Extremes and ordinals over a priced list: "the cheapest integration", "the highest price
 * per credit", "the priciest package", "the first band". The answer is computed from the
 * amounts the list states, not looked up by the superlative's word (no knowledge says
 * "cheapest"), so it works for any business whose knowledge holds a list of priced items.
 */
export type Extreme = 'min' | 'max' | 'first' | 'last';

// Matched on folded text (accents removed), in English, French and Swahili. "top" and
// "first" only with a word saying what is ranked, up to two words after "top" ("the top
// support plan"), so "top up" and "first 2 users" are not read as extremes; "past the (or
// our) first thousand" is a quantity (see number-words.ts), not the first band. "The very
// first credits I use" (a plural after "first", no count) are the first band's.
const asks: ReadonlyArray<[Extreme, RegExp]> = [
  [
    'min',
    /\b(cheapest|cheapst|lowest|(costs?|costing|charges?|priced|pay)( \w+)? (the )?least|least (money|per)|least( \w+)? (expensive|costly)|most affordable|entry[- ]level|most basic|smallest|minimum|cheaper one|bottom( \w+){0,2} (plan|tier|band|package|level)s?)\b|\b(moins cher|moins chere|plus bas|plus basse|plus petit|plus petite|le minimum)\b|\b(rahisi|nafuu|ndogo) zaidi\b/,
  ],
  [
    'max',
    /\b(most expensive|priciest|(costs?|costing|charges?)( \w+)? (the )?most|highest|largest|biggest|maximum|dearest|most costly|top(?! up)( \w+){0,2} (plan|tier|band|package|level|one)s?|top[- ]tier|most premium)\b|\b(plus cher|plus chere|plus eleve|plus elevee|plus grand|plus grande|le maximum)\b|\b(ghali|kubwa|juu) zaidi\b/,
  ],
  [
    'first',
    /(?<!\b(?:past|after|over|beyond|above) (?:the|our|my|your) )\b(first|1st|opening|initial|starting|premier|premiere) (band|tier|bracket|level|thousand|tranche|palier)\b|\b(band|tier|bracket|tranche|palier|ngazi) ya kwanza\b|\b(?:the|my|our|your) (?:very )?(?:first|initial|earliest) (?!\d)[a-z]{2,}[^s\W]s\b/,
  ],
  ['last', /\b(last|final|dernier|derniere) (band|tier|bracket|level|tranche|palier)\b/],
];

/** The extremes a question asks for, in the order above (none for most questions). */
export function extremesAsked(question: string): Extreme[] {
  const q = foldText(question).replace(/\s+/g, ' ');
  return asks.filter(([, pattern]) => pattern.test(q)).map(([extreme]) => extreme);
}

interface PricedItem {
  unit: TextUnit;
  amount: number;
  currency: string;
}

export interface PricedList {
  passage: Passage;
  intro: string;
  items: PricedItem[];
}

/** The currency a question asks its amount in, as a test of a list's currency; or undefined. */
function currencyAsked(question: string): RegExp | undefined {
  const q = foldText(question);
  if (/\$|\b(?:usd|dollars?|dola)\b/.test(q)) return /^(?:\$|USD)$/;
  if (/\b(?:kes|ksh|shillings?|shilingi)\b/.test(q)) return /^(?:KES|KSH\.?)$/;
  return undefined;
}

/**
 * The priced lists of a passage: runs of list items of which at least three state exactly
 * one amount, all in one currency (items without an amount, "Custom: a tailored price",
 * stay out of the ranking), with the line introducing the run.
 */
export function pricedLists(passage: Passage): PricedList[] {
  const units = answerUnits(passage.text);
  const lists: PricedList[] = [];
  let i = 0;
  while (i < units.length) {
    if (!units[i]?.listItem) {
      i++;
      continue;
    }
    const start = i;
    while (units[i]?.listItem) i++;
    const items: PricedItem[] = [];
    for (const unit of units.slice(start, i)) {
      const money = unit.text.match(moneyPattern) ?? [];
      if (money.length !== 1) continue;
      const amount = moneyAmount(money[0] as string);
      if (Number.isFinite(amount))
        items.push({ unit, amount, currency: moneyCurrency(money[0] as string) });
    }
    const currencies = new Set(items.map((x) => x.currency));
    if (items.length >= 3 && currencies.size === 1) {
      const before = units[start - 1];
      lists.push({ passage, intro: before && !before.listItem ? before.text : '', items });
    }
  }
  return lists;
}

const pick = (items: readonly PricedItem[], extreme: Extreme): PricedItem[] => {
  if (extreme === 'first') return items.slice(0, 1);
  if (extreme === 'last') return items.slice(-1);
  const amounts = items.map((x) => x.amount);
  const target = extreme === 'min' ? Math.min(...amounts) : Math.max(...amounts);
  // Ties are all named ("WhatsApp and Odoo both cost $300").
  return items.filter((x) => x.amount === target);
};

/**
 * The answer to an extreme over a priced list, when the question asks one and a passage
 * holds a list it is about: the list sharing most words of the question (its introduction
 * and items together; the superlative itself and attribute words such as "price" do not
 * choose between lists unless nothing else does), then the extreme item(s) of it, quoted
 * with their citation. Undefined when the question asks no extreme or no list fits.
 */
export function answerExtreme(
  passages: readonly Passage[],
  question: string,
  extremes: readonly Extreme[],
): { body: string; citations: Citation[] } | undefined {
  if (extremes.length === 0) return undefined;
  // A word of the question counts in a list through its synonyms too: "which support tier is
  // the cheapest?" ranks a list of support plans or packages.
  // (a synonym weighs half a word of the question itself).
  const own = new Set(analyze(question));
  const asked = new Set([...own].flatMap((t) => [t, ...synonymsOf(t)]));
  // Two lists about the same thing ("support plans" on the pricing page and "support
  // packages" on the quote form) are told apart by the question's words in their whole
  // passage ("on the calculator").
  const setting = (p: Passage) => {
    const terms = new Set(analyze(`${p.title} ${p.section ?? ''} ${p.text}`));
    return [...asked].filter((t) => terms.has(t)).length;
  };
  // A currency the question names ("how many dollars", "in shillings") picks the list priced
  // in it before any word does.
  const currency = currencyAsked(question);
  const inCurrency = (list: PricedList) =>
    currency !== undefined && list.items.some((x) => currency.test(x.currency)) ? 1 : 0;
  let best:
    | {
        list: PricedList;
        money: number;
        things: number;
        all: number;
        setting: number;
        rank: number;
      }
    | undefined;
  passages.slice(0, 4).forEach((passage, rank) => {
    for (const list of pricedLists(passage)) {
      const terms = new Set(
        analyze(`${list.intro} ${list.items.map((x) => x.unit.text).join(' ')}`),
      );
      const shared = [...asked].filter((t) => terms.has(t));
      const things = shared
        .filter((t) => !attributeTerms.has(t))
        .reduce((sum, t) => sum + (own.has(t) ? 1 : 0.5), 0);
      const all = shared.length;
      const around = setting(passage);
      const money = inCurrency(list);
      if (
        !best ||
        money > best.money ||
        (money === best.money && things > best.things) ||
        (money === best.money && things === best.things && all > best.all) ||
        (money === best.money &&
          things === best.things &&
          all === best.all &&
          around > best.setting) ||
        (money === best.money &&
          things === best.things &&
          all === best.all &&
          around === best.setting &&
          rank < best.rank)
      )
        best = { list, money, things, all, setting: around, rank };
    }
  });
  // The list must be about what is asked: a word naming a thing, or two words at least.
  if (!best || (best.things === 0 && best.all < 2)) return undefined;
  const chosen: PricedItem[] = [];
  for (const extreme of extremes)
    for (const item of pick(best.list.items, extreme))
      if (!chosen.includes(item)) chosen.push(item);
  const lines = chosen.map((x) => x.unit.text.replace(/^[-*]\s*/, ''));
  return {
    body: `${lines.join(' ')} [1]`,
    citations: [citationFor(best.list.passage, 1)],
  };
}

/**
 * A superlative over a priced list the question names in the list's introduction ("which
 * membership costs the least?" and "Pwani Print offers 3 monthly memberships"): answerable
 * from that list though the superlative's own words ("least") are no words of the knowledge.
 * The introduction, not any item, must name the thing, so an off-topic "cheapest flight to
 * Mombasa" is not ranked over a list that merely mentions Mombasa in one line.
 */
export function ranksNamedList(passages: readonly Passage[], question: string): boolean {
  if (extremesAsked(question).length === 0) return false;
  const things = analyze(question).filter((t) => !attributeTerms.has(t));
  const top = passages[0];
  if (!top || things.length === 0) return false;
  return pricedLists(top).some((list) => {
    const intro = new Set(analyze(list.intro));
    return things.some((t) => intro.has(t));
  });
}
