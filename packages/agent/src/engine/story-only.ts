import { analyze } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { asksCapability, asksOffer } from './capability.ts';
import { attributeTerms } from './question-type.ts';

// A customer's story or a list of the problems of an industry tells what happened to
// someone else (their groceries, their permits, their loan rates): the business does not
// offer those things. Its words are an example, whatever its page is called.
const storyHeading =
  /\b(case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|testimonials?|challenges?|pain points?)\b/i;
export const isStoryLike = (p: Passage): boolean =>
  storyHeading.test(`${p.section ?? ''} ${p.title}`);

// A question asking for the stories or problems themselves is answered by them.
const asksForStories =
  /\b(case stud(y|ies)|stor(y|ies)|challenges?|problems?|pain points?|struggle|results?|examples?|testimonials?|(which|what) (customers?|clients?|companies|businesses))\b/i;

const offerAsked =
  /\b(offers?|bring|brings|help|helps|provides?|features?|benefits?|do for|does for|did for|used for|use it for|solves?|give|gives)\b/i;

/**
 * The best passage is a story or a challenges section, and nothing outside such sections
 * holds the question: no other passage covers half of it (the business's name aside), and none names in its page's title
 * (the page of the thing asked about) a word of the question the story lacks ("what can
 * workflows automate?": the Workflows page). Words other pages share in passing, even in a
 * section heading ("Buying more", "apply"), do not make the story an answer.
 */
export function storyOnly(
  passages: readonly Passage[],
  query: string,
  ignore: ReadonlySet<string>,
): boolean {
  const top = passages[0];
  if (!top || !isStoryLike(top) || asksForStories.test(query)) return false;
  // A question asking what the business does for someone ("what does Acme bring to a county
  // office?") is answered by its customers' stories.
  if (
    analyze(query).some((t) => ignore.has(t)) &&
    (offerAsked.test(query) || asksOffer(query) || asksCapability(query))
  )
    return false;
  const literal = (p: Passage) =>
    (p.matchedTerms ?? []).filter((m) => !m.corrected && !ignore.has(m.term));
  const inStory = new Set(literal(top).map((m) => m.term));
  // The weight of the whole question, from the best passage's share of it; another
  // passage's share leaves out the business's name ("Acme sells…" holds "Acme").
  const weightOf = (p: Passage, keep: (term: string) => boolean) =>
    (p.matchedTerms ?? []).filter((m) => keep(m.term)).reduce((sum, m) => sum + m.weight, 0);
  const total = top.coverage ? weightOf(top, () => true) / top.coverage : 0;
  const share = (p: Passage) => (total > 0 ? weightOf(p, (t) => !ignore.has(t)) / total : 0);
  return !passages.some((p) => {
    if (isStoryLike(p)) return false;
    if (share(p) >= 0.5) return true;
    const page = new Set(analyze(p.title));
    return literal(p).some((m) => !inStory.has(m.term) && page.has(m.term));
  });
}

/**
 * "What does Acme do for a hospital front desk?": the best passage is a customer's story on
 * an industry page (its "front-desk calls"), and the page itself, outside its stories, says
 * a word of the question as written ("Front desks spend their day…"). The question asks what
 * the business does for such a customer, which that page lists; a word only a story holds
 * ("a bakery in Mombasa") still is an example, not an offer.
 */
export function offerOnStoryPage(
  passages: readonly Passage[],
  query: string,
  ignore: ReadonlySet<string>,
): boolean {
  const top = passages[0];
  if (!top || !isStoryLike(top) || !(asksOffer(query) || asksCapability(query))) return false;
  const own = (p: Passage) =>
    (p.matchedTerms ?? []).filter(
      (m) => !m.corrected && !m.synonym && !ignore.has(m.term) && !attributeTerms.has(m.term),
    );
  const inStory = new Set(own(top).map((m) => m.term));
  return passages.some(
    (p) =>
      p.sourceId === top.sourceId && !isStoryLike(p) && own(p).some((m) => inStory.has(m.term)),
  );
}
