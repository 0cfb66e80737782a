import type { Passage } from '../types.ts';
import { moneyPattern } from './compose-answer.ts';
import type { QuestionKind } from './question-type.ts';

const statesAmount = (p: Passage) => (p.text.match(moneyPattern) ?? []).length > 0;

/**
 * The passages in the order the answer should weigh them, by what the question asks. BM25
 * ranks "how to connect Asana" (the name three times in a short passage) above the pricing
 * list that holds "Asana setup costs $100" once among thirteen prices, although the list
 * holds more of the question. A price question is answered by a passage stating an amount:
 * the best such passage that covers at least as much of the question as the first one, and
 * scores at least half as well, goes first.
 */
export function rankForKind(passages: readonly Passage[], kind: QuestionKind): Passage[] {
  const top = passages[0];
  if (kind !== 'price' || !top || statesAmount(top) || top.coverage === undefined)
    return [...passages];
  const priced = passages.find(
    (p, i) =>
      i > 0 &&
      i < 6 &&
      statesAmount(p) &&
      (p.coverage ?? 0) > (top.coverage ?? 0) &&
      p.score >= 0.5 * top.score,
  );
  if (!priced) return [...passages];
  return [priced, ...passages.filter((p) => p !== priced)];
}
