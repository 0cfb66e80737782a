/**
 * "A first-time visitor opens the chat panel and sees topic buttons. Which ones?", "Our
 * shop sells three kinds of cake. What are they?": the scene names the things and the
 * question only asks for them by a pronoun, in words the knowledge may call otherwise
 * ("suggestion chips" for "topic buttons"). The answer is the line naming them: an inline
 * enumeration after a colon of three names or more, each a capitalised name ("six
 * suggestion chips: Product information, Pricing, Features, …").
 */
const bareAsk =
  /(?:^|[.!?]\s+)(?:so\s+|and\s+)?(?:which|what)\s+(?:ones|are\s+(?:they|those|these|them)|ones\s+are\s+(?:they|there|those))\s*\??\s*$|(?:^|[.!?]\s+)(?:please\s+)?(?:name|list)\s+(?:all\s+(?:of\s+)?)?them\b[^.?!]*[?.!]?\s*$/i;

export const asksBareList = (question: string): boolean => bareAsk.test(question.trim());

// "<noun>: A, B, C and D": the part after a colon, up to the end of the sentence.
const afterColon = /:\s*([^:;.!?]+)/gu;

/** Whether a line enumerates three capitalised names or more after a colon. */
export function namesInline(text: string): boolean {
  for (const m of text.matchAll(afterColon)) {
    const items = (m[1] ?? '')
      .split(/\s*,\s*|\s+(?:or|and)\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length >= 3 && items.every((i) => /^\p{Lu}/u.test(i) && i.split(/\s+/).length <= 4))
      return true;
  }
  return false;
}
