import { foldText } from '../text/analyzer.ts';
import { subjectOf } from './follow-up.ts';

// A message ending on a preposition and a pronoun points back at the previous question's
// subject, whatever else it names: "is a free Gmail account enough for that?", "do I need
// admin rights for this?", "can my intern help with it?", "what would we pay for them?". The
// thing it names (the account, the rights) is what it asks about the previous subject.
const endsPointingBack =
  /\b(?:for|with|on|in|into|to|about|from|by|of|through|without|using|behind)\s+(?:that|this|it|them|those|these|that one|this one)\s*[?!.]*$/i;

/**
 * The message with the previous question's subject added when it ends pointing back at it
 * and does not already say it; undefined otherwise.
 */
export function trailingReferenceQuestion(
  message: string,
  previous: string,
  names: ReadonlySet<string>,
): string | undefined {
  if (!endsPointingBack.test(message)) return undefined;
  const said = new Set(foldText(message).split(/[^\p{L}\p{N}]+/u));
  const subject = subjectOf(previous, names).filter((w) => !said.has(w));
  if (subject.length === 0) return undefined;
  return `${message.trim().replace(/[?!.]+$/, '')} ${subject.join(' ')}`;
}
