// The visitor's own thing as what the question is about: "my laptop has become slow", "why
// does my router keep dropping?", "can you repair our generator?". When the knowledge never
// uses the thing's word, a passage sharing the rest of the question ("slow", "speed")
// answers about something else, whatever it matches.

import { baseForms } from '../language/wordnet/wordnet.ts';
import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { qualifiesAudience } from './audience-qualifier.ts';
import { namesPerson } from './person-head.ts';

const termsOf = (p: Passage) =>
  analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`);

// "my X", the possessive not led by a preposition ("for my salon" says who the answer is
// for, not what it is about) nor inside a clause of time or condition ("once our usage
// lands between…": a scene around the question).
const possessed = /(?:^|[^\p{L}'’]+)(?:(\p{L}+)[^\p{L}]+)?(?:my|our)\s+([\p{L}'’-]+)/gu;
const preposition =
  /^(for|to|on|in|into|with|from|about|at|by|of|like|than|per|via|through|under|over|without|within|across|behind|beside|between|among|around|towards?|onto|upon)$/;
const subordinate =
  /\b(when|whenever|if|once|while|until|till|after|before|because|since|as soon as|unless|so that)\b[^,;]*$/;
// Words after "my"/"our" that name no thing of its own ("my own", "our very first"), or the
// visitor's business itself, which every business's knowledge serves whatever word it uses
// ("our shop runs on…", "my clinic gets…").
const notAThing =
  /^(own|very|first|last|next|new|old|current|main|only|whole|entire|other|existing|two|three|few|many|several|shop|shops|store|stores|website|site|web|page|business|company|firm|organi[sz]ation|clinic|office|brand|account|app|team|staff|customers?|clients?|users?|visitors?)$/;

const isNoun = (word: string) => baseForms(word.toLowerCase(), 'noun').length > 0;

/** The sentence of a message that asks: the last one ending in "?", else the last one. */
const askingSentence = (text: string) => {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  return [...sentences].reverse().find((s) => s.trim().endsWith('?')) ?? sentences.pop() ?? '';
};

/**
 * The question is about a thing of the visitor's (the word after "my"/"our") that no
 * retrieved passage names, and the best passage leaves words of the question unknown to the
 * knowledge, none read as a typo.
 */
export function unknownOwnThing(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const top = passages[0];
  // (Not only when the retriever reports unknown words: a word matched by meaning alone, as
  // word vectors match it, is unknown to the passages all the same.)
  if (!top || (top.matchedTerms ?? []).some((m) => m.corrected)) return false;
  const held = new Set(passages.flatMap(termsOf));
  const text = foldText(askingSentence(query));
  for (const m of text.matchAll(possessed)) {
    const lead = `${text.slice(0, m.index)} ${m[1] ?? ''}`;
    if (preposition.test(m[1] ?? '') || subordinate.test(lead)) continue;
    const word = m[2] ?? '';
    const [term] = analyze(word);
    if (!term || notAThing.test(word) || ignore.has(term) || held.has(term)) continue;
    // ("our Brazilian customers": the customers are the thing, and every business has them.)
    const after = text.slice((m.index ?? 0) + m[0].length).match(/^\s+([\p{L}'’-]+)/u)?.[1];
    if (qualifiesAudience(word, after)) continue;
    // ("my personal trainers", "our instructors": the visitor's people, whom every business has,
    // like its staff and customers.)
    if (namesPerson(word) || (baseForms(word, 'adj').length > 0 && after && namesPerson(after)))
      continue;
    if (isNoun(word)) return true;
  }
  return false;
}
