import { contentWords } from '../language/vectors/phrase-vector.ts';
import { wordVectors } from '../language/vectors/word-vectors.ts';
import { nounAncestors } from '../language/wordnet/wordnet.ts';
import { foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Passage } from '../types.ts';

// "We are a charity working with mothers. What can Acme do for us?": the visitor names a kind
// of organisation in words the knowledge never uses (charity, hospital), while the business
// has a page for that kind of customer in its own words ("Acme for NGOs", "Acme for
// Healthcare"). A word naming an organisation (WordNet: a kind of institution or
// establishment; "organization" alone would take in a family, a team or the staff) finds the retrieved page for a kind of customer ("<name> for …") whose
// title and introduction mean the nearest thing (word vectors); a word meaning nothing near
// enough finds none, and the question stays unanswered.

const organisationKinds = ['institution', 'establishment'];
/** Mean of a word's three best similarities to a page's words that says "the same kind". */
const minSimilarity = 0.45;

const isOrganisation = (word: string) => {
  const above = nounAncestors(word);
  return organisationKinds.some((k) => above.has(k));
};

/** The page for the kind of organisation the question names, its passages first; or undefined. */
export function organisationPage(
  question: string,
  passages: readonly Passage[],
  businessName: string,
): Passage[] | undefined {
  const vectors = wordVectors();
  if (!vectors) return undefined;
  const name = foldText(businessName);
  const organisations = contentWords(question).filter((w) => w !== name && isOrganisation(w));
  if (organisations.length === 0) return undefined;
  // Pages for a kind of customer, "<name> for <kind>", by title (one source may hold several).
  const pageTitle = new RegExp(`^${escapeRegExp(name)} for \\S`);
  const pages = new Map<string, Passage[]>();
  for (const p of passages)
    if (pageTitle.test(foldText(p.title))) pages.set(p.title, [...(pages.get(p.title) ?? []), p]);
  let best: { passages: Passage[]; score: number } | undefined;
  for (const held of pages.values()) {
    const words = new Set(
      held.flatMap((p) => contentWords(`${p.title} ${p.section ? '' : p.text}`)),
    );
    words.delete(name);
    for (const org of organisations) {
      const sims = [...words]
        .map((w) => vectors.similarity(org, w) ?? 0)
        .sort((a, b) => b - a)
        .slice(0, 3);
      const score = sims.reduce((a, b) => a + b, 0) / Math.max(1, sims.length);
      if (score >= minSimilarity && (!best || score > best.score)) best = { passages: held, score };
    }
  }
  return best?.passages;
}
