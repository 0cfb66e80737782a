// A yes or no about a price's manner or condition, not its amount. "Are fees billed in
// euros?" asks the currency; "Do we have to pay for a premium licence before the bot can
// send invoices?" asks whether a purchase is a condition. A price word in either does not
// make it a price question: the answer is the sentence naming the currency or the condition.
const opensYesNo = /^(?:is|are|do|does|did|will|would|can|could|must|should)\b/;
const currencyManner =
  /\b(?:in|with|using)\s+(?:us\s+|local\s+|our\s+|my\s+|your\s+|a\s+foreign\s+|foreign\s+)?(?:dollars?|usd|shillings?|kes|ksh|euros?|eur|pounds?|gbp|rands?|nairas?|francs?|currency|currencies|cash)\b/;
const purchaseAsCondition =
  /^(?:(?:do|does|will|would|should)\s+(?:i|we|you|they|my|our)\b.*\b(?:have to|need to|got to)|(?:must|should)\s+(?:i|we|you|they))\s+(?:pay|buy|purchase|subscribe|upgrade)\b.*\b(?:before|first|in order to|so that|for \S+ to)\b/;

/** True when a folded price question asks yes or no about its currency or its condition. */
export function asksPriceManner(folded: string): boolean {
  if (!opensYesNo.test(folded)) return false;
  return currencyManner.test(folded) || purchaseAsCondition.test(folded);
}
