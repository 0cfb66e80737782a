// The knowledge area: storage and indexing of every business's knowledge base, the real
// agent engine over it, and the dashboard routes. Registered with one line in
// routes/index.ts; the engine is built in main.ts.
export { createKnowledgeEngine, DEFAULT_LLM_MODEL } from './knowledge-engine.ts';
export { knowledgeStoreFor } from './knowledge-registry.ts';
export { knowledgeRoutes } from './knowledge-routes.ts';
export type { KnowledgeStore } from './knowledge-store.ts';
