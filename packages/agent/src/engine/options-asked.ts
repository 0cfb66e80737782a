import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { asksPrice, attributeTerms } from './question-type.ts';

/**
 * "What options does the widget script accept?", "what can I customise about the widget
 * through attributes?", "which settings does the booking form have?": the options of a thing,
 * asked in any of the words for them, are the list of settings under a heading naming
 * options ("Widget options", "Booking settings") on a page about that thing — each item a
 * setting's name and what it takes ("- position: left or right;"). Lines that only mention
 * placement or a title among features answer it less well.
 */

// Words for the settings of a thing, and verbs asking what of it can be set.
const optionNouns =
  /\b(?:options?|settings?|attributes?|parameters?|properties|configuration|config|customi[sz]ations?|preferences)\b/i;
const optionVerbs =
  /\bwhat (?:can|could|may) (?:i|we|you|one) (?:customi[sz]e|configure|change|adjust|set|tweak|personali[sz]e|tune)\b/i;
const headingNoun =
  /\b(?:options?|settings?|attributes?|parameters?|properties|configuration|preferences)\b/i;
// "- position: left or right;", "- title and maxWidth: the panel's heading…": a short name,
// a colon, what it takes.
const settingLine = /^\s*`?[A-Za-z][\w-]*(?:\s+(?:and|or)\s+[A-Za-z][\w-]*)?`?\s*:\s*\S/;

/** Whether the question asks what can be set on a thing (not how to set one, nor a price). */
export function asksOptions(question: string): boolean {
  if (asksPrice(question)) return false;
  // "How do I change the settings?" asks a way, "can I change the settings?" whether.
  if (/^\W*how\b/i.test(question) || !/\b(?:what|which)\b/i.test(question)) return false;
  return optionNouns.test(question) || optionVerbs.test(question);
}

export const optionWords = new Set(
  analyze(
    'option options setting settings attribute attributes parameter parameters property properties configuration config customise customize customisation preference preferences configure change adjust set tweak',
  ),
);

/** A passage listing settings under a heading that names options, about a thing asked. */
export function listsOptionsOf(p: Passage, things: ReadonlySet<string>): boolean {
  if (!headingNoun.test(p.section ?? '')) return false;
  const about = analyze(`${p.title} ${p.section ?? ''}`);
  if (!about.some((t) => things.has(t))) return false;
  const settings = answerUnits(p.text).filter((u) => u.listItem && settingLine.test(u.text));
  return settings.length >= 2;
}

/** The question's words naming the thing whose options are asked. */
export function optionThings(question: string): Set<string> {
  return new Set(analyze(question).filter((t) => !attributeTerms.has(t) && !optionWords.has(t)));
}

/**
 * The passage listing the asked thing's settings goes first (undefined when none does), from among the first sixteen
 * retrieved when it scores at least a quarter of the first: its heading and items say
 * "options" in their own words, so it shares little more than the thing's name.
 */
export function optionsListFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
): Passage[] | undefined {
  const top = passages[0];
  if (!top || !asksOptions(question)) return undefined;
  const things = optionThings(question);
  if (listsOptionsOf(top, things)) return [...passages];
  const found = retrieved.find(
    (p, i) => p !== top && i < 16 && p.score >= 0.25 * top.score && listsOptionsOf(p, things),
  );
  if (!found) return undefined;
  return [found, ...passages.filter((p) => p.chunkId !== found.chunkId)];
}
