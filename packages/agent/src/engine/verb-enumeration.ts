import { analyze } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { moneyPattern } from '../text/money.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { asksPrice, attributeTerms } from './question-type.ts';

/**
 * "Which website builders does the widget work on?", "what payment apps can the till take?":
 * the question asks for the things its own verb applies to, and the answer is the line that
 * writes that verb before an inline enumeration ("works on WordPress, Shopify, Webflow, Wix
 * or hand-written HTML"), wherever it stands on the page — often one feature among others.
 * A line whose enumeration holds the question's subject itself ("Lisa works on a website
 * chat widget, a public API, messaging apps…") lists the subject among its siblings, not
 * the things the subject works on.
 */

export interface VerbAsked {
  /** The verb's forms as written in a passage: work, works, worked, working. */
  forms: string[];
  /** Analysed terms of the question's subject ("the chat widget"). */
  subject: Set<string>;
  /** The preposition the question ends with ("work on"), if any. */
  prep?: string;
}

const aux = '(?:do|does|did|can|could|will|would|is|are|should|may|might)';
const prep = '(?:on|with|in|into|to|for|from|through|via|at|by)';
// "which <thing> <aux> <subject> [known to|able to] <verb> [<prep>]?"
const shape = new RegExp(
  `\\b(?:which|what)\\s+(?:[\\p{L}-]+\\s+){1,3}?${aux}\\s+((?:[\\p{L}'’-]+\\s+){1,5}?)([\\p{L}-]+)(?:\\s+(${prep.slice(3, -1)}))?\\s*\\??\\s*$`,
  'iu',
);
// Words between the subject and its verb that are neither ("known to", "able to", "meant to").
const linking = /\b(?:known|able|meant|supposed|said|designed|built|made|going|set)\s+to\s*$/i;
const notVerbs = new Set(['be', 'have', 'get', 'do', 'go', 'cost', 'take', 'need', 'want']);

function formsOf(verb: string): string[] {
  const v = verb.toLowerCase();
  const stem = v.endsWith('e') ? v.slice(0, -1) : v;
  const s = /(?:s|sh|ch|x|z)$/.test(v)
    ? `${v}es`
    : /[^aeiou]y$/.test(v)
      ? `${v.slice(0, -1)}ies`
      : `${v}s`;
  const ed = /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ied` : `${stem}ed`;
  return [...new Set([v, s, ed, `${stem}ing`])];
}

/** The verb a list question asks the objects of, and its subject; undefined for other shapes. */
export function verbAsked(question: string): VerbAsked | undefined {
  if (asksPrice(question)) return undefined;
  const m = question.trim().match(shape);
  if (!m) return undefined;
  const before = (m[1] ?? '').replace(linking, '').trim();
  // "What does Lisa do for our call centre?": a preposition inside is no subject.
  if (
    new RegExp(`\\b(?:${prep.slice(3, -1)}|of|about|before|after|while|when|if)\\b`, 'i').test(
      before,
    )
  )
    return undefined;
  // "…can Lisa answer customers on?": the verb may come before a plural object.
  const last = (m[2] ?? '').toLowerCase();
  const previous = before.split(/\s+/).slice(1).at(-1)?.toLowerCase() ?? '';
  const objectLast = /[^s]s$/.test(last) && previous !== '' && !/s$/.test(previous);
  const verbs = (objectLast ? [previous, last] : [last]).filter(
    (v) => v.length >= 3 && !notVerbs.has(v),
  );
  if (verbs.length === 0) return undefined;
  const subject = new Set(analyze(before).filter((t) => !attributeTerms.has(t)));
  const asked: VerbAsked = { forms: verbs.flatMap(formsOf), subject };
  if (m[3]) asked.prep = m[3].toLowerCase();
  return asked;
}

/** The items a unit enumerates right after one of the verb's forms (three or more), or []. */
export function itemsAfterVerb(text: string, asked: VerbAsked): string[] {
  if ((text.match(moneyPattern) ?? []).length > 0) return [];
  // "Which apps does it reply on?" is not answered by "replies in the customer's language".
  const after = new RegExp(
    `\\b(?:${asked.forms.map(escapeRegExp).join('|')})${asked.prep ? `\\s+${asked.prep}` : `(?:\\s+${prep})?`}\\s+([^.;:!?]+)`,
    'iu',
  );
  const tail = text.match(after)?.[1];
  if (!tail) return [];
  // Commas inside brackets belong to one item.
  const flat = tail.replace(/\([^)]*\)/g, (b) => b.replace(/,/g, ' '));
  const items = flat
    .split(/\s*,\s*|\s+(?:or|and)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length < 3) return [];
  // "…with text, links and lists": a phrase of manner, not things named, whether it opens the
  // enumeration or follows its first item ("replies in the customer's language, with text,
  // links and lists").
  if (items.some((i) => new RegExp(`^${prep}\\b`, 'i').test(i))) return [];
  // An enumeration names things in a few words each, not clauses ("every message within
  // seconds, day or night").
  const words = (i: string) => i.replace(/^(?:a|an|the|your|our|their|its)\s+/i, '').split(/\s+/);
  if (items.some((i) => words(i).length > 3)) return [];
  // The subject among the items ("a roof rack, a tow-bar carrier…"): its siblings, not its
  // objects ("factory roof bars" holds only a word of it).
  const subject = [...asked.subject];
  if (subject.length > 0 && items.some((i) => subject.every((t) => analyze(i).includes(t))))
    return [];
  return items;
}

export const enumeratesAfterVerb = (text: string, asked: VerbAsked | undefined): boolean =>
  asked !== undefined && itemsAfterVerb(text, asked).length > 0;

const holdsEnumeration = (p: Passage, asked: VerbAsked) =>
  answerUnits(p.text).some((u) => !u.ordered && enumeratesAfterVerb(u.text, asked));

/**
 * The passage writing the question's verb before an enumeration goes first when the first
 * passage has none: looked for among the first sixteen retrieved, scoring at least 40 % of the
 * first (it may share only the verb and the subject's page with the question).
 */
export function verbEnumerationFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
): Passage[] {
  const top = passages[0];
  const asked = verbAsked(question);
  if (!top || !asked || holdsEnumeration(top, asked)) return [...passages];
  const found = retrieved.find(
    (p, i) => p !== top && i < 16 && p.score >= 0.4 * top.score && holdsEnumeration(p, asked),
  );
  if (!found) return [...passages];
  return [found, ...passages.filter((p) => p !== found)];
}
