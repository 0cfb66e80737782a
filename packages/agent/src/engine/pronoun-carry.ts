import { foldText } from '../text/analyzer.ts';
import { stopwords } from '../text/stopwords.ts';

// A follow-up that points back with a pronoun other than "it" — "them", "they", "there" at
// the end, "both", "either" — means the thing the previous turn named, even when the
// follow-up says a lot of its own: "what kind of account do we need for Lisa to answer
// them?" after a turn about Instagram; "we have two Pages. Can both be linked?" after a turn
// about Messenger. (An "it" is handled by `rewriteFollowUp`.)
// "there" only as a place at the end, not the "are there" of existence ("what plans are there?").
const pointer =
  /\b(?:them|they|their|those|these|both|either)\b|(?<!\b(?:is|are|was|were|be)\s+)\b(?:there|here)\s*[?!.]*$/i;

const wordsOf = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

const stem = (w: string) => w.replace(/(?:'s|s)$/, '');

/** The capitalised words after a text's first word, the business's names left out. */
function capitalised(text: string, names: ReadonlySet<string>): string[] {
  return text
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Lu}/u.test(w))
    .flatMap(wordsOf)
    .filter((w) => !names.has(w) && !stopwords.has(w));
}

/**
 * The message with the previous turn's named things added when it points back with a
 * pronoun and names no new thing of its own (a capitalised word the previous turn also said,
 * "Pages" after "our Page", is not new); undefined otherwise.
 */
export function pronounCarry(
  message: string,
  previous: string,
  names: ReadonlySet<string>,
): string | undefined {
  const text = message.trim().replace(/[?!.]+$/, '');
  if (!pointer.test(message.trim())) return undefined;
  const before = capitalised(previous, names);
  if (before.length === 0) return undefined;
  const earlier = new Set(wordsOf(previous).map(stem));
  if (capitalised(text, names).some((w) => !earlier.has(stem(w)))) return undefined;
  const said = new Set(wordsOf(text).map(stem));
  const added = [...new Set(before)].filter((w) => !said.has(stem(w)));
  return added.length > 0 ? `${text} ${added.join(' ')}` : undefined;
}
