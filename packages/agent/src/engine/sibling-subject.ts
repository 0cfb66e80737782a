import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { subjectOf, thingWords } from './follow-up.ts';
import { attributeTerms } from './question-type.ts';

/**
 * A question of a two-in-one message that is refused alone is often asked of the thing another
 * question of the same message names, before or after it: "Is a paid Workspace subscription
 * required for video bookings, and what is the Meet setup charge?" (the first asks of Meet),
 * "Which calendar apps are supported, and can I set how long an appointment lasts?" (the
 * second asks of the calendar). The part with that subject added, nearest part first;
 * undefined when the other parts name nothing the part does not already say.
 */
export function withSiblingSubject(
  parts: readonly string[],
  index: number,
  names: ReadonlySet<string>,
  previousTurn?: string,
): string | undefined {
  const part = parts[index];
  if (part === undefined) return undefined;
  const said = new Set(analyze(part));
  const nearestFirst = (
    parts.length > 1 ? [parts[index - 1], parts[index + 1]] : [previousTurn]
  ).filter((p): p is string => p !== undefined);
  const unsaid = (w: string) => {
    const terms = analyze(w);
    return terms.length > 0 && terms.every((t) => !said.has(t) && !attributeTerms.has(t));
  };
  for (const sibling of nearestFirst) {
    const asked = withoutSetting(sibling);
    const named = subjectOf(asked, names).filter(unsaid);
    const subject = named.length > 0 ? named : thingWords(asked, names).filter(unsaid);
    if (subject.length > 0) return `${part.trim().replace(/[?!.]+$/, '')} ${subject.join(' ')}`;
  }
  return undefined;
}

// "… for our vet clinic", "… for a university": the visitor's own setting, not the thing asked.
const setting = /\s+(?:for|at|in)\s+(?:our|my|a|an)\s+[^,;]*$/i;
const withoutSetting = (question: string) =>
  question
    .trim()
    .replace(/[?!.]+$/, '')
    .replace(setting, '');

/**
 * Whether the passage answering `asked` (the part with the sibling's subject added) is about
 * that subject and answers something of the part itself: it holds a word of each. A passage
 * holding only the subject answers the other part again; one holding only the part's own
 * words is what the part alone already found.
 */
export function holdsSubjectAndOwn(
  passage: Passage | undefined,
  part: string,
  asked: string,
): boolean {
  if (!passage) return false;
  const own = new Set(analyze(part).filter((t) => !attributeTerms.has(t)));
  const subject = analyze(asked).filter((t) => !own.has(t) && !analyze(part).includes(t));
  const held = new Set(
    analyze(`${passage.title} ${passage.section ?? ''} ${passage.question ?? ''} ${passage.text}`),
  );
  return subject.some((t) => held.has(t)) && [...own].some((t) => held.has(t));
}
