import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

// The way a message travels, asked as the means of talking: "answer customers by SMS",
// "reply via Telegram", "reach us over email", "notify the team through Teams". A passage
// that does not name that way answers about another one, whatever else it shares: "plain
// text" documents say nothing of SMS.
const means =
  /\b(?:answer|answers|answering|reply|replies|replying|respond|responds|talk|talks|chat|chats|message|messages|reach|reaches|contact|contacts|send|sends|sending|write|writes|text|texts|notify|notifies|alert|alerts|speak|speaks|communicate|communicates|serve|serves|support|supports)\b[^.?!,;:]{0,40}?\b(?:by|via|over|through|using)\s+((?:[\p{L}\p{N}-]+\s*){1,4})/u;
// Words of the phrase that only say it is a message, not which way it goes.
const generic = new Set(
  analyze(
    'plain simple normal regular ordinary old classic standard text texts message messages messaging chat chats way ways channel channels means',
  ),
);
const stop = /^(and|or|but|to|for|from|with|in|on|at|of|when|if|so|instead|too|also|as)$/;

const termsOf = (p: Passage) =>
  new Set(analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`));

/**
 * The question asks to talk by a way (SMS, fax, Telegram) the best passages never name: they
 * hold the rest of the question, not the way it asks about.
 */
export function unheldChannel(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const m = foldText(query).match(means);
  if (!m?.[1] || passages.length === 0) return false;
  const words: string[] = [];
  for (const w of m[1].trim().split(/\s+/)) {
    if (stop.test(w)) break;
    words.push(w);
  }
  const way = analyze(words.join(' ')).filter((t) => !generic.has(t) && !ignore.has(t));
  if (way.length === 0) return false;
  const best = passages.slice(0, 2).map(termsOf);
  return !best.some((terms) => way.every((t) => terms.has(t)));
}
