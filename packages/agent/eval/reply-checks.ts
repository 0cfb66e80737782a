// How a reply is judged: facts present, other prices quoted, language of the agent's own
// sentences.
import { detectLanguage } from '../src/language/detect-language.ts';

// A money amount with its currency: "$300", "USD 1,500", "KES 1,000", "KSh 0.62",
// "1.00 KES", "300 dollars". A bare number ("1,000 × 1.00") is not a price.
const money =
  /(?:\$|\bUSD|\bKES|\bKSh\.?)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:\$|USD\b|KES\b|KSh\b|dollars\b|shillings\b)/gi;

/** The text the visitor reads as the answer: without the sources list ("Sources:\n- [1] …"). */
export function answerBody(text: string): string {
  return text.split(/\n\s*\n[^\n]{1,40}:\n- \[\d+\]/)[0] ?? text;
}

export function missingFacts(text: string, facts: readonly RegExp[]): RegExp[] {
  return facts.filter((f) => !f.test(text));
}

/**
 * Prices in the answer other than the asked ones: every money amount that no fact regex
 * matches, counted per occurrence (the same other price twice counts twice).
 */
export function otherPrices(text: string, facts: readonly RegExp[]): string[] {
  const amounts = answerBody(text).match(money) ?? [];
  return amounts.filter((a) => !facts.some((f) => f.test(a)));
}

/**
 * The language of the reply's first paragraph, where the engine puts its own sentences
 * (the "answering in English" note, the don't-know, the handoff), by the engine's own
 * detector; "und" when it cannot tell.
 */
export function firstParagraphLanguage(text: string): string {
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/[_*]|\[\d+\]/g, ' ');
  return detectLanguage(first, 'und');
}

export function firstLine(text: string, max = 140): string {
  return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, max);
}
