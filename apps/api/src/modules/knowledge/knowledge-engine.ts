// The real agent engine of the API: the embedded engine of @lisa/agent over the server's
// knowledge store, with the OpenAI-compatible provider when LLM_BASE_URL is set. At start
// it loads every business's index and re-seeds business 1 (Lisa itself) from the catalogue
// and documentation when their content hash changed.
import {
  createAgentEngine,
  createOpenAiCompatibleProvider,
  type EmbeddedAgentEngine,
} from '@lisa/agent';
import { buildLisaKnowledge } from '@lisa/agent/lisa-knowledge';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import type { Env } from '../../env.ts';
import type { KnowledgeStore } from './knowledge-store.ts';

export interface KnowledgeEngineOptions {
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>;
  store: KnowledgeStore;
  /** Start-up messages, and a warning for every LLM failure the embedded engine answers for. */
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Skip seeding Lisa's own knowledge base (tests of other businesses). */
  seedLisa?: boolean;
  fetch?: typeof fetch;
}

/** Used when LLM_BASE_URL is set without LLM_MODEL. */
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

export async function createKnowledgeEngine(
  options: KnowledgeEngineOptions,
): Promise<EmbeddedAgentEngine> {
  const { store } = options;
  if (options.seedLisa !== false) {
    const started = performance.now();
    const knowledge = buildLisaKnowledge();
    const changed = await store.seedSystemSources(LISA_BUSINESS_ID, knowledge);
    options.log?.info(
      {
        sources: knowledge.sources.length,
        chunks: knowledge.sources.reduce((n, s) => n + s.chunks.length, 0),
        contentHash: knowledge.contentHash,
        reindexed: changed,
        learnedQuestions: knowledge.learnedQuestions?.length ?? 0,
        ms: Math.round(performance.now() - started),
      },
      changed ? "Lisa's knowledge base re-indexed" : "Lisa's knowledge base unchanged",
    );
  }
  await store.loadAll();
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = options.env;
  const llm = LLM_BASE_URL
    ? createOpenAiCompatibleProvider({
        baseUrl: LLM_BASE_URL,
        model: LLM_MODEL ?? DEFAULT_LLM_MODEL,
        ...(LLM_API_KEY ? { apiKey: LLM_API_KEY } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
    : undefined;
  return createAgentEngine({
    retriever: store.retriever,
    ...(llm ? { llm } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}
