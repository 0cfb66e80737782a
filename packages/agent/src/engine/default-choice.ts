import { escapeRegExp } from '../text/escape-regexp.ts';
import { statesMoney } from '../text/money.ts';
import type { Passage } from '../types.ts';

/**
 * The option a form or a setting starts with, in a visitor's words: "if I leave the support
 * choice untouched", "without changing the plan", "if I don't pick a package" all take the
 * default. Help pages name it ("Standard is the default"), so a question about "the default
 * X" is asked of that item by its name: its price is a line about the item, never about the
 * word "default".
 */
const choiceNouns =
  'choice|choices|option|options|selection|setting|settings|field|package|plan|tier|dropdown|value|size';

// "leave the support choice untouched", "leave the plan as it is", "leave that field blank".
const leftAsIs = new RegExp(
  String.raw`\bleav(?:e|es|ing)\s+(?:the|my|our|that|this|your)\s+((?:[\p{L}-]+\s+){0,3}?)(${choiceNouns})\s+(?:untouched|unchanged|as\s+it\s+is|as\s+is|alone|blank|empty|at\s+its\s+default)\b`,
  'giu',
);
// "without changing the support package", "if I don't pick a plan", "never touch the option".
const leftUnchosen = new RegExp(
  String.raw`\b(?:without|(?:do\s+not|don'?t|never|not)\s+)\s*(?:chang|touch|pick|choos|select|switch)\w*\s+(?:the|a|any|my|our|that|this|your)\s+((?:[\p{L}-]+\s+){0,3}?)(${choiceNouns})\b`,
  'giu',
);

/** The question with the default named as such: "keep the default support choice". */
export function defaultIdioms(text: string): string {
  return text
    .replace(leftAsIs, (_m, words: string, noun: string) => `keep the default ${words}${noun}`)
    .replace(leftUnchosen, (_m, words: string, noun: string) => `keep the default ${words}${noun}`);
}

// "Standard is the default", "the default is Standard", "defaults to Standard".
const name = String.raw`(\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,2})`;
const statedDefault = [
  new RegExp(String.raw`${name}\s+is\s+(?:the\s+)?default\b`, 'u'),
  new RegExp(String.raw`\bthe\s+default\s+(?:\p{Ll}+\s+){0,2}is\s+${name}`, 'u'),
  new RegExp(String.raw`\bdefaults?\s+to\s+${name}`, 'u'),
];

interface NamedDefault {
  /** The question with the default's name after "default". */
  question: string;
  /** The passage stating the default, and the default's name. */
  statedIn: Passage;
  item: string;
}

/**
 * The question asked of the item a passage says is the default ("…the default support
 * choice…" -> "…the default Standard support choice…"; "default" stays), from the first of
 * the best three passages stating one. Undefined when the question names no default, none is
 * stated, or the question already names it.
 */
export function defaultNamed(
  question: string,
  passages: readonly Passage[],
): NamedDefault | undefined {
  if (!/\bdefault\b/i.test(question)) return undefined;
  for (const p of passages.slice(0, 3))
    for (const pattern of statedDefault) {
      const item = p.text.match(pattern)?.[1];
      if (!item || /^(?:The|This|That|It)$/.test(item)) continue;
      if (new RegExp(`\\b${escapeRegExp(item)}\\b`, 'i').test(question)) return undefined;
      return { question: question.replace(/\bdefault\b/i, `default ${item}`), statedIn: p, item };
    }
  return undefined;
}

/**
 * The passages found for the named default, the one stating it first; a passage pricing
 * another item of the same name ("The Standard support plan costs $150" on the pricing page,
 * when the quote form's Standard is the default) is left out.
 */
export function defaultFirst(passages: readonly Passage[], named: NamedDefault): Passage[] {
  const name = new RegExp(`\\b${escapeRegExp(named.item)}\\b`);
  const stated = passages.find((p) => p.chunkId === named.statedIn.chunkId) ?? named.statedIn;
  const rivals = (p: Passage) =>
    p.sourceId !== stated.sourceId && name.test(p.text) && statesMoney(p.text);
  return [stated, ...passages.filter((p) => p !== stated && !rivals(p))];
}
