// The conversations module: the dashboard's chat box of messaging-channel conversations.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { conversationsRoutes } from './conversations-routes.ts';
import { type ConversationsService, createConversationsService } from './conversations-service.ts';

export const conversationsModule: ApiModule<ConversationsService> = {
  prefix: '/api/whatsapp-chat-box',
  services: (context) => createConversationsService(context.db),
  routes: conversationsRoutes,
};
