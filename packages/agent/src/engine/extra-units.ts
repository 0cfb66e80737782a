/**
 * Per-seat extras asked by position or as "one more": "what do we pay for a fourth colleague?",
 * "the 6th seat", "what does each extra one cost?" (after "how many users are included?").
 * Knowledge prices these as "each additional user"; the position names no price of its own,
 * so the question is read as asking the additional seat's price. Only for words counting
 * people or seats: "the fourth band" and "the third step" keep their ordinal.
 */
const seat =
  'users?|seats?|colleagues?|teammates?|team members?|members?|staff|employees?|people|persons?|logins?|licen[cs]es?|accounts?';
const ordinal = String.raw`second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th)`;
const bySeatPosition = new RegExp(
  String.raw`\b(?:a|an|the|our|my|one)\s+(?:${ordinal})\s+(${seat})\b`,
  'gi',
);
const oneMore = /\b(each|every|an|one|any)\s+(extra|additional|more|further)\s+one\b/i;
const seatCounted = new RegExp(String.raw`\b(${seat})\b`, 'gi');
// The seat words right after "how many" / "the number of", the last of them the head
// ("how many staff logins" counts logins).
const countedPhrase = new RegExp(
  String.raw`\b(?:how many|number of)\s+(?:(?:extra|additional|free|paid|included)\s+)?(?:(?:${seat})\s+)?(${seat})\b`,
  'i',
);

// Any other plural counted after "how many", a word or two before it: "how many workflows
// come with the plan, and what does each additional one cost?" asks an additional workflow,
// "how many room bookings …" an additional booking, not a seat.
const countedPlural = /\b(?:how many|number of)\s+(?:[a-z-]+\s+){0,2}?([a-z]{2,}[^s\W]s)\b/i;

const singular = (noun: string) =>
  /^people$/i.test(noun) ? 'person' : noun.replace(/(?<!s)s$/i, '').replace(/sses$/i, 'ss');

export function extraUnitQuestion(question: string, previous = ''): string | undefined {
  let rewritten = question.replace(
    bySeatPosition,
    (_whole, noun: string) => `an additional ${singular(noun)}`,
  );
  // "each extra one" leans on the seats the previous question counted.
  // The last seat word is the head of its phrase ("staff logins" counts logins).
  // "How many users come free with the account?" counts users: the phrase after "how many"
  // names what is counted, whatever seat word comes later.
  const counted =
    previous.match(countedPhrase)?.[1] ??
    previous.match(countedPlural)?.[1] ??
    [...previous.matchAll(seatCounted)].at(-1)?.[1];
  if (counted && oneMore.test(rewritten))
    rewritten = rewritten.replace(oneMore, (_w, det: string, extra: string) => {
      return `${det} ${extra} ${singular(counted)}`;
    });
  return rewritten === question ? undefined : rewritten;
}
