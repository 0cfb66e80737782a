import { analyze } from '../text/analyzer.ts';
import { statesMoney } from '../text/money.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { attributeTerms } from './question-type.ts';

// Words of a title that say what kind of page it is, not which thing it is about.
const pageWords = new Set(analyze('faq using with for about the and your our guide overview'));

/** The terms of a title naming its thing ("Web Widget"), page words and attributes aside. */
export const subjectOf = (title: string, businessNames: ReadonlySet<string>): string[] =>
  analyze(title).filter(
    (t) => !pageWords.has(t) && !businessNames.has(t) && !attributeTerms.has(t),
  );

/**
 * The pages describing the thing a price question names by what it is ("the little chat
 * button on our website" is the Web Widget's page: "a launcher button … on any website"),
 * when no priced line found names a thing of the question. Among the passages found, the pages stating no amount
 * and titled by a thing, holding two of the question's thing words or more as written,
 * weighed by them, heaviest first.
 */
export function itemPages(
  passages: readonly Passage[],
  businessNames: ReadonlySet<string>,
): Passage[] {
  // A typo's correction names a thing in a priced line ("trainin"), not on a page.
  const thingWeight = (p: Passage, corrected = false) => {
    const weights = new Map<string, number>();
    for (const m of p.matchedTerms ?? [])
      if (
        (corrected || !m.corrected) &&
        !m.synonym &&
        m.term.length > 2 &&
        !attributeTerms.has(m.term) &&
        !businessNames.has(m.term)
      )
        weights.set(m.term, m.weight);
    return weights;
  };
  // A priced line naming a thing of the question, before its amount or in what it includes
  // ("… costs KES 20,000 and includes 24/7 support, Dedicated account manager"): no page needed.
  const namesAThing = passages.some((p) => {
    const weights = thingWeight(p, true);
    return answerUnits(p.text).some((u) => {
      if (!statesMoney(u.text)) return false;
      const terms = new Set(analyze(u.text));
      return [...weights.keys()].some((t) => terms.has(t));
    });
  });
  if (namesAThing) return [];
  const sum = (p: Passage) => [...thingWeight(p).values()].reduce((a, b) => a + b, 0);
  return (
    passages
      .filter(
        (p) => !p.question && !statesMoney(p.text) && subjectOf(p.title, businessNames).length > 0,
      )
      // Two words of the question at least: one shared word ("per") describes nothing.
      .filter((page) => thingWeight(page).size >= 2)
      .map((page) => ({ page, weight: sum(page) }))
      .sort((a, b) => b.weight - a.weight)
      .map((x) => x.page)
  );
}
