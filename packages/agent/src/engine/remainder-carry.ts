import { foldText } from '../text/analyzer.ts';
import { stopwords } from '../text/stopwords.ts';

// What is left of something bought or used is still that thing: "If we buy credits and only
// use half, do the rest vanish?", "We topped up 5,000 credits. Will the leftovers be lost
// after a year?". "The rest", "the remainder", "leftovers" and "what's left" name no thing of
// their own; the thing is the one the turn before bought or used. The question is asked of
// that thing ("do the credits vanish?"), which the knowledge states things about; "the rest"
// alone reads as a word of its own (a REST API).

// "the rest", "the remainder", "(the) leftovers", "what's left (over)", "whatever remains", "the
// unused ones", "the remaining part" — not followed by a noun of their own ("the rest of the
// team", "the remaining steps").
const remainder =
  /\b(?:(?:the|any|our|my)\s+(?:rest|remainder|leftovers?|remaining\s+(?:ones?|part|portion|balance)|unused\s+(?:ones?|part|portion))|leftovers|what(?:'s|’s|\s+is)\s+left(?:\s+over)?|whatever\s+(?:is\s+left|remains))\b(?!\s+of\b)/iu;

// A verb of getting or using something counted, then (after a few words: "a big batch of",
// "5,000") the plural thing itself: "buys credits", "topped up 5,000 credits".
const acquired =
  /\b(?:buy|buys|bought|buying|purchase|purchases|purchased|purchasing|top(?:s|ped|ping)?\s+up(?:\s+with)?|load|loads|loaded|get|gets|got|order|orders|ordered|use|uses|used|pay\s+for|paid\s+for)\s+((?:[\p{L}\p{N},.'’-]+\s+){0,4}?)([\p{L}]{3,}s)\b/giu;

/** The plural thing the text buys or uses ("credits"), the last one it names; else undefined. */
export function countedThing(text: string): string | undefined {
  let thing: string | undefined;
  for (const m of foldText(text).matchAll(acquired)) {
    const noun = m[2] ?? '';
    if (!stopwords.has(noun) && !/ss$/.test(noun)) thing = noun;
  }
  return thing;
}

/**
 * The message asked of the thing the previous turn bought or used, when it names only what is
 * left of it ("do the rest vanish?" after "we buy credits and only use half" -> "do the
 * credits vanish?"); undefined otherwise.
 */
export function remainderCarry(message: string, previous: string): string | undefined {
  if (!remainder.test(message)) return undefined;
  const thing = countedThing(previous);
  if (!thing) return undefined;
  return message.replace(remainder, `the ${thing}`);
}
