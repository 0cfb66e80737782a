// The chat module: POST /chat, and the chat service (visitor messages, the bot's reply with
// its credit debit, a teammate's takeover) that the inbox will call.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createEnricher } from '../contacts/contact-enrich.ts';
import { chatRoutes } from './chat-routes.ts';
import { type ChatService, createChatService } from './chat-service.ts';

export const chatModule: ApiModule<ChatService> = {
  prefix: '/chat',
  services: (context) =>
    createChatService({
      db: context.db,
      engine: context.engine,
      bus: context.bus,
      clock: context.clock,
      visitorTokens: context.visitorTokens,
      limits: context.env,
      enricher: createEnricher({ db: context.db, clock: context.clock }),
      onEnrichError: (error) => context.log.warn({ err: error }, 'contact enrichment failed'),
    }),
  routes: chatRoutes,
};
