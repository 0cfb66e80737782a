import { contentWords } from '../language/vectors/phrase-vector.ts';
import { wordVectors } from '../language/vectors/word-vectors.ts';
import { baseForms, mainlyNoun, nounAncestors } from '../language/wordnet/wordnet.ts';
import { analyze, foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Passage } from '../types.ts';
import { mainClause } from './main-clause.ts';
import { attributeTerms } from './question-type.ts';
import { titledKindPage } from './titled-kind-page.ts';

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
  // The page's own word for the kind ("for fintech") says which page before any meaning does.
  const titled = titledKindPage(question, passages, businessName);
  if (titled) return titled;
  const organisations = contentWords(question).filter((w) => w !== name && isOrganisation(w));
  const kinds = kindWords(question, name);
  if (organisations.length === 0 && kinds.length === 0)
    return describedOrganisationPage(question, passages, name);
  // Pages for a kind of customer, "<name> for <kind>", by title (one source may hold several).
  const pageTitle = new RegExp(`^${escapeRegExp(name)} for \\S`);
  const pages = new Map<string, Passage[]>();
  for (const p of passages)
    if (pageTitle.test(foldText(p.title))) pages.set(p.title, [...(pages.get(p.title) ?? []), p]);
  const scored = [...pages.values()].map((held) => {
    const words = new Set(
      held.flatMap((p) => contentWords(`${p.title} ${p.section ? '' : p.text}`)),
    );
    words.delete(name);
    const best3 = (org: string) =>
      [...words]
        .map((w) => vectors.similarity(org, w) ?? 0)
        .sort((a, b) => b - a)
        .slice(0, 3);
    const score = (org: string) => {
      const sims = best3(org);
      return sims.reduce((a, b) => a + b, 0) / Math.max(1, sims.length);
    };
    const nearest = (org: string) => best3(org)[0] ?? 0;
    return { held, score, nearest };
  });
  let best: { passages: Passage[]; score: number } | undefined;
  for (const { held, score } of scored)
    for (const org of organisations) {
      const s = score(org);
      if (s >= minSimilarity && (!best || s > best.score)) best = { passages: held, score: s };
    }
  if (best) return best.passages;
  // A kind named before a general word for an organisation must point at one page clearly.
  for (const kind of kinds) {
    const ranked = scored
      .map(({ held, score, nearest }) => ({
        passages: held,
        score: score(kind),
        nearest: nearest(kind),
      }))
      .sort((a, b) => b.score - a.score);
    const [first, second] = ranked;
    if (
      first &&
      first.score >= minSimilarity &&
      first.nearest >= nearlyNames &&
      first.score - (second?.score ?? 0) >= distinctKind &&
      (!best || first.score > best.score)
    )
      best = first;
  }
  if (best) return best.passages;
  return organisations.length === 0
    ? describedOrganisationPage(question, passages, name)
    : undefined;
}

// "What do you provide for property businesses?", "a non-governmental organisation": a word
// for any organisation at all (business, firm, agency, organisation: WordNet puts it under
// "organization" but under no institution or establishment) says nothing of its kind; the
// word before it does ("property", "ngo"). That word is judged by meaning like an
// organisation's name, must nearly name a word of the page, and must point at one page more
// than at the next.
/** How much nearer the kind word must be to the chosen page than to the next page. */
const distinctKind = 0.1;
/** How near the kind word must be to one word of the page: it nearly names that word
 * ("farming" and "farmers"), not a neighbouring trade ("mining" and "farming"). */
const nearlyNames = 0.65;

const organisationRoot = new Set(['organization', 'organisation']);
const isAnyOrganisation = (word: string) =>
  organisationRoot.has(word) ||
  baseForms(word, 'noun').some((b) => organisationRoot.has(b)) ||
  nounAncestors(word).has('organization');

function kindWords(question: string, name: string): string[] {
  const words = foldText(question)
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  const kinds: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const head = words[i] ?? '';
    if (!isAnyOrganisation(head) || isOrganisation(head)) continue;
    const [kind] = contentWords(words[i - 1] ?? '');
    // A kind is named by a noun ("property"), not described by an adjective ("small").
    if (kind && kind !== name && mainlyNoun(kind) && !kinds.includes(kind)) kinds.push(kind);
  }
  return kinds;
}

// "I run a SACCO that gives members loans. What could Acme handle for us?": the visitor's
// organisation is a word no dictionary knows, and what it does says what kind it is. The page
// for a kind of customer ranked among the first three that holds, as written, a specific word
// of that description ("loans") is the page for it; a description it does not share finds none.
const describes =
  /\b(?:i|we) (?:run|own|manage|operate|are|started|work (?:at|for|in)) (?:an?|our|my) ([\p{L}\p{N}-]+)(?: [\p{L}\p{N}-]+)? (?:that|which|who|where) ([^.?!;]+)/iu;
/** How specific a described word must be (its share of the heaviest word's weight). */
const specificDescription = 0.45;

function describedOrganisationPage(
  question: string,
  passages: readonly Passage[],
  name: string,
): Passage[] | undefined {
  const asked = mainClause(question);
  if (!asked) return undefined;
  const scene = question.slice(0, question.lastIndexOf(asked));
  const found = describes.exec(scene);
  if (!found) return undefined;
  // The organisation word is one no dictionary knows as an organisation (one it knows is
  // judged by meaning above).
  const [, kind = '', clause = ''] = found;
  if (isOrganisation(foldText(kind))) return undefined;
  const described = new Set(analyze(clause).filter((t) => t !== name && !attributeTerms.has(t)));
  const pageTitle = new RegExp(`^${escapeRegExp(name)} for \\S`);
  const page = passages
    .slice(0, 3)
    .find(
      (p) =>
        pageTitle.test(foldText(p.title)) &&
        (p.matchedTerms ?? []).some(
          (m) =>
            !m.corrected &&
            !m.synonym &&
            described.has(m.term) &&
            (m.specificity ?? 0) >= specificDescription,
        ),
    );
  return page ? passages.filter((p) => p.title === page.title) : undefined;
}
