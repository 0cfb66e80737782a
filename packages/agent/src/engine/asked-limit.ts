import { analyze } from '../text/analyzer.ts';

// Two attributes a question may ask of one thing, written so that a passage sharing the
// thing's words but not stating the attribute of it can be told apart (`asked-attribute.ts`).
//
// A maximum: "what is the most team members one account can add?", "the maximum number of
// users per business", "is there a limit on the seats we can have?". It is a count of that
// thing ("how many team members can one account add?"), asked as its upper bound.
// "Most" also ranks ("the most popular plans"): only with the count's own context after the
// thing ("… one business can add", "… per account", "… allowed").
const countContext =
  '(?:(?:that |which )?(?:one|a|an|each|per|every|my|our|your|the|we|i|you|they)\\b[^?.!]*\\b(?:can|could|may|is allowed|are allowed)\\b|per\\b|allowed\\b|possible\\b|supported\\b|permitted\\b)';
const thing = '((?:[\\p{L}-]+ ){0,2}?[\\p{L}-]+s)\\b';
const maximumOf = new RegExp(
  [
    `\\bthe most ${thing}(?= ${countContext})`,
    `\\b(?:max|maximum|upper limit of|limit (?:on|of|for|to))(?: (?:possible|allowed))?(?: number of| amount of| count of)?(?: the)? ${thing}(?= ${countContext}|\\W*$| (?:in|on|for|we|i|you|one)\\b)`,
  ].join('|'),
  'u',
);

/** "The most team members one business can add" as "how many team members …", else undefined. */
export function maximumAsCount(question: string): string | undefined {
  const m = question.match(maximumOf);
  const counted = m?.[1] ?? m?.[2];
  if (!m || !counted) return undefined;
  return `how many ${counted} ${question.slice((m.index ?? 0) + m[0].length).trim()}`.trim();
}

// The length of one event: "how long does Meta take to approve a template?", "how long does
// it usually take to verify a number?". A passage stating some length of time (a 24-hour
// window, a same-day launch) gives the length of something else unless one sentence holds
// both the length and the event's verb. Verbs that name no event of their own ("to get", "to
// go live", "to be") are left to the plain duration check.
const eventVerb =
  /\bhow long\b[^?.!]*?\b(?:take|takes|taking|took|wait|waiting)\b(?: (?:for )?(?:[\p{L}-]+ ){0,3}?)?to ([\p{L}-]+)/u;
const lightVerb =
  /^(?:get|go|be|have|make|do|set|see|start|begin|come|hear|put|take|give|keep|let|become|happen|receive|show|appear|finish|complete|work)$/;
/** A length of time in a (folded) sentence: "within 24 hours", "same day", "48h". */
export const lengthWord =
  /\b(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|instantly|immediately|right away|straight away|same day|overnight|\d+\s?(h|d)\b)/;

/** A test of whether a text states the length of the asked event, or undefined. */
export function eventLengthStated(question: string): ((text: string) => boolean) | undefined {
  const verb = question.match(eventVerb)?.[1];
  if (!verb || lightVerb.test(verb)) return undefined;
  const [stem] = analyze(verb);
  if (!stem || stem.length < 4) return undefined;
  const root = stem.length > 4 ? stem.replace(/[ie]$/, '') : stem;
  const event = new RegExp(`\\b${root}`);
  return (text) =>
    text.split(/(?<=[.!?;])\s+|\n+/).some((s) => lengthWord.test(s) && event.test(s));
}

// Access for disabled visitors ("does the widget work with screen readers?", "is it usable by
// blind customers?", "lecteurs d'écran"): stated only by a passage naming access of that kind,
// not by one on screens or reading in another sense.
const access =
  /\b(?:screen ?readers?|lecteurs? (?:d'? ?)?(?:ecran|screen)|accessib\w*|a11y|wcag|aria|blind|visually impaired|partially sighted|low vision|deaf|hard of hearing|braille|wheelchairs?|disabled (?:people|users|visitors|customers)|disabilit\w*|assistive|voiceover|talkback|nvda|jaws|keyboard(?:-only)? navigation|high contrast|captions?|subtitles?|aveugles?|malvoyants?|sourds?|handicap\w*|vipofu|viziwi|walemavu|ulemavu)\b/;

/** Whether a (folded) text asks or states access for disabled people. */
export const namesAccess = (text: string) => access.test(text);
