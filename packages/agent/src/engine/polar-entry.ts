import type { Passage } from '../types.ts';
import { answersAnotherQuestion } from './answered-question.ts';
import { classifyQuestion } from './question-type.ts';

/**
 * An FAQ entry asking a yes/no question about what the visitor asks ("Will Lisa create duplicate
 * records?" for "will Zoho end up with a duplicate lead for them?"): its answer says whether,
 * though it opens with no yes or no ("Lisa searches by email and phone before creating
 * anything…"). An entry matched through its answer alone answers another question.
 */
export function answersWhetherAsked(
  entry: Passage,
  passages: readonly Passage[],
  question: string,
): boolean {
  return (
    entry.question !== undefined &&
    classifyQuestion(entry.question) === 'yes-no' &&
    !answersAnotherQuestion(entry, passages, question)
  );
}
