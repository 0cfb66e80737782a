// POST /chat: a visitor's message in, the agent's reply out (see chat-service.ts).
import { chatRequestSchema, chatResponseSchema } from '@lisa/contracts/chat';
import { visitorMessagesQuerySchema, visitorMessagesSchema } from '@lisa/contracts/realtime';
import type { App, AppContext } from '../../context.ts';
import { TooManyRequestsError } from '../../platform/http/app-error.ts';
import { apiErrorSchema as errorBodySchema } from '../../platform/http/error-schema.ts';
import { bearerToken } from '../../platform/http/session-guard.ts';
import type { ChatService } from './chat-service.ts';

export async function chatRoutes(app: App, chat: ChatService, context: AppContext): Promise<void> {
  // Per visitor on top of the global per-IP limit: one device cannot flood a business.
  const perCustomer = app.createRateLimit({
    max: context.env.CHAT_MESSAGES_PER_CUSTOMER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const body = request.body as { business_id?: unknown; customer_id?: unknown };
      return `chat:${String(body.business_id)}:${String(body.customer_id)}`;
    },
  });

  app.post(
    '',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send a visitor message and get the agent reply',
        tags: ['chat'],
        body: chatRequestSchema,
        response: {
          200: chatResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const limit = await perCustomer(request);
      // isAllowed only means "on the allow list"; isExceeded is the verdict.
      if (!limit.isAllowed && limit.isExceeded) {
        throw new TooManyRequestsError(
          `Too many messages from this visitor: at most ${limit.max} per minute.`,
          limit.ttlInSeconds,
          'customer_rate_limit',
        );
      }
      return chat.handle({ ...request.body, ip: request.ip, requestId: request.id });
    },
  );

  app.get(
    '/messages',
    {
      // The visitor token in the Authorization header is the credential (checked here).
      config: { access: 'public' },
      schema: {
        summary: "A visitor's own conversation after a message id (polling fallback, catch-up)",
        tags: ['chat'],
        querystring: visitorMessagesQuerySchema,
        response: { 200: visitorMessagesSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => chat.visitorMessages(bearerToken(request), request.query.after),
  );
}
