// The engine both evaluation sets run against: business 1's own knowledge base in the
// in-memory retriever, embedded engine, no model.
import { createAgentEngine } from '../src/engine/create-agent-engine.ts';
import type { RefusalCheck } from '../src/engine/refusal-checks.ts';
import { buildLisaKnowledge } from '../src/lisa-knowledge/build-lisa-knowledge.ts';
import {
  defaultLearnedSettings,
  type LearnedQuestion,
  type LearnedSettings,
} from '../src/search/learned-questions.ts';
import { createMemoryRetriever } from '../src/search/memory-retriever.ts';
import type { AgentReply, ConversationTurn } from '../src/types.ts';

export interface LisaEngineOptions {
  /** Instead of business 1's own learned questions (eval/cross-validate.ts, learning). */
  learnedQuestions?: readonly LearnedQuestion[];
  /** Instead of the retriever's defaults (on or off, threshold, lift). */
  learned?: LearnedSettings;
}

// `--learned-off` on any eval script's command line (eval, ask, ablate): business 1's learned
// questions switched off, to see what the mechanisms alone do on sets whose questions are learned.
const learnedOff = process.argv.includes('--learned-off');

// `checksOff`: diagnostics only (eval/ablate.ts), refusal checks switched off.
export function createLisaEngine(
  checksOff: readonly RefusalCheck[] = [],
  options: LisaEngineOptions = {},
) {
  const knowledge = buildLisaKnowledge();
  const learned =
    options.learned ?? (learnedOff ? { ...defaultLearnedSettings, enabled: false } : undefined);
  const retriever = createMemoryRetriever(learned ? { learned } : {});
  for (const source of knowledge.sources) {
    retriever.replaceSource(
      1,
      source.key,
      source.chunks.map((c) => ({
        ...c,
        chunkId: `${source.key}#${c.ordinal}`,
        sourceId: source.key,
      })),
    );
  }
  retriever.setLearnedQuestions(1, options.learnedQuestions ?? knowledge.learnedQuestions ?? []);
  const engine = createAgentEngine({ retriever, checksOff });
  const ask = (
    message: string,
    history: ConversationTurn[] = [],
    trace = false,
  ): Promise<AgentReply> =>
    engine.reply({
      trace,
      businessId: 1,
      businessName: 'Lisa',
      agentName: 'Lisa',
      defaultLanguage: 'en',
      message,
      history,
    });
  const chunks = knowledge.sources.reduce((s, x) => s + x.chunks.length, 0);
  return { retriever, ask, knowledge, sources: knowledge.sources.length, chunks };
}

export type LisaEngine = ReturnType<typeof createLisaEngine>;
