import { analyze } from '../text/analyzer.ts';
import { moneyPattern } from '../text/money.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { Passage } from '../types.ts';
import {
  answersAnotherQuestion,
  askedWordsNamed,
  entryOfAskedQuestionFirst,
} from './answered-question.ts';
import { optionLineFirst } from './exact-line.ts';
import { namedKindsFirst } from './named-kinds.ts';
import { classifyQuestion, type QuestionKind } from './question-type.ts';
import { runnerUp, withFirst } from './runner-up.ts';
import { stepOfAskedVerbFirst } from './step-of-asked-verb.ts';
import {
  circumstancesFirst,
  membersBeforeOneMember,
  pageVerdictFirst,
  stepsBeforeThings,
  stepsOfAskedPage,
  stepsOfNamedSubject,
  thingsBeforeSteps,
  waysBeforeUnnamedThings,
} from './unit-shape.ts';

const amountsIn = (p: Passage) => (p.text.match(moneyPattern) ?? []).length;
const statesAmount = (p: Passage) => amountsIn(p) > 0;

/**
 * The passages in the order the answer should weigh them, by what the question asks. BM25
 * ranks "how to connect Asana" (the name three times in a short passage) above the pricing
 * list that holds "Asana setup costs $100" once among thirteen prices, although the list
 * holds more of the question. A price question is answered by a passage stating an amount:
 * the best such passage among those retrieved that covers at least as much of the question
 * as the first one, and scores at least half as well, goes first. `retrieved` is everything
 * the search returned, before the weak passages were dropped (a list question may be
 * answered by its page's list of things from there; see unit-shape.ts).
 */
export function rankForKind(
  passages: readonly Passage[],
  kind: QuestionKind,
  question = '',
  retrieved: readonly Passage[] = passages,
): Passage[] {
  const top = passages[0];
  if (kind === 'yes-no')
    return pageVerdictFirst(yesOrNoFirst(entryOfAskedQuestionFirst(passages, question), question));
  if (kind === 'count') return countedFirst(passages, question);
  if (kind === 'how-to')
    return optionLineFirst(
      stepsOfNamedSubject(
        stepsOfAskedPage(
          // A bare list on a page the question does not name gives way to another page's
          // way of doing it first; only then to its own page's steps.
          stepsBeforeThings(
            stepOfAskedVerbFirst(
              waysBeforeUnnamedThings(waysBeforePrices(passages), question),
              question,
            ),
            question,
            retrieved,
          ),
          question,
        ),
        question,
      ),
      question,
      retrieved,
    );
  if (kind === 'list')
    return namedKindsFirst(
      circumstancesFirst(
        membersBeforeOneMember(thingsBeforeSteps(passages, question, retrieved), question),
        question,
        retrieved,
      ),
      question,
    );
  if (kind !== 'price' || !top || statesAmount(top) || top.coverage === undefined)
    return [...passages];
  const priced = runnerUp(
    passages,
    Number.POSITIVE_INFINITY,
    0.5,
    (p) => statesAmount(p) && (p.coverage ?? 0) >= (top.coverage ?? 0),
  );
  return withFirst(passages, priced);
}

/**
 * An FAQ entry that answers whether: its answer opens with a yes or a no ("No. The product
 * ingest only reads…"), or its question is a yes/no question ("Can Lisa read images
 * customers send?" -> "Lisa receives the image and shows it to your team…").
 */
const saysYesOrNo = (p: Passage) =>
  p.question !== undefined &&
  (/^(yes|no|not yet|not automatically)\b[.,!]?/i.test(p.text.trim()) ||
    classifyQuestion(p.question) === 'yes-no');

/**
 * A yes/no question is answered by the FAQ entry that says yes or no, when one ranks close
 * behind a description sharing more words ("Will importing products from Odoo write anything
 * back?": the Odoo description holds "import" and "back", the FAQ entry "No. The product
 * ingest only reads…"). Close: among the first three, scoring at least 75 % of the first
 * and holding at least 60 % of what the first covers.
 */
function yesOrNoFirst(passages: readonly Passage[], question: string): Passage[] {
  const top = passages[0];
  if (!top || saysYesOrNo(top)) return [...passages];
  const entry = runnerUp(
    passages,
    3,
    0.75,
    (p) =>
      saysYesOrNo(p) &&
      !answersAnotherQuestion(p, passages, question) &&
      // A section whose heading names what is asked ("Open Day" for "…see you at an open
      // day?") keeps its place before an entry whose question names no more of it; a page's
      // introduction (no heading of its own) before one naming less.
      askedWordsNamed(p, passages, question) >
        askedWordsNamed(top, passages, question) - (top.section ? 0 : 1) &&
      (p.coverage ?? 0) >= 0.6 * (top.coverage ?? 0),
  );
  return withFirst(passages, entry);
}

/**
 * A how-to is answered by a way to do it, not by a price list: "how do I set up the Slack
 * integration?" matches the setup-price list (setup, integration, Slack) better than the
 * Slack page's steps. When the first passage states two amounts or more, the first passage
 * stating none, among the next four, that holds at least 40 % as much of the question and
 * scores at least half as well, goes first.
 */
function waysBeforePrices(passages: readonly Passage[]): Passage[] {
  const top = passages[0];
  if (!top || amountsIn(top) < 2) return [...passages];
  const way = runnerUp(
    passages,
    5,
    0.5,
    (p) => amountsIn(p) === 0 && (p.coverage ?? 0) >= 0.4 * (top.coverage ?? 0),
  );
  return withFirst(passages, way);
}

/**
 * A count is answered by a passage stating a number of the thing counted ("30+ languages"):
 * "how many languages do you support?" matches the API page's "any language that speaks
 * HTTPS" as well. The thing counted is the word after "how many" (or a word meaning the
 * same). When the first passage states no number of it, the first one among the next four
 * that does, scoring at least half as well, goes first.
 */
function countedFirst(passages: readonly Passage[], question: string): Passage[] {
  const noun = question.toLowerCase().match(/\bhow many ([\p{L}-]+)/u)?.[1];
  const term = noun ? analyze(noun)[0] : undefined;
  if (!term) return [...passages];
  const counted = new Set([term, ...synonymsOf(term)]);
  const counts = (p: Passage) =>
    [...p.text.matchAll(/\b\d[\d,]*\+?\s+([\p{L}-]+)/gu)].some((m) =>
      analyze(m[1] ?? '').some((t) => counted.has(t)),
    );
  const top = passages[0];
  if (!top || counts(top)) return [...passages];
  const first = passages.find((p, i) => i > 0 && i < 5 && counts(p) && p.score >= 0.5 * top.score);
  if (!first) return [...passages];
  return [first, ...passages.filter((p) => p !== first)];
}
