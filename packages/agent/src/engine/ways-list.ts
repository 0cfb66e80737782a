import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';

// "How do I add a web page to the knowledge?", "how do I upload my FAQ?", "how should it be
// laid out to upload it as an FAQ?": the visitor names what they have, and help pages answer
// with a list of the forms it may take ("You can add a knowledge source as: - an FAQ file, CSV
// or JSON…; - a web page link: Lisa fetches the page…"). Neither steps nor the page about the
// same words answer: the overview "Create the knowledge base: upload FAQs" shares "upload" and
// "FAQ", a widget page shares "web" and "page". The list whose item begins with the thing
// added is the way to add it.

// Verbs of putting content somewhere: what follows them is the thing added.
const adding =
  /\b(?:add|adds|adding|upload|uploads|uploading|import|imports|importing|feed|feeds|feeding|load|loads|loading|submit|submits|submitting|ingest|ingests|ingesting)\s+(?<thing>[^.?!,;]*)/giu;
// Where the thing stops: its destination, a purpose or another clause.
const thingEnd =
  /\s+(?:to|into|in|onto|on|so|for|from|with|because|that|which|and|or|while|when|if)\b.*$/iu;
// "…upload it as an FAQ": the form it takes, said after "as".
const asForm = /^\S+\s+as\s+(?:an?\s+|the\s+)?(?<form>[\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;

/** The index terms naming what a how-to adds or uploads ("the help pages" -> page, help). */
export function addedThing(question: string): Set<string> {
  const things = new Set<string>();
  for (const m of foldText(question).matchAll(adding)) {
    const phrase = m.groups?.thing ?? '';
    const form = asForm.exec(phrase)?.groups?.form;
    const object = phrase.replace(thingEnd, '');
    for (const t of analyze(`${object} ${form ?? ''}`))
      if (!attributeTerms.has(t) && t.length > 1) things.add(t);
  }
  return things;
}

// A line leading in the forms something can take or the ways it is done: "you can add a
// knowledge source as:", "customers can pay by:".
const waysIntro = /\b(?:can|may)\b[^.:]*\b(?:as|by|via|through|using|with|from)\s*:\s*$/iu;

/** How many terms of `thing` the head of an item of the passage's list of ways holds. */
function namedByWay(p: Passage, thing: ReadonlySet<string>): number {
  const units = answerUnits(p.text);
  let best = 0;
  units.forEach((unit, i) => {
    if (unit.listItem || !waysIntro.test(unit.text)) return;
    for (let j = i + 1; j < units.length; j++) {
      const item = units[j];
      if (!item?.listItem || item.ordered) break;
      // An item names its form first ("a web page link: Lisa fetches…", "an FAQ file, CSV…").
      const head = item.text.split(/[:;,(]/)[0] ?? '';
      const shared = analyze(head).filter((t) => thing.has(t)).length;
      best = Math.max(best, shared);
    }
  });
  return best;
}

/**
 * The passages with the one whose list of ways names what the how-to adds first, from those
 * retrieved (the list may rank low: it shares only the thing's name), without the rest of its
 * page; undefined when the question adds nothing or no such list names it.
 */
export function waysListFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[],
): Passage[] | undefined {
  const thing = addedThing(question);
  if (thing.size === 0) return undefined;
  let found: Passage | undefined;
  let most = 0;
  for (const p of retrieved) {
    const n = namedByWay(p, thing);
    if (n > most) {
      most = n;
      found = p;
    }
  }
  if (!found) return undefined;
  // The page's other passages (its overview steps: "Create the knowledge base: upload FAQs")
  // share the thing's words without saying how it is added.
  const chosen = found;
  return [chosen, ...passages.filter((p) => p.sourceId !== chosen.sourceId)];
}
