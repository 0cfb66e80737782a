// @lisa/agent/lisa-knowledge: business 1's knowledge base, built from the catalogue and docs.

export type { LisaKnowledge, SeedSource } from './build-lisa-knowledge.ts';
export { buildLisaKnowledge } from './build-lisa-knowledge.ts';
export { lisaDocs } from './docs.generated.ts';
