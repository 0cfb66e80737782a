import { isEnglishWordInUse } from '../language/wordnet/wordnet.ts';
import { termOf, words } from '../text/analyzer.ts';

/**
 * Whether a typo correction of the question only fixes a spelling: the visitor's word is no
 * English word in use ("traning", "calender"), so the knowledge's word it is read as is the
 * word meant. A correction of a real word ("apple" read as "apply", "founded" as "counted")
 * swaps one thing for another and stays a guess.
 */
export function isSpellingFix(
  query: string,
  match: { corrected?: boolean; typed?: string },
): boolean {
  if (!match.corrected || match.typed === undefined) return false;
  const typed = words(query).filter((w) => termOf(w) === match.typed);
  // Letters only: a number or a code is no misspelling.
  return typed.length > 0 && typed.every((w) => /^\p{L}+$/u.test(w) && !isEnglishWordInUse(w));
}
