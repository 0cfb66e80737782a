import { foldText } from '../text/analyzer.ts';
import type { QuestionKind } from './question-type.ts';

// What an answer must hold to speak of a price at all: an amount of money, or a word of
// paying ("free", "discount", "billed", "quote"). A page describing the asked thing in
// prose ("Non-profits serve large communities with small teams") shares its subject with
// "is there nonprofit pricing?" but holds no answer to it.
const speaksOfMoney =
  /[$€£]|\b(usd|kes|ksh|eur|gbp|dollars?|shillings?|euros?|pounds?|cents?|money)\b|\b(pric\w*|cost\w*|fees?|charg\w*|free|discount\w*|pay\w*|paid|bill\w*|invoic\w*|quot\w*|rates?|tariffs?|subscri\w*|credits?|budget\w*|cheap\w*|expensive|afford\w*|waive[sd]?|refund\w*)\b/;

// A saving asked for by name is a price asked too: "any special deal for charities?", "do you
// have a promo code?", "is there a student discount?".
const asksSaving =
  /\b(discount\w*|deals?|promo\w*|coupons?|vouchers?|special (offers?|rates?|prices?|pricing)|reduced (rates?|prices?|fees?))\b/;

/**
 * A price (or a saving) was asked and the answer composed for it says nothing about money:
 * whatever words it shares with the question, it answers something else.
 */
export function answersNoPrice(kind: QuestionKind, question: string, body: string): boolean {
  if (kind !== 'price' && !asksSaving.test(foldText(question))) return false;
  return !speaksOfMoney.test(foldText(body));
}
