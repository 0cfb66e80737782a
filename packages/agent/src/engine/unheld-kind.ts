// Which one of a kind, where the knowledge never names the kind: "which AI model is Acme built
// on?", "what cloud is the app hosted on?". A passage matching the rest ("Acme's AI
// assistant is built to…") answers something else: the knowledge does not say which model.
// Likewise where something takes place ("what city will the open day be held in?") when the
// passages say only what or when.
import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';

const whichKind =
  /\b(?:which|what) ((?:[\p{L}-]+ ){0,2}?)([\p{L}-]+) (?:is|are|was|were|will|would|does|do|did|has|have|can|could|should|powers|powered|runs|hosts|built|made|makes|sits)\b/u;
// Heads that say "which" without naming a kind: "which one is", "what else does", "what kind".
const notAKind =
  /^(?:one|ones|kind|kinds|type|types|sort|sorts|else|way|ways|part|parts|thing|things|bit|of|these|those|this|that|it|they|you|we|i|he|she|them|there|about|if|exactly|really|actually|much|many|lisa)$/;

const madeOn =
  /\b(?:built|based|powered|run|runs|running|made|developed|trained|hosted|provided|supplied|designed|coded|written) (?:on|by|with|in|upon|from|using)\b|\b(?:powers|underlies|under the hood|is behind)\b/;

/** Every index term of a passage: its FAQ question, section, title and text. */
const termsOf = (p: Passage) =>
  analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`);

// Letters two words share in order, enough to call one a typo of the other ("plna", "plan").
const closeSpelling = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 2) return false;
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] ?? 0) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return (row[b.length] ?? 3) <= 2;
};

/**
 * The question asks which one of a kind, and no retrieved passage holds the word for the kind:
 * not as written, not through a synonym the best passage matched, not as a typo of a word it
 * matched.
 */
export function unheldKind(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const top = passages[0];
  if (!top) return false;
  const q = foldText(query);
  // ...asked of what something is made on or by: the technology or vendor behind it. Another
  // kind ("from which breakpoint does it fill the screen?") may be answered by a value that
  // never names its kind ("below 768 px").
  if (!madeOn.test(q)) return false;
  const m = q.match(whichKind);
  const head = m?.[2];
  // A plural kind asks for a list ("which formats does it take?"), answered by items that
  // need not name their kind; one of a kind asks which one.
  if (!head || notAKind.test(head) || /[^s]s$/.test(head)) return false;
  const [term] = analyze(head);
  if (!term || term.length < 3 || ignore.has(term)) return false;
  const matched = top.matchedTerms ?? [];
  // A synonym may stand for the kind ("tier" read as "plan"), a correction for its typo.
  if (matched.some((t) => t.synonym || (t.corrected && closeSpelling(t.term, term)))) return false;
  return !passages.some((p) => termsOf(p).includes(term));
}

// Where something takes place: "where will the open day be held?", "which town hosts it?".
const eventVerb =
  '(?:held|take place|takes place|taking place|took place|hosted|organi[sz]ed|happen|happens|happening)';
const asksWhere = new RegExp(
  [
    // "where will the open day be held?"; not "where do I…", which asks how to do something.
    `\\bwhere (?:is|are|was|were|will|would|does|do|did|'s) (?!i |we |you |u )(?:[\\w'-]+ ){0,5}${eventVerb}\\b`,
    '\\b(?:which|what) (?:city|town|country|venue|county)\\b',
    // "what location" or "which place" may ask where on a screen, unless an event is held there.
    `\\b(?:which|what) (?:location|place|hall|hotel|building)\\b.*\\b${eventVerb}\\b`,
  ].join('|'),
);
const month =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Spring|Summer|Autumn|Winter|Q[1-4])$/;
// A sentence stating a place: a name after "in" or "at", a venue, an address, online.
const placeWord =
  /\b(?:venue|venues|address|online|virtual|virtually|in person|on site|onsite|street|road|avenue|(?:located|based|headquartered) (?:in|at))\b/i;
const namedAfter = /\b(?:in|at|from|near) (?:the )?(\p{Lu}[\p{L}-]+)/gu;

const statesPlace = (text: string, ignore: ReadonlySet<string>) => {
  if (placeWord.test(text)) return true;
  for (const m of text.matchAll(namedAfter)) {
    const name = m[1] ?? '';
    const [term] = analyze(name);
    if (!month.test(name) && term && !ignore.has(term)) return true;
  }
  return false;
};

/**
 * The question asks where something takes place (which city, venue or town) and none of the
 * passages kept for the answer that are about the same thing states a place: they say what
 * or when, not where.
 */
export function unstatedVenue(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const top = passages[0];
  if (!top || !asksWhere.test(foldText(query))) return false;
  // Only passages about the thing asked of speak for it: those holding the best passage's
  // weightiest word ("Lisa Live"), not a page that says "in Kenya" of something else.
  const subject = [...(top.matchedTerms ?? [])]
    .filter((m) => !ignore.has(m.term))
    .sort((a, b) => b.weight - a.weight)[0]?.term;
  const about = passages.filter(
    (p) => p === top || (!!subject && (p.matchedTerms ?? []).some((m) => m.term === subject)),
  );
  return !about.some((p) => statesPlace(p.text, ignore));
}
