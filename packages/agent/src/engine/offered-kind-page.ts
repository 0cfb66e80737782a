import { foldText } from '../text/analyzer.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import type { Passage } from '../types.ts';
import { organisationPage } from './organisation-page.ts';
import { titledKindPage } from './titled-kind-page.ts';

// "What would Acme do for our customer service call centre?", "What does Acme offer schools
// and universities?": a question asking what is offered to a kind of customer can match
// another page better than that customer's page — the government page's "call-centre waits",
// the calendar page's "clinics, salons, schools". The kind the visitor names decides: the page
// titled with it word for word ("Acme for Customer Service"), or, when the best passage is on
// no page for a kind of customer, the page nearest in meaning to the organisation named
// (organisation-page.ts). That page's passages answer alone, as they do when the page is found
// for a question nothing else answered.

/** The passages of the page for the kind of customer the question names; or undefined. */
export function offeredKindPageFirst(
  question: string,
  passages: readonly Passage[],
  retrieved: readonly Passage[],
  businessName: string,
): Passage[] | undefined {
  const top = passages[0];
  if (!top) return undefined;
  const kindPage = new RegExp(`^${escapeRegExp(foldText(businessName))} for \\S`);
  const onKindPage = kindPage.test(foldText(top.title));
  const page =
    titledKindPage(question, retrieved, businessName) ??
    (onKindPage ? undefined : organisationPage(question, retrieved, businessName));
  if (!page) return undefined;
  // The page's own passages as ranked, then those retrieved only further down.
  const title = page[0]?.title;
  const own = passages.filter((p) => p.title === title);
  const ranked = new Set(own.map((p) => p.chunkId));
  return [...own, ...page.filter((p) => !ranked.has(p.chunkId))];
}
