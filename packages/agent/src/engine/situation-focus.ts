import { analyze } from '../text/analyzer.ts';
import type { AgentReply, AgentRequest } from '../types.ts';
import type { EmbeddedAgentEngine } from './create-agent-engine.ts';
import {
  answered,
  asFollowUpOf,
  askedAgain,
  contentWordsOf,
  firstAccepted,
  inKnowledgeWords,
  namedThings,
  ownNames,
  pointsBack,
  splitSituation,
} from './situation.ts';

// A message that tells a situation and then asks ("When a customer wants a callback about a
// broken appliance, how do I make the assistant open a task in the tracker?") is searched
// whole, and the situation's words weigh as much as the question's: the answer may be about
// the situation ("callbacks become tasks") rather than what is asked (how to open the task).
// situation.ts asks the question again only after "I don't know"; here, when the whole
// message's answer holds words that only the situation used, the question is asked again — as
// a follow-up of the situation (its pronouns resolved with it), then alone — and that answer
// replaces the whole one when it holds at least as many of the question's own words and none
// (or, when the situation's words outnumbered the question's, fewer) of the situation's. A
// question of function words only ("What could you handle for us?") leans on the situation
// wholly and keeps the whole message's answer.

/** How many of the words (by their analysed terms) the reply holds. */
function held(words: ReadonlyArray<string>, reply: AgentReply): number {
  const terms = new Set(analyze(reply.text));
  return words.filter((word) => {
    const own = analyze(word);
    return own.length > 0 && own.every((t) => terms.has(t));
  }).length;
}

/** Whether every page the reply quotes is one the other reply quoted. */
function samePages(reply: AgentReply, other: AgentReply): boolean {
  const pages = new Set(other.citations.map((c) => c.title));
  return reply.citations.length > 0 && reply.citations.every((c) => pages.has(c.title));
}

/** The situation's own content words: none the question uses, none naming a thing. */
function sceneOnlyWords(
  question: string,
  situation: string,
  names: ReadonlySet<string>,
): { asked: string[]; scene: string[] } {
  const asked = contentWordsOf(question, names);
  const askedTerms = new Set(asked.flatMap((w) => analyze(w)));
  const named = new Set(namedThings(situation).flatMap((w) => analyze(w)));
  const scene = [
    ...new Set(
      contentWordsOf(situation, names).filter((w) =>
        analyze(w).every((t) => !askedTerms.has(t) && !named.has(t)),
      ),
    ),
  ];
  return { asked, scene };
}

/**
 * Whether the whole message's answer leans on the situation: two of its words or more and as
 * many as of the question's, one of the question's at least — or any of the situation's and
 * none of the question's ("We keep customers in Kijani. Where do I put the key to connect it?"
 * answered by the page's line about customers, with no word of putting a key).
 */
export const leansOnScene = (pulled: number, kept: number): boolean =>
  kept === 0 ? pulled >= 1 : pulled >= 2 && pulled >= kept;

/**
 * The engine that asks a situated message's question again as a follow-up of its situation
 * when the whole message's answer leans on the situation's words (see above).
 */
export function withSituationFocus(engine: EmbeddedAgentEngine): EmbeddedAgentEngine {
  return {
    get llmFailures() {
      return engine.llmFailures;
    },
    async reply(request: AgentRequest): Promise<AgentReply> {
      const whole = await engine.reply(request);
      if (!answered(whole) || whole.engine === 'llm') return whole;
      const split = splitSituation(request.message);
      if (!split) return whole;
      const names = ownNames(request);
      const question = inKnowledgeWords(split.question, request);
      const situation = inKnowledgeWords(split.situation, request);
      const { asked, scene } = sceneOnlyWords(question, situation, names);
      // Asked again only when the whole answer leans on the situation (leansOnScene) and the
      // question names enough to stand on its own (three words): a question of function words
      // only ("What could you handle for us?") leans on the situation wholly.
      const pulled = held(scene, whole);
      const kept = held(asked, whole);
      if (asked.length < 3 || !leansOnScene(pulled, kept)) return whole;
      // An answer is kept when it holds every question word the whole one held and none of the
      // situation's — or, when the whole answer held more of the situation's words than of the
      // question's, fewer of them: a situation whose words say what is asked ("When my staff
      // are done with a customer, how does the bot take over?") is answered by them again.
      // When the whole answer held none of the question's words (it may answer in words of its
      // own: "sees free and busy times" for "titles of my appointments"), another part of the
      // same page holding some of them is kept, with no more of the situation's words.
      const focused = (reply: AgentReply) => {
        if (!answered(reply)) return false;
        const own = held(asked, reply);
        const scened = held(scene, reply);
        if (kept === 0) return own >= 1 && scened <= pulled && samePages(reply, whole);
        return own >= kept && (scened === 0 || (pulled > kept && scened < pulled));
      };
      // As a follow-up of the situation first ("How do I open a task for it?" needs its thing);
      // then alone, when the situation's words carried in pull it the same way — not a
      // question pointing back, which means nothing alone.
      const again = await firstAccepted(
        [
          ['as its follow-up', () => engine.reply(asFollowUpOf(split, request))],
          [
            'alone',
            () =>
              pointsBack.test(question)
                ? undefined
                : engine.reply({ ...request, message: split.question }),
          ],
        ],
        focused,
      );
      if (!again) return whole;
      return askedAgain(
        again.reply,
        request.message,
        (whole.tookMs ?? 0) + (again.reply.tookMs ?? 0),
        "The question after the visitor's situation, asked again (the whole message's answer held the situation's words)",
      );
    },
  };
}
