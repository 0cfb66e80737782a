// Builds the agent engine the server answers with. Until the knowledge-base engine is
// wired in here, business 1 answers from the product FAQ by keyword overlap
// (chat/faq-engine.ts) and other businesses say they do not know yet.
import type { AgentEngine } from '@lisa/agent/types';
import { faqItems } from '@lisa/catalogue/faq';
import { createFaqEngine } from './chat/faq-engine.ts';
import type { Database } from './db/client.ts';
import { LISA_BUSINESS_ID } from './db/seed.ts';
import type { Env } from './env.ts';

export async function createEngine(_env: Env, _db: Database): Promise<AgentEngine> {
  return createFaqEngine((businessId) => (businessId === LISA_BUSINESS_ID ? faqItems : []));
}
