import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { asksOptions } from './options-asked.ts';
import { asksPrice, attributeTerms } from './question-type.ts';

/**
 * "Which calendar apps does it support?", "which card types do you take?": the answer names
 * instances of the asked thing, written before the thing's own word ("Google Calendar and
 * Microsoft Outlook calendars", "Visa, Mastercard and Amex cards"). A line listing the
 * thing itself as one bare item among others ("productivity tools (Asana, Google Meet,
 * calendar)") names it among its siblings and says nothing of which ones.
 */

const whichThing =
  /\b(?:which|what)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:do|does|did|can|could|will|would|is|are)\b/iu;

/** The words naming the thing a "which X does…" question asks instances of. */
export function instancesAsked(question: string): Set<string> {
  // Prices asked, or the settings of a thing (options-asked.ts), are other shapes.
  if (asksPrice(question) || asksOptions(question)) return new Set();
  const thing = question.match(whichThing)?.[1];
  return new Set(analyze(thing ?? '').filter((t) => !attributeTerms.has(t)));
}

// Two capitalised names or more, then a lower-case noun: "Google Calendar and Microsoft
// Outlook calendars".
const name = "\\p{Lu}[\\p{L}\\d'’-]*(?:\\s+\\p{Lu}[\\p{L}\\d'’-]*)*";
const instances = new RegExp(
  `${name}(?:\\s*,\\s*${name})*\\s*,?\\s+(?:and|or)\\s+${name}\\s+(\\p{Ll}[\\p{L}-]*)`,
  'gu',
);

// Or the noun first, then two names or more: "CRMs such as Zoho CRM, Kijani and Odoo".
const instancesAfter = new RegExp(
  `(\\p{L}[\\p{L}-]*)\\s+(?:such as|like|including)\\s+${name}(?:\\s*,\\s*${name})*\\s*,?\\s+(?:and|or)\\s+${name}`,
  'gu',
);

/** Whether a line names instances of an asked thing before (or after) the thing's own word. */
export function namesInstancesOf(text: string, things: ReadonlySet<string>): boolean {
  if (things.size === 0) return false;
  for (const m of [...text.matchAll(instances), ...text.matchAll(instancesAfter)]) {
    const noun = analyze(m[1] ?? '')[0];
    if (noun && things.has(noun)) return true;
  }
  return false;
}

/** Whether a line lists the asked thing itself as one bare item of three or more. */
export function namesAsSibling(text: string, things: ReadonlySet<string>): boolean {
  if (things.size === 0) return false;
  const flat = text.replace(/[()]/g, ',');
  const items = flat.split(/\s*,\s*|\s+(?:or|and)\s+/).filter((s) => s.trim());
  if (items.length < 3) return false;
  // A bare word ("calendar"), not a kind of it ("other sources").
  return items.some((i) => {
    const words = i
      .trim()
      .replace(/^(?:a|an|the|your)\s+/i, '')
      .split(/\s+/);
    const terms = analyze(i);
    return words.length === 1 && terms.length === 1 && things.has(terms[0] as string);
  });
}

/**
 * The passage naming instances of the asked thing goes first when the first passage names
 * none: from among the first sixteen retrieved, scoring at least 40 % of the first (a
 * features list sharing only the thing's word with the question ranks low), or else from
 * the first passage's own page, searched with the thing's word and the page's title (a
 * follow-up carrying the previous question's words buries it), or else from a search with
 * the thing's word alone. Undefined when nothing moves.
 */
export async function instancesFirst(
  passages: readonly Passage[],
  question: string,
  search: (text: string, limit: number) => Promise<readonly Passage[]>,
): Promise<Passage[] | undefined> {
  const top = passages[0];
  const things = instancesAsked(question);
  if (!top || things.size === 0) return undefined;
  const holds = (p: Passage) => answerUnits(p.text).some((u) => namesInstancesOf(u.text, things));
  if (holds(top)) return undefined;
  const wide = await search(question, 16);
  let found = wide.find((p, i) => p !== top && i < 16 && p.score >= 0.4 * top.score && holds(p));
  if (!found) {
    const thing = question.match(whichThing)?.[1] ?? '';
    const page = await search(`${thing} ${top.title}`, 8);
    found = page.find((p) => p.sourceId === top.sourceId && p.chunkId !== top.chunkId && holds(p));
  }
  // ...or else the line naming them wherever it stands, searched with the thing's word alone
  // ("which CRMs can it sync records with?": "CRMs such as Zoho CRM, Kijani and Odoo" shares
  // no other word of the question).
  if (!found) {
    const thing = question.match(whichThing)?.[1] ?? '';
    found = (await search(thing, 16)).find((p) => p.chunkId !== top.chunkId && holds(p));
  }
  if (!found) return undefined;
  const first = found;
  return [first, ...passages.filter((p) => p.chunkId !== first.chunkId)];
}
