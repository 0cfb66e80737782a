import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { describesPerson } from './person-head.ts';

/** Every index term of a passage: its FAQ question, section, title and text. */
const termsOf = (p: Passage) =>
  analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`);

/**
 * The best passage leaves words of the question unknown to the knowledge, none of them read
 * as a typo (a misspelt word is held under its correction).
 */
const holdsUnknownWords = (passages: readonly Passage[]) => {
  const top = passages[0];
  return !!top && !!top.unknownShare && !(top.matchedTerms ?? []).some((m) => m.corrected);
};

// The one a question is about, as the subject of what it asks: "do charities get a
// discount?", "can freelancers have a seat?", "does a registered school qualify?".
const subjectOf =
  /\b(?:do|does|can|could|will|would|may|should|are|is) (?:the |our |my |your |all |most |a |an )?([\p{L}-]+)(?: ([\p{L}-]+))? (?:get|gets|have|has|receive|receives|qualify|qualifies|pay|pays|enjoy|enjoys|count|counts|become|becomes|get to)\b/u;
const pronoun =
  /^(i|we|you|they|it|he|she|me|us|them|there|this|that|these|those|one|anyone|someone|everyone|people|customers?|users?|visitors?|clients?)$/;

/**
 * The question's subject is a word no retrieved passage holds: the knowledge says nothing
 * about it, so a passage matching the rest ("a discount", "credits") answers for others. Not
 * applied when a word was read as a typo, since a misspelt subject is held under its
 * correction.
 */
export function unknownSubject(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  if (!holdsUnknownWords(passages)) return false;
  const m = foldText(query).match(subjectOf);
  if (!m) return false;
  const words = [m[1], m[2]].filter((w): w is string => !!w && !pronoun.test(w));
  const held = new Set(passages.flatMap(termsOf));
  return words.some((w) => {
    const [term] = analyze(w);
    return term !== undefined && !ignore.has(term) && !held.has(term);
  });
}

// A thing asked of as one of a kind: "SMS as a channel", "Teams as a calendar app", "one of
// your booking channels".
const memberOf =
  /\b([\p{L}\p{N}-]+) (?:as (?:a|an|one of (?:the|your)) |among (?:the|your) |one of (?:the|your) )([\p{L}-]+)(?: ([\p{L}-]+))?/u;

const position =
  /^(?:first|second|third|fourth|fifth|last|middle|next|previous|top|bottom|cheapest|lowest|highest|biggest|smallest|largest|best|newest|latest)$/;

/**
 * The question asks whether a thing is one of a kind ("support SMS as a channel?") and no
 * retrieved passage names the thing with every word of the kind: the knowledge mentions the
 * thing elsewhere ("a code sent by SMS") but does not list it as one.
 */
export function unlistedMember(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  const m = foldText(query).match(memberOf);
  if (!m?.[1] || !m[2]) return false;
  // "the middle one of your plans", "the cheapest one of the tiers" say which, not what.
  if (position.test(m[1])) return false;
  const [thing] = analyze(m[1]);
  const kind = analyze(`${m[2]} ${m[3] ?? ''}`).filter((t) => !ignore.has(t) && t !== thing);
  if (!thing || ignore.has(thing) || kind.length === 0) return false;
  return !passages.some((p) => {
    const terms = new Set(termsOf(p));
    return terms.has(thing) && kind.every((t) => terms.has(t));
  });
}

// Words that follow a name without naming a thing: "WhatsApp one of…", "Slack too?",
// "Instagram directly".
const notAThing =
  /^(one|ones|any|all|some|each|both|either|too|also|still|only|just|now|then|here|there|please|pls|thanks|again|already|yet|ever|even|instead|anymore|[\p{L}]+ly)$/u;

/**
 * A name the knowledge holds followed by a word it never uses, ending the phrase: "a
 * WhatsApp group for my family", "Instagram reels?". The name only says which kind; the
 * thing asked about (the group, the reels) is not in the knowledge. Not applied when a word
 * was read as a typo.
 */
export function unknownHead(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  if (!holdsUnknownWords(passages)) return false;
  const held = new Set(passages.flatMap(termsOf));
  const words = query.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const name = words[i - 1] ?? '';
    const word = (words[i] ?? '').replace(/[^\p{L}-]/gu, '');
    // A name as written mid-sentence ("WhatsApp", "Slack"), then a plain lower-case word.
    if (i - 1 === 0 || !/^\p{Lu}/u.test(name) || !/^\p{Ll}+$/u.test(word)) continue;
    if (notAThing.test(word) || describesPerson(name, word)) continue;
    const [nameTerm] = analyze(name);
    const [term] = analyze(word);
    if (
      !nameTerm ||
      !term ||
      !held.has(nameTerm) ||
      held.has(term) ||
      ignore.has(nameTerm) ||
      ignore.has(term)
    )
      continue;
    // ...ending its phrase: the message ends, or punctuation or a preposition follows ("to"
    // follows verbs as often: "does my Odoo need to be…").
    const after = foldText(words[i + 1] ?? '');
    if (
      /[?.!,;:]$/.test(words[i] ?? '') ||
      !after ||
      /^(for|in|on|with|at|from|of|and|or)$/.test(after)
    )
      return true;
  }
  return false;
}

// The kind of customer a question asks on behalf of, ending it, by its head word: a plural
// ("…packages for gyms?", "…a plan for wedding planners") or a kind of business ("…for a
// bakery like mine"). "For a fourth colleague" or "for my boss" name one person.
const audienceOf =
  /\bfor (?:(?:the |our |my |your |small |local |all )?(?:([\p{L}-]+) )?([\p{L}-]+[^s\W]s)|(?:a |an |the |my |our )?(?:[\p{L}-]+ )?([\p{L}-]+) (?:businesses|shops|owners|companies|like (?:mine|ours)))\s*[?.!]*$/u;
// A plural that says only "some kind of body" ("religious organisations", "faith-based
// groups"): the kind is the word before it.
const generalKind =
  /^(?:organi[sz]ations|institutions|groups|bodies|entities|associations|societies|businesses|companies|firms|enterprises|establishments|outfits|ventures)$/;

/**
 * The question asks what there is for a kind of customer the knowledge never names
 * ("what packages do you offer for gyms?"): a passage on the packages answers for everyone
 * else. Not applied when a word was read as a typo.
 */
export function unknownAudience(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string>,
): boolean {
  if (!holdsUnknownWords(passages)) return false;
  const m = foldText(query).match(audienceOf);
  const word = m?.[2] && generalKind.test(m[2]) && m[1] ? m[1] : (m?.[2] ?? m?.[3]);
  if (!word || pronoun.test(word)) return false;
  const [term] = analyze(word);
  if (!term || ignore.has(term)) return false;
  return !passages.some((p) => termsOf(p).includes(term));
}
