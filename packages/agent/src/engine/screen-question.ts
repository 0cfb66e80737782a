import { lineAsked } from './exact-line.ts';

/**
 * "Our developer needs a token for the backend. Where in the dashboard does he make one?": the
 * scene before the question spreads its words over every passage, so the question is judged
 * again as it stands alone, with "one" (or "it") read as the thing the scene names: "Where in
 * the dashboard does he make a token?". Only for a question asking where in the product to
 * do something (the line naming a screen answers it); undefined otherwise.
 */
const sentenceEnd = /(?<=[.!?])\s+/;
// The thing an earlier sentence names: "needs a token", "we have an API key", "got the key".
const namedThing =
  /\b(?:a|an|the|our|my|their|his|her)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+?)(?=\s+(?:for|to|from|in|on|at|that|which|so|because|but|and)\b|\s*[.,;!?]|\s*$)/iu;
const pronoun = /\b(one|it)\b(?=\s*[?.!]?\s*$)/i;

export function screenQuestionAlone(message: string): string | undefined {
  const sentences = message.trim().split(sentenceEnd);
  if (sentences.length < 2) return undefined;
  const last = sentences.at(-1) as string;
  if (lineAsked(last) !== 'screen') return undefined;
  if (!pronoun.test(last)) return last;
  for (const sentence of sentences.slice(0, -1).reverse()) {
    const thing = sentence.match(namedThing)?.[1];
    if (thing)
      return last.replace(pronoun, (word) =>
        word.toLowerCase() === 'one' ? `a ${thing}` : `the ${thing}`,
      );
  }
  return last;
}
