// The visitor's own instance of a thing the knowledge names: "our WhatsApp line", "my Shopify
// store", "our Slack workspace". The knowledge says "WhatsApp"; the head noun ("line",
// "store") is the visitor's wording of their copy of it, and weighs as much as the thing
// itself in the coverage, so an answerable question ends in "I don't know".

import { baseForms } from '../language/wordnet/wordnet.ts';
import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { attributeTerms } from './question-type.ts';

const possessive = /\b(?:my|our)\s+/giu;
const wordPattern = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u;

/**
 * The question without the head noun of a possessed phrase ("our WhatsApp line" -> "our
 * WhatsApp") when the best passage holds every other word of the phrase, one of them naming
 * a thing, and not the head; undefined when there is none. Only for a question whose every
 * word the knowledge base knows: an unknown word may be the very subject ("our Netflix
 * subscription").
 */
export function withoutOwnHead(
  question: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): string | undefined {
  const top = passages[0];
  if (!top?.matchedTerms || (top.unknownShare ?? 0) > 0) return undefined;
  const held = new Set(top.matchedTerms.filter((m) => !m.corrected).map((m) => m.term));
  const names = (t: string) => held.has(t) && !attributeTerms.has(t) && !ignore.has(t);
  for (const match of question.matchAll(possessive)) {
    const phrase = phraseAt(question, match.index + match[0].length);
    // The head is the first word after the held ones: "our WhatsApp line connected".
    const heldCount = phrase.findIndex((w) => !held.has(w.term));
    const head = heldCount > 0 ? phrase[heldCount] : undefined;
    const before = phrase.slice(0, heldCount);
    if (!head || !isNoun(head.word) || !before.some((w) => names(w.term))) continue;
    // "my site need to log in", "my router keeps dropping": a verb, not the head noun.
    if (/^\s*(?:to\b|[\p{L}]+ing\b)/iu.test(question.slice(head.end))) continue;
    return `${question.slice(0, head.start)}${question.slice(head.end)}`.replace(/\s{2,}/g, ' ');
  }
  return undefined;
}

const isNoun = (word: string) => baseForms(word.toLowerCase(), 'noun').length > 0;

interface PhraseWord {
  word: string;
  term: string;
  start: number;
  end: number;
}

/** Up to three content words from `from`, ending at the first function word or punctuation. */
function phraseAt(text: string, from: number): PhraseWord[] {
  const words: PhraseWord[] = [];
  let at = from;
  while (words.length < 3) {
    const found = wordPattern.exec(text.slice(at));
    if (!found) break;
    const terms = analyze(found[0]);
    const term = terms[0];
    if (terms.length !== 1 || !term) break;
    words.push({ word: found[0], term, start: at, end: at + found[0].length });
    at += found[0].length;
    const gap = /^ +/.exec(text.slice(at));
    if (!gap) break;
    at += gap[0].length;
  }
  return words;
}
