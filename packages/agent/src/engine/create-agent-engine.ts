import { detectLanguage } from '../language/detect-language.ts';
import { type Phrases, phrasesFor } from '../language/phrases.ts';
import { answerWithLlm } from '../llm/grounded-answer.ts';
import type { LlmProvider } from '../llm/llm-provider.ts';
import { analyze } from '../text/analyzer.ts';
import type {
  AgentEngine,
  AgentReply,
  AgentRequest,
  ConversationTurn,
  Passage,
  Retriever,
} from '../types.ts';
import {
  citationFor,
  composeExtractiveAnswer,
  queryWeights,
  renderSources,
} from './compose-answer.ts';
import { detectHandoffRequest, detectSmallTalk, isAffirmative, stripGreeting } from './intents.ts';

export interface AgentEngineOptions {
  retriever: Retriever;
  /** When given, answers are written by this model, grounded on the same passages. */
  llm?: LlmProvider;
  /** Clock for the reply's timing (injectable for tests). */
  now?: () => number;
  /** Tuning; the defaults were set on the evaluation set (see README). */
  thresholds?: Partial<Thresholds>;
}

export interface Thresholds {
  /** Below this share of the question's weight found in the best passage: don't know. */
  minCoverage: number;
  /** The best passages together must cover this much when the best alone does not. */
  minJointCoverage: number;
  /** Share of the question's weight an FAQ entry's question must hold to answer with it. */
  faqCoverage: number;
  /** Passages scoring under this share of the best score are not quoted. */
  relativeScore: number;
}

export const defaultThresholds: Thresholds = {
  minCoverage: 0.55,
  minJointCoverage: 0.75,
  faqCoverage: 0.6,
  relativeScore: 0.4,
};

const retrieveLimit = 8;
const quotedPassages = 4;
const followUp =
  /^(tell me more|more|more please|explain|explain more|explain that|go on|continue|elaborate|more details?|details|and\??|what else|anything else about (it|that))$/i;

export interface RetrievalOutcome {
  passages: Passage[];
  confident: boolean;
  faq?: Passage;
}

/** Whether the best passages hold enough of the question to answer from them. */
export function judgeRetrieval(
  passages: readonly Passage[],
  query: string,
  thresholds: Thresholds,
): RetrievalOutcome {
  const top = passages[0];
  if (!top) return { passages: [], confident: false };
  const kept = passages.filter((p) => p.score >= top.score * thresholds.relativeScore);
  const topCoverage = top.coverage ?? estimateCoverage(top, query);
  let joint = topCoverage;
  if (top.coverage !== undefined && top.matchedTerms && top.coverage > 0) {
    const topWeight = top.matchedTerms.reduce((s, m) => s + m.weight, 0);
    const total = topWeight / top.coverage;
    const union = queryWeights(kept.slice(0, 3), query);
    const unionWeight = [...union.values()].reduce((s, w) => s + w, 0);
    joint = total > 0 ? unionWeight / total : 0;
  }
  const confident = topCoverage >= thresholds.minCoverage || joint >= thresholds.minJointCoverage;
  const outcome: RetrievalOutcome = { passages: kept, confident };
  if (confident && top.question) {
    const questionTerms = new Set(analyze(top.question));
    const weights = queryWeights([top], query);
    let inQuestion = 0;
    for (const [t, w] of weights) if (questionTerms.has(t)) inQuestion += w;
    const topWeight = [...weights.values()].reduce((s, w) => s + w, 0);
    const share = topWeight > 0 ? (inQuestion / topWeight) * topCoverage : 0;
    if (share >= thresholds.faqCoverage) outcome.faq = top;
  }
  return outcome;
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
export function createAgentEngine(options: AgentEngineOptions): AgentEngine {
  const { retriever, llm } = options;
  const now = options.now ?? (() => performance.now());
  const thresholds: Thresholds = { ...defaultThresholds, ...options.thresholds };

  return {
    async reply(request: AgentRequest): Promise<AgentReply> {
      const started = now();
      const message = request.message.trim();
      const visitorLanguage = detectLanguage(message, request.defaultLanguage);
      const kbLanguages = await retriever.languages(request.businessId);
      const language =
        visitorLanguage === request.defaultLanguage || kbLanguages.includes(visitorLanguage)
          ? visitorLanguage
          : request.defaultLanguage;
      const phrases = phrasesFor(language);
      const note =
        language !== visitorLanguage ? phrases.answeringIn(visitorLanguage, language) : undefined;
      const finish = (
        reply: Omit<AgentReply, 'language' | 'engine'> & { engine?: AgentReply['engine'] },
      ): AgentReply => ({
        engine: 'embedded',
        ...reply,
        text: note ? `_${note}_\n\n${reply.text}` : reply.text,
        language,
        tookMs: Math.max(0, now() - started),
      });

      const handoffReason = detectHandoffRequest(message) ?? acceptedOffer(request, message);
      if (handoffReason) {
        return finish({ decision: 'handoff', text: phrases.handoff, citations: [], handoffReason });
      }
      const smallTalk = detectSmallTalk(message);
      if (smallTalk) {
        const text =
          smallTalk === 'greeting'
            ? phrases.greeting(
                request.agentName,
                request.agentName === request.businessName ? '' : request.businessName,
              )
            : smallTalk === 'thanks'
              ? phrases.thanks
              : phrases.goodbye;
        return finish({ decision: 'smalltalk', text, citations: [] });
      }

      // "Tell me more" continues the previous question, without repeating what was said.
      let query = stripGreeting(message);
      let exclude: Set<string> | undefined;
      const lastVisitor = lastOf(request.history, 'visitor');
      if (followUp.test(query.replace(/[.!?]+$/, '').trim()) && lastVisitor) {
        query = lastVisitor.text;
        const lastBot = lastOf(request.history, 'bot');
        exclude = new Set(
          lastBot
            ? lastBot.text.split(/(?<=[.!?])\s+|\n+/).map((s) =>
                s
                  .replace(/\s*\[\d+\]$/, '')
                  .replace(/^- /, '')
                  .trim(),
              )
            : [],
        );
      }

      const found = await retriever.search(request.businessId, query, retrieveLimit);
      const inLanguage = found.filter((p) => !p.language || p.language === language);
      const passages = inLanguage.length > 0 ? inLanguage : found;
      const outcome = judgeRetrieval(passages, query, thresholds);
      if (!outcome.confident) {
        return finish({ decision: 'dont-know', text: phrases.dontKnow, citations: [] });
      }

      if (llm) {
        try {
          const reply = await answerWithLlm(llm, {
            request,
            query,
            language,
            passages: outcome.passages.slice(0, quotedPassages),
            sourcesHeading: phrases.sources,
          });
          if (reply === 'no-answer') {
            return finish({
              decision: 'dont-know',
              text: phrases.dontKnow,
              citations: [],
              engine: 'llm',
            });
          }
          return finish({ ...reply, engine: 'llm' });
        } catch {
          // Any provider failure (timeout, HTTP error, malformed body): the embedded
          // engine answers instead, so the visitor never waits on a broken endpoint.
        }
      }
      return finish(embeddedAnswer(outcome, query, phrases, exclude));
    },
  };
}

function embeddedAnswer(
  outcome: RetrievalOutcome,
  query: string,
  phrases: Phrases,
  exclude: Set<string> | undefined,
): Omit<AgentReply, 'language' | 'engine'> {
  if (outcome.faq && !exclude) {
    const citation = citationFor(outcome.faq, 1);
    return {
      decision: 'faq',
      text: `${outcome.faq.text.trim()} [1]\n\n${renderSources([citation], phrases.sources)}`,
      citations: [citation],
    };
  }
  const composed = composeExtractiveAnswer(outcome.passages.slice(0, quotedPassages), query, {
    sourcesHeading: phrases.sources,
    ...(exclude ? { exclude } : {}),
  });
  if (!composed) return { decision: 'dont-know', text: phrases.dontKnow, citations: [] };
  return { decision: 'answer', text: composed.markdown, citations: composed.citations };
}

/** A "yes" right after the agent offered a person is a request for one. */
function acceptedOffer(request: AgentRequest, message: string): string | undefined {
  const lastBot = lastOf(request.history, 'bot');
  if (!lastBot || !isAffirmative(message)) return undefined;
  const offered = phrasesFor(request.defaultLanguage).dontKnow;
  const offeredAny =
    lastBot.text.includes(offered) ||
    /connect you with a person|mettre en relation|ponga en contacto|verbinden|contacto com|metta in contatto|in contact brengen|nikuunganishe/i.test(
      lastBot.text,
    );
  if (!offeredAny) return undefined;
  const question = [...request.history].reverse().find((t) => t.sender === 'visitor');
  return question
    ? `Visitor accepted a person after a question the agent could not answer: "${question.text.trim().slice(0, 200)}"`
    : 'Visitor accepted the offer of a person';
}
