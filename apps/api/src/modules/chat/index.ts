// The chat module: POST /chat, and the chat service (visitor messages, the bot's reply with
// its credit debit, a teammate's takeover) that the inbox will call.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createKnowledgeGaps } from '../agent/knowledge-gaps.ts';
import { chatRoutes } from './chat-routes.ts';
import { type ChatService, createChatService } from './chat-service.ts';

export const chatModule: ApiModule<ChatService> = {
  prefix: '/chat',
  services: (context) =>
    createChatService({
      db: context.db,
      engine: context.engine,
      bus: context.bus,
      webhooks: context.webhooks,
      clock: context.clock,
      visitorTokens: context.visitorTokens,
      limits: context.env,
      // Questions the agent could not answer are recorded for the data centre (issue 15).
      gaps: createKnowledgeGaps({
        db: context.db,
        store: context.knowledge,
        audit: context.audit,
        clock: context.clock,
      }),
      log: context.log,
    }),
  routes: chatRoutes,
};
