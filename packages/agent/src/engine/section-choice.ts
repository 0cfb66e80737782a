import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage, Retriever } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { classifyQuestion } from './question-type.ts';
import { samePage } from './unit-shape.ts';

/**
 * The section of a page that answers a list question, when the page holds several lists
 * (an industry page: its challenges, what the product does there, its benefits, its steps):
 * the section whose heading says what the question asks in the question's own words,
 * function words included, which the search leaves out ("What can Lisa do for banks?" ->
 * "What Lisa does for Fintech", not "Fintech challenges"). The page's sections are found by
 * searching again with the page's title; words every heading of the page shares (its
 * subject) choose nothing.
 */
const normal = (w: string) => {
  const x = w.replace(/'s$/, '');
  if (x === 'does' || x === 'did' || x === 'doing') return 'do';
  if (x === 'can' || x === 'could') return 'can';
  return x.length > 3 && x.endsWith('s') && !x.endsWith('ss') ? x.slice(0, -1) : x;
};
const rawWords = (text: string) =>
  new Set(
    foldText(text)
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map(normal),
  );

export async function sectionForList(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  alsoAsked: readonly string[] = [],
): Promise<Passage[] | undefined> {
  const top = pageOf(passages);
  if (!top) return undefined;
  const asked = rawWords(question);
  for (const w of alsoAsked) asked.add(normal(w));
  const found = await retriever.search(businessId, `${top.title} ${question}`, 12);
  // A section sharing none of the question's words but its heading's ("What a workflow can
  // do" for "the things a workflow can do in a conversation") is found by the title alone.
  const byTitle = await retriever.search(businessId, top.title, 12);
  const seen = new Set([top.chunkId]);
  const siblings = [top];
  for (const p of [...found, ...byTitle])
    if (p.sourceId === top.sourceId && !seen.has(p.chunkId)) {
      seen.add(p.chunkId);
      siblings.push(p);
    }
  if (siblings.length < 2) return undefined;
  const headings = siblings.map((p) => rawWords(p.section ?? ''));
  // Several lists to choose from: two headed sections at least.
  const headed = headings.filter((h) => h.size > 0);
  if (headed.length < 2) return undefined;
  // The page's subject stands in every heading of it ("Fintech") or in its title ("Install
  // the widget" on the widget's page): it tells no section apart.
  const common = new Set([
    ...[...(headed[0] ?? [])].filter((w) => headed.every((h) => h.has(w))),
    ...rawWords(top.title),
  ]);
  const score = (i: number) =>
    [...(headings[i] ?? [])].filter((w) => asked.has(w) && !common.has(w)).length;
  // Between headings saying as much, the section holding a list answers a list question
  // ("what are the steps to get started?": "The four steps", not "Where to get help").
  const lists = (i: number) => holdsList(siblings[i]);
  let best = 0;
  for (let i = 1; i < siblings.length; i++)
    if (score(i) > score(best) || (score(i) === score(best) && lists(i) && !lists(best))) best = i;
  const chosen = siblings[best];
  if (best === 0 || !chosen || score(best) < 2) return undefined;
  // A heading sharing only function words ("What … does for …") does not displace the first
  // passage's heading naming what is asked ("What challenges do runners face?").
  const named = (i: number) =>
    [...(headings[i] ?? [])].filter((w) => asked.has(w) && !common.has(w) && analyze(w).length > 0)
      .length;
  if (named(best) < named(0)) return undefined;
  // Nor one naming the circumstances something happens in ("When Lisa hands over"), which a
  // question asking in which cases put first (unit-shape.ts's circumstancesFirst).
  if (named(best) === 0 && /^(?:when|if|whenever)\b/i.test((top.section ?? '').trim()))
    return undefined;
  // The page's other lists answer other questions: they are not quoted beside it.
  return [chosen, ...passages.filter((p) => p.sourceId !== chosen.sourceId)];
}

/**
 * The page passage the list is looked for on: the first passage, or, when that is an FAQ
 * entry scoring about as well as a page right behind it (an entry sharing "online" with
 * "How can Lisa help an online shop?"), that page. An entry answers one question; a page of
 * lists holds the list.
 */
function pageOf(passages: readonly Passage[]): Passage | undefined {
  const top = passages[0];
  if (!top?.question) return top;
  const next = passages[1];
  return next && !next.question && next.score >= 0.9 * top.score ? next : undefined;
}

/**
 * The steps of a page for a how-to question whose best passage is the page's introduction,
 * which describes rather than instructs ("How do I let Lisa put bookings into our Google
 * Calendar?" finds the calendar page's introduction), or an FAQ entry of the page answering
 * another kind of question ("Which languages can I call it from?" for "how do I start using
 * the TypeScript client?"): the section of the same page holding numbered steps, the one whose
 * heading shares most of the question's words first ("Using … with Lisa" for "start using").
 * A page with no steps of its own ("The Lisa public API") takes those of the page on the same
 * subject ("Lisa API": every word of its title but the business's name stands in this one's).
 */
export async function stepsForHowTo(
  retriever: Retriever,
  businessId: number,
  question: string,
  passages: readonly Passage[],
  names: ReadonlySet<string> = new Set(),
): Promise<Passage[] | undefined> {
  const top = passages[0];
  // Only a page's introduction (no section of its own) describes instead of instructing;
  // a section ("The Business Key", "Widget options") answers in its own shape, and so does an
  // entry asking how.
  if (!top || hasSteps(top)) return undefined;
  if (top.question ? classifyQuestion(top.question) === 'how-to' : top.section) return undefined;
  const asked = rawWords(question);
  const found = await retriever.search(businessId, `${pageTitle(top)} ${question}`, 12);
  const own = found.filter((p) => samePage(p, top) && !p.question && hasSteps(p));
  const subject =
    own.length > 0 ? undefined : found.find((p) => !samePage(p, top) && sameSubject(p, top, names));
  const steps = subject
    ? (await retriever.search(businessId, `${pageTitle(subject)} ${question}`, 12)).filter(
        (p) => samePage(p, subject) && !p.question && hasSteps(p),
      )
    : own;
  if (steps.length === 0) return undefined;
  // (The words of asking itself, "how do I …", choose no heading: "How to connect X" and
  // "Using X" answer any how-to alike.)
  const shared = (p: Passage) =>
    [...rawWords(p.section ?? '')].filter((w) => asked.has(w) && !askingWords.has(w)).length;
  const chosen = steps.reduce((a, b) => (shared(b) > shared(a) ? b : a));
  // The introduction is left out: it says what the thing is, the steps how to do it. So
  // is the page's list of features ("Google Calendar and Microsoft Outlook calendars"),
  // which names what the question names without being a way to do it.
  const describes = (p: Passage) =>
    p.sourceId === top.sourceId && !p.question && holdsList(p) && !hasSteps(p);
  return [
    chosen,
    ...passages.filter((p) => p.chunkId !== chosen.chunkId && p !== top && !describes(p)),
  ];
}

const askingWords = new Set(['how', 'to', 'do', 'i', 'we', 'can', 'should', 'the', 'a', 'an']);

/** A page's title without the "FAQ" its entries carry ("Lisa API FAQ" -> "Lisa API"). */
const pageTitle = (p: Passage) => p.title.replace(/\bFAQ\b/gi, '').trim();

/** Whether every word of `p`'s page title but the business's name stands in `top`'s. */
function sameSubject(p: Passage, top: Passage, names: ReadonlySet<string>): boolean {
  const words = analyze(pageTitle(p)).filter((t) => !names.has(t));
  const topWords = new Set(analyze(pageTitle(top)));
  return words.length > 0 && words.every((t) => topWords.has(t));
}

const holdsList = (p: Passage | undefined) =>
  p !== undefined && (p.text.match(/^\s*(?:[-*•]|\d+[.)])\s/gm) ?? []).length >= 2;

const hasSteps = (p: Passage) => answerUnits(p.text).filter((u) => u.ordered).length >= 2;
