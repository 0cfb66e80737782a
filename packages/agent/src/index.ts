// Public surface of @lisa/agent: the engine, the in-memory retriever and the LLM provider.

export { isWithinHours } from './engine/behaviour.ts';
export type {
  AgentEngineOptions,
  EmbeddedAgentEngine,
  Thresholds,
} from './engine/create-agent-engine.ts';
export { createAgentEngine, defaultThresholds } from './engine/create-agent-engine.ts';
export { detectHandoffRequest, detectSmallTalk, isAffirmative } from './engine/intents.ts';
export { splitUnits, type TextUnit } from './engine/sentences.ts';
export { detectLanguage } from './language/detect-language.ts';
export { isDontKnowText, phrasesFor } from './language/phrases.ts';
export type { ChatMessage, LlmProvider, OpenAiCompatibleConfig } from './llm/llm-provider.ts';
export {
  createOpenAiCompatibleProvider,
  LlmError,
} from './llm/llm-provider.ts';
export type { AnalyzedChunk, IndexedChunk } from './search/bm25-index.ts';
export { analyzeChunk, Bm25Index } from './search/bm25-index.ts';
export type { MemoryRetriever } from './search/memory-retriever.ts';
export { createMemoryRetriever } from './search/memory-retriever.ts';
export { analyze } from './text/analyzer.ts';
export type {
  AgentBehaviour,
  AgentDecision,
  AgentEngine,
  AgentPurpose,
  AgentReply,
  AgentRequest,
  AgentTone,
  BusinessHours,
  Citation,
  ConversationTurn,
  Passage,
  Retriever,
  Weekday,
} from './types.ts';
