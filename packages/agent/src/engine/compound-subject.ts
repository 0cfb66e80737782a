// A name and the noun it modifies: "a WordPress theme", "the Shopify checkout", "a Slack
// emoji". The knowledge may hold both words apart ("works on WordPress…", "data-theme") and
// never the thing they name together: then it says nothing about that thing.

import { baseForms } from '../language/wordnet/wordnet.ts';
import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { attributeTerms } from './question-type.ts';

// Words after a name that do not name a thing of it: "WhatsApp too", "Slack now", "Odoo
// version" is asked of Odoo itself; an object pronoun makes the name a verb ("DMs us",
// "WhatsApp me", "Slack them").
const notAThing =
  /^(us|me|you|him|her|it|them|one|ones|any|all|some|each|both|either|too|also|still|only|just|now|then|here|there|please|pls|thanks|again|already|yet|ever|even|instead|anymore|version|versions|account|accounts|user|users|app|apps|[\p{L}]+ly|[\p{L}]+ing)$/u;

const isNoun = (word: string) => baseForms(word.toLowerCase(), 'noun').length > 0;

/**
 * The sentences and list items of a passage, each as its set of terms with its page's title
 * and section: what a page is about stands for every sentence of it ("Using Slack with Lisa":
 * "Choose a channel for each notification type" is a Slack notification).
 */
const unitsOf = (p: Passage) => {
  const heading = analyze(`${p.section ?? ''} ${p.title}`);
  return `${p.question ?? ''}\n${p.text}`
    .split(/(?<=[.!?])\s+|\n+/)
    .map((unit) => analyze(unit))
    .filter((terms) => terms.length > 0)
    .map((terms) => new Set([...terms, ...heading]));
};

/**
 * A name written as one mid-sentence ("WordPress", "iPhone") followed by a lower-case noun ("theme"),
 * both held by the retrieved passages, but never in one sentence of one passage: the thing
 * they name together is not in the knowledge. Attribute words ("WhatsApp setup", "Slack
 * price") ask about the name itself and are left out.
 */
export function unheldCompound(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const top = passages[0];
  if (!top?.unknownShare || (top.matchedTerms ?? []).some((m) => m.corrected)) return false;
  const words = query.split(/\s+/);
  const units = passages.flatMap(unitsOf);
  const held = new Set(units.flatMap((u) => [...u]));
  for (let i = 1; i < words.length - 1; i++) {
    const name = (words[i] ?? '').replace(/[^\p{L}\p{N}-]/gu, '');
    const raw = words[i + 1] ?? '';
    const word = raw.replace(/[^\p{L}-]/gu, '');
    // Written as a name ("WordPress", "iPhone"), not a sentence's first word, and not ending
    // its phrase.
    if (!/\p{Lu}/u.test(name) || /[.!?:]$/.test(words[i - 1] ?? '')) continue;
    if (/[^\p{L}\p{N}-]$/u.test(words[i] ?? '')) continue;
    if (!/^\p{Ll}+$/u.test(word) || notAThing.test(foldText(word))) continue;
    const [nameTerm] = analyze(name);
    const [term] = analyze(word);
    if (!nameTerm || !term || ignore.has(nameTerm) || ignore.has(term)) continue;
    if (attributeTerms.has(term) || !held.has(nameTerm) || !held.has(term)) continue;
    if (!isNoun(word)) continue;
    if (!units.some((u) => u.has(nameTerm) && u.has(term))) return true;
  }
  return false;
}
