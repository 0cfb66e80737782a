import { foldText } from '../text/analyzer.ts';

/**
 * How visitors ask for a whole list beyond "which X" and "list the X": "give me the full
 * list of…", "name all of them", "tell me every…", "what sorts of…". The
 * words that make the request a list request name nothing the knowledge holds, so they are
 * dropped before the question is judged again (`listFramingAlone`), and a request for the
 * names of what the first half counts ("how many sizes are there, and what are they
 * called?") is one list question, not two (`joinNamesAsk`).
 */

// Imperatives and phrases asking for every item of something.
const listCue =
  /\b(?:give|send|show) me (?:the|a|your) (?:full|complete|whole|entire) list\b|\b(?:the|a) (?:full|complete|whole|entire) list of\b|^(?:please )?(?:name|list|tell me|give me) (?:all|every|each)\b|\b(?:name|list) (?:all (?:of )?them|them all)\b|\btell me (?:all|every|each) (?:\w+ ){0,2}(?:cases?|situations?|ways?|things?|times?|kinds?|types?|sorts?|features?|options?)\b|^what (?:does|do|will|would) (?:\w+ ){1,6}(?:give|get|bring) (?:me|us|you)\b/;

/** Whether a message asks for a whole list in words `classifyQuestion` reads otherwise. */
export const asksListByCue = (question: string): boolean => listCue.test(plain(question));

const plain = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}$'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// The framing, replaced by what is left of the question once it is gone.
const framings: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(?:can you |could you |please )?(?:give|send|show) me (?:the|a|your) (?:full|complete|whole|entire) list of\b/g,
    'what',
  ],
  [/\b(?:the|a) (?:full|complete|whole|entire) list of\b/g, ''],
  [/^(?:please )?(?:name|list|tell me|give me) (?:all|every|each)(?: of)?(?: the)?\b/, 'what'],
  [/\b(?:please )?(?:name|list) (?:all (?:of )?them|them all)\b/g, ''],
  [/\b(?:name|list|which are) them\b/g, ''],
  // "what sorts of messages" asks the messages; "what kinds of files" keeps its kinds (a
  // line may enumerate the kinds of files).
  [/\b(what|which) (?:sorts?|varieties) of\b/g, '$1'],
  // Where the visitor wants it from: every answer comes from the docs.
  [
    /,? (?:according to|as per|based on|from|in) (?:your|the) (?:docs|documentation|website|site|pages?|manual|help centre|help center)\b/g,
    '',
  ],
  [/\b(?:actually|exactly|precisely)\b/g, ''],
];

// Where the visitor saw the items named: "which languages do you mention by name…", "the
// tools your site lists". These words match pages that mention or name something else
// ("replies to story mentions"), so they are left out of the search even when the question
// was answered: the items are what is asked, wherever they are named.
const mentionFraming =
  /\b(?:that |which )?(?:do |does |did )?(?:you|your (?:docs|documentation|website|site|pages?)|the (?:docs|documentation|website|site|pages?)) (?:mention|mentions|name|names|list|lists|cite|cites)(?: by name| explicitly)?\b/g;

/**
 * The list question without the words saying where its items are named ("…do you mention by
 * name that Lisa can reply in?" -> "which languages Lisa can reply in"); undefined when it
 * has none.
 */
export function withoutMentionFraming(question: string): string | undefined {
  const before = plain(question);
  const text = before.replace(mentionFraming, '').replace(/\s+/g, ' ').trim();
  return text !== before && text.split(' ').length >= 3 ? text : undefined;
}

/**
 * The question without the words that only make it a list request, for judging it again
 * when they kept it under the confidence threshold: "give me the full list of things a
 * workflow can do in a conversation, according to your docs" -> "what things a workflow can
 * do in a conversation". Undefined when nothing was dropped.
 */
export function listFramingAlone(question: string): string | undefined {
  let text = plain(question);
  const before = text;
  for (const [pattern, by] of framings) text = text.replace(pattern, by);
  text = text.replace(/\s+/g, ' ').trim();
  return text !== before && text.split(' ').length >= 3 ? text : undefined;
}

// A later part asking only the names of what the earlier part counted or mentioned.
const namesAsk =
  /^(?:and |also |so )?(?:(?:what|which) (?:are|were|r) (?:they|those|these|them|their names)(?: (?:called|named))?|what (?:are|were) (?:they|those|these) (?:each )?(?:called|named)|what (?:do you|do they) call them|(?:please )?(?:name|list) them(?: all)?|which (?:ones|ones are they))\W*$/;

/**
 * "How many knowledge base sizes are there, and what are they called?": the second part
 * only asks the names of what the first counts, so the two are one list question.
 */
export function joinNamesAsk(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const before = out.at(-1);
    if (before !== undefined && namesAsk.test(plain(part))) {
      out[out.length - 1] =
        `${before.replace(/[?.!,;:\s]+$/, '')}, and ${part.replace(/^(?:and|also|so)\s+/i, '')}`;
      continue;
    }
    out.push(part);
  }
  return out;
}

const countWords: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const askedCount =
  /\b(?:which|what|the|all|those|these) (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}) (?:\w+ ){0,2}\w+s\b/;

/** "Which four support options…" -> 4; undefined when the question counts no items. */
export function countOfItemsAsked(question: string): number | undefined {
  const m = plain(question).match(askedCount);
  if (!m?.[1]) return undefined;
  return countWords[m[1]] ?? Number(m[1]);
}

/** Whether a passage names exactly `n` things after a colon ("4 packages to choose from: A, B, C, D"). */
export function enumeratesExactly(text: string, n: number): boolean {
  for (const m of text.matchAll(/:\s*([^:.!?\n]+)/g)) {
    const items = (m[1] ?? '')
      .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length === n && items.every((i) => i.split(/\s+/).length <= 4)) return true;
  }
  return false;
}

/**
 * "Which four support options appear on the quote form?": the count is part of what is
 * asked. When the best passage names no such set, a passage among the next ones that names
 * exactly that many things after a colon answers first ("the quote form offers 4 support
 * packages to choose from: Standard, Professional, Enterprise, Custom").
 */
export function countedListFirst<P extends { text: string }>(
  passages: readonly P[],
  question: string,
  within = 5,
): P[] {
  const n = countOfItemsAsked(question);
  const top = passages[0];
  if (n === undefined || n < 2 || !top || enumeratesExactly(top.text, n)) return [...passages];
  const found = passages.slice(1, within).find((p) => enumeratesExactly(p.text, n));
  return found ? [found, ...passages.filter((p) => p !== found)] : [...passages];
}
