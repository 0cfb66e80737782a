import { normalizeChat } from '../language/chat-shorthand.ts';
import { detectLanguage, isSupportedLanguage } from '../language/detect-language.ts';
import { type Glossary, translateQuestion } from '../language/glossary.ts';
import { isDontKnowText, type Phrases, phrasesFor } from '../language/phrases.ts';
import { answerWithLlm } from '../llm/grounded-answer.ts';
import type { LlmProvider } from '../llm/llm-provider.ts';
import { kindsOfName } from '../search/name-kinds.ts';
import { normalizeAmounts } from '../text/amounts.ts';
import { analyze, words as foldedWords, foldText } from '../text/analyzer.ts';
import type {
  AgentEngine,
  AgentReply,
  AgentRequest,
  AgentTrace,
  Citation,
  ConversationTurn,
  Passage,
  Retriever,
} from '../types.ts';
import { answersForOthers } from './answers-for-others.ts';
import { attributeUnstated } from './asked-attribute.ts';
import { askedEntryOf } from './asked-entry.ts';
import { qualifiesAudience } from './audience-qualifier.ts';
import { countUnanswered, isWithinHours, matchKeyword } from './behaviour.ts';
import { botNamed } from './bot-named.ts';
import { unstatedPlace } from './business-place.ts';
import { asksCapability, asksOffer, capabilityWords } from './capability.ts';
import { carriedFirst } from './carried-first.ts';
import { onCarriedSubject } from './carried-subject.ts';
import { unheldChannel } from './channel-asked.ts';
import { circumstanceListFirst } from './circumstance-heading.ts';
import {
  citationFor,
  composeExtractiveAnswer,
  queryWeights,
  renderSources,
} from './compose-answer.ts';
import { unheldCompound } from './compound-subject.ts';
import { answerCountLine, countHolderFirst } from './count-holder.ts';
import { defaultFirst, defaultNamed } from './default-choice.ts';
import { durationHolderFirst } from './duration-holder.ts';
import { englishIdioms } from './english-idioms.ts';
import { answerExactLine, lineAsked, placeLineFirst } from './exact-line.ts';
import { answersExcluded } from './excluded-subject.ts';
import { extraUnitQuestion } from './extra-units.ts';
import { answerExtreme, extremesAsked, ranksNamedList } from './extremes.ts';
import { asksForMoney } from './favour-request.ts';
import { carrySubject, rewriteFollowUp } from './follow-up.ts';
import { stepsOfWorking } from './how-it-works.ts';
import {
  acceptsOffer,
  detectHandoffRequest,
  detectSmallTalk,
  isAffirmative,
  isNegative,
  stripGreeting,
} from './intents.ts';
import { countedListFirst, listFramingAlone, withoutMentionFraming } from './list-cues.ts';
import { instancesAsked, instancesFirst } from './named-instances.ts';
import { offeredKindPageFirst } from './offered-kind-page.ts';
import { holdsMoney, pricesAskedThing, withImpliedSetup } from './one-off-charge.ts';
import { withOnesNamed } from './ones-noun.ts';
import { asksOptions, optionsListFirst } from './options-asked.ts';
import { organisationPage } from './organisation-page.ts';
import { overviewAnswer, overviewIntent } from './overview.ts';
import { unknownOwnThing } from './own-thing.ts';
import { priceBySubject, pricedLineFor } from './price-by-subject.ts';
import { priceClauseAlone } from './price-clause.ts';
import { asksPrice, attributeTerms, classifyQuestion, type QuestionKind } from './question-type.ts';
import { answerQuotedLine, quotedValueFirst } from './quoted-value.ts';
import { answerInRange, countsBandedThing } from './ranges.ts';
import { rankForKind } from './rank-for-kind.ts';
import {
  firstFiring,
  type Refusal,
  type RefusalCheck,
  type retrievalChecks,
} from './refusal-checks.ts';
import { type PreviousTurn, resolveFollowUp } from './resolve-turn.ts';
import { answeredAlready } from './said-already.ts';
import { withoutOwnHead } from './scene-words.ts';
import { screenQuestionAlone } from './screen-question.ts';
import { sectionForList, stepsForHowTo } from './section-choice.ts';
import { settingAnsweredByStory } from './setting-from-story.ts';
import { sharedTopicParts } from './shared-topic.ts';
import { holdsSubjectAndOwn, withSiblingSubject } from './sibling-subject.ts';
import { withSituations } from './situation.ts';
import { withSituationFocus } from './situation-focus.ts';
import { isSpellingFix } from './spelling-fix.ts';
import { heaviestLiteralTerm, literalTerms, splitSubject } from './split-subject.ts';
import { asksStoryCompanyService } from './story-company-service.ts';
import { offerOnStoryPage, storyOnly } from './story-only.ts';
import { asksForTask } from './task-request.ts';
import { asksOfStoryCompany, asksOfVendor } from './third-party.ts';
import { titledPageFirst } from './titled-page.ts';
import { withoutTrailingRequest } from './trailing-request.ts';
import { carryTopicAcrossParts, shareAcrossParts, splitTwoInOne } from './two-in-one.ts';
import { stepsDoOtherThing } from './unheld-action.ts';
import { unheldKind, unstatedVenue } from './unheld-kind.ts';
import { asksCircumstances, circumstancesFirst } from './unit-shape.ts';
import { unknownAudience, unknownHead, unknownSubject, unlistedMember } from './unknown-subject.ts';
import {
  answerUnlistedItem,
  asksUnlistedItem,
  pricesUnlistedItem,
  unlistedItemFirst,
  withUnlistedScene,
} from './unlisted-item.ts';
import { answersNoPrice } from './unpriced-page.ts';
import { verbAsked, verbEnumerationFirst } from './verb-enumeration.ts';
import { addedThing, waysListFirst } from './ways-list.ts';

export interface AgentEngineOptions {
  retriever: Retriever;
  /** When given, answers are written by this model, grounded on the same passages. */
  llm?: LlmProvider;
  /** Clock for the reply's timing (injectable for tests). */
  now?: () => number;
  /** Tuning; the defaults were set on the evaluation set (see README). */
  thresholds?: Partial<Thresholds>;
  /** Words of other languages mapped to the knowledge base's, added to the built-in ones. */
  glossary?: Glossary;
  /** Told of every LLM failure the embedded engine answered for (e.g. a pino logger). */
  log?: { warn(details: object, message: string): void };
  /**
   * Diagnostics only, never set in production: refusal checks switched off, so the ablation
   * script (eval/ablate.ts) can count what each one prevents and what it wrongly refuses.
   */
  checksOff?: readonly RefusalCheck[];
}

/** The engine, with how many LLM answers failed since it started. */
export interface EmbeddedAgentEngine extends AgentEngine {
  readonly llmFailures: number;
}

export interface Thresholds {
  /**
   * Below this confidence the agent says it does not know. Confidence is the share of
   * the question's weight found in the best passage, plus `specificBonus` for each
   * further specific query word it matched (two rare words in one passage are far less
   * likely a coincidence than one).
   */
  minConfidence: number;
  specificBonus: number;
  /** A matched word this specific (0..1, see Passage.matchedTerms) counts as specific. */
  specificWord: number;
  /** The best passages together must cover this much when the best alone does not. */
  minJointCoverage: number;
  /** An FAQ entry answers when its question and the visitor's overlap this much (F1). */
  faqMatch: number;
  /** Passages scoring under this share of the best score are not quoted. */
  relativeScore: number;
  /**
   * How much a word the knowledge base has never seen still counts against the coverage
   * (0: ignored, 1: as much as its rarest word). Filler and slang must not sink a right
   * passage, but a question made mostly of unknown words is about something else.
   */
  unknownWeight: number;
  /** Specificity of a matched word that anchors the question to a passage (see above). */
  anchorWord: number;
  /**
   * When the best passage holds one word of a longer question (the rest not at all), that
   * word must carry this share of the question.
   */
  loneWordCoverage: number;
}

export const defaultThresholds: Thresholds = {
  minConfidence: 0.5,
  specificBonus: 0.1,
  specificWord: 0.35,
  minJointCoverage: 0.8,
  faqMatch: 0.6,
  relativeScore: 0.4,
  unknownWeight: 0.35,
  anchorWord: 0.45,
  loneWordCoverage: 0.75,
};

const currencyTerms = new Set(
  analyze('kes ksh shilling shillings usd dollar dollars euro euros cent cents'),
);
/** An amount or a currency ("20000", "shill"): says how much, not about what. */
const isAmountTerm = (term: string) => /^\d/.test(term) || currencyTerms.has(term);

type RetrievalCheck = (typeof retrievalChecks)[number];

const retrieveLimit = 8;
const quotedPassages = 4;
const followUp =
  /^(tell me more|more|more please|explain|explain more|explain that|go on|continue|elaborate|more details?|details|and\??|what else|anything else about (it|that))$/i;

export interface RetrievalOutcome {
  passages: Passage[];
  confident: boolean;
  confidence: number;
  faq?: Passage;
  /** Why not confident: the check that refused, or too little of the question covered. */
  refusedBy?: Refusal;
}

const sum = (xs: Iterable<number>) => {
  let t = 0;
  for (const x of xs) t += x;
  return t;
};

/**
 * How well an FAQ entry's question matches the visitor's: F1 of the visitor's weighted
 * words found in the question (precision; unknown words count against it) and of the
 * question's words the visitor used (recall; the business's own name says nothing).
 */
export function faqMatch(
  passage: Passage,
  query: string,
  ignore: ReadonlySet<string> = new Set(),
): number {
  if (!passage.question) return 0;
  const question = new Set(analyze(passage.question).filter((t) => !ignore.has(t)));
  if (question.size === 0) return 0;
  const matched = passage.matchedTerms ?? [];
  let precision: number;
  let shared: number;
  if (matched.length > 0 && passage.coverage !== undefined && passage.coverage > 0) {
    const total = sum(matched.map((m) => m.weight)) / passage.coverage;
    const inQuestion = matched.filter((m) => question.has(m.term));
    precision = total > 0 ? sum(inQuestion.map((m) => m.weight)) / total : 0;
    shared = inQuestion.filter((m) => !ignore.has(m.term)).length;
  } else {
    const asked = new Set(analyze(query));
    shared = [...asked].filter((t) => question.has(t)).length;
    precision = asked.size > 0 ? shared / asked.size : 0;
  }
  const recall = Math.min(1, shared / question.size);
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/** Whether the best passages hold enough of the question to answer from them. */
export function judgeRetrieval(
  passages: readonly Passage[],
  query: string,
  thresholds: Thresholds,
  ignore: ReadonlySet<string> = new Set(),
  options: { checksOff?: ReadonlySet<RefusalCheck> } = {},
): RetrievalOutcome {
  const top = passages[0];
  if (!top) return { passages: [], confident: false, confidence: 0, refusedBy: 'low-confidence' };
  const kept = passages.filter((p) => p.score >= top.score * thresholds.relativeScore);
  // A typo correction ("movie" -> "move") is no evidence of a specific match.
  const exact = (top.matchedTerms ?? []).filter((m) => !m.corrected);
  const specific = exact.filter((m) => (m.specificity ?? 0) >= thresholds.specificWord).length;
  // Words the knowledge base has never seen (slang, filler, misspellings) count only partly
  // (see unknownWeight) once the passage holds two specific words of the question: then
  // they are padding around a question it answers. Otherwise an unknown word is likely
  // the very subject ("salesforce", "brakes") and counts in full.
  const unknown = top.unknownShare ?? 0;
  const rawCoverage = top.coverage ?? estimateCoverage(top, query);
  // ...and one of them names a thing, not only what is asked about it: in "how much is the
  // Salesforce setup?" the known words are all attribute words, so the unknown one is the
  // subject.
  const anchors = exact.filter((m) => (m.specificity ?? 0) >= thresholds.anchorWord);
  // A passage holding every word of the question the knowledge base knows, a thing among
  // them, is anchored too ("hw much for whatsapp setup lol": WhatsApp is common here, but
  // nothing the question says in known words is missing).
  const names = (m: { term: string }) => !attributeTerms.has(m.term) && !ignore.has(m.term);
  const holdsAllKnown =
    exact.length >= 2 &&
    exact.some((m) => names(m) && (m.specificity ?? 0) >= thresholds.specificWord / 2) &&
    rawCoverage >= 0.9 * (1 - unknown);
  // ...unless most of the question is words the knowledge base never saw: "a good name for
  // my new puppy" holds "name" and "new", but the puppy is what it is about. A translated
  // question is judged alike: the glossaries reach nine in ten of the knowledge's words, so
  // what they leave untranslated is mostly the subject ("le billet de train Paris-Lyon").
  const anchored =
    ((anchors.length >= 2 && anchors.some(names)) || holdsAllKnown) &&
    (unknown < 0.5 || anchors.length >= 3);
  const topCoverage =
    anchored && unknown > 0 && unknown < 1
      ? rawCoverage / (1 - unknown + thresholds.unknownWeight * unknown)
      : rawCoverage;
  // Two specific words in one passage are evidence only when the passage holds what the
  // question is about: its heaviest word. "Can I pay for credits by bank transfer?" is about
  // the bank transfer; a passage on paying and credits holds the setting, not the subject.
  const stranded = strandedSubject(passages, ignore);
  const split = splitSubject(passages, ignore);
  const bonus = stranded || split ? 0 : thresholds.specificBonus * Math.max(0, specific - 1);
  const confidence = topCoverage + bonus;
  let joint = topCoverage;
  if (top.coverage !== undefined && top.matchedTerms && top.coverage > 0) {
    const total = sum(top.matchedTerms.map((m) => m.weight)) / top.coverage;
    // Corrections do not add up to a joint answer: "movie" and "tonight" corrected to
    // "move" and "night" in two passages say nothing about a film.
    const jointWeights = queryWeights(
      kept.slice(0, 3).map((p) => ({
        ...p,
        matchedTerms: (p.matchedTerms ?? []).filter((m) => !m.corrected),
      })),
      query,
    );
    joint = total > 0 ? sum(jointWeights.values()) / total : 0;
    // Words scattered one per passage ("who owns the company that makes Lisa?": "owns" in
    // the inbox page, "company" in the about page, "makes" in a third) are no joint answer:
    // one of the passages must hold two words of the question itself.
    const own = (p: Passage) =>
      (p.matchedTerms ?? []).filter((m) => !m.corrected && !m.synonym && !ignore.has(m.term));
    if (kept.slice(0, 3).every((p) => own(p).length < 2)) joint = 0;
  }
  // Every word the passage matched says what is asked (price, setup) or names the business,
  // and a word of the question is unknown: the thing asked about is not in the knowledge
  // ("how much is the Salesforce setup?" where no Salesforce exists).
  // (Matched only through typo corrections, those are the words it matched: "whr do i put my
  // trckng nmbr" holds the tracking number.)
  const matchedWords = exact.length > 0 ? exact : (top.matchedTerms ?? []);
  const subjectMissing =
    (unknown > 0 &&
      (matchedWords.every((m) => attributeTerms.has(m.term) || ignore.has(m.term)) ||
        unknownNamesMatched(query, passages, top))) ||
    partialName(query, passages) ||
    (!(top.matchedTerms ?? []).some((m) => m.corrected) && unheldName(query, passages, ignore));
  // The passage matched only amounts, currencies and attribute words, and the question says
  // more: "the best phone under 20,000 shillings" is not about a credit band that holds
  // 20,000 shillings. (Corrections and synonyms count here as matching a thing.)
  const all = top.matchedTerms ?? [];
  const amountsOnly =
    all.some((m) => isAmountTerm(m.term)) &&
    rawCoverage < 0.9 &&
    all.every((m) => attributeTerms.has(m.term) || ignore.has(m.term) || isAmountTerm(m.term));
  // One word of a question of several matched, the rest not at all: a coincidence ("an
  // office in Mombasa" -> a page quoting a customer in Mombasa), unless that word is most
  // of the question.
  const loneWord =
    all.length === 1 &&
    new Set(analyze(query)).size >= 2 &&
    rawCoverage < thresholds.loneWordCoverage;
  // The thing asked about was matched only as a typo correction ("apple" read as "apply")
  // and the passage lacks another word naming a thing that other passages hold as written
  // ("share"): a guess, not a match.
  const inTop = new Set(all.map((m) => m.term));
  const elsewhere = passages
    .slice(1)
    .flatMap((p) => p.matchedTerms ?? [])
    .filter((m) => !m.corrected && !m.synonym && names(m) && !isAmountTerm(m.term));
  // A correction that only fixes a spelling ("traning" -> training) is the word as meant.
  const guess = (m: (typeof all)[number]) => m.corrected && !isSpellingFix(query, m);
  const guessedThing =
    all.some((m) => guess(m) && names(m)) &&
    !all.some((m) => !guess(m) && names(m)) &&
    (elsewhere.some((m) => !inTop.has(m.term)) ||
      // ...or one correction is all the question matched besides the business's name ("who
      // founded Lisa?" read as "counted"); two corrections of one question ("intergrate
      // whatsap") confirm each other.
      (all.filter((m) => m.corrected).length === 1 &&
        all.every((m) => m.corrected || ignore.has(m.term))));
  const covered =
    confidence >= thresholds.minConfidence ||
    (!stranded && !split && joint >= thresholds.minJointCoverage);
  // Only a covered question is refused by a check; otherwise too little of it is covered.
  const refusedBy: Refusal | undefined = !covered
    ? 'low-confidence'
    : firstFiring<RetrievalCheck>(
        [
          ['outside-ranking', () => outsideRanking(query, passages)],
          [
            'example-only',
            () => exampleOnly(passages, ignore) && !offerOnStoryPage(passages, query, ignore),
          ],
          ['story-only', () => storyOnly(passages, query, ignore)],
          ['task-request', () => asksForTask(query)],
          ['favour-request', () => asksForMoney(query, passages)],
          ['story-company', () => asksOfStoryCompany(query, passages, ignore)],
          ['vendor', () => asksOfVendor(query, passages, ignore)],
          ['asked-attribute', () => attributeUnstated(query, kept, ignore)],
          ['unknown-subject', () => unknownSubject(query, passages, ignore)],
          ['excluded-subject', () => answersExcluded(query, passages, ignore)],
          ['unknown-audience', () => unknownAudience(query, passages, ignore)],
          ['unlisted-member', () => unlistedMember(query, passages, ignore)],
          ['channel-asked', () => unheldChannel(query, kept, ignore)],
          ['unknown-head', () => unknownHead(query, passages, ignore)],
          ['own-thing', () => unknownOwnThing(query, passages, ignore)],
          ['compound-subject', () => unheldCompound(query, passages, ignore)],
          ['business-place', () => unstatedPlace(query, passages, ignore)],
          ['unheld-kind', () => unheldKind(query, passages, ignore)],
          ['unstated-venue', () => unstatedVenue(query, kept, ignore)],
          ['story-company-service', () => asksStoryCompanyService(query, passages, ignore)],
          ['subject-missing', () => subjectMissing],
          ['guessed-thing', () => guessedThing],
          ['amounts-only', () => amountsOnly],
          ['lone-word', () => loneWord],
          ['indistinct', () => indistinct(passages, ignore)],
        ],
        options.checksOff,
      );
  const confident = !refusedBy;
  const outcome: RetrievalOutcome = { passages: kept, confident, confidence };
  if (refusedBy) outcome.refusedBy = refusedBy;
  if (confident) {
    // The best-matching FAQ entry among the top five answers when its question is the
    // visitor's question in other words.
    let best: { passage: Passage; match: number } | undefined;
    // A how-to or a list wants steps or items: an entry asking a yes or no question
    // ("Can I keep my number in the WhatsApp app?") shares words, not the question.
    const wants = classifyQuestion(query);
    // So does a question asking which one ("which number do we need?").
    const asksWhich = /^\s*(?:which|what (?:kind|sort|type) of)\b/i.test(query);
    const shapeDiffers = (p: Passage) =>
      (wants === 'how-to' || wants === 'list' || asksWhich) &&
      p.question !== undefined &&
      classifyQuestion(p.question) === 'yes-no';
    // A thing the visitor names that the entry's question does not ("what does one workflow
    // cost?" against "How much does Lisa cost?"): the entry answers another question.
    const known = new Set(passages.flatMap((p) => (p.matchedTerms ?? []).map((m) => m.term)));
    const things = analyze(query).filter(
      (t) => t.length > 2 && known.has(t) && !attributeTerms.has(t) && !ignore.has(t),
    );
    const namesOther = (p: Passage) => {
      // The entry's title and section say what it is about too ("Lisa API FAQ").
      const asked = new Set(analyze(`${p.question ?? ''} ${p.title} ${p.section ?? ''}`));
      return things.some((t) => !asked.has(t));
    };
    for (const p of passages.slice(0, 5)) {
      if (shapeDiffers(p) || namesOther(p)) continue;
      const match = faqMatch(p, query, ignore);
      if (match >= thresholds.faqMatch && (!best || match > best.match))
        best = { passage: p, match };
    }
    if (best) outcome.faq = best.passage;
  }
  return outcome;
}

// "Which bank gives the best loan rates?": a ranking of things of a kind the knowledge has no
// page, section or entry about (banks appear only as the customers of an industry page) asks
// for a recommendation among other companies, not about the business.
const rankingQuestion =
  /^(?:which|what) ([\p{L}-]+)(?: [\p{L}-]+)? (?:gives?|has|have|offers?|sells?|is|are|does|do|provides?|charges?|makes?)\b.*\b(?:best|fastest|nearest|most popular|most reliable)\b/iu;
export function outsideRanking(query: string, passages: readonly Passage[]): boolean {
  const m = foldText(query).match(rankingQuestion);
  if (!m?.[1]) return false;
  const [kind] = analyze(m[1]);
  if (!kind) return false;
  return !passages.some((p) =>
    analyze(`${p.title} ${p.section ?? ''} ${p.question ?? ''}`).includes(kind),
  );
}

// Quoted text in a passage is an example of what someone might say ("Do you deliver to
// Mombasa?", "How much is the 5 kg bag?"), not something the business states.
const quoted = /“[^”]*”|"[^"]*"|‘[^’]*’/g;
const unquotedTerms = new WeakMap<Passage, Set<string>>();
// A case study or a customer's story tells what happened to one customer (their town, their
// flats, their loans): the business does not offer those things, so its text counts as an
// example too. Its heading still says what it is.
const story = /\b(case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|testimonials?)\b/i;
export const isStory = (p: Passage): boolean => story.test(`${p.section ?? ''} ${p.title}`);
const termsOutsideQuotes = (p: Passage): Set<string> => {
  let terms = unquotedTerms.get(p);
  if (!terms) {
    // The title, section and FAQ question are indexed with the text: they are not examples.
    const text = isStory(p) ? '' : p.text.replace(quoted, ' ');
    const unquoted = [p.title, p.section ?? '', p.question ?? '', text];
    terms = new Set(analyze(unquoted.join(' ')));
    unquotedTerms.set(p, terms);
  }
  return terms;
};

/**
 * The heaviest word the best passage matched (as written, the business's name aside) stands
 * only inside quoted examples, in every retrieved passage that holds it: the knowledge
 * mentions the word as something a customer might say, so a question about it ("a bag of
 * cement in Nairobi", "a second-hand car in Mombasa") is not answered by the passage.
 */
export function exampleOnly(passages: readonly Passage[], ignore: ReadonlySet<string>): boolean {
  const top = passages[0];
  const own = (top?.matchedTerms ?? []).filter(
    (m) => !m.corrected && !m.synonym && !ignore.has(m.term),
  );
  if (!top || own.length === 0) return false;
  const heaviest = own.reduce((a, b) => (b.weight > a.weight ? b : a));
  if (attributeTerms.has(heaviest.term)) return false;
  const holding = passages.filter((p) =>
    (p.matchedTerms ?? []).some((m) => m.term === heaviest.term && !m.corrected),
  );
  if (!holding.every((p) => !termsOutsideQuotes(p).has(heaviest.term))) return false;
  // A story names things in passing; when another passage, not a story, holds a word of the
  // question the story lacks ("what can workflows automate?": the word "automate" is only in
  // a story, "workflows" has pages of its own), the question is about that, not the story.
  if (!isStory(top)) return true;
  const inTop = new Set(own.map((m) => m.term));
  return !passages.some(
    (p) =>
      !isStory(p) &&
      (p.matchedTerms ?? []).some(
        (m) =>
          !m.corrected &&
          !m.synonym &&
          !ignore.has(m.term) &&
          !attributeTerms.has(m.term) &&
          !inTop.has(m.term),
      ),
  );
}

/**
 * The question's heaviest word (as written, among the best three passages) is missing from
 * the best passage, and every passage that holds it shares no other word of the question as
 * written: the knowledge mentions the subject only in another context. "Can I pay for
 * credits by bank transfer?": the best passage is about paying and credits; "bank" stands
 * only on the fintech page, next to synonyms of the rest ("fee", "escalates").
 */
export function strandedSubject(
  passages: readonly Passage[],
  ignore: ReadonlySet<string> = new Set(),
): boolean {
  const top = passages[0];
  if (!top) return false;
  const term = heaviestLiteralTerm(passages, ignore);
  if (!term) return false;
  if ((top.matchedTerms ?? []).some((m) => m.term === term)) return false;
  return passages
    .filter((p) => literalTerms(p, ignore).some((m) => m.term === term))
    .every((p) => literalTerms(p, ignore).length === 1);
}

/**
 * The best passages all hold the same words of the question and score alike: the question
 * names nothing any of them is about ("how many customers use Lisa?": a dozen passages
 * mention customers), so quoting the first would be a guess.
 */
function indistinct(passages: readonly Passage[], ignore: ReadonlySet<string>): boolean {
  const top = passages[0];
  const fourth = passages[3];
  if (!top || !fourth || !top.matchedTerms) return false;
  const key = (p: Passage) =>
    (p.matchedTerms ?? [])
      .map((m) => m.term)
      .sort()
      .join(' ');
  const same = passages.slice(1, 4).every((p) => key(p) === key(top));
  if (!same || fourth.score < 0.9 * top.score) return false;
  // ...and they are not about that word: "does Lisa do WhatsApp?" ranks four WhatsApp pages
  // alike, each titled WhatsApp; "customers" is in the text of pages about other things.
  const terms = new Set((top.matchedTerms ?? []).map((m) => m.term).filter((t) => !ignore.has(t)));
  const about = passages
    .slice(0, 4)
    .filter((p) => analyze(`${p.title} ${p.section ?? ''}`).some((t) => terms.has(t)) && p.title);
  return about.length < 2;
}

/**
 * Whether a word no passage holds stands right before a word the best passage matched,
 * naming which one is meant: "an iPhone app", "the Salesforce integration", "a Telegram
 * channel". The passage is about apps, integrations or channels in general; the thing
 * asked about is not in the knowledge. Only a word written as a name counts: an adjective
 * the knowledge lacks ("extra users", "unused credits") still asks about users or credits.
 */
export function unknownNamesMatched(
  query: string,
  passages: readonly Passage[],
  top: Passage,
): boolean {
  const seen = new Set<string>();
  for (const p of passages) for (const m of p.matchedTerms ?? []) seen.add(m.term);
  const matched = new Set(
    (top.matchedTerms ?? []).filter((m) => !m.corrected && !m.synonym).map((m) => m.term),
  );
  const words = query.split(/\s+/);
  const terms = words.map((w) => analyze(w)[0]);
  for (let i = 0; i + 1 < terms.length; i++) {
    const word = terms[i];
    const next = terms[i + 1];
    // Written as a name (a capital past the message's first letter: "iPhone", "HubSpot",
    // "an Android app"), not an adjective the knowledge lacks ("extra users").
    const named = /\p{Lu}/u.test(i === 0 ? (words[i] ?? '').slice(1) : (words[i] ?? ''));
    if (qualifiesAudience(words[i] ?? '', words[i + 1])) continue;
    if (named && word && next && !seen.has(word) && matched.has(next)) return true;
  }
  return false;
}

/**
 * A name of two capitalised words ("Microsoft Teams") of which the best passage holds one
 * and lacks the other: the passage is about another product of that name ("Microsoft
 * Outlook"), not the one asked about.
 */
export function partialName(query: string, passages: readonly Passage[]): boolean {
  const top = passages[0];
  if (!top) return false;
  const words = query.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''));
  const termsOf = (p: Passage) =>
    analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`);
  const held = new Set(termsOf(top));
  // The name as a whole in any retrieved passage ("Instagram DMs") is a name the knowledge
  // knows.
  const pairs = new Set<string>();
  for (const p of passages) {
    const t = termsOf(p);
    for (let i = 0; i + 1 < t.length; i++) pairs.add(`${t[i]} ${t[i + 1]}`);
  }
  for (let i = 1; i + 1 < words.length; i++) {
    const [a, b] = [words[i] ?? '', words[i + 1] ?? ''];
    if (!/^\p{Lu}/u.test(a) || !/^\p{Lu}/u.test(b)) continue;
    const [ta, tb] = [analyze(a)[0], analyze(b)[0]];
    if (!ta || !tb) continue;
    if (held.has(ta) !== held.has(tb) && !pairs.has(`${ta} ${tb}`)) return true;
  }
  return false;
}

/**
 * A word written as a name mid-sentence ("M-Pesa", "PayPal", "HubSpot") that no retrieved
 * passage holds: the thing asked about is not in the knowledge, whatever the rest of the
 * question matched ("pay for credits with M-Pesa"). Only called when no word was read as a
 * typo of another, since a misspelt name ("Instagarm") is held under its correction.
 */
export function unheldName(
  query: string,
  passages: readonly Passage[],
  ignore: ReadonlySet<string> = new Set(),
): boolean {
  const held = new Set<string>();
  for (const p of passages)
    for (const t of analyze(`${p.question ?? ''} ${p.section ?? ''} ${p.title} ${p.text}`))
      held.add(t);
  // Sentence starts carry a capital for grammar, not for a name.
  const sentences = query.split(/[.!?]+\s+/);
  for (const sentence of sentences) {
    const words = sentence.trim().split(/\s+/).slice(1);
    for (const [i, word] of words.entries()) {
      if (qualifiesAudience(word, words[i + 1])) continue;
      // A capital and small letters ("Pesa", "PayPal"); a word in capitals is shouted ("a
      // LOT") as often as it is an acronym.
      if (!/^\p{Lu}|\p{Ll}\p{Lu}/u.test(word) || !/\p{Ll}/u.test(word)) continue;
      const terms = analyze(word);
      if (terms.length === 0 || terms.some((t) => ignore.has(t))) continue;
      // A name the question reads as its kind ("Python" in a question about an API) is held
      // when its kind is (search/name-kinds.ts).
      const bare = word.replace(/[^\p{L}\p{N}]/gu, '');
      const kinds = kindsOfName(bare, foldedWords(query)).flatMap((k) => analyze(k));
      if (
        terms.every((t) => !held.has(t)) &&
        !(kinds.length > 0 && kinds.every((t) => held.has(t)))
      )
        return true;
    }
  }
  return false;
}

/** Coverage for a retriever that does not report it: share of query terms in the passage. */
function estimateCoverage(passage: Passage, query: string): number {
  const q = new Set(analyze(query));
  if (q.size === 0) return 0;
  const p = new Set(
    analyze(`${passage.question ?? ''} ${passage.section ?? ''} ${passage.title} ${passage.text}`),
  );
  let hit = 0;
  for (const t of q) if (p.has(t)) hit++;
  return hit / q.size;
}

const lastOf = (history: readonly ConversationTurn[], sender: ConversationTurn['sender']) =>
  [...history].reverse().find((t) => t.sender === sender);

/** The embedded engine (and, when configured, the LLM engine that falls back to it). */
export function createAgentEngine(options: AgentEngineOptions): EmbeddedAgentEngine {
  const { retriever, llm, log } = options;
  const checksOff: ReadonlySet<RefusalCheck> = new Set(options.checksOff);
  let llmFailures = 0;
  const now = options.now ?? (() => performance.now());
  const thresholds: Thresholds = { ...defaultThresholds, ...options.thresholds };

  // "Our hostel has a Facebook Page. How do I connect it?": see situation.ts; an answer the
  // situation's words pulled elsewhere: see situation-focus.ts.
  const situated = withSituations({
    get llmFailures() {
      return llmFailures;
    },
    async reply(request: AgentRequest): Promise<AgentReply> {
      const started = now();
      const message = request.message.trim();
      const behaviour = request.behaviour ?? {};
      // A language the business does not answer in is answered in its default language.
      const detected = detectLanguage(message, request.defaultLanguage);
      const answersIn = behaviour.languages?.length ? behaviour.languages : undefined;
      const visitorLanguage =
        !answersIn || answersIn.includes(detected) ? detected : request.defaultLanguage;
      const kbLanguages = await retriever.languages(request.businessId);
      const language =
        visitorLanguage === request.defaultLanguage || kbLanguages.includes(visitorLanguage)
          ? visitorLanguage
          : request.defaultLanguage;
      // The agent's own sentences (greeting, don't-know, handoff) are in the visitor's
      // language whenever it has them; an answer quotes the knowledge in its own language,
      // after a note in the visitor's language saying so.
      const ownLanguage = isSupportedLanguage(visitorLanguage) ? visitorLanguage : language;
      // The business's own greeting and don't-know are written in its language: they replace
      // the built-in ones when the agent speaks that language. Outside business hours a
      // handoff asks the visitor to leave a message.
      const base = phrasesFor(ownLanguage, behaviour.tone);
      const inOwnWords = ownLanguage === request.defaultLanguage;
      const closed = behaviour.businessHours
        ? !isWithinHours(behaviour.businessHours, request.now ?? new Date())
        : false;
      const customGreeting = inOwnWords ? behaviour.greeting : undefined;
      const phrases: Phrases = {
        ...base,
        ...(customGreeting ? { greeting: () => customGreeting } : {}),
        ...(behaviour.dontKnowText && inOwnWords ? { dontKnow: behaviour.dontKnowText } : {}),
        ...(closed ? { handoff: base.leaveMessage } : {}),
      };
      const note =
        language !== visitorLanguage ? phrases.answeringIn(visitorLanguage, language) : undefined;
      // What the engine understood and decided, for the agent studio's event log.
      const trace: AgentTrace = {
        detectedLanguage: detected,
        visitorLanguage,
        query: message,
        searches: [],
        reason: '',
      };
      const finish = (
        given: Omit<AgentReply, 'language' | 'engine'> & { engine?: AgentReply['engine'] },
        reason = '',
      ): AgentReply => {
        let reply = given;
        trace.reason = reason;
        // After N questions it could not answer, the conversation goes to a person.
        const after = behaviour.handoffAfterUnanswered;
        if (reply.decision === 'dont-know' && after) {
          const unanswered = countUnanswered(request.history, behaviour.dontKnowText) + 1;
          if (unanswered >= after) {
            reply = {
              decision: 'handoff',
              text: phrases.handoff,
              citations: [],
              handoffReason: `The agent could not answer ${unanswered} ${unanswered === 1 ? 'question' : 'questions'} in this conversation`,
            };
            trace.reason = `${reason} — and the business hands over after ${after} unanswered ${after === 1 ? 'question' : 'questions'}`;
          }
        }
        // The model writes its answer in the visitor's language; the embedded engine quotes.
        const quotes =
          (reply.decision === 'answer' || reply.decision === 'faq') && reply.engine !== 'llm';
        return {
          engine: 'embedded',
          ...reply,
          text: note && quotes ? `_${note}_\n\n${reply.text}` : reply.text,
          language: quotes ? language : ownLanguage,
          tookMs: Math.max(0, now() - started),
          ...(request.trace
            ? {
                trace: {
                  ...trace,
                  ...(closed && reply.decision === 'handoff'
                    ? {
                        reason: `${trace.reason}; outside business hours: asked to leave a message`,
                      }
                    : {}),
                },
              }
            : {}),
        };
      };

      const keyword = matchKeyword(message, behaviour.handoffKeywords ?? []);
      const handoffReason =
        detectHandoffRequest(message, request.agentName) ??
        acceptedOffer(request, message) ??
        (keyword ? `Visitor mentioned "${keyword}": "${message.slice(0, 200)}"` : undefined);
      if (handoffReason) {
        return finish(
          { decision: 'handoff', text: phrases.handoff, citations: [], handoffReason },
          handoffReason,
        );
      }
      if (isNegative(message)) {
        return finish(
          { decision: 'smalltalk', text: phrases.noProblem, citations: [] },
          'The visitor said no',
        );
      }
      const smallTalk = detectSmallTalk(message);
      if (smallTalk) {
        const text =
          smallTalk === 'greeting'
            ? phrases.greeting(
                request.agentName,
                request.agentName === request.businessName ? '' : request.businessName,
                behaviour.purpose,
              )
            : smallTalk === 'thanks'
              ? phrases.thanks
              : phrases.goodbye;
        return finish({ decision: 'smalltalk', text, citations: [] }, `Small talk (${smallTalk})`);
      }

      const intent = overviewIntent(message, [request.businessName, request.agentName]);
      if (intent) {
        const overview = await overviewAnswer(
          retriever,
          request.businessId,
          request.businessName,
          intent,
          phrases.sources,
        );
        if (overview)
          return finish(
            { decision: 'answer', ...overview },
            'A question about the business itself: answered from its overview',
          );
      }

      // "Tell me more" continues the previous question, without repeating what was said.
      const glossary = request.glossary ?? options.glossary;
      const toKnowledge = (text: string) => {
        const from = detectLanguage(text, visitorLanguage);
        if (from !== language) return normalizeAmounts(translateQuestion(text, from, glossary));
        return normalizeAmounts(from === 'en' ? englishIdioms(normalizeChat(text)) : text);
      };
      let query = await botNamed(
        toKnowledge(stripGreeting(message)),
        request.agentName,
        retriever,
        request.businessId,
      );
      const typed = new Set(analyze(query));
      trace.query = query;
      // The business's and the agent's names, and the words a visitor calls the agent by
      // ("the bot", "your chatbot"): they name no subject of the question.
      const names = new Set(
        analyze(`${request.businessName} ${request.agentName} bot bots chatbot chatbots`),
      );
      let exclude: Set<string> | undefined;
      const previous = await standalonePrevious(
        request.history,
        toKnowledge,
        (text, before, turn) =>
          resolveFollowUp(retriever, request.businessId, text, before, names, turn),
      );
      const continues =
        followUp.test(
          stripGreeting(message)
            .replace(/[.!?]+$/, '')
            .trim(),
        ) || isAffirmative(message);
      if (continues && previous) {
        query = previous;
        const lastBot = lastOf(request.history, 'bot');
        exclude = new Set(lastBot ? sentencesOf(lastBot.text) : []);
      } else {
        // "and for Asana?" after a Slack price asks the Asana price.
        const turn = { answer: lastOf(request.history, 'bot')?.text, original: message };
        query =
          (await resolveFollowUp(retriever, request.businessId, query, previous, names, turn)) ??
          query;
      }
      // The previous question when the bot replied to it (a situation asked again as its own
      // follow-up has no reply: situation.ts orders those attempts itself).
      const repliedTurn =
        !continues && request.history.at(-1)?.sender === 'bot' ? previous : undefined;
      // Words the rewrite carried over from the previous turn: the visitor's own words say
      // what this turn asks ("does it work with outlook?" after a salon's bookings).
      const carried = continues ? undefined : new Set(analyze(query).filter((t) => !typed.has(t)));
      trace.query = query;

      // The second question of a message may lean on the first ("how many users are
      // included, and what does each extra one cost?").
      // "Two things about X: A, and B": each part already asked of X (shared-topic.ts).
      const listedParts = continues ? undefined : sharedTopicParts(query);
      const listed = listedParts !== undefined;
      const parts = continues
        ? [query]
        : (listedParts ?? shareAcrossParts(splitTwoInOne(query), names));
      const rewrittenParts =
        continues || listed
          ? parts
          : parts
              // "A fourth colleague", "each extra one": the additional seat.
              .map((q, i, all) => extraUnitQuestion(q, all[i - 1]) ?? q)
              .map((q, i, all) =>
                i === 0
                  ? q
                  : (carrySubject(q, all[i - 1] ?? '', names) ??
                    rewriteFollowUp(q, all[i - 1], names) ??
                    q),
              );
      // "…, and do I need a particular kind of account?": of the earlier part's subject.
      const questions = listed
        ? parts
        : await carryTopicAcrossParts(retriever, request.businessId, parts, rewrittenParts, names);
      const outcomes: Answerable[] = [];
      // What refused each question of the message that was not answered (see refusal-checks.ts).
      const refusals: Array<{ refusedBy: Refusal; confidence: number }> = [];
      // "When does <a customer story's school> open admissions, and which documents should my
      // son bring?": the visitor's dealings with a story's company, told in one part, are what
      // every part asks about.
      let storyDealings = false;
      // A question's passages, those in the knowledge's language when there are any.
      const retrieve = async (text: string, limit = retrieveLimit) => {
        const found = await retriever.search(request.businessId, searchableQuestion(text), limit);
        const inLanguage = found.filter((p) => !p.language || p.language === language);
        return carriedFirst(inLanguage.length > 0 ? inLanguage : found, text, carried);
      };
      for (const [index, part] of questions.entries()) {
        // "…? Give me some examples.": the question alone.
        const own = withoutTrailingRequest(part);
        // A price question is judged on the priced passage (see rankForKind); a yes/no
        // question on what it matched, and answered from the entry that says yes or no.
        const kind = classifyQuestion(own);
        // "X isn't one you list. …, and at what price?": the price of that unlisted thing.
        const alone = kind === 'price' ? withUnlistedScene(own, query) : own;
        const found = await retrieve(alone);
        // "What does the default support package cost?": asked of the item the passage that
        // found it names the default (default-choice.ts).
        const byDefault = kind === 'price' ? defaultNamed(alone, found) : undefined;
        const question = byDefault?.question ?? alone;
        let retrieved = byDefault ? defaultFirst(await retrieve(question), byDefault) : found;
        let passages = kind === 'price' ? rankForKind(retrieved, kind) : retrieved;
        let outcome = judgeRetrieval(passages, question, thresholds, names, { checksOff });
        // A second reading (other passages, or the question narrowed) replaces the first only
        // when it is confident and `accept` agrees.
        const adoptIfConfident = (
          ranked: typeof passages,
          asked: string,
          accept: (ranked: typeof passages) => boolean = () => true,
        ) => {
          const again = judgeRetrieval(ranked, asked, thresholds, names, { checksOff });
          if (!again.confident || !accept(ranked)) return;
          passages = ranked;
          outcome = again;
        };
        // "What would you charge once to connect it?": the setup fee (one-off-charge.ts).
        const setup =
          kind === 'price' && !(outcome.confident && holdsMoney(passages[0]))
            ? withImpliedSetup(question)
            : undefined;
        if (setup)
          adoptIfConfident(rankForKind(await retrieve(setup), kind), setup, (ranked) =>
            pricesAskedThing(ranked[0], question, names),
          );
        // "our WhatsApp line": judged again as "our WhatsApp" (see scene-words.ts).
        // "… Where in the dashboard does he make one?": the question alone (screen-question.ts).
        const narrowed = outcome.confident
          ? undefined
          : (withoutOwnHead(question, passages, names) ??
            screenQuestionAlone(question) ??
            // "Give me the full list of things…, according to your docs" (list-cues.ts).
            (kind === 'list' ? listFramingAlone(question) : undefined) ??
            // "If our staff need coaching, what is the rate for training?" (price-clause.ts).
            (kind === 'price' ? priceClauseAlone(question, names) : undefined));
        if (narrowed) {
          const again = await retrieve(narrowed);
          adoptIfConfident(kind === 'price' ? rankForKind(again, kind) : again, narrowed);
        }
        // "Which languages do you mention by name…": searched without "mention" and "name".
        const unframed = kind === 'list' ? withoutMentionFraming(question) : undefined;
        if (unframed) adoptIfConfident(await retrieve(unframed), unframed);
        // "…, how long until the reply?": the passage stating a length of what is asked.
        const holder =
          !outcome.confident && kind === 'duration'
            ? durationHolderFirst(question, passages, names)
            : undefined;
        if (holder) adoptIfConfident(holder, question);
        // "How many apps does it plug into?": the passage stating a number of them (count-holder.ts).
        const counter =
          !outcome.confident && kind === 'count'
            ? countHolderFirst(question, await retrieve(question, 40))
            : undefined;
        if (counter) adoptIfConfident(counter, question);
        // "Is a paid Workspace subscription required …, and what is the Meet setup charge?":
        // a part refused alone, asked of the thing another part names; a lone question, of
        // the thing the previous turn asked about (sibling-subject.ts). Not a part a rewrite
        // already gave a subject: that carry stands.
        const ownWords = part === parts[index] && (questions.length > 1 || !carried?.size);
        const sibling =
          outcome.confident || !ownWords
            ? undefined
            : withSiblingSubject(questions, index, names, repliedTurn);
        if (sibling) {
          const again = await retrieve(sibling);
          const alone = question;
          const ranked =
            kind === 'price'
              ? rankForKind(again, kind)
              : kind === 'duration'
                ? (durationHolderFirst(sibling, again, names, true) ?? again)
                : again;
          adoptIfConfident(ranked, sibling, (r) => holdsSubjectAndOwn(r[0], alone, sibling));
          // The visitor's own words still choose the sentences: the subject only found them.
          if (outcome.confident) retrieved = again;
        }
        if (kind === 'yes-no' || kind === 'how-to' || kind === 'count' || kind === 'list')
          outcome.passages = rankForKind(outcome.passages, kind, question, retrieved);
        // "Which customer service features…": the page titled "… Customer Service" (titled-page.ts).
        if (kind === 'list' || kind === 'how-to')
          outcome.passages = titledPageFirst(outcome.passages, question, names);
        // "How do I add our help pages to the knowledge?": the list of the forms a source may
        // take, its item naming pages, from a wider search (ways-list.ts).
        if (kind === 'how-to' && outcome.confident && addedThing(question).size > 0) {
          const ways = waysListFirst(outcome.passages, question, await retrieve(question, 16));
          if (ways) outcome.passages = ways;
        }
        // "Where exactly does the script tag go?": the passage saying where (exact-line.ts).
        if (outcome.confident && lineAsked(question) === 'place') {
          const placed = placeLineFirst(outcome.passages, question, await retrieve(question, 16));
          if (placed) outcome.passages = placed;
        }
        // "…headed “Ask us anything”. How do I change its heading?": the passage showing that
        // value (quoted-value.ts).
        if (kind === 'how-to' && outcome.confident) {
          const quoted = quotedValueFirst(outcome.passages, question, retrieved);
          if (quoted) outcome.passages = quoted;
        }
        // "Which four options…": the passage naming that many (list-cues.ts).
        if (kind === 'list') outcome.passages = countedListFirst(outcome.passages, question);
        // "Which builders does the widget work on?": "works on A, B, C" may rank lower
        // (verb-enumeration.ts), and so may the list under "When Lisa hands over" (unit-shape.ts).
        if (
          kind === 'list' &&
          outcome.confident &&
          (verbAsked(question) || asksCircumstances.test(foldText(question)))
        ) {
          const wide = await retrieve(question, 16);
          outcome.passages = circumstancesFirst(
            verbEnumerationFirst(outcome.passages, question, wide),
            question,
            wide,
            16,
          );
        }
        // "When exactly does Acme hand a chat to my staff?": the list under "When Acme hands
        // over", answered as a list (circumstance-heading.ts).
        const whenList =
          (kind === 'general' || kind === 'duration') && outcome.confident && !outcome.faq
            ? circumstanceListFirst(question, outcome.passages, await retrieve(question, 16), names)
            : undefined;
        if (whenList) outcome.passages = whenList;
        // "…, can our agent type the answer there in Slack?": the entry asking it (asked-entry.ts).
        // "On which channels and sites can it reply?": the entry "Which channels can …?".
        if ((kind === 'yes-no' || kind === 'list') && outcome.confident && !outcome.faq) {
          const entry = askedEntryOf(retrieved, question, kind);
          if (entry) outcome.faq = entry;
        }
        // An FAQ answer stating no number does not answer "how many".
        if (kind === 'count' && outcome.faq && !/\d/.test(outcome.faq.text)) delete outcome.faq;
        // "…isn't one you list. What would linking it cost?": the list pricing everything else.
        const unlisted =
          kind === 'price' && asksUnlistedItem(question)
            ? unlistedItemFirst(outcome.passages, await retrieve(question, 24), question)
            : undefined;
        if (unlisted) outcome.passages = unlisted;
        // "How much would 3,000 pages cost in total?": the quantity is no word of the knowledge.
        // "Which plan costs the least?": the superlative is no word of the knowledge either.
        if (
          !outcome.confident &&
          kind === 'price' &&
          (countsBandedThing(outcome.passages, question) ||
            ranksNamedList(outcome.passages, question) ||
            pricesUnlistedItem(outcome.passages, question)) &&
          !(!checksOff.has('answers-for-others') && answersForOthers(question, passages, names))
        ) {
          outcome.confident = true;
          delete outcome.refusedBy;
        }
        // "We are a charity. What can Acme do for us?": the page for that kind of customer.
        const forOrganisation =
          !outcome.confident && (asksOffer(question) || asksCapability(question))
            ? organisationPage(question, retrieved, request.businessName)
            : undefined;
        if (forOrganisation) {
          outcome = { ...outcome, passages: forOrganisation, confident: true };
          delete outcome.refusedBy;
        }
        // "What would Acme do for our customer service call centre?": that customer's page,
        // though another page matched more words (offered-kind-page.ts).
        const kindPage =
          outcome.confident &&
          !forOrganisation &&
          (asksOffer(question) || asksCapability(question) || offerQuestion.test(question))
            ? offeredKindPageFirst(question, outcome.passages, retrieved, request.businessName)
            : undefined;
        if (kindPage) outcome.passages = kindPage;
        if (outcome.refusedBy)
          refusals.push({ refusedBy: outcome.refusedBy, confidence: outcome.confidence });
        if (
          questions.length > 1 &&
          !checksOff.has('story-company-service') &&
          asksStoryCompanyService(query, passages, names)
        )
          storyDealings = true;
        // Only when asked: the visitor's reply pays nothing for the studio's event log.
        if (request.trace)
          trace.searches.push({
            question,
            confidence: Math.round(outcome.confidence * 100) / 100,
            confident: outcome.confident,
            ...(outcome.refusedBy ? { refusedBy: outcome.refusedBy } : {}),
            passages: passages.slice(0, 5).map((p) => ({
              title: p.title,
              ...(p.section ? { section: p.section } : {}),
              ...(p.question ? { question: p.question } : {}),
              text: p.text.slice(0, 300),
              score: Math.round(p.score * 100) / 100,
              ...(p.coverage !== undefined ? { coverage: Math.round(p.coverage * 100) / 100 } : {}),
            })),
          });
        // A thing named by what it is ("the chat bubble"): its price by its page's name.
        const bySubject =
          outcome.confident && kind === 'price' && !outcome.faq
            ? await priceBySubject(retriever, request.businessId, question, outcome.passages, names)
            : undefined;
        if (bySubject) outcome.passages = bySubject.passages;
        else if (outcome.confident && kind === 'price' && !outcome.faq) {
          // The best passage prices another thing: the line pricing the asked one.
          const priced = await pricedLineFor(
            retriever,
            request.businessId,
            question,
            outcome.passages,
            names,
          );
          if (priced) outcome.passages = priced;
        }
        // A list on a page of several lists: the section whose heading says what is asked.
        // "What can Lisa do for banks?" asks for such a list too.
        const offerWords = asksOffer(question);
        // A page found for the visitor's organisation answers what is done for it, whatever the
        // kind the wording looked like (a translated "can Acme do what" reads as yes/no).
        const offer =
          (kind === 'general' || forOrganisation !== undefined) &&
          (offerQuestion.test(question) || offerWords);
        const capability = asksCapability(question);
        const section =
          outcome.confident && !outcome.faq && (kind === 'list' || offer || capability)
            ? await sectionForList(
                retriever,
                request.businessId,
                question,
                outcome.passages,
                capability || offer || offerWords ? capabilityWords : [],
              )
            : undefined;
        // What is done for a kind of customer is that page's list, not another page's
        // "features" ("Tell me every feature you have for schools").
        if (section)
          outcome.passages = offerWords
            ? section.filter((p) => p.sourceId === section[0]?.sourceId)
            : section;
        // A how-to answered by a description: the page's numbered steps.
        const steps =
          outcome.confident && !outcome.faq && kind === 'how-to'
            ? await stepsForHowTo(retriever, request.businessId, question, outcome.passages, names)
            : undefined;
        if (steps) outcome.passages = steps;
        // "How does the data centre merge a customer…?": its page's steps (how-it-works.ts).
        const working =
          outcome.confident && !outcome.faq && kind === 'general'
            ? await stepsOfWorking(retriever, request.businessId, question, outcome.passages)
            : undefined;
        if (working) outcome.passages = working;
        // "What can I customise about the widget?": its list of settings (options-asked.ts).
        const options =
          outcome.confident &&
          !outcome.faq &&
          (kind === 'list' || kind === 'general' || kind === 'how-to') &&
          asksOptions(question)
            ? optionsListFirst(outcome.passages, question, await retrieve(question, 16))
            : undefined;
        if (options) outcome.passages = options;
        // "Which calendars does it work with?": the line naming some (named-instances.ts).
        const instances =
          outcome.confident && !outcome.faq && kind === 'list' && instancesAsked(question).size > 0
            ? await instancesFirst(outcome.passages, question, retrieve)
            : undefined;
        if (instances) outcome.passages = instances;
        // "…, and does it skip duplicates there?": from the carried subject's passages.
        const subjectOnly =
          outcome.confident && (kind === 'yes-no' || kind === 'general')
            ? onCarriedSubject(outcome.passages, parts[index] ?? part, part)
            : undefined;
        if (subjectOnly) {
          outcome.passages = subjectOnly;
          if (outcome.faq && !subjectOnly.includes(outcome.faq)) delete outcome.faq;
        }
        if (outcome.confident)
          outcomes.push({
            question: bySubject?.question ?? question,
            outcome,
            ...(((section || kindPage) && (offer || capability)) || options || whenList
              ? { kind: 'list' as const }
              : working
                ? { kind: 'how-to' as const }
                : {}),
          });
      }
      if (storyDealings)
        return finish(
          { decision: 'dont-know', text: phrases.dontKnow, citations: [] },
          'Refused by the story-company-service check (the message asks about dealings with a customer story’s company)',
        );
      const first = outcomes[0];
      if (!first) {
        const best = Math.max(0, ...refusals.map((r) => r.confidence));
        const check = refusals.find((r) => r.refusedBy !== 'low-confidence')?.refusedBy;
        return finish(
          { decision: 'dont-know', text: phrases.dontKnow, citations: [] },
          check
            ? `Refused by the ${check} check (best confidence ${best.toFixed(2)}, needs ${thresholds.minConfidence})`
            : refusals.length > 0
              ? `No passage covers enough of the question (best confidence ${best.toFixed(2)}, needs ${thresholds.minConfidence})`
              : 'Nothing in the knowledge base matches the question',
        );
      }

      if (llm && outcomes.length === 1) {
        try {
          const reply = await answerWithLlm(llm, {
            request,
            // The rewritten standalone question (follow-ups resolved), in the knowledge's
            // words; the reply in the visitor's language.
            query: first.question,
            language: ownLanguage,
            passages: first.outcome.passages.slice(0, quotedPassages),
            sourcesHeading: phrases.sources,
          });
          if (reply === 'no-answer') {
            return finish(
              { decision: 'dont-know', text: phrases.dontKnow, citations: [], engine: 'llm' },
              'The model found no answer in the passages',
            );
          }
          return finish({ ...reply, engine: 'llm' }, 'The model answered from the passages');
        } catch (error) {
          // Any provider failure (timeout, HTTP error, malformed body): the embedded
          // engine answers instead, so the visitor never waits on a broken endpoint.
          llmFailures += 1;
          log?.warn(
            {
              err: error,
              requestId: request.requestId,
              businessId: request.businessId,
              llmFailures,
            },
            'LLM answer failed; the embedded engine answered instead',
          );
        }
      }
      const { refusedBy, ...composed } = embeddedAnswer(
        outcomes,
        phrases,
        exclude,
        message,
        carried,
        checksOff,
      );
      return finish(
        composed,
        composed.decision === 'faq'
          ? 'An FAQ entry asks the same question'
          : composed.decision === 'answer'
            ? `The passages cover the question (confidence ${first.outcome.confidence.toFixed(2)})`
            : refusedBy
              ? `Refused by the ${refusedBy} check (confidence ${first.outcome.confidence.toFixed(2)})`
              : 'No sentence of the passages answers the question',
      );
    },
  });
  return withOnesNamed(withSituationFocus(situated));
}

/**
 * The previous visitor question as it stands alone: itself rewritten with the one before
 * it when it was a follow-up, and in the knowledge base's language.
 */
async function standalonePrevious(
  history: readonly ConversationTurn[],
  toKnowledge: (text: string) => string,
  resolve: (
    text: string,
    previous: string | undefined,
    turn: PreviousTurn,
  ) => Promise<string | undefined>,
): Promise<string | undefined> {
  let previous: string | undefined;
  const visitorTurns = history.filter((t) => t.sender === 'visitor');
  // The bot's reply each visitor turn followed ("the cheapest one" points into it).
  const answerBefore = (turn: ConversationTurn) =>
    lastOf(history.slice(0, history.indexOf(turn)), 'bot')?.text;
  for (const [i, turn] of visitorTurns.entries()) {
    const text = turn.text.trim();
    if (followUp.test(text.replace(/[.!?]+$/, '').trim()) || isAffirmative(text)) continue;
    if (detectHandoffRequest(text) || detectSmallTalk(text) || isNegative(text)) continue;
    const own = toKnowledge(stripGreeting(text));
    // The last turns are resolved with the knowledge (a search each); older ones, whose
    // subject a later turn has usually replaced, by their words alone, so a long
    // conversation costs no more than a short one.
    const recent = i >= visitorTurns.length - 3;
    previous =
      (recent
        ? await resolve(own, previous, { answer: answerBefore(turn), original: text })
        : rewriteFollowUp(own, previous)) ?? own;
  }
  return previous;
}

/** A question of the message the passages answer, with the shape its answer takes. */
interface Answerable {
  question: string;
  outcome: RetrievalOutcome;
  kind?: QuestionKind;
}

const offerQuestion = /^what (can|could|does|do|will|would)\b.*\b(do|offer|provide)\b/i;

function embeddedAnswer(
  outcomes: readonly Answerable[],
  phrases: Phrases,
  exclude: Set<string> | undefined,
  message: string,
  carried?: ReadonlySet<string>,
  checksOff: ReadonlySet<RefusalCheck> = new Set(),
): Omit<AgentReply, 'language' | 'engine'> & { refusedBy?: RefusalCheck } {
  const bodies: string[] = [];
  let refusedBy: RefusalCheck | undefined;
  const citations: Citation[] = [];
  // Each question of a message is composed on its own and cited with numbers of its own;
  // a source both quote keeps one number.
  const add = (body: string, own: readonly Citation[]) => {
    const renumber = new Map<number, number>();
    for (const c of own) {
      const same = citations.find(
        (o) => o.title === c.title && o.section === c.section && o.url === c.url,
      );
      if (same) renumber.set(c.index, same.index);
      else {
        const index = citations.length + 1;
        citations.push({ ...c, index });
        renumber.set(c.index, index);
      }
    }
    bodies.push(body.replace(/\[(\d+)\]/g, (_m, n) => `[${renumber.get(Number(n)) ?? n}]`));
  };
  let faqOnly = true;
  const said = new Set<string>();
  for (const { question, outcome, kind: shape } of outcomes) {
    // "The cheapest …", "the highest …", "the first band": the item computed from the
    // amounts of the priced list the question is about (a translated question may have
    // lost the superlative, and "the lowest and the highest …" splits into a part too short
    // to search, so a lone question also takes the extremes of the visitor's own words).
    const inQuestion = extremesAsked(question);
    const extremes =
      outcomes.length > 1 ? inQuestion : [...new Set([...inQuestion, ...extremesAsked(message)])];
    // "The price per credit at 30,000 credits": the band holding that quantity.
    const extreme = exclude
      ? undefined
      : (answerExtreme(outcome.passages, question, extremes) ??
        answerUnlistedItem(outcome.passages, question) ??
        (classifyQuestion(question) === 'price'
          ? answerInRange(outcome.passages, question)
          : undefined) ??
        // "Which endpoint …", "where exactly does … go": the one line of that shape.
        answerExactLine(outcome.passages, question) ??
        // "…headed “Ask us anything”. How do I…?": the line showing that value.
        (classifyQuestion(question) === 'how-to'
          ? answerQuotedLine(outcome.passages, question)
          : undefined) ??
        // "How many apps …": the line stating "50+ tools" (count-holder.ts).
        answerCountLine(outcome.passages, question));
    if (extreme) {
      faqOnly = false;
      add(extreme.body, extreme.citations);
      for (const line of sentencesOf(extreme.body)) said.add(line);
      continue;
    }
    const faq = outcome.faq;
    if (faq && !exclude) {
      add(`${faq.text.trim()} [1]`, [citationFor(faq, 1)]);
      continue;
    }
    faqOnly = false;
    // A later question of the message does not repeat what an earlier answer said.
    const skip = new Set([...(exclude ?? []), ...said]);
    const kind = shape ?? classifyQuestion(question);
    const compose = (left: ReadonlySet<string>) =>
      composeExtractiveAnswer(shapedPassages(outcome.passages, kind), question, {
        sourcesHeading: phrases.sources,
        kind,
        ...(left.size > 0 ? { exclude: left } : {}),
        ...(carried && carried.size > 0 ? { carried } : {}),
        ...(outcomes.length > 1 && asksPrice(message) ? { pricesAskedElsewhere: true } : {}),
      });
    // "…, and what is included?" answered by the earlier part's line (said-already.ts).
    const composed = compose(skip);
    const alone = said.size > 0 && !exclude ? compose(new Set()) : undefined;
    const units = (c: typeof composed) => (c ? sentencesOf(c.body) : []);
    if (
      alone &&
      answeredAlready(kind, question, units(alone), units(composed), said, outcome.passages)
    )
      continue;
    const refused = composed
      ? firstFiring(
          [
            ['unpriced-page', () => answersNoPrice(kind, question, composed.body)],
            ['setting-from-story', () => settingAnsweredByStory(question, composed.citations)],
            [
              'unheld-action',
              () =>
                stepsDoOtherThing(
                  question,
                  message,
                  composed.body,
                  composed.citations,
                  outcome.passages.map((p) => `${p.title} ${p.text}`),
                ),
            ],
          ] as const,
          checksOff,
        )
      : undefined;
    if (composed && !refused) {
      add(composed.body, composed.citations);
      for (const line of sentencesOf(composed.body)) said.add(line);
    }
    refusedBy ??= refused;
  }
  if (bodies.length === 0)
    return {
      decision: 'dont-know',
      text: phrases.dontKnow,
      citations: [],
      ...(refusedBy ? { refusedBy } : {}),
    };
  return {
    decision: faqOnly && bodies.length === 1 ? 'faq' : 'answer',
    text: `${bodies.join('\n\n')}\n\n${renderSources(citations, phrases.sources)}`,
    citations,
  };
}

/**
 * The passages an answer is composed from. A how-to wants steps and a list its items: an
 * FAQ entry answering a yes or no question ("Does the widget slow down my site?" -> "No.
 * Only a small launcher script loads…") shares the question's words, not its shape, so it
 * is not quoted for one while another passage is left.
 */
export function shapedPassages(passages: readonly Passage[], kind: QuestionKind): Passage[] {
  const top = passages.slice(0, quotedPassages);
  if (kind !== 'how-to' && kind !== 'list') return top;
  const shaped = passages.filter((p) => !answersYesOrNo(p));
  return shaped.length > 0 ? shaped.slice(0, quotedPassages) : top;
}

/**
 * An FAQ entry whose answer is a yes or a no ("No. Only a small launcher script loads…"):
 * it answers whether, not which or how. An entry filed under a yes/no question whose answer
 * names things ("Lisa understands and replies in 30+ languages…") still answers a list.
 */
export function answersYesOrNo(p: Passage): boolean {
  return (
    p.question !== undefined && /^(yes|no|not yet|not automatically)\b[.,!]?/i.test(p.text.trim())
  );
}

const priceTerms = new Set(analyze('price cost fee charge pay'));

/**
 * The question as searched: a short "how much is it for Instagram?" asks a price in
 * function words only ("how", "much" are stop words), so the search gets the word "cost"
 * it implies.
 */
function searchableQuestion(question: string): string {
  if (classifyQuestion(question) !== 'price') return question;
  const terms = analyze(question);
  // A longer question says enough ("enterprise support package a month") to rank by.
  if (terms.length > 2 || terms.some((t) => priceTerms.has(t))) return question;
  return `${question} cost`;
}

/** The sentences and list items of an answer, as the units they were quoted from. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).map((s) =>
    s
      .replace(/\s*\[\d+\]$/, '')
      .replace(/^- /, '')
      .trim(),
  );
}

/** A "yes" right after the agent offered a person is a request for one. */
function acceptedOffer(request: AgentRequest, message: string): string | undefined {
  const lastBot = lastOf(request.history, 'bot');
  if (!lastBot || !acceptsOffer(message)) return undefined;
  const offeredAny =
    isDontKnowText(lastBot.text, request.behaviour?.dontKnowText) ||
    /connect you with a person|mett(re|e) en relation|ponga en contacto|verbinden|contacto com|metta in contatto|in contact brengen|nikuunganishe/i.test(
      lastBot.text,
    );
  if (!offeredAny) return undefined;
  const question = [...request.history].reverse().find((t) => t.sender === 'visitor');
  return question
    ? `Visitor accepted a person after a question the agent could not answer: "${question.text.trim().slice(0, 200)}"`
    : 'Visitor accepted the offer of a person';
}
