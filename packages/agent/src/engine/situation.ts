import { normalizeChat } from '../language/chat-shorthand.ts';
import { detectLanguage } from '../language/detect-language.ts';
import { translateQuestion } from '../language/glossary.ts';
import { relatedLemmas } from '../language/wordnet/wordnet.ts';
import { analyze } from '../text/analyzer.ts';
import { statesMoney } from '../text/money.ts';
import { stopwords } from '../text/stopwords.ts';
import { synonymsOf } from '../text/synonyms.ts';
import type { AgentReply, AgentRequest } from '../types.ts';
import type { EmbeddedAgentEngine } from './create-agent-engine.ts';
import { englishIdioms } from './english-idioms.ts';
import { splitExample } from './example-clause.ts';
import { pointsAtPerson } from './person-head.ts';
import { asksPrice } from './question-type.ts';

// Visitors often tell their situation before they ask: "I manage a clinic with three doctors.
// Tell me every feature you have for healthcare.", "Our hostel has a Facebook Page that gets
// booking questions. How do I connect it?", "Pour notre auto-école, quel est le prix pour
// connecter Instagram ?". Judged whole, the situation's words dilute the confidence, read as
// a customer story's words, or name the visitor's own things the knowledge never holds, and
// "it" in the question points at the situation's object. Such a message is the same as two
// turns: the situation said first, then the question asked as a follow-up. When the whole
// message gets "I don't know", it is asked again that way — the question part judged on its
// own, its pronoun and ellipsis resolved with the situation exactly as a follow-up is with
// the previous turn — and that answer stands when it is one.

/** A message's situation (statements, an opening clause) and the question it then asks. */
export interface SituatedQuestion {
  situation: string;
  question: string;
}

// A sentence that asks: a question mark, or a request in the imperative ("Tell me…", "List…",
// "Walk me through…", "Nieleze…", "Dites-moi…").
const request =
  /^(?:(?:so|and|but|please|pls|ok|okay)[\s,]+)?(?:tell|list|walk|show|give|explain|describe|name|help|share|send|outline|detail|suggest|recommend|advise|guide|dites|donnez|expliquez|montrez|indiquez|listez|décrivez|nieleze|nielezee|niambie|nionyeshe|nipe|orodhesha|eleza|taja)\b/iu;
const asks = (sentence: string) => /[?？]\s*$/u.test(sentence) || request.test(sentence);

// An opening clause naming what the question is for ("For our driving school, …", "Pour notre
// auto-école, …", "Kwa duka letu, …") or when it arises ("When a customer wants a callback,
// how do I …?", "Quand …, comment …", "Mteja akitaka …, nifanyeje …").
const openingFor =
  /^(?:(?:for|with|in|at)\s+(?:our|my|a|an)|(?:pour|avec|dans)\s+(?:notre|nos|mon|ma|mes|une?)|kwa\s+\p{L}+\s+(?:yetu|letu|wetu|langu|yangu|lako|yako|zetu|changu|chetu))\b[^,;:]{0,80}[,;:]\s*/iu;
const openingWhen =
  /^(?:when|whenever|if|once|after|before|while|since|as|quand|lorsque|lorsqu'|si|dès que|une fois que|wakati|ikiwa|kama)\b[^,;:]{4,160}[,;:]\s*/iu;

/**
 * The situation a message tells and the question it then asks, or undefined when the message
 * is only a question (or only statements). The question is the last sentence when it asks and
 * every sentence before it states; else what follows an opening "For our …," or "When …,"
 * clause when that ends the message as a question.
 */
export function splitSituation(message: string): SituatedQuestion | undefined {
  const text = message.trim();
  const sentences = text
    .split(/(?<=[.!?。])\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
  if (sentences.length > 1) {
    const question = sentences.at(-1) ?? '';
    const before = sentences.slice(0, -1);
    if (asks(question) && before.every((s) => !/[?？]\s*$/u.test(s)) && wordCount(question) >= 2)
      return { situation: before.join(' '), question };
    return undefined;
  }
  for (const opening of [openingFor, openingWhen]) {
    const found = opening.exec(text);
    if (!found) continue;
    const question = text.slice(found[0].length).trim();
    if (!asks(question) || wordCount(question) < 3) continue;
    return { situation: found[0].replace(/[\s,;:]+$/u, ''), question };
  }
  return splitExample(text);
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

export const answered = (reply: AgentReply) =>
  reply.decision === 'answer' || reply.decision === 'faq';

/** The business's and the agent's names, as index terms: never a word the visitor asks with. */
export const ownNames = (request: AgentRequest) =>
  new Set(analyze(`${request.businessName} ${request.agentName}`));

// Refusals about what the situation itself tells — the visitor's dealings with a company of a
// customer story, or with another vendor, a task or favour asked of the business, a how-to
// about a third party's own account or device: the situation is what they judge, so the
// question alone must not undo them.
const situationRefusals = [
  'story-company',
  'story-company-service',
  'vendor',
  'task-request',
  'favour-request',
  'unheld-action',
] as const;
const refusedBySituation = (reply: AgentReply) =>
  situationRefusals.some((check) => reply.trace?.reason.includes(`the ${check} check`));

// Words that ask nothing of their own: a pronoun standing for the situation's thing, and the
// verbs of a request ("walk me through", "explain", "tell me").
const pointers = new Set(
  analyze(
    'it its them they their this that these those one ones us we our ours me my mine you your yours walk through tell show explain describe give list name help let please',
  ),
);

/**
 * Whether the answer holds a word the question itself asks with, or a synonym of it from
 * WordNet or the thesaurus ("How do I fix it?" is not answered by how to connect the thing the
 * situation named; "link it" is by how to connect it): the rewrite with the situation must not leave the question's
 * own words behind. A question of function words only ("what can you do for us?") leans
 * wholly on the situation: the answer must then hold a word of the situation ("I work in a
 * county revenue office" is not answered by how replies use credits).
 */
function answersOwnWords(
  question: string,
  situation: string,
  reply: AgentReply,
  names: ReadonlySet<string>,
) {
  const asked = contentWordsOf(question, names);
  const own = asked.length > 0 ? asked : contentWordsOf(situation, names);
  if (own.length === 0) return true;
  // A price asked is answered by an amount, whatever word priced it ("ada" -> fee: "costs $300").
  if (asksPrice(question) && statesMoney(reply.text)) return true;
  const held = new Set(analyze(reply.text));
  // ...or a word the engine's own thesaurus searched it by ("vanish" is answered by "expire").
  const bySynonym = (word: string) =>
    analyze(word).some((t) => synonymsOf(t).some((s) => held.has(s)));
  return own.some(
    (word) =>
      bySynonym(word) ||
      [word, ...relatedLemmas(word, { senses: 2, relations: [] }).map((r) => r.lemma)].some(
        (lemma) => {
          const terms = analyze(lemma.replace(/_/g, ' '));
          return terms.length > 0 && terms.every((t) => held.has(t));
        },
      ),
  );
}

/** Whether the question names every thing the situation names by name. */
const asksOfOwn = (things: readonly string[], question: string) => {
  const asked = new Set(analyze(question));
  return things.every((thing) => analyze(thing).every((t) => asked.has(t)));
};

export const pointsBack =
  /\b(?:it|its|it's|itself|they|them|their|theirs|this|that|these|those|one|ones|both|either|there|here|he|she|him|her|his)\b/i;

/** A text's words that name something: no function word, pointer, request verb or name. */
export function contentWordsOf(text: string, names: ReadonlySet<string>): string[] {
  const words = englishIdioms(normalizeChat(joinPhrasalVerbs(text)))
    .toLowerCase()
    .match(/[\p{L}\p{N}'’-]+/gu);
  return (words ?? []).filter((w) => {
    const [term] = analyze(w);
    return term !== undefined && !stopwords.has(term) && !pointers.has(term) && !names.has(term);
  });
}

/**
 * The things a situation names by their own names: its capitalised words after the first
 * ("Our hostel has a Facebook Page" -> Facebook, Page; "Duka letu … linatumia Odoo" -> Odoo).
 */
export function namedThings(situation: string): string[] {
  return situation
    .split(/(?<=[.!?])\s+/u)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /^\p{Lu}/u.test(w) && w !== 'I');
}

const now = () => performance.now();

// "hook it up", "set them up": the particle back beside its verb, where the idioms read it.
const joinPhrasalVerbs = (question: string) =>
  question.replace(
    /\b([\p{L}]+) (it|them|this|that) (up|in|on|out|off|over|back)\b/giu,
    '$1 $3 $2',
  );

/** The question in the knowledge's words (a French or Swahili one through the glossary). */
export function inKnowledgeWords(question: string, request: AgentRequest): string {
  const from = detectLanguage(question, request.defaultLanguage);
  return from === request.defaultLanguage
    ? question
    : translateQuestion(question, from, request.glossary ?? {});
}

/** The situation's question asked as its follow-up: the situation one more visitor turn. */
export const asFollowUpOf = (split: SituatedQuestion, request: AgentRequest): AgentRequest => ({
  ...request,
  message: split.question,
  history: [...request.history, { sender: 'visitor', text: split.situation }],
});

/**
 * The first of `attempts` whose reply `accept` takes, with the attempt's name; an attempt may
 * decline to ask (undefined). One model call at most: its reply ends the attempts.
 */
export async function firstAccepted(
  attempts: ReadonlyArray<readonly [string, () => Promise<AgentReply> | undefined]>,
  accept: (reply: AgentReply) => boolean,
): Promise<{ reply: AgentReply; how: string } | undefined> {
  for (const [how, attempt] of attempts) {
    const reply = await attempt();
    if (reply && accept(reply)) return { reply, how };
    if (reply?.engine === 'llm') return undefined;
  }
  return undefined;
}

/** The reply asked again, its trace naming the visitor's whole message and why. */
export const askedAgain = (
  reply: AgentReply,
  message: string,
  tookMs: number,
  why: string,
): AgentReply => ({
  ...reply,
  tookMs,
  ...(reply.trace
    ? { trace: { ...reply.trace, query: message, reason: `${why}: ${reply.trace.reason}` } }
    : {}),
});

/**
 * The engine that, when a message telling a situation gets "I don't know", asks its question
 * again as a follow-up of the situation (one more turn of the visitor's, before the message)
 * and keeps that answer when it is one; every other reply, and a message telling no
 * situation, is the engine's own.
 */
export function withSituations(engine: EmbeddedAgentEngine): EmbeddedAgentEngine {
  return {
    get llmFailures() {
      return engine.llmFailures;
    },
    async reply(request: AgentRequest): Promise<AgentReply> {
      const started = now();
      const split = splitSituation(request.message);
      if (!split) return engine.reply(request);
      // The trace names the check that refused; the visitor's reply carries it only when asked.
      const traced = await engine.reply({ ...request, trace: true });
      const { trace, ...untraced } = traced;
      const whole = request.trace ? traced : untraced;
      // The model already read the passages and found no answer: asking again would only
      // spend the visitor's time against the client's timeout.
      if (whole.decision !== 'dont-know' || whole.engine === 'llm' || refusedBySituation(traced))
        return whole;
      const names = ownNames(request);
      const own = inKnowledgeWords(split.question, request);
      const scene = inKnowledgeWords(split.situation, request);
      // As a follow-up of the situation first ("How do I connect it?" needs its thing); then
      // with only the things the situation names, when its other words diluted the follow-up
      // ("Duka letu … linatumia Odoo. Ada ya kuunganisha ni kiasi gani?"); then alone, when
      // the situation's words carried in still sink it ("I manage a clinic with three
      // doctors. Tell me every feature you have for healthcare.") — not a question pointing
      // back ("How do I fix it?", "Is that supported?"), which means nothing alone — unless it
      // points only at a person the situation names ("a renter writes in again … for him?")
      // and names itself every thing the situation names ("If a customer is already in Zoho,
      // will Lisa add them a second time?" needs Zoho).
      const things = namedThings(split.situation);
      const again = await firstAccepted(
        [
          ['as its follow-up', () => engine.reply(asFollowUpOf(split, request))],
          [
            'with the things it names',
            () =>
              things.length === 0
                ? undefined
                : engine.reply({
                    ...request,
                    message: `${split.question.replace(/[\s?？!.]+$/u, '')} ${things.join(' ')}?`,
                  }),
          ],
          [
            'alone',
            () =>
              pointsBack.test(own) && !(pointsAtPerson(own, scene) && asksOfOwn(things, own))
                ? undefined
                : engine.reply({ ...request, message: split.question }),
          ],
        ],
        (reply) => answered(reply) && answersOwnWords(own, scene, reply, names),
      );
      if (!again) return whole;
      return askedAgain(
        again.reply,
        request.message,
        Math.max(0, now() - started),
        `The question after the visitor's situation, asked ${again.how}`,
      );
    },
  };
}
