// Test support for the engine's round tests: one small business's knowledge in the
// in-memory retriever and a function asking its engine, so each test file only writes
// its own passages.
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import type { AgentRequest } from '../types.ts';
import { createAgentEngine } from './create-agent-engine.ts';

/** One passage of a test business, in English unless `extra` says otherwise. */
export const businessChunk = (id: string, title: string, text: string, extra: object = {}) => ({
  chunkId: id,
  sourceId: id,
  title,
  text,
  language: 'en',
  ...extra,
});

/** The engine of a business holding `chunks`, asked as a visitor of that business. */
export function askBusiness(
  businessId: number,
  name: string,
  chunks: ReadonlyArray<ReturnType<typeof businessChunk>>,
) {
  const retriever = createMemoryRetriever();
  retriever.replaceSource(businessId, 'knowledge', [...chunks]);
  const engine = createAgentEngine({ retriever });
  const ask = (message: string, history: AgentRequest['history'] = []) =>
    engine.reply({
      businessId,
      businessName: name,
      agentName: name.split(' ')[0] ?? name,
      defaultLanguage: 'en',
      message,
      history,
    });
  return { ask, retriever };
}
