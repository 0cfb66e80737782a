// GET /api/whatsapp-chat-box and /api/whatsapp-chat-box/:id: the signed-in business's
// conversations on its messaging channels (SPEC §7).
import { chatBoxItemSchema, chatBoxListSchema } from '@lisa/contracts/accounts';
import { errorBodySchema } from '@lisa/contracts/errors';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { ConversationsService } from './conversations-service.ts';
import { toChatBoxItem } from './conversations-views.ts';

export async function conversationsRoutes(
  app: App,
  conversations: ConversationsService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['dashboard'];

  app.get(
    '',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: "The business's conversations on its messaging channels",
        tags,
        response: { 200: chatBoxListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({
      data: (await conversations.list(sessionOf(request).businessId)).map(toChatBoxItem),
    }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: 'One conversation of the chat box',
        tags,
        params: idParams,
        response: { 200: chatBoxItemSchema, 404: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      toChatBoxItem(await conversations.get(sessionOf(request).businessId, request.params.id)),
  );
}
