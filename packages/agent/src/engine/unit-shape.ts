import { analyze, foldText } from '../text/analyzer.ts';
import type { Passage } from '../types.ts';
import { answerUnits } from './compose-answer.ts';
import { attributeTerms, classifyQuestion } from './question-type.ts';
import { runnerUp, withFirst } from './runner-up.ts';

/**
 * The shape of the unit a question wants, told apart from the words it shares with a
 * passage: a list of THINGS (options, kinds, items) is not a list of STEPS, steps about
 * another subject are not the way to do the asked thing, and a page's steps do not say
 * whether it can or will.
 */

const orderedUnits = (p: Passage) => answerUnits(p.text).filter((u) => u.ordered).length;
const unorderedItems = (p: Passage) =>
  answerUnits(p.text).filter((u) => u.listItem && !u.ordered).length;

/** A passage whose list is numbered steps (a way to do something). */
export const holdsSteps = (p: Passage | undefined): boolean =>
  p !== undefined && orderedUnits(p) >= 2;

/** A passage holding a list of things: two bulleted items or more, no numbered step. */
const holdsThings = (p: Passage): boolean => orderedUnits(p) === 0 && unorderedItems(p) >= 2;

/** A list of things and nothing else: no sentence leads it in. */
const bareThings = (p: Passage): boolean =>
  holdsThings(p) && answerUnits(p.text).every((u) => u.listItem);

/** Words that ask for an order of doing things rather than for the things themselves. */
const asksOrder =
  /\b(how|steps?|stages?|phases?|process|procedure|order|sequence|instructions?|walk me|guide)\b/;

/** The page a passage belongs to, whatever section or FAQ of it: "Slack", "Slack FAQ". */
const pageName = (p: Passage) =>
  foldText(p.title)
    .replace(/\bfaq\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
export const samePage = (a: Passage, b: Passage) =>
  a.sourceId === b.sourceId || (pageName(a) !== '' && pageName(a) === pageName(b));

/**
 * A list question asking for things ("what kinds of notifications…", "which options…") whose
 * best passage is the numbered steps of a page (they share "notification" in "choose a channel
 * for each notification type"): the same page's list of things, among the next four passages
 * (seven when it asks what sorts of things) and scoring at least half as well (or on the page
 * the question names), answers instead, and the steps are left out.
 */
export function thingsBeforeSteps(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
): Passage[] {
  const top = passages[0];
  if (!top || !holdsSteps(top) || asksOrder.test(foldText(question))) return [...passages];
  // The page is the one asked about when the question names it ("print" of "Cloud printing"):
  // its list of things then answers however few of the question's other words it holds.
  const asked = new Set(analyze(question));
  const namesPage = titleThings(top).some((t) => asked.has(t));
  // Looked for among all retrieved passages: a page's list of things may share only its name
  // with the question, and score below what the answer keeps.
  // What the visitor must have or type in ("which details do I need before connecting?") is
  // said by the steps themselves ("fill in URL, database, user id and API key"), not by the
  // page's features: only a list headed by a requirement ("What you need") says it instead.
  const requirement = asksRequirement.test(foldText(question));
  // "What sorts of messages…" asks for kinds of things outright: the page's list of them is
  // looked for further down.
  const within = asksSorts.test(foldText(question)) ? 8 : 5;
  const things = retrieved.find(
    (p, i) =>
      p !== top &&
      i < within &&
      samePage(p, top) &&
      holdsThings(p) &&
      (!requirement || requirementHeading.test(p.section ?? '')) &&
      (namesPage || p.score >= 0.5 * top.score),
  );
  if (!things) return [...passages];
  return [things, ...passages.filter((p) => p !== things && p !== top)];
}

const asksSorts = /\b(?:what|which) (?:sorts?|kinds?|types?|varieties) of\b/;
const asksRequirement =
  /\b(?:i|we|you) (?:need|require|must have|have to (?:type|enter|fill|give|provide))\b|\b(?:needed|required|requirements?|prerequisites?)\b/;
const requirementHeading =
  /\b(?:need|needs|require|required|requirements?|prerequisites?|before you)\b/i;

/**
 * The mirror case: a how-to whose best passage is a page's list of things ("Google Calendar
 * and Microsoft Outlook calendars" for "how do I connect my Outlook calendar?") is answered by
 * the same page's numbered steps, among the first five retrieved, when the question names the
 * page or they score at least half as well; the list of things is left out. Only a bare list:
 * one led in by a sentence ("you can add a knowledge source as:") lists ways.
 */
export function stepsBeforeThings(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
): Passage[] {
  const top = passages[0];
  // A list led in by a sentence ("you can add a knowledge source as:") says the ways; a
  // bare list under a heading describes.
  if (!top || top.question !== undefined || !bareThings(top)) return [...passages];
  const asked = new Set(analyze(question));
  const namesPage = titleThings(top).some((t) => asked.has(t));
  const steps = retrieved.find(
    (p, i) =>
      p !== top &&
      i < 5 &&
      samePage(p, top) &&
      holdsSteps(p) &&
      (namesPage || p.score >= 0.5 * top.score),
  );
  if (!steps) return [...passages];
  return [steps, ...passages.filter((p) => p !== steps && p !== top)];
}

/**
 * A how-to whose best passage is no way to do anything — an FAQ entry answering another kind
 * of question ("Can my team reply from the chat app?" -> "Not yet…"), or a passage naming the
 * asked thing only in passing among others (an overview listing every tool) — is answered by
 * the numbered steps of the page the question names, among the next four passages and scoring
 * at least half as well. "What do I click to link my CRM?" wants the CRM page's steps, not the
 * overview sharing "click".
 */
export function stepsOfAskedPage(passages: readonly Passage[], question: string): Passage[] {
  const top = passages[0];
  if (!top || holdsSteps(top)) return [...passages];
  const asked = new Set(analyze(question));
  const ownWords = new Set(analyze(`${pageName(top)} ${top.section ?? ''} ${top.question ?? ''}`));
  const entryOfAnotherKind =
    top.question !== undefined && classifyQuestion(top.question) !== 'how-to';
  // A word naming a thing, not the business's own name found on every page.
  const specific = new Set(
    passages.flatMap((p) =>
      (p.matchedTerms ?? []).filter((m) => (m.specificity ?? 1) >= 0.3).map((m) => m.term),
    ),
  );
  const way = runnerUp(
    passages,
    5,
    0.5,
    (p) =>
      holdsSteps(p) &&
      titleThings(p).some(
        (t) => asked.has(t) && specific.has(t) && (entryOfAnotherKind || !ownWords.has(t)),
      ),
  );
  return withFirst(passages, way);
}

/**
 * A how-to whose best passage is a bare list of things on a page the question does not name
 * (what renting needs: "a phone that can receive a code by text") is answered by the next
 * passage that is no such list, among the next four, covering as much of the question and
 * scoring at least half as well: the list shares the question's words, not its way.
 */
export function waysBeforeUnnamedThings(passages: readonly Passage[], question: string): Passage[] {
  const top = passages[0];
  if (!top || top.question !== undefined || !bareThings(top)) return [...passages];
  const asked = new Set(analyze(question));
  if (titleThings(top).some((t) => asked.has(t))) return [...passages];
  const way = runnerUp(
    passages,
    5,
    0.5,
    (p) => !bareThings(p) && (p.coverage ?? 0) >= (top.coverage ?? 0),
  );
  return withFirst(passages, way);
}

/** Index terms of a passage's page title that name a thing (not "setup", "integration"). */
const titleThings = (p: Passage) => analyze(pageName(p)).filter((t) => !attributeTerms.has(t));

/**
 * A how-to whose best passage is the steps of a page the question names only in part (a
 * shared "Google" for "Google Meet" in "how do I connect my Google Calendar?"): the steps of a
 * page whose whole title the question names, among the next four passages and scoring at
 * least 60 % as well, are the way to do the asked thing; the partly named steps are left out.
 */
export function stepsOfNamedSubject(passages: readonly Passage[], question: string): Passage[] {
  const top = passages[0];
  if (!top || !holdsSteps(top)) return [...passages];
  const asked = new Set(analyze(question));
  const named = (p: Passage) => {
    const words = titleThings(p);
    return words.length > 0 && words.every((t) => asked.has(t));
  };
  const partly = (p: Passage) => titleThings(p).some((t) => asked.has(t));
  if (named(top)) return [...passages];
  const way = runnerUp(
    passages,
    5,
    0.6,
    (p) =>
      holdsSteps(p) &&
      named(p) &&
      (partly(top) || titleThings(top).length === 0 || p.score >= 0.8 * top.score),
  );
  if (!way) return [...passages];
  // Steps of a subject the question names only in part are no way to do the asked thing.
  return [way, ...passages.filter((p) => p !== way && !(holdsSteps(p) && !named(p)))];
}

/** An FAQ answer that opens with a yes or a no ("No. Lisa only posts to the channels…"). */
const answersWhether = (p: Passage) =>
  p.question !== undefined && /^(yes|no|not yet|not automatically)\b[.,!]?/i.test(p.text.trim());

/**
 * A yes/no question whose best passage is a page's steps or its description (they share the
 * thing's name and a verb) is answered by that page's own FAQ entry that says yes or no,
 * when one is retrieved among the first six and scores at least 60 % as well: the entry
 * states the limit ("only reads", "only posts to the channels you pick") of the asked thing.
 * The page's steps are left out: they say how to set it up, not whether it does what is asked.
 */
export function pageVerdictFirst(passages: readonly Passage[]): Passage[] {
  const top = passages[0];
  if (!top || top.question !== undefined) return [...passages];
  const verdict = runnerUp(
    passages,
    6,
    0.6,
    (p) => answersWhether(p) && samePage(p, top) && (p.coverage ?? 0) >= 0.4 * (top.coverage ?? 0),
  );
  if (!verdict) return [...passages];
  return [
    verdict,
    ...passages.filter((p) => p !== verdict && !(samePage(p, top) && holdsSteps(p))),
  ];
}

/** The plural noun a list question asks for: "What CRMs…" -> "CRMs", "which Meta apps" -> "apps". */
const askedKinds = (question: string): string | undefined =>
  question.match(/\b(?:what|which)\s+(?:[\w-]+\s+)?([A-Za-z]{2,}[^s\W]s)\b/i)?.[1];

/**
 * The shape of a line naming the members of the kind a list question asks for ("CRMs such as
 * Zoho CRM, Kijani and Odoo", "apps (WhatsApp, Messenger, Instagram)"); undefined when the
 * question asks no kind of thing, or asks for steps.
 */
export function membersLine(question: string): RegExp | undefined {
  const kinds = askedKinds(question);
  if (!kinds || asksOrder.test(foldText(question))) return undefined;
  return new RegExp(`\\b${kinds}\\s*(?:such as|like|including|\\(|:)\\s*[^.;]*,[^.;]*`, 'i');
}

/**
 * A list question asking which things of a kind there are ("What CRMs do you plug into?") whose
 * best passage is the steps or the list of one of them (the Zoho CRM page's steps) is answered
 * by the sentence naming the members of that kind ("…and CRMs such as Zoho CRM, Kijani and
 * Odoo"), when one stands in a passage among the next four scoring at least 60 % as well.
 */
export function membersBeforeOneMember(passages: readonly Passage[], question: string): Passage[] {
  const top = passages[0];
  const members = membersLine(question);
  if (!top || !members) return [...passages];
  const enumerates = (p: Passage) => answerUnits(p.text).some((u) => members.test(u.text));
  if (enumerates(top) || (!holdsSteps(top) && !holdsThings(top))) return [...passages];
  const found = passages.find(
    (p, i) => i > 0 && i < 5 && enumerates(p) && p.score >= 0.6 * top.score,
  );
  if (!found) return [...passages];
  return [found, ...passages.filter((p) => p !== found)];
}

/** A question asking the circumstances something happens in ("in which situations…"). */
export const asksCircumstances =
  /\b(in|under) (which|what) (situations?|cases?|circumstances?|conditions?)\b|\bwhat (situations?|cases?|circumstances?|conditions?)\b|\b(situations?|cases?|circumstances?|conditions?) (in which|where|when)\b|\bwhen (exactly )?(does|do|will|would|is|are)\b/;

/**
 * A list question asking the circumstances something happens in ("in which situations does a
 * chat get passed to a person?") is answered by a list under a heading that states them ("When
 * Lisa hands over", "If your card is lost"), among the first five retrieved (or `within`), on the same page
 * or scoring at least half as well, rather than by a list sharing more of the question's
 * other words.
 */
export function circumstancesFirst(
  passages: readonly Passage[],
  question: string,
  retrieved: readonly Passage[] = passages,
  within = 5,
): Passage[] {
  const top = passages[0];
  if (!top || !asksCircumstances.test(foldText(question))) return [...passages];
  const states = (p: Passage) =>
    /^(when|if|whenever)\b/i.test((p.section ?? '').trim()) && unorderedItems(p) >= 2;
  if (states(top)) return [...passages];
  // On the page the question found, the heading says enough however few other words it shares.
  const list = retrieved.find(
    (p, i) =>
      p !== top && i < within && states(p) && (samePage(p, top) || p.score >= 0.5 * top.score),
  );
  if (!list) return [...passages];
  // The list it displaces shares words, not the question's circumstances: it is left out.
  return [list, ...passages.filter((p) => p !== list && p !== top)];
}
