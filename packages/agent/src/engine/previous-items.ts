import { escapeRegExp } from '../text/escape-regexp.ts';
import { firstMoney, moneyAmount, moneyCurrency, moneyPattern } from '../text/money.ts';
import { stopwords } from '../text/stopwords.ts';
import type { Retriever } from '../types.ts';
import { answerUnits } from './compose-answer.ts';

/**
 * "the cheapest one, what's included in it?", "that middle one, what response time does it
 * promise?", "the second option — can I pay it yearly?": an ordinal or a superlative that
 * points at one item of the list the previous answer gave. The items are read from that
 * answer (its list lines, or the names it enumerates after a colon), in its order; a
 * superlative of price compares the amounts the answer states, or, when it named the items
 * only, the amounts the knowledge states for each. The message is then asked of that item by
 * name ("the Standard support package, what's included in it?"), so the rest of the engine
 * answers it like any question naming a thing.
 */
export type ItemPick = 'min' | 'max' | 'first' | 'second' | 'third' | 'fourth' | 'last' | 'middle';

// Words standing for an item after the pointer: "one", a kind of thing, or "of them".
const itemWord = `(?:one|option|choice|item|plan|package|tier|level|size|bundle|offer|membership|subscription|band|service|formula)`;
const pickWords: ReadonlyArray<readonly [ItemPick, string]> = [
  ['min', `cheapest|least expensive|least costly|lowest[- ]priced|lowest|most affordable|cheaper`],
  ['max', `most expensive|priciest|dearest|highest[- ]priced|highest|costliest|pricier|top`],
  ['first', `first|1st`],
  ['second', `second|2nd`],
  ['third', `third|3rd`],
  ['fourth', `fourth|4th`],
  ['last', `last|final|bottom`],
  ['middle', `middle|mid|midmost|center|centre`],
];

// "the cheapest one", "that middle option", "the first of them", "the one in the middle",
// French "la moins chère", "celle du milieu", "la première", Swahili "ile ya bei nafuu",
// "ile ya kati", "ile ya kwanza".
const references: ReadonlyArray<readonly [ItemPick, RegExp]> = [
  ...pickWords.map(
    ([pick, words]) =>
      [
        pick,
        new RegExp(
          String.raw`\b(?:the|that|this|your)\s+(?:${words})(?:\s+(?:${itemWord})s?\b|\s+(?:of|among|out of)\s+(?:them|those|these|the lot)\b|(?=\s*(?:[,?!.;:]|$)))`,
          'i',
        ),
      ] as const,
  ),
  ['middle', /\b(?:the|that)\s+one\s+in\s+the\s+(?:middle|centre|center)\b/i],
  ['min', /\b(?:la|le|celle|celui)\s+(?:la\s+)?moins\s+ch[eè]re?\b/i],
  ['max', /\b(?:la|le|celle|celui)\s+(?:la\s+)?plus\s+ch[eè]re?\b/i],
  ['middle', /\b(?:celle|celui|la|le)\s+du\s+milieu\b|\b(?:ile|lile|hiyo)\s+ya\s+kati\b/i],
  ['first', /\b(?:la|le)\s+premi[eè]re?\b|\b(?:ile|hiyo)\s+ya\s+kwanza\b/i],
  ['second', /\b(?:la|le)\s+(?:deuxi[eè]me|seconde?)\b|\b(?:ile|hiyo)\s+ya\s+pili\b/i],
  ['last', /\b(?:la|le)\s+derni[eè]re?\b|\b(?:ile|hiyo)\s+ya\s+mwisho\b/i],
  ['min', /\b(?:ile|hiyo)\s+ya\s+bei\s+(?:nafuu|rahisi|ndogo)(?:\s+zaidi)?\b/i],
  ['max', /\b(?:ile|hiyo)\s+ya\s+bei\s+(?:ghali|kubwa|ya\s+juu)(?:\s+zaidi)?\b/i],
];

/** The item a message points at and the words that point, or undefined. */
export function itemReference(message: string): { pick: ItemPick; phrase: string } | undefined {
  for (const [pick, pattern] of references) {
    const m = pattern.exec(message.normalize('NFC'));
    if (m) return { pick, phrase: m[0] };
  }
  return undefined;
}

export interface AnsweredItem {
  name: string;
  kind: string;
  amount?: number;
  currency?: string;
}

// Words after a name that end its kind ("The Basic support plan costs …").
const kindStop = new Set(
  `costs cost is are was includes include has have gives comes offers adds starts setup set
at for with and or to from of in on by per each a an the it which that`.split(/\s+/),
);
const name = String.raw`\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,2}`;
const leadingArticle = /^(?:[-*•]\s*)?(?:the|a|an|your|our)\s+/i;

/** "support plans" -> "support plan". */
const singular = (phrase: string) => phrase.replace(/(\p{L}{3,}?)s$/u, '$1');

/** One list line's item: its capitalised name and the lower-case words after it. */
export function lineItem(line: string): AnsweredItem | undefined {
  const text = line.replace(/\[\d+\]/g, '').trim();
  const body = text.replace(/^[-*•]\s*/, '').replace(leadingArticle, '');
  const m = new RegExp(`^(${name})((?:\\s+\\p{Ll}[\\p{Ll}-]*){0,3})`, 'u').exec(body);
  // A sentence's first word ("In Lisa, open …", "If …") names no item.
  if (!m || stopwords.has((m[1] as string).split(/\s+/)[0]?.toLowerCase() ?? '')) return undefined;
  const kindWords: string[] = [];
  for (const w of (m[2] ?? '').trim().split(/\s+/).filter(Boolean)) {
    if (kindStop.has(w.toLowerCase())) break;
    kindWords.push(w);
  }
  const money = firstMoney(text);
  return {
    name: m[1] as string,
    kind: kindWords.join(' '),
    ...(money ? { amount: moneyAmount(money), currency: moneyCurrency(money) } : {}),
  };
}

const countWords = String.raw`\d+|two|three|four|five|six|seven|eight|nine|ten`;

/**
 * The items of a previous answer, in its order: its list lines when two or more of them
 * start with a name, else the names it enumerates after a colon ("offers 4 support packages
 * to choose from: Standard, Professional, Enterprise, Custom.").
 */
export function answeredItems(answer: string): AnsweredItem[] {
  const body = answer.split(/\n\s*\n(?=[^\n]*:\s*\n?\s*[-*]\s*\[\d+\])/)[0] ?? answer;
  const lines = body
    .split('\n')
    .filter((l) => /^\s*[-*•]\s+/.test(l) && !/^\s*[-*]\s*\[\d+\]/.test(l));
  const fromLines = lines.map(lineItem).filter((x) => x !== undefined);
  // Items of one list: each priced, or all of one kind ("support plan"); steps of a how-to
  // ("- Open Integrations", "- In Lisa, select …") are neither.
  const oneList =
    fromLines.every((x) => x.amount !== undefined) ||
    (fromLines[0]?.kind !== '' && fromLines.every((x) => x.kind === fromLines[0]?.kind));
  // Lines opening with the same word ("Credits 1 to 1,000 cost …", "Credits 1,001 …") are
  // ranges of one thing: each is named by what it says before its verb.
  const distinct = new Set(fromLines.map((x) => x.name.toLowerCase())).size === fromLines.length;
  const moneyIn = (line: string) => line.match(new RegExp(moneyPattern.source, 'gi')) ?? [];
  if (
    lines.length >= 2 &&
    lines.every((l) => moneyIn(l).length === 1) &&
    (!distinct || fromLines.length !== lines.length)
  ) {
    const ranges = lines.map((line) => {
      const money = moneyIn(line)[0] as string;
      return {
        name: line.replace(/^\s*[-*•]\s*/, '').split(/\s+(?:costs?|is|are)\s+|:\s*/)[0] as string,
        kind: '',
        amount: moneyAmount(money),
        currency: moneyCurrency(money),
      };
    });
    return ranges.every((x) => /\d/.test(x.name) && x.name.split(/\s+/).length <= 6) ? ranges : [];
  }
  if (fromLines.length >= 2 && fromLines.length === lines.length && oneList) {
    // A kind the lines leave out ("- Basic: $50") is the introduction's.
    const intro = introKind(body);
    return fromLines.map((x) => ({ ...x, kind: x.kind || intro }));
  }
  for (const sentence of body.split(/(?<=[.!?])\s+|\n/)) {
    const colon = sentence.indexOf(':');
    if (colon < 0) continue;
    const after = sentence
      .slice(colon + 1)
      .replace(/\[\d+\]/g, '')
      .trim()
      .replace(/[.!?]+$/, '');
    const parts = after.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter(Boolean);
    if (parts.length < 2 || !parts.every((p) => new RegExp(`^${name}$`, 'u').test(p))) continue;
    const kind = introKind(sentence.slice(0, colon));
    return parts.map((p) => ({ name: p, kind }));
  }
  return [];
}

/** The kind an introduction names after its count: "offers 3 monthly support plans" -> "support plan". */
function introKind(intro: string): string {
  const m = new RegExp(
    String.raw`\b(?:${countWords})\s+(?:\p{Ll}+\s+){0,2}?((?:\p{Ll}+\s+)?\p{Ll}{3,}s)\b`,
    'iu',
  ).exec(intro);
  if (!m) return '';
  const words = (m[1] as string).split(/\s+/);
  // "monthly support plans": a period word qualifies the kind without being part of it.
  const kept = words.filter((w) => !/^(?:monthly|annual|yearly|weekly|daily)$/i.test(w));
  return singular(kept.join(' '));
}

/**
 * The amounts the knowledge states for items the previous answer named without prices: for
 * each, the first unit of the passages found for it that says "<name> <kind>" with an amount.
 */
async function pricesFromKnowledge(
  retriever: Retriever,
  businessId: number,
  items: readonly AnsweredItem[],
): Promise<AnsweredItem[]> {
  const priced: AnsweredItem[] = [];
  for (const item of items) {
    const said = new RegExp(
      `\\b${escapeRegExp(item.name)}\\s+${escapeRegExp(item.kind).replace(/\s+/g, '\\s+')}`,
      'iu',
    );
    const passages = await retriever.search(businessId, `${item.name} ${item.kind} price`, 4);
    let found: AnsweredItem = item;
    search: for (const passage of passages)
      for (const unit of answerUnits(passage.text)) {
        if (!said.test(unit.text)) continue;
        const money = firstMoney(unit.text);
        if (!money) continue;
        found = { ...item, amount: moneyAmount(money), currency: moneyCurrency(money) };
        break search;
      }
    priced.push(found);
  }
  return priced;
}

const ordinal: Partial<Record<ItemPick, number>> = { first: 0, second: 1, third: 2, fourth: 3 };

function pickItem(items: readonly AnsweredItem[], pick: ItemPick): AnsweredItem | undefined {
  if (pick in ordinal) return items[ordinal[pick] as number];
  if (pick === 'last') return items[items.length - 1];
  if (pick === 'middle') return items.length % 2 === 1 ? items[(items.length - 1) / 2] : undefined;
  const priced = items.filter((x) => x.amount !== undefined);
  if (priced.length < 2 || new Set(priced.map((x) => x.currency)).size > 1) return undefined;
  const amounts = priced.map((x) => x.amount as number);
  const target = pick === 'min' ? Math.min(...amounts) : Math.max(...amounts);
  const at = priced.filter((x) => x.amount === target);
  return at.length === 1 ? at[0] : undefined;
}

// A kind the pointer names must be the kind of the answer's items ("the cheapest plan" after
// a list of plans; not after a list of integrations).
const kindNamed = (phrase: string) =>
  new RegExp(`\\s(${itemWord.slice(3, -1)})s?$`, 'i').exec(phrase.trim())?.[1];

/**
 * The message asked of the one item of the previous answer it points at, or undefined when it
 * points at none or the previous answer lists no items.
 */
export async function previousItemQuestion(
  retriever: Retriever,
  businessId: number,
  message: string,
  previousAnswer: string | undefined,
  original?: string,
): Promise<string | undefined> {
  if (!previousAnswer) return undefined;
  // A French or Swahili pointer ("celle du milieu", "ile ya kati") is read in the visitor's
  // own words: the glossary's translation of it names no item.
  const reference = itemReference(message) ?? (original ? itemReference(original) : undefined);
  if (!reference) return undefined;
  let items = answeredItems(previousAnswer);
  if (items.length < 2) return undefined;
  const named = kindNamed(reference.phrase);
  if (
    named &&
    !/^(?:one|option|choice|item)$/.test(named) &&
    !items.every((x) => new RegExp(`\\b${named}`, 'i').test(x.kind))
  )
    return undefined;
  // (One search per item: only for a short list.)
  if (
    (reference.pick === 'min' || reference.pick === 'max') &&
    items.some((x) => x.amount === undefined) &&
    items.every((x) => x.kind) &&
    items.length <= 8
  )
    items = await pricesFromKnowledge(retriever, businessId, items);
  const item = pickItem(items, reference.pick);
  if (!item) return undefined;
  const text = message.normalize('NFC');
  const at = text.indexOf(reference.phrase);
  const thing = item.kind ? `the ${item.name} ${item.kind}` : `the ${item.name}`;
  if (at < 0) return `${text.replace(/[?!.]+$/, '')} ${thing}`;
  return `${text.slice(0, at)}${thing}${text.slice(at + reference.phrase.length)}`;
}
