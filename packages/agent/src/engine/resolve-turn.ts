import type { Retriever } from '../types.ts';
import { answerStepQuestion } from './answer-step.ts';
import { bandStepQuestion } from './band-step.ts';
import { rewriteFollowUp } from './follow-up.ts';
import { listAnaphorQuestion } from './list-anaphor.ts';
import { prerequisitesQuestion } from './prerequisites.ts';
import { previousItemQuestion } from './previous-items.ts';
import { pronounCarry } from './pronoun-carry.ts';
import { quantityCarry } from './quantity-carry.ts';
import { relativeItemQuestion } from './relative-item.ts';
import { remainderCarry } from './remainder-carry.ts';
import { onPreviousTopic } from './topic-carry.ts';
import { trailingReferenceQuestion } from './trailing-reference.ts';

/** The bot's previous reply, and the message as the visitor wrote it (before translation). */
export interface PreviousTurn {
  answer?: string | undefined;
  original?: string | undefined;
}

/**
 * A visitor message as a question that stands alone, given the previous standalone
 * question: a step along the previous answer's ranges ("and in the band right after it?")
 * or list ("and the package above that one?", "and for the next thousand?"), else an elliptical follow-up rewritten with the previous
 * subject ("and for Asana?", "what would that one set us back?"), else a short question
 * kept on the previous topic when the knowledge answers it there ("which error code comes
 * back?"). Undefined when the message stands alone.
 */
export async function resolveFollowUp(
  retriever: Retriever,
  businessId: number,
  message: string,
  previous: string | undefined,
  names: ReadonlySet<string>,
  turn: PreviousTurn = {},
): Promise<string | undefined> {
  const previousAnswer = turn.answer;
  if (!previous) return undefined;
  // "the cheapest one, what's included?": an item of the previous answer's list.
  const item = await previousItemQuestion(
    retriever,
    businessId,
    message,
    previousAnswer,
    turn.original,
  );
  if (item) return item;
  // "if we buy 2,000, what's the total?" after a price per credit: 2,000 credits, then read
  // like any follow-up ("and at 12,000?" still asks the price per credit).
  const counted = quantityCarry(message, previous, previousAnswer);
  const own = counted ?? message;
  return (
    // "do the rest vanish?" after "we buy credits and use half": the credits.
    remainderCarry(own, previous) ??
    (await bandStepQuestion(retriever, businessId, own, previous)) ??
    (await relativeItemQuestion(retriever, businessId, own, previous, names)) ??
    // "et la taille au-dessus ?": a step from the item the previous answer named.
    (await answerStepQuestion(
      retriever,
      businessId,
      own,
      previous,
      previousAnswer,
      turn.original,
    )) ??
    (await listAnaphorQuestion(retriever, businessId, own, previous, names)) ??
    prerequisitesQuestion(own, previous, names) ??
    rewriteFollowUp(own, previous, names) ??
    trailingReferenceQuestion(own, previous, names) ??
    pronounCarry(own, previous, names) ??
    (await onPreviousTopic(retriever, businessId, own, previous, names)) ??
    counted
  );
}
