// "Which languages can it speak? Give me some examples.": after a question, a sentence asking
// for examples, details or a list of the same asks nothing new; its words ("examples") only
// pull in passages that quote examples of something else. The question is searched alone.
const moreOfTheSame =
  /^(?:(?:and|so|ok|okay) )?(?:please )?(?:(?:can|could|would) you )?(?:give|show|tell|name|list|send)(?: me| us)?(?: (?:some|a few|a couple of|any|the|more|two or three|all))?(?: (?:examples?|instances|specifics|details|of them|them|names))?(?: please)?[.!?]*$|^(?:(?:some|a few|any) )?examples?(?: please)?[.!?]*$|^(?:please )?be (?:specific|precise)[.!?]*$/i;

/** The question without a trailing sentence asking for examples or details of it. */
export function withoutTrailingRequest(question: string): string {
  const sentences = question.trim().split(/(?<=\?)\s+/);
  if (sentences.length < 2) return question;
  const last = sentences.at(-1) ?? '';
  if (!moreOfTheSame.test(last.trim())) return question;
  return sentences.slice(0, -1).join(' ');
}
