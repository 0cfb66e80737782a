// The chat module: POST /chat, and the chat service (visitor messages, the bot's reply with
// its credit debit, a teammate's takeover) that the inbox will call.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createKnowledgeGaps } from '../agent/knowledge-gaps.ts';
import { createEnricher } from '../contacts/contact-enrich.ts';
import { captureChatLead } from '../sales/lead-capture.ts';
import { workflowRuntimeOf } from '../workflows/workflow-runtime.ts';
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
      storage: context.storage,
      // A visitor who gives an email or phone becomes a lead (once per conversation).
      onVisitorMessage: (message) =>
        captureChatLead(
          context.db,
          {
            businessId: message.businessId,
            conversationId: message.conversationId,
            text: message.text,
            now: context.clock(),
          },
          context.webhooks,
        ).catch((error: unknown) => context.log.warn({ err: error }, 'chat lead capture failed')),
      enricher: createEnricher({ db: context.db, clock: context.clock }),
      onEnrichError: (error) => context.log.warn({ err: error }, 'contact enrichment failed'),
      // Questions the agent could not answer are recorded for the data centre (issue 15).
      gaps: createKnowledgeGaps({
        db: context.db,
        store: context.knowledge,
        audit: context.audit,
        clock: context.clock,
      }),
      log: context.log,
      // A conversation with an active workflow run, or a message a trigger matches (issue 19).
      workflows: workflowRuntimeOf(context),
    }),
  routes: chatRoutes,
};
