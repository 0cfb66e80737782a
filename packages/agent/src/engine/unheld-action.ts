import { analyze, foldText } from '../text/analyzer.ts';
import type { Citation } from '../types.ts';

// A how-to about the visitor's own account, device or app made by someone else: "how do we
// recover our hacked Instagram?", "how do I install Windows on my laptop?", "how do I update
// WhatsApp on my phone?". The business's steps share a word (Instagram, install, WhatsApp)
// but do another thing: connect the account to the business's product, or put its widget on
// a site. Three signs say the steps answer another question:
// - the asked verb is one of getting a thing back or working again, putting software on a
//   device or bringing it up to date, or writing a document, and neither it nor a verb doing
//   the same is in the steps (nor their page's title);
// - the verb's object is none of the steps' words ("a cover letter");
// - the verb's object is a name the visitor wrote (Windows, Linux) that no retrieved passage
//   writes.
// The verbs are what any visitor writes about their own things, whatever the business.
const families: Record<string, string> = {
  recover: 'recover restore retrieve regain back',
  restore: 'restore recover retrieve back',
  retrieve: 'retrieve recover restore back',
  regain: 'regain recover restore back',
  reset: 'reset rotate regenerate new change',
  unlock: 'unlock unblock',
  unblock: 'unblock unlock',
  unban: 'unban unblock unlock',
  reactivate: 'reactivate restore enable',
  install: 'install reinstall add paste embed download',
  reinstall: 'reinstall install',
  uninstall: 'uninstall remove delete',
  update: 'update upgrade change edit',
  upgrade: 'upgrade update change',
  downgrade: 'downgrade change',
  fix: 'fix repair solve troubleshoot',
  repair: 'repair fix',
  format: 'format',
  write: 'write draft',
  draft: 'draft write',
};
const stemOf = (word: string) => analyze(word)[0] ?? word;
const familyOf = new Map(
  Object.entries(families).map(([verb, words]) => [stemOf(verb), new Set(analyze(words))]),
);

// "how do we recover it", "how to install", "comment installer" (translated: "how install"),
// "what should I do to reset", "the steps to unlock".
const askedVerb =
  /\b(?:how|what (?:do|should|can|must) (?:i|we) do to|steps? to|way to)(?: (?:do|does|can|could|should|would|might|to|will|shall|must))?(?: (?:i|we|you|u|one|they|people))?(?: (?:ever|even|now|then|quickly|safely|still|actually|best|please|can|could|i|we))*(?: (?:get|go about|manage to|try to|start to|begin to))? ([\p{L}-]+)/u;
const getsBack = /\bget (?:(?:it|them|this|that)|(?:[\p{L}'’-]+ ){1,3}?)back\b/u;
const determiner = /^(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|some|back)$/;

/** The verb of a how-to, as an index term, when it is one of the families above. */
function verbAsked(question: string): string | undefined {
  const text = foldText(question);
  if (getsBack.test(text)) return stemOf('recover');
  const verb = text.match(askedVerb)?.[1];
  if (!verb) return undefined;
  const term = stemOf(verb);
  return familyOf.has(term) ? term : undefined;
}

// Where the object of the verb ends: "install Windows on my laptop", "update it to".
const objectEnd =
  /^(?:on|in|into|onto|to|from|for|at|with|without|after|before|by|via|using|through|so|and|or|but|if|when|because|then|again|back|please|now|today|it|them|this|that)$/;

/** The object of the asked verb: up to three words after it, determiners skipped. */
function objectWords(question: string, verb: string): string[] {
  const text = foldText(question);
  const m = text.match(askedVerb);
  if (!m?.[1]) return [];
  const words: string[] = [];
  for (const w of text.slice((m.index ?? 0) + m[0].length).split(/[^\p{L}\p{N}-]+/u)) {
    if (!w || determiner.test(w)) continue;
    // A translation may gloss the verb twice ("how write written …").
    if (words.length === 0 && w.slice(0, 3) === verb.slice(0, 3)) continue;
    if (objectEnd.test(w) || words.length === 3) break;
    words.push(w);
  }
  return words;
}

/** A word the visitor wrote capitalised, not at the start of a sentence: a name. */
function writtenAsName(message: string, word: string): string | undefined {
  const re = new RegExp(`(^|[.!?]\\s+|[^\\p{L}])(${word})(?![\\p{L}])`, 'giu');
  for (const m of message.matchAll(re)) {
    const atStart = m.index === 0 || /[.!?]\s+$/.test(m[1] ?? '');
    const written = m[2] ?? '';
    if (!atStart && /^\p{Lu}/u.test(written)) return written;
  }
  return undefined;
}

/**
 * The composed steps answer another how-to than the one asked: its verb of recovering,
 * installing, updating or writing is nowhere in them, or its object is a name they never use.
 */
export function stepsDoOtherThing(
  question: string,
  message: string,
  body: string,
  citations: readonly Citation[],
  retrieved: readonly string[],
): boolean {
  const verb = verbAsked(question);
  if (!verb) return false;
  const said = `${body} ${citations.map((c) => `${c.title} ${c.section ?? ''}`).join(' ')}`;
  const held = new Set(analyze(said));
  const family = familyOf.get(verb) ?? new Set([verb]);
  if (![...family].some((t) => held.has(t))) return true;
  const object = objectWords(question, verb);
  const terms = analyze(object.join(' '));
  // The object is none of the steps' words ("a cover letter"), or is one name the visitor
  // wrote that they never use ("Windows"; "the TypeScript client" names the client).
  if (terms.length > 0 && !terms.some((t) => held.has(t))) return true;
  // A name no retrieved passage writes ("Windows", "Linux"): "the TypeScript client" is
  // written on the page the steps come from, though not in the steps.
  const name = object[0] ? writtenAsName(message, object[0]) : undefined;
  const named = new RegExp(`(^|[^\\p{L}])${name}(?![\\p{L}])`, 'u');
  return !!name && !named.test(said) && !retrieved.some((text) => named.test(text));
}
