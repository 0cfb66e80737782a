import type { Passage } from '../types.ts';
import { unknownOwnThing } from './own-thing.ts';
import { storyOnly } from './story-only.ts';
import { asksForTask } from './task-request.ts';
import { asksOfStoryCompany, asksOfVendor } from './third-party.ts';
import { unknownAudience, unknownHead, unknownSubject } from './unknown-subject.ts';

/**
 * The question is about someone or something else than the business's own offer: another
 * company's prices, a customer's story, a task for the assistant, a subject or a kind of
 * customer the knowledge never names. Whatever a passage matches, such a question gets "I
 * don't know" — also when a rescue for low confidence would otherwise answer it (a quantity
 * read in a banded price list: "the interest <a customer> charges on a 10,000 shilling loan").
 */
export function answersForOthers(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  return (
    asksForTask(query) ||
    asksOfStoryCompany(query, passages, ignore) ||
    asksOfVendor(query, passages, ignore) ||
    storyOnly(passages, query, ignore) ||
    unknownSubject(query, passages, ignore) ||
    unknownAudience(query, passages, ignore) ||
    unknownHead(query, passages, ignore) ||
    unknownOwnThing(query, passages, ignore)
  );
}
