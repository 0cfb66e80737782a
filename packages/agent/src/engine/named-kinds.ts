import { analyze } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { asksPrice, attributeTerms } from './question-type.ts';

/**
 * "What document formats can I upload?", "which file types do you accept?": the kinds of a
 * thing the question names are the line that names that thing and enumerates its kinds after
 * a colon ("a document: PDF, DOCX (Word), Markdown or plain text"), not a list that only
 * mentions documents among prices. When such a line stands in one of the first five passages
 * retrieved (scoring at least 40 % of the first) and the first passage has none, its passage
 * goes first.
 */

// "<thing>: A, B, C" or "<thing>: A, B or C" — three kinds or more, written inline.
const enumeration = /([\p{L}-]+)(?:\s*\([^)]*\))?\s*:\s*([^:;.]+)/gu;

function enumeratedThing(text: string): string[] {
  const things: string[] = [];
  for (const m of text.matchAll(enumeration)) {
    const items = (m[2] ?? '').split(/\s*,\s*|\s+(?:or|and)\s+/).filter((s) => s.trim());
    if (items.length < 3) continue;
    const thing = analyze(m[1] ?? '')[0];
    if (thing) things.push(thing);
  }
  return things;
}

/** A line naming an asked thing and enumerating its kinds, with no price. */
export const enumeratesKindsOf = (text: string, asked: ReadonlySet<string>): boolean =>
  asked.size > 0 &&
  (text.match(moneyPattern) ?? []).length === 0 &&
  enumeratedThing(text).some((t) => asked.has(t));

const namesKindsOf = (passage: Passage, asked: ReadonlySet<string>): boolean =>
  answerUnits(passage.text).some((u) => !u.ordered && enumeratesKindsOf(u.text, asked));

// The thing whose kinds are asked: "what document formats", "which file types", "what kinds
// of payment", "in what forms can I send it".
const kindNoun = '(?:formats?|kinds?|types?|sorts?|varieties|variants?|forms?)';
const thingBeforeKinds = new RegExp(`\\b(?:what|which)\\s+([\\p{L}-]+)\\s+${kindNoun}\\b`, 'iu');
const thingAfterKinds = new RegExp(
  `\\b${kindNoun}\\s+of\\s+(?:the\\s+|a\\s+|an\\s+)?([\\p{L}-]+)`,
  'iu',
);

export function kindsAskedOf(question: string): Set<string> {
  const thing = question.match(thingBeforeKinds)?.[1] ?? question.match(thingAfterKinds)?.[1];
  const terms = analyze(thing ?? '').filter((t) => !attributeTerms.has(t));
  // "What file types…" is answered by the line naming documents.
  return new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]));
}

export function namedKindsFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
): Passage[] {
  const top = passages[0];
  if (!top || asksPrice(question)) return [...passages];
  const asked = kindsAskedOf(question);
  if (asked.size === 0) return [...passages];
  if (namesKindsOf(top, asked)) return [...passages];
  // Looked for among all retrieved passages: the line may share only the thing's name with
  // the question and its passage score below what the answer keeps.
  const kinds = retrieved.find(
    (p, i) => p !== top && i < 5 && namesKindsOf(p, asked) && p.score >= 0.4 * top.score,
  );
  if (!kinds) return [...passages];
  return [kinds, ...passages.filter((p) => p !== kinds)];
}
