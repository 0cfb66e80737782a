import { analyze, foldText } from '../text/analyzer.ts';
import type { Retriever } from '../types.ts';
import { attributeOfEarlier } from './attribute-part.ts';
import { thingWords } from './follow-up.ts';
import { joinNamesAsk } from './list-cues.ts';
import { attributeTerms, classifyQuestion, splitQuestions } from './question-type.ts';
import { sharedTopicParts } from './shared-topic.ts';
import { onPreviousTopic } from './topic-carry.ts';

// "…, and who gets the task it creates?", "… and why does it stop?": a conjunction before a
// question word asking a person or a reason opens a second question too.
const personOrReason = /\s*(?:,\s*)?\b(?:and|also|plus)\s+(?=(?:who|whom|whose|why)\s+\S+\s+\S)/i;

/** The questions of a message: `splitQuestions`, then each split before "and who/why". */
export function splitTwoInOne(message: string): string[] {
  // "Two things about X: A, and B" (shared-topic.ts).
  const listed = sharedTopicParts(message);
  if (listed) return listed;
  const parts = splitQuestions(message);
  const out = parts.flatMap((part) => {
    const pieces = part.split(personOrReason).map((p) => p.trim());
    return pieces.length > 1 && pieces.every((p) => p.split(/\s+/).length >= 3) ? pieces : [part];
  });
  // "How many sizes are there, and what are they called?" is one list question.
  return joinNamesAsk(out.length === parts.length ? parts : out);
}

/**
 * The parts of a two-in-one message that lean on each other beyond a pronoun (which
 * follow-up.ts's carrySubject resolves):
 * - a first part that is only a question word and a thing shares the predicate of the
 *   next part asked the same way: "how many languages and how many integrations do you
 *   support?" -> "how many languages do you support";
 * - a later part that is only a question word and a thing asks it of the earlier part's
 *   subject: "can I talk to Lisa from my own app via the API? which endpoint" -> "which
 *   endpoint … app api".
 */
export function shareAcrossParts(parts: readonly string[], names: ReadonlySet<string>): string[] {
  if (parts.length < 2) return [...parts];
  return parts.map((part, i) => {
    const next = parts[i + 1];
    if (next !== undefined) {
      const borrowed = borrowPredicate(part, next);
      if (borrowed) return borrowed;
    }
    const before = parts[i - 1];
    if (i > 0 && before !== undefined) {
      const carried = fragmentOf(part, before, names);
      if (carried) return carried;
    }
    return part;
  });
}

const opener = /^(how many|how much|what|which)\s+/i;
// The verb that opens a question's predicate after its thing: "… do you support".
const auxiliary = /\s(do|does|did|can|could|will|would|is|are|was|were|should|has|have)\s(?=\S)/i;

const clean = (text: string) => text.trim().replace(/[?!.,;:]+$/, '');

/** "how many languages" + "how many integrations do you support" -> "… languages do you support". */
function borrowPredicate(part: string, next: string): string | undefined {
  const text = clean(part);
  const own = text.match(opener);
  const theirs = clean(next).match(opener);
  if (!own || !theirs || foldText(own[1] ?? '') !== foldText(theirs[1] ?? '')) return undefined;
  const thing = text.slice(own[0].length);
  // Only a thing, no verb of its own: one to three words.
  if (thing.split(/\s+/).length > 3 || auxiliary.test(` ${thing} `)) return undefined;
  const predicate = clean(next).slice(theirs[0].length).match(auxiliary);
  if (predicate?.index === undefined) return undefined;
  return `${text} ${clean(next).slice(theirs[0].length + predicate.index + 1)}`;
}

/** "which endpoint" after "can I talk to Lisa from my own app via the API": its subject joins. */
function fragmentOf(part: string, before: string, names: ReadonlySet<string>): string | undefined {
  const text = clean(part);
  const m = text.match(opener);
  if (!m) return undefined;
  const thing = text.slice(m[0].length);
  if (thing.split(/\s+/).length > 2 || auxiliary.test(` ${thing} `)) return undefined;
  const own = new Set(foldText(thing).split(/\s+/));
  const subject = thingWords(before, names).filter((w) => !own.has(w));
  return subject.length > 0 ? `${text} ${subject.join(' ')}` : undefined;
}

/**
 * A later part that neither points back nor names a thing of its own, yet is asked of the
 * earlier part's subject: "What is the Instagram setup price, and do I need a particular kind
 * of account?" (an Instagram account), "what does linking Asana cost, and what goes into the
 * tasks?". Like a follow-up turn (topic-carry.ts), it keeps the earlier subject only when the
 * knowledge answers it there, so "how much is Slack and is there a free trial?" keeps its
 * trial alone. A part asking only an attribute ("and what's included?") is left to the
 * elliptical rewrites, and a part asked the same way as the earlier one ("what does Google
 * Meet cost and what is the price of one workflow?") asks it of a thing of its own.
 * `rewritten` are the parts after the pronoun rewrites; a part already
 * rewritten is left as it is.
 */
export async function carryTopicAcrossParts(
  retriever: Retriever,
  businessId: number,
  parts: readonly string[],
  rewritten: readonly string[],
  names: ReadonlySet<string>,
): Promise<string[]> {
  const out = [...rewritten];
  for (let i = 1; i < out.length; i++) {
    const part = out[i] as string;
    const before = out[i - 1] as string;
    if (part !== parts[i]) continue;
    // "…, and what is included?": the attribute of the earlier part's thing (attribute-part.ts).
    if (!asksOfAThing(part, names)) {
      out[i] = attributeOfEarlier(part, before, names) ?? part;
      continue;
    }
    if (parallel(part, before)) continue;
    // However long the part ("…, and will Lisa be able to read what my private appointments
    // are about?"): the earlier part named its subject a moment ago, so length says nothing
    // about the part standing alone; whether the subject's passages answer it decides.
    const carried = await onPreviousTopic(
      retriever,
      businessId,
      part,
      before,
      names,
      Number.POSITIVE_INFINITY,
    );
    if (carried) out[i] = carried;
  }
  return out;
}

const asksOfAThing = (part: string, names: ReadonlySet<string>) =>
  analyze(part).some((t) => !attributeTerms.has(t) && !names.has(t));

const parallel = (part: string, before: string) =>
  classifyQuestion(part) === classifyQuestion(before);
