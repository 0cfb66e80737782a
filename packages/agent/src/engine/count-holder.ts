import { analyze, foldText } from '../text/analyzer.ts';
import type { Citation, Passage } from '../types.ts';
import { countOfAskedThing } from './asked-attribute.ts';
import { answerUnits, citationFor } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';

// "How many apps does it plug into?": the passages sharing the question's words talk about
// apps without counting them, while a passage further down states "50+ tools in total". A
// count is asked of a thing: the passages stating a number of it (or of a word of its kind)
// are the ones to judge and answer from.

/** The passages stating a number of the asked thing, when none of the best three does. */
export function countHolderFirst(
  question: string,
  passages: readonly Passage[],
): Passage[] | undefined {
  const states = countOfAskedThing(foldText(question));
  if (!states) return undefined;
  const stated = (p: Passage) => states.test(foldText(`${p.question ?? ''} ${p.text}`));
  if (passages.slice(0, 3).some(stated)) return undefined;
  const holders = passages.filter(stated);
  const [first] = holders;
  if (!first) return undefined;
  // The others only where they state a number of it too: the rest talk about the thing.
  const holder = answeringCount(first, question, states, passages);
  held.add(holder);
  return [holder, ...holders.slice(1)];
}

// The holders countHolderFirst put first: their answer is the line stating the number.
const held = new WeakSet<Passage>();

/** The line of a holder put first by countHolderFirst stating the number asked, cited. */
export function answerCountLine(
  passages: readonly Passage[],
  question: string,
): { body: string; citations: Citation[] } | undefined {
  const top = passages[0];
  const states = countOfAskedThing(foldText(question));
  if (!top || !states || !held.has(top)) return undefined;
  const line = answerUnits(top.text).find((unit) => states.test(foldText(unit.text)));
  if (!line) return undefined;
  return {
    body: `${line.text.replace(/^[-*]\s*|^\d+\.\s*/, '')} [1]`,
    citations: [citationFor(top, 1)],
  };
}

/**
 * The holder with the counted thing ("apps", said "tools" there) and what is asked of it
 * ("support", "offer") counted as matched: the number it states answers them. Their weights
 * are those other passages matched them with.
 */
function answeringCount(
  holder: Passage,
  question: string,
  states: RegExp,
  passages: readonly Passage[],
): Passage {
  const matched = holder.matchedTerms ?? [];
  if (!holder.coverage || matched.length === 0) return holder;
  const total = matched.reduce((a, m) => a + m.weight, 0) / holder.coverage;
  const have = new Set(matched.map((m) => m.term));
  // The counted word: a question word that itself reads as the counted thing.
  const counted = (term: string) => states.test(`2 ${term}`);
  const asked = new Set(analyze(question).filter((t) => attributeTerms.has(t) || counted(t)));
  const added = new Map<string, (typeof matched)[number]>();
  for (const m of passages.flatMap((p) => p.matchedTerms ?? []))
    if (asked.has(m.term) && !m.corrected && !have.has(m.term) && !added.has(m.term))
      // The counted word stands there as a word of its kind: a synonym of what it says.
      added.set(m.term, counted(m.term) ? { ...m, synonym: true } : m);
  if (added.size === 0) return holder;
  const terms = [...matched, ...added.values()];
  const coverage = Math.min(1, terms.reduce((a, m) => a + m.weight, 0) / total);
  return { ...holder, matchedTerms: terms, coverage };
}
