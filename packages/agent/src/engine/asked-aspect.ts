import { baseForms } from '../language/wordnet/wordnet.ts';
import { analyze } from '../text/analyzer.ts';

/**
 * What a question asks ABOUT its subject, read from its head ("which error code…", "what ends
 * up in…", "what if I…"): two sentences of the right page may share the subject's words, and
 * only the one stating the asked aspect answers. Each aspect says what the answering sentence
 * looks like, never which words it holds.
 */
export type AskedAspect =
  /** "which error code comes back?": the sentence naming a concrete value of that thing. */
  | { kind: 'identifier'; head: string }
  /** "what ends up in the task?", "what does the pack include?": the sentence listing contents. */
  | { kind: 'contents' }
  /** "what if I regenerate it?": the sentence whose topic is that event, not one naming it in passing. */
  | { kind: 'consequence'; event: string }
  /** "what is the feed for?": the sentence saying what the thing does, not how to use it. */
  | { kind: 'purpose' }
  /** "who gets the task?", "who receives the alert?": the sentence naming the person or role it goes to. */
  | { kind: 'person' };

// Nouns whose answer is an identifier, not a description: general vocabulary of any product.
const identifierNouns =
  /\b(?:which|what)(?:'s| is| are)?\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}?(code|status|header|endpoint|path|url|port|prefix|id|parameter|field|command)s?\b/i;
const contentsHead =
  /\bwhat(?:'s|\s+is|\s+are|\s+goes|\s+go|\s+ends?\s+up|\s+gets?\s+put|\s+comes?)\s+in(?:to|side)?\b|\bwhat\b[^?]*\b(?:include|includes|contain|contains)\b/i;
const consequenceHead =
  /\bwhat\s+(?:if|happens\s+(?:if|when|after|once))\s+(?:i|we|you|they|he|she|someone|my|our|the|a|an)?\s*([a-z]+)/i;

const purposeHead =
  /\bwhat(?:'s|\s+is|\s+are)\s+[^?,;]{1,50}?\s+(?:used\s+)?for\s*(?:[?,;]|$|\band\b)|\bwhat\s+do(?:es)?\s+[^?,;]{1,40}?\s+do\s*(?:[?,;]|$|\band\b)/i;

// "Who gets…", "who receives…", "who is … assigned to": asked of a thing, so the answer is
// the person or role it goes to. "Who is X for?" asks an audience, not a recipient.
const personHead =
  /(?:^|[,;.]\s*)(?:and\s+|so\s+)?(?:who|whom)\s+(?!is\b[^?]*\bfor\b|are\b[^?]*\bfor\b)(?:gets?|receives?|handles?|owns?|sees?|picks?\s+up|takes?\s+(?:it|over)|is\s+(?:it\s+)?(?:assigned|given|sent)|does\s+(?:it|the)\b[^?]*\b(?:go|get\s+(?:sent|assigned))\s+to)\b|\bto\s+whom\b/i;
// A sentence naming who a thing goes to: "assigns it to the owner you configured", "sent to
// your team", "an agent picks it up". General words for people and roles in any business.
const personLine =
  /\bassign\w*\b|\b(?:to|by|for)\s+(?:the\s+|your\s+|an?\s+|each\s+|every\s+)?(?:\w+\s+)?(?:owner|agent|team|person|people|staff|member|colleague|manager|admin\w*|user|teammate)s?\b/i;

export function askedAspect(question: string): AskedAspect | undefined {
  if (personHead.test(question.trim())) return { kind: 'person' };
  const consequence = question.match(consequenceHead);
  const event = consequence?.[1] ? analyze(consequence[1])[0] : undefined;
  if (event) return { kind: 'consequence', event };
  if (contentsHead.test(question)) return { kind: 'contents' };
  if (purposeHead.test(question)) return { kind: 'purpose' };
  const identifier = question.match(identifierNouns);
  const head = identifier?.[1] ? analyze(identifier[1])[0] : undefined;
  if (head) return { kind: 'identifier', head };
  return undefined;
}

// A concrete identifier: snake_case, a path, a three-digit status, a prefix_ or a quoted term.
const identifierValue =
  /\b[a-z]+_[a-z0-9_]*\b|(?:^|\s)\/[a-z]|\b[1-5]\d\d\b|[`"“][^`"”]{2,40}[`"”]/i;
// A sentence listing what something holds: "with A, B and C", "includes A, B…", "A, B, C".
const listing = /\b(?:with|includ\w*|contain\w*|holds?)\b[^.;]*,[^.;]*\band\b|,[^,]+,[^,]+,/i;

/**
 * How much better a unit answers the asked aspect (1 = no opinion). `terms` are the unit's
 * analysed words in order; `listed` says the unit is a list item or opens a list.
 */
export function aspectFit(
  aspect: AskedAspect | undefined,
  text: string,
  terms: readonly string[],
  listed = false,
) {
  if (!aspect) return 1;
  switch (aspect.kind) {
    // A sentence naming the thing asked without its value ("answers with an error code"), or
    // the thing without what it holds, says less than its words suggest.
    case 'identifier':
      if (!terms.includes(aspect.head)) return 1;
      return identifierValue.test(text) ? 1.4 : 0.8;
    case 'contents':
      return listed || listing.test(text) ? 1.4 : 0.8;
    // An instruction ("Subscribe to the feed if…") says how to use a thing, not what it is for.
    case 'purpose':
      return opensWithInstruction(text) ? 0.8 : 1;
    case 'person':
      return personLine.test(text) ? 1.4 : 0.85;
    case 'consequence': {
      // The event is the sentence's topic when it stands in its first third ("A regenerated key
      // replaces the old one…"), not when it closes a list of options ("…copy it or regenerate it").
      const at = terms.indexOf(aspect.event);
      return at >= 0 && at < Math.max(2, terms.length / 3) ? 1.4 : 1;
    }
  }
}

/** A sentence opening with a word that can only be a verb: an imperative, an instruction. */
function opensWithInstruction(text: string): boolean {
  const first = text.match(/^[A-Za-z]+/)?.[0]?.toLowerCase();
  if (!first) return false;
  return (
    baseForms(first, 'verb').includes(first) &&
    baseForms(first, 'noun').length === 0 &&
    baseForms(first, 'adj').length === 0
  );
}
