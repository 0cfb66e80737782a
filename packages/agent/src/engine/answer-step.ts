import { foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Retriever } from '../types.ts';
import { answeredItems, lineItem } from './previous-items.ts';
import { namesBefore, relativeStep } from './relative-item.ts';

/**
 * "et la taille au-dessus ?" after "A Medium knowledge base costs $500 to set up": a step
 * along an ordered list taken from the item the previous ANSWER named, for when the previous
 * question does not name it the way the knowledge does (a French or Swahili question, read
 * through the glossary, says "knowledge base medium"). The list is the knowledge's own (the
 * names standing before the item's kind, in order), so it works for any business's tiers,
 * plans or sizes.
 */

/** The one item a previous answer is about: its first line, when it names one. */
function answerSubject(answer: string) {
  if (answeredItems(answer).length >= 2) return undefined;
  const first = answer
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0 && !/^_.*_$/.test(l));
  return first ? lineItem(first) : undefined;
}

/** The previous question asked of the neighbour of the previous answer's item, or undefined. */
export async function answerStepQuestion(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string,
  previousAnswer: string | undefined,
  original?: string,
): Promise<string | undefined> {
  if (!previousAnswer) return undefined;
  const step = relativeStep(message) || (original ? relativeStep(original) : 0);
  if (step === 0) return undefined;
  const subject = answerSubject(previousAnswer);
  if (!subject?.kind) return undefined;
  const passages = await retriever.search(businessId, `${subject.name} ${subject.kind}`, 5);
  for (const passage of passages) {
    const list = namesBefore(passage.text, subject.kind);
    if (list.length < 3) continue;
    const at = list.findIndex((n) => foldText(n) === foldText(subject.name));
    const neighbour = at >= 0 ? list[at + step] : undefined;
    if (!neighbour) continue;
    // The kind comes along when the previous question wrote it in other words.
    const saysKind = new RegExp(`\\b${escapeRegExp(subject.kind)}`, 'i').test(previous);
    const thing = saysKind ? neighbour : `${neighbour} ${subject.kind}`;
    const named = new RegExp(`\\b${escapeRegExp(subject.name)}\\b`, 'i');
    return named.test(previous)
      ? previous.replace(named, thing)
      : `${previous.replace(/[?!.]+$/, '')} ${neighbour} ${subject.kind}`;
  }
  return undefined;
}
