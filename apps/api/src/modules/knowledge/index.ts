// The knowledge module: /api/knowledge/* over the context's knowledge store, which the
// agent engine (knowledge-engine.ts, built by server.ts) searches too.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { knowledgeRoutes } from './knowledge-routes.ts';
import { createKnowledgeService, type KnowledgeService } from './knowledge-service.ts';
import { createSafeFetch } from './safe-fetch.ts';

export const knowledgeModule: ApiModule<KnowledgeService> = {
  prefix: '/api/knowledge',
  services: (context) =>
    createKnowledgeService({
      db: context.db,
      store: context.knowledge,
      audit: context.audit,
      bus: context.bus,
      jobs: context.jobs,
      // Loopback and private addresses are fetched only outside production (local docs
      // servers, tests); in production a URL source must be a public page.
      fetch: createSafeFetch({ allowPrivate: context.env.NODE_ENV !== 'production' }),
    }),
  routes: knowledgeRoutes,
};
