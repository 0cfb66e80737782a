import { analyze, foldText } from '../text/analyzer.ts';
import type { Citation, Passage } from '../types.ts';
import { citationFor } from './compose-answer.ts';
import { pricedLists } from './extremes.ts';

/**
 * A price asked of a thing the visitor says is not among the listed ones ("a tool that isn't
 * in your list", "not on your integrations list", "an integration you don't list", "isn't one you name", "some other service"): the answer is the
 * item a priced list keeps for everything else ("Any other integration costs $100"), which
 * shares no name with the question. Only with such a marker: a thing the knowledge never
 * names, asked plainly ("how much is the Salesforce setup?"), stays unknown.
 */
const unlistedMarker =
  /\b(?:(?:is|are|was|were)\s?n[o']?t|not)\s+(?:in|on|among|part of)\s+(?:your|the)\s+(?:[a-z-]+\s+){0,2}(?:list|lists|catalogue|menu|page|site|offer)\b|\b(?:you|u)\s+(?:do\s?n[o']?t|don'?t|never)\s+(?:list|name|show|mention|offer|have)\b|\b(?:(?:is|are|was|were)\s?n[o']?t|not)\s+(?:one|any|one of (?:the ones|those))\s+(?:you|u)\s+(?:list|name|show|mention|offer|support)\b|\bnot\s+listed\b|\bunlisted\b|\b(?:some|any|an|one)\s?other\b|\bsomething\s+else\b/;

/** An item of a priced list standing for everything the list does not name. */
const catchAll =
  /^\W*(?:any|all|every|each)?\s*(?:other|others)\b|^\W*(?:anything|everything)\s+else\b/i;

export function asksUnlistedItem(question: string): boolean {
  return unlistedMarker.test(foldText(question).replace(/[’`]/g, "'"));
}

interface CatchAllItem {
  passage: Passage;
  text: string;
}

/**
 * The catch-all item of the priced list the question is about: among the first three
 * passages, a list whose introduction and items share two words of the question at least
 * (its attribute words count: "setup", "integration"), so an off-topic "what would a taxi to
 * some other town cost?" finds none.
 */
function catchAllItem(
  passages: readonly Passage[],
  question: string,
  within = 3,
): CatchAllItem | undefined {
  if (!asksUnlistedItem(question)) return undefined;
  const asked = new Set(analyze(question));
  for (const passage of passages.slice(0, within)) {
    for (const list of pricedLists(passage)) {
      const item = list.items.find((x) => catchAll.test(x.unit.text));
      if (!item) continue;
      const terms = new Set(
        analyze(`${list.intro} ${list.items.map((x) => x.unit.text).join(' ')}`),
      );
      if ([...asked].filter((t) => terms.has(t)).length < 2) continue;
      return { passage, text: item.unit.text.replace(/^[-*]\s*/, '') };
    }
  }
  return undefined;
}

/** Whether the question asks the price of an unlisted thing that a priced list answers. */
export function pricesUnlistedItem(passages: readonly Passage[], question: string): boolean {
  return catchAllItem(passages, question) !== undefined;
}

/** The catch-all item, quoted with its citation; undefined when the question names no such thing. */
export function answerUnlistedItem(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  const found = catchAllItem(passages, question);
  if (!found) return undefined;
  return { body: `${found.text} [1]`, citations: [citationFor(found.passage, 1)] };
}

/**
 * A part of a message asked after the visitor said the thing is not listed ("Our bookkeeping
 * software isn't one you name anywhere. Would linking it be possible, and at what one-off
 * price?"): the part asks the price of that unlisted thing, so it carries the statement.
 */
export function withUnlistedScene(part: string, message: string): string {
  if (part === message || asksUnlistedItem(part) || !asksUnlistedItem(message)) return part;
  return `${part.replace(/[?.!\s]+$/, '')}, not listed`;
}

/**
 * The passages with the one holding the priced list's catch-all item first, when the question
 * asks the price of an unlisted thing in words that rank that list lower ("linking our
 * bookkeeping software" finds pages about links and documents first): searched among
 * `wide`, a longer list of the question's passages. Undefined when the first three already
 * hold it or none does.
 */
export function unlistedItemFirst(
  passages: readonly Passage[],
  wide: readonly Passage[],
  question: string,
): Passage[] | undefined {
  if (!asksUnlistedItem(question) || catchAllItem(passages, question)) return undefined;
  const found = catchAllItem(wide, question, wide.length);
  if (!found) return undefined;
  const { passage } = found;
  return [passage, ...passages.filter((p) => p.chunkId !== passage.chunkId)];
}
