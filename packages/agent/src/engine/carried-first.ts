import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { attributeTerms } from './question-type.ts';

/**
 * "where do I find the key it asks for?" after "Do you work with Kijani CRM?": the rewrite
 * carried the previous turn's thing (Kijani) in for "it", so a passage about another
 * thing's key (the widget's) does not answer it even when it ranks first. When passages
 * holding the carried thing score nearly as well as the best, they come first and the
 * passages as good as them about something else are left out. Carried attribute words (cost, setup) and shared words ("crm") decide nothing.
 */
export function carriedFirst(
  passages: readonly Passage[],
  question: string,
  carried: ReadonlySet<string> | undefined,
): Passage[] {
  if (!carried || carried.size === 0 || passages.length < 2 || !pointsBack.test(question))
    return [...passages];
  const asked = new Set(analyze(question));
  const carriedThings = [...carried].filter((t) => asked.has(t) && !attributeTerms.has(t));
  // The specific ones ("kijani", not "crm", which other CRMs share).
  const specificity = new Map(
    passages.flatMap((p) => (p.matchedTerms ?? []).map((m) => [m.term, m.specificity ?? 0])),
  );
  const specific = carriedThings.filter((t) => (specificity.get(t) ?? 0) >= specificWord);
  const things = specific.length > 0 ? specific : carriedThings;
  const top = passages[0];
  if (things.length === 0 || !top) return [...passages];
  const holds = (p: Passage) => {
    const terms = new Set(analyze(`${p.title} ${p.section ?? ''} ${p.question ?? ''} ${p.text}`));
    return things.every((t) => terms.has(t));
  };
  const near = (p: Passage) => p.score >= top.score * nearlyAsGood;
  const first = passages.filter((p) => near(p) && holds(p));
  if (first.length === 0) return [...passages];
  // A passage far behind competes with nothing; one as good about another thing does.
  return [...first, ...passages.filter((p) => !near(p))];
}

const specificWord = 0.5;
// Only a question that points back ("the key it asks for") is about the carried thing; one
// kept on the previous topic without a pronoun ("do you have a free trial?") may leave it.
const pointsBack = /\b(?:it|its|they|them|their|that one|this one)\b/i;
const nearlyAsGood = 0.75;
