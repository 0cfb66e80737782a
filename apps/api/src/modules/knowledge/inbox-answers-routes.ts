// /api/knowledge/inbox-answers: a teammate's inbox reply saved as an FAQ entry the agent
// answers from (inbox-answers-service.ts). Who may change the knowledge may save; who may
// read it may list.
import { errorBodySchema } from '@lisa/contracts/errors';
import {
  type InboxAnswer,
  inboxAnswerInputSchema,
  inboxAnswerListSchema,
  inboxAnswerQuerySchema,
  inboxAnswerSchema,
} from '@lisa/contracts/knowledge';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { InboxAnswerItem, InboxAnswersService } from './inbox-answers-service.ts';

function inboxAnswerView(item: InboxAnswerItem): InboxAnswer {
  return {
    id: item.row.id,
    message_id: item.row.messageId,
    source_id: item.row.sourceId,
    source_title: item.sourceTitle,
    question: item.row.question,
    saved_by: item.savedBy,
    created_at: item.row.createdAt.toISOString(),
  };
}

export async function inboxAnswersRoutes(
  app: App,
  answers: InboxAnswersService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['knowledge'];

  app.get(
    '',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary: "The replies of one conversation saved as answers in the business's knowledge",
        tags,
        querystring: inboxAnswerQuerySchema,
        response: { 200: inboxAnswerListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const items = await answers.ofConversation(
        sessionOf(request).businessId,
        Number(request.query.conversation_id),
      );
      return { data: items.map(inboxAnswerView) };
    },
  );

  app.post(
    '',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary:
          'Save a teammate\'s inbox reply as an answer: appended to the FAQ source "Answers from the inbox", which the agent answers from at once',
        tags,
        body: inboxAnswerInputSchema,
        response: {
          201: inboxAnswerSchema,
          ...errorResponses(400, 401, 404),
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const item = await answers.save(
        sessionOf(request).businessId,
        actorOf(request),
        request.body,
      );
      reply.code(201);
      return inboxAnswerView(item);
    },
  );
}
