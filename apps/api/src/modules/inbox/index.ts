// The inbox module: /api/conversations for the business's members. Who may speak in a
// conversation is the chat module's rule (chat/conversation-state.ts, chat/takeover.ts):
// the inbox builds the same takeover over the context's bus.
import type { ApiModule } from '../../platform/http/api-module.ts';
import { createAttachmentsService } from '../attachments/attachments-service.ts';
import { createReplyWindowGuard } from '../channels/channel-window.ts';
import { createChatEvents } from '../chat/chat-events.ts';
import { createTakeover } from '../chat/takeover.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { createInboxService, type InboxService } from './inbox-service.ts';
import { createConversationTagEdits } from './inbox-tags.ts';
import { createReplyMailer } from './reply-mail.ts';

export const inboxModule: ApiModule<InboxService> = {
  prefix: '/api/conversations',
  services: ({
    db,
    clock,
    bus,
    webhooks,
    mailer,
    visitorSockets,
    visitorTokens,
    env,
    log,
    storage,
  }) =>
    createInboxService({
      db,
      takeover: createTakeover({ db, clock, events: createChatEvents({ bus, webhooks, db }) }),
      replyMailer: createReplyMailer({
        db,
        mailer,
        visitorSockets,
        visitorTokens,
        webUrl: env.LISA_WEB_URL,
        mailHost: new URL(env.LISA_API_URL).hostname,
        log,
      }),
      files: createAttachmentsService(db, storage),
      replyGuard: createReplyWindowGuard({ db, clock }),
      tagEdits: createConversationTagEdits({ db, clock }),
    }),
  routes: inboxRoutes,
};

export { inboxSettingsModule } from './inbox-settings.ts';
