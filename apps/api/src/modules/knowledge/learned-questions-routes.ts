// /api/knowledge/learned-questions: what a business's team taught its agent from the inbox
// (learned-questions-service.ts). Who may change the knowledge may teach and delete; who
// may read it may list.
import { errorBodySchema } from '@lisa/contracts/errors';
import {
  type LearnedQuestion,
  learnedQuestionPageSchema,
  learnedQuestionQuerySchema,
  learnedQuestionSchema,
  learnedQuestionTeachSchema,
} from '@lisa/contracts/knowledge';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { LearnedQuestionItem, LearnedQuestionsService } from './learned-questions-service.ts';

function learnedView(item: LearnedQuestionItem): LearnedQuestion {
  return {
    id: item.row.id,
    question: item.row.question,
    anchor: item.row.anchor,
    found: item.found,
    message_id: item.row.messageId,
    conversation_id: item.conversationId,
    taught_by: item.taughtBy,
    created_at: item.row.createdAt.toISOString(),
  };
}

export async function learnedQuestionsRoutes(
  app: App,
  learned: LearnedQuestionsService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['knowledge'];

  app.get(
    '',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary:
          "The business's learned questions, newest first (each says whether its passage is still found)",
        tags,
        querystring: learnedQuestionQuerySchema,
        response: { 200: learnedQuestionPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = await learned.list(sessionOf(request).businessId, request.query);
      return { data: page.items.map(learnedView), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary:
          "Teach the agent from a cited bot reply of the inbox: its visitor's question will find the passage the reply quoted",
        tags,
        body: learnedQuestionTeachSchema,
        response: {
          201: learnedQuestionSchema,
          ...errorResponses(400, 401, 404),
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const item = await learned.teach(
        sessionOf(request).businessId,
        actorOf(request),
        request.body.message_id,
      );
      reply.code(201);
      return learnedView(item);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary: 'Delete a learned question (the agent stops using it at once)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await learned.remove(sessionOf(request).businessId, actorOf(request), request.params.id);
      reply.code(204);
      return null;
    },
  );
}
