import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { asksCircumstances } from './unit-shape.ts';

// "When exactly does Acme stop and hand a chat to my staff?", "when is a chat passed on?": a
// "when" question reads as asking a time, but a list under a heading stating the same event
// ("When Acme hands over") says in which cases it happens. Only a heading naming the event in
// the question's words: "when do my credits run out?" is no question about handing over,
// though that list mentions credits running out.

/** A list of two items or more under a heading opening with "when", "if" or "whenever". */
const statesWhen = (p: Passage) =>
  /^(?:when|if|whenever)\b/i.test((p.section ?? '').trim()) &&
  answerUnits(p.text).filter((u) => u.listItem).length >= 2;

/**
 * The passages with the list stating when the asked event happens first, among the first
 * `within` retrieved, on the best passage's page or scoring at least half as well; undefined
 * when the question asks no such thing or no heading names its event.
 */
export function circumstanceListFirst(
  question: string,
  passages: readonly Passage[],
  retrieved: readonly Passage[],
  names: ReadonlySet<string>,
  within = 16,
): Passage[] | undefined {
  const top = passages[0];
  if (!top || !asksCircumstances.test(foldText(question))) return undefined;
  const asked = new Set(analyze(question));
  const namesEvent = (p: Passage) =>
    analyze((p.section ?? '').replace(/^\s*(?:when|if|whenever)\b/i, '')).some(
      (t) => !names.has(t) && asked.has(t),
    );
  const list = retrieved.find(
    (p, i) =>
      i < within &&
      statesWhen(p) &&
      namesEvent(p) &&
      (p.sourceId === top.sourceId || p.score >= 0.5 * top.score),
  );
  if (!list) return undefined;
  return [list, ...passages.filter((p) => p.chunkId !== list.chunkId)];
}
