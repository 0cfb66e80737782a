// What the business offers a kind of customer, asked as a request or in a translated word
// order rather than as "what can X do for Y?": "List what Acme offers schools.", "Tell me
// every feature you have for hotels.", "Name all the services Acme provides to clinics",
// and a Swahili "Acme inaweza kutufanyia nini?" whose glossary words come out as "can acme
// do what". The asked sentence is the last one, whatever its closing mark: a request ends
// with a full stop as often as with a question mark.

const requestVerb =
  '(?:please )?(?:(?:can|could) you )?(?:list|name|tell me|show me|give me|explain|describe)';
/** "list what Acme offers", "tell me everything you can do for": an embedded "what … offers". */
const embeddedOffer = new RegExp(
  `^(?:so |and |but )?${requestVerb}(?: to me| us| me)? (?:what|everything|all) (?!i\\b|we\\b)[\\w-]+(?: [\\w-]+)? (?:(?:can|could|would|will) )?(?:offers?|provides?|does|do|has|have|handles?)\\b`,
);
/** "tell me every feature you have for hotels": the things offered, named, for someone. */
const namedOffer = new RegExp(
  `^(?:so |and |but )?${requestVerb}(?: to me| us| me)? (?:every|each|all(?: (?:of )?the)?|the|your) (?:capabilit(?:y|ies)|features?|services?|solutions?|functions?|functionalities|offers?|offerings?) (?:that |which )?(?!i\\b|we\\b)[\\w-]+(?: [\\w-]+)? (?:(?:can|could|would|will) )?(?:offers?|provides?|has|have|gives?|brings?|includes?) (?:for|to)\\b`,
);
/** "can acme do what": the interrogative last, as a verb-final language puts it. */
const whatLast =
  /\b(?:(?:can|could|will|would) (?!i\b|we\b)[\w-]+(?: [\w-]+)?|(?!i\b|we\b)[\w-]+ (?:can|could|will|would)) (?:do|offer|provide|handle) what$/;

const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The last sentence of a message, whether it ends with a full stop or a question mark. */
const lastSentence = (message: string) =>
  message
    .trim()
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .at(-1) ?? message;

/** Whether a message's last sentence requests the list of what is offered (for someone). */
export function asksOfferAsRequest(message: string): boolean {
  const asked = folded(lastSentence(message));
  return embeddedOffer.test(asked) || namedOffer.test(asked) || whatLast.test(asked);
}

/**
 * The question after an opening phrase that sets the scene ("For a clinic with six doctors,
 * what …?", "As a small school, which …?"): what follows the last sentence's last comma
 * when it starts with "what" or "which"; undefined otherwise.
 */
export function askedAfterOpening(message: string): string | undefined {
  const sentence = lastSentence(message);
  const comma = sentence.lastIndexOf(',');
  if (comma < 0) return undefined;
  const rest = sentence.slice(comma + 1).trim();
  return /^(?:what|which)\b/i.test(rest) ? rest : undefined;
}
