// Money asked of the assistant for the visitor's own use: "can you lend me some money?",
// "could you loan us 5,000 till Friday?", "give me some cash", "can I borrow 2,000 from
// you?". A website's assistant answers for its business; only a business that lends (its
// knowledge says so to its visitors: "we lend up to…", "you can borrow…", "apply for a
// loan") may answer. Elsewhere a passage naming lending (a bank among its customers) does not.

import { foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { isStoryLike } from './story-only.ts';

const toAssistant =
  '(?:^|\\b(?:can|could|would|will|please|pls|kindly)\\s+)(?:you|u)\\s+(?:please\\s+|kindly\\s+|just\\s+)?';
const moneyWord =
  '(?:money|cash|funds?|a loan|loans?|an advance|a credit|some|a little|\\d[\\d,.]*(?:k|\\s*(?:shillings?|bob|kes|ksh|dollars?|usd))?)';
const favour = new RegExp(
  `${toAssistant}(?:lend|loan|advance|give|send|spare|wire|transfer)\\s+(?:me|us)\\b(?:\\s+(?:some|a bit of|a little))?\\s+${moneyWord}\\b|\\b(?:can|could|may)\\s+(?:i|we)\\s+borrow\\s+(?:some\\s+)?${moneyWord}(?:\\s+\\S+){0,3}\\s+from\\s+(?:you|u)\\b|\\b(?:nikopeshe|nikopesheni|tukopeshe|unikopeshe|mnikopeshe|pretez[- ]moi|pouvez[- ]vous me preter|peux[- ]tu me preter)\\b`,
);

// A passage speaking to its visitors of lending: "we lend", "you can borrow", "apply for a
// loan", "loans of up to".
const lendsToVisitors =
  /\b(we|you can|you may|apply for|get|take out)\b[^.;!?]*\b(lend|lends|loan|loans|borrow|advance)\b|\bloans? (of|from|up to)\b/;

/** Whether the message asks the assistant for money and no passage offers loans to visitors. */
export function asksForMoney(message: string, passages: readonly Passage[]): boolean {
  if (!favour.test(foldText(message).replace(/\s+/g, ' '))) return false;
  return !passages.some(
    (p) => !isStoryLike(p) && lendsToVisitors.test(foldText(`${p.question ?? ''} ${p.text}`)),
  );
}
