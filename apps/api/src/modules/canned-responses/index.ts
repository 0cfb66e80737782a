// The canned responses module: /api/canned-responses (see canned-responses-service.ts).
import {
  cannedResponseInputSchema,
  cannedResponseListSchema,
  cannedResponseSchema,
} from '@lisa/contracts/inbox';
import { z } from 'zod';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberBusinessOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import {
  type CannedResponsesService,
  createCannedResponsesService,
} from './canned-responses-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export const cannedResponsesModule: ApiModule<CannedResponsesService> = {
  prefix: '/api/canned-responses',
  services: ({ db, clock, audit }) => createCannedResponsesService({ db, clock, audit }),
  routes: async (app, canned, context) => {
    app.addHook('preValidation', requireDashboardSession(context.sessions));
    const tags = ['inbox'];

    app.get(
      '',
      {
        config: { access: 'conversations.read' },
        schema: {
          summary: "The business's canned responses, by short code",
          tags,
          response: { 200: cannedResponseListSchema, ...errors },
        },
      },
      async (request) => ({ data: await canned.list(memberBusinessOf(request)) }),
    );

    app.post(
      '',
      {
        config: { access: 'canned.manage' },
        schema: {
          summary: 'Save a canned response',
          tags,
          body: cannedResponseInputSchema,
          response: { 201: cannedResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await canned.create(memberBusinessOf(request), request.body, actorOf(request))),
    );

    app.patch(
      '/:id',
      {
        config: { access: 'canned.manage' },
        schema: {
          summary: 'Change a canned response',
          tags,
          params: idParams,
          body: cannedResponseInputSchema,
          response: { 200: cannedResponseSchema, ...errors },
        },
      },
      (request) =>
        canned.update(memberBusinessOf(request), request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      '/:id',
      {
        config: { access: 'canned.manage' },
        schema: {
          summary: 'Delete a canned response',
          tags,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await canned.remove(memberBusinessOf(request), request.params.id, actorOf(request));
        return reply.code(204).send(null);
      },
    );
  },
};
