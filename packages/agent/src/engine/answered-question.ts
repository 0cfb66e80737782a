import { analyze } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { Passage } from '../types.ts';

/**
 * The specific words of a question its passages matched (not the business's own name, which
 * stands on every page), and whether a passage's own question, title or section names one.
 */
function namer(passages: readonly Passage[], question: string) {
  const specific = new Set(
    passages.flatMap((p) =>
      (p.matchedTerms ?? []).filter((m) => (m.specificity ?? 1) >= 0.15).map((m) => m.term),
    ),
  );
  const asked = new Set(analyze(question).filter((t) => specific.has(t)));
  // A heading or entry question naming an asked word in other words ("Security" for
  // "stored encrypted?") names it too.
  const meant = new Set([...asked, ...[...asked].flatMap((t) => synonymsOf(t))]);
  return {
    asked,
    names: (p: Passage) =>
      analyze(`${p.question ?? ''} ${p.title} ${p.section ?? ''}`).some((t) => meant.has(t)),
  };
}

/**
 * An FAQ entry that matched through its answer only: its question, title and section share no
 * specific word with the visitor's question ("Is the API key visible?" -> "No. It is stored
 * encrypted…" for "is what customers write stored encrypted?"). Its yes or no answers another
 * question.
 */
export function answersAnotherQuestion(
  entry: Passage,
  passages: readonly Passage[],
  question: string,
): boolean {
  if (!entry.question) return false;
  const { asked, names } = namer(passages, question);
  return asked.size > 0 && !names(entry);
}

/**
 * When the best passage is such an entry, a passage close behind whose own question, title or
 * section names a specific word of the visitor's question goes first: among the next three,
 * scoring at least 70 % as well and covering at least half as much.
 */
export function entryOfAskedQuestionFirst(
  passages: readonly Passage[],
  question: string,
): Passage[] {
  const top = passages[0];
  if (!top || !answersAnotherQuestion(top, passages, question)) return [...passages];
  const { names } = namer(passages, question);
  const own = passages.find(
    (p, i) =>
      i > 0 &&
      i < 4 &&
      names(p) &&
      p.score >= 0.7 * top.score &&
      (p.coverage ?? 0) >= 0.5 * (top.coverage ?? 0),
  );
  if (!own) return [...passages];
  return [own, ...passages.filter((p) => p !== own)];
}

/**
 * How many specific words of the visitor's question a passage's own question, title and
 * section name: what the passage is about, as opposed to what its text mentions.
 */
export function askedWordsNamed(
  p: Passage,
  passages: readonly Passage[],
  question: string,
): number {
  const { asked } = namer(passages, question);
  const own = new Set(analyze(`${p.question ?? ''} ${p.title} ${p.section ?? ''}`));
  return [...asked].filter((t) => own.has(t)).length;
}
