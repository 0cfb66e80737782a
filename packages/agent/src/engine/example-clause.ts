import type { SituatedQuestion } from './situation.ts';

// "Can Lisa start a WhatsApp chat, say to remind a customer their hire car is due back?": an
// example after the question, introduced by "say", "for example", "for instance" or "e.g.",
// tells the visitor's own case in words no page holds (the hire car), as a situation told
// first does. The example is the situation, and the question before it is what is asked.
const trailingExample =
  /^(.*?\p{L}.*?),\s*(?:say|for example|for instance|e\.g\.?|eg|such as)[\s,:]+(.*?\p{L}.*?)\s*[?？]\s*$/iu;
const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/** The question asked and the example told after it, or undefined without such an example. */
export function splitExample(message: string): SituatedQuestion | undefined {
  const found = trailingExample.exec(message.trim());
  if (!found?.[1] || !found[2]) return undefined;
  const question = `${found[1].trim()}?`;
  if (wordCount(question) < 3 || wordCount(found[2]) < 2) return undefined;
  return { situation: found[2].trim(), question };
}
