// /api/conversations: the inbox over HTTP — list, one conversation, its thread, a reply or
// a private note, state changes (take over, hand back, assign, resolve, reopen), read marks.
import {
  conversationListQuerySchema,
  conversationPageSchema,
  conversationTagBodySchema,
  conversationTagListSchema,
  conversationTagParamsSchema,
  conversationUpdateSchema,
  inboxConversationSchema,
  messagePageSchema,
  messagesQuerySchema,
  replyRequestSchema,
  replyResponseSchema,
} from '@lisa/contracts/inbox';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { memberSessionOf, requireDashboardSession } from '../../platform/http/session-guard.ts';
import type { InboxService, Viewer } from './inbox-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

function viewerOf(request: FastifyRequest): Viewer {
  const { businessId, userId } = memberSessionOf(request);
  return { businessId, userId };
}

export async function inboxRoutes(
  app: App,
  inbox: InboxService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['inbox'];

  app.get(
    '',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: 'Conversations, newest activity first, filtered; with counts per status',
        tags,
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema, ...errors },
      },
    },
    (request) => inbox.list(viewerOf(request), request.query),
  );

  app.get(
    '/tags',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: "The business's conversation tags, most used first",
        tags,
        response: { 200: conversationTagListSchema, ...errors },
      },
    },
    (request) => inbox.tagList(viewerOf(request)),
  );

  app.get(
    '/:id',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: 'One conversation with its contact, assignee and unread count',
        tags,
        params: idParams,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    (request) => inbox.get(viewerOf(request), request.params.id),
  );

  app.get(
    '/:id/messages',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: 'The thread, oldest first, a page at a time (before = an older page)',
        tags,
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    (request) => inbox.messages(viewerOf(request), request.params.id, request.query),
  );

  app.post(
    '/:id/messages',
    {
      config: { access: 'conversations.reply' },
      schema: {
        summary:
          'Reply (takes the conversation over and reaches the visitor live) or add a private note',
        tags,
        params: idParams,
        body: replyRequestSchema,
        response: { 201: replyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await inbox.reply(
        viewerOf(request),
        request.params.id,
        request.body.text,
        request.body.private,
        request.body.attachments,
      );
      return reply.code(201).send(answer);
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'conversations.reply' },
      schema: {
        summary:
          'Take over, hand back to the bot, assign, resolve or reopen (version: compare-and-set)',
        tags,
        params: idParams,
        body: conversationUpdateSchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    (request) => inbox.update(viewerOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/tags',
    {
      config: { access: 'conversations.reply' },
      schema: {
        summary: 'Put a tag on the conversation (already there: nothing changes)',
        tags,
        params: idParams,
        body: conversationTagBodySchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    (request) => inbox.addTag(viewerOf(request), request.params.id, request.body.tag),
  );

  app.delete(
    '/:id/tags/:tag',
    {
      config: { access: 'conversations.reply' },
      schema: {
        summary: 'Take a tag off the conversation',
        tags,
        params: conversationTagParamsSchema,
        response: { 200: inboxConversationSchema, ...errors },
      },
    },
    (request) => inbox.removeTag(viewerOf(request), request.params.id, request.params.tag),
  );

  app.post(
    '/:id/read',
    {
      config: { access: 'conversations.read' },
      schema: {
        summary: 'Mark everything in the conversation read for you',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await inbox.markRead(viewerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
