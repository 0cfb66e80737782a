import { analyze, foldText } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';

/**
 * A charge paid once is a setup fee, whatever the visitor calls it: "what would you charge
 * once to put Lisa on our line?", "the one-time fee", "a once-off payment". "What is the
 * one-time Messenger setup?" asks a price, not the steps of a setup. Knowledge states such
 * prices as "X setup costs $300"; when the question as asked finds no passage stating an
 * amount first (a customer story saying what "a service costs", a page of steps), it is
 * searched again with the word "setup" it implies. Only then: searched with "setup" from
 * the start, "a knowledge base costs $1,500 to set up (… synced data)" outranked the
 * calendar asked about in "bookings synced with our calendar. What does it cost once?";
 * so the passage found again is taken only when one of its priced lines names a thing the
 * asking sentence names ("…on our WhatsApp line?" and "WhatsApp setup costs $300").
 * "Upfront" is left out: "paying a year upfront" is an annual prepayment, not a setup.
 */
// "one-time" and "one-off" name a charge unless a code or a password follows ("the one-time
// code"); "once" only right after a word of charging, and not where it opens a clause
// ("what do I pay once we pass 1,000 credits?").
const oneOffWord =
  /\b(?:one[- ]?time|one[- ]?off|once[- ]off)\b(?! (?:code|password|passcode|pin|link|token|otp|login|verification)s?\b)/;
const chargedOnce =
  /\b(?:charge|bill|invoice|pay|cost|fee)\w* (?:\w+ ){0,3}?(?:only )?(?:just )?once\b(?! (?:we|i|you|they|it|he|she|the|a|an|my|our|your|their|that|this|there|its|more)\b)/;
const setupWord = /\b(?:set[- ]?up|setting up|installation|onboarding)\b/;

const fold = (question: string) =>
  foldText(question)
    .replace(/[^\p{L}\p{N}$'\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the question names a charge paid once (see above). */
export function asksOneOffCharge(question: string): boolean {
  const q = fold(question);
  return oneOffWord.test(q) || chargedOnce.test(q);
}

/** The question searched again for a one-off charge: with the word "setup" it implies. */
export function withImpliedSetup(question: string): string | undefined {
  if (!asksOneOffCharge(question) || setupWord.test(fold(question))) return undefined;
  return `${question} setup`;
}

/** Whether a passage states an amount of money. */
export const holdsMoney = (p: Passage | undefined): boolean =>
  p !== undefined && (p.text.match(moneyPattern) ?? []).length > 0;

/** The sentence of a message that asks: the last one ending in "?", else the whole message. */
const askingSentence = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .reverse()
    .find((s) => s.trim().endsWith('?')) ?? text;

/**
 * Whether a line of the passage states an amount and names a thing of the question's asking
 * sentence (a word that is no attribute such as "setup" or "cost", nor the business's name).
 */
export function pricesAskedThing(
  p: Passage | undefined,
  question: string,
  businessNames: ReadonlySet<string>,
): boolean {
  if (!p) return false;
  const things = analyze(askingSentence(question)).filter(
    (t) => t.length > 2 && !attributeTerms.has(t) && !businessNames.has(t),
  );
  return answerUnits(p.text).some((u) => {
    if ((u.text.match(moneyPattern) ?? []).length === 0) return false;
    const terms = new Set(analyze(u.text));
    return things.some((t) => terms.has(t));
  });
}
