// The knowledge module: /api/knowledge/* over the context's knowledge store, which the
// agent engine (knowledge-engine.ts, built by server.ts) searches too; and the questions the
// team taught from the inbox, /api/knowledge/learned-questions, and the teammates' replies
// saved as answers, /api/knowledge/inbox-answers.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { inboxAnswersRoutes } from './inbox-answers-routes.ts';
import { createInboxAnswersService, type InboxAnswersService } from './inbox-answers-service.ts';
import { knowledgeRoutes } from './knowledge-routes.ts';
import { createKnowledgeService, type KnowledgeService } from './knowledge-service.ts';
import { learnedQuestionsRoutes } from './learned-questions-routes.ts';
import {
  createLearnedQuestionsService,
  type LearnedQuestionsService,
} from './learned-questions-service.ts';

export const knowledgeModule: ApiModule<KnowledgeService> = {
  prefix: '/api/knowledge',
  services: (context) =>
    createKnowledgeService({
      db: context.db,
      store: context.knowledge,
      audit: context.audit,
      bus: context.bus,
      jobs: context.jobs,
      // A URL source must be a public page unless OUTBOUND_ALLOW_HOSTS names its host.
      fetch: context.outbound,
      clock: context.clock,
    }),
  routes: knowledgeRoutes,
};

export const learnedQuestionsModule: ApiModule<LearnedQuestionsService> = {
  prefix: '/api/knowledge/learned-questions',
  services: (context) =>
    createLearnedQuestionsService({
      db: context.db,
      store: context.knowledge,
      audit: context.audit,
    }),
  routes: learnedQuestionsRoutes,
};

export const inboxAnswersModule: ApiModule<InboxAnswersService> = {
  prefix: '/api/knowledge/inbox-answers',
  services: (context) =>
    createInboxAnswersService({
      db: context.db,
      store: context.knowledge,
      audit: context.audit,
    }),
  routes: inboxAnswersRoutes,
};
