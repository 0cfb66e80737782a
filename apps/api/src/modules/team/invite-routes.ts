// /api/team/invites: managing invitations (owner and admin), and the two public steps of
// the invite screen: preview a token, accept it (as a new account, or signed in).
import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  inviteListSchema,
  invitePreviewSchema,
  inviteRequestSchema,
  inviteSchema,
  inviteTokenSchema,
} from '@lisa/contracts/team';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberSessionOf,
  optionalSession,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import type { InvitesService } from './invites-service.ts';
import { teamErrors } from './team-views.ts';

function inviterOf(request: FastifyRequest) {
  const { businessId, userId } = memberSessionOf(request);
  return { businessId, userId };
}

export async function inviteRoutes(
  app: App,
  invites: InvitesService,
  context: AppContext,
): Promise<void> {
  const authenticated = requireDashboardSession(context.sessions);
  const tags = ['team'];

  app.get(
    '',
    {
      config: { access: 'team.manage' },
      preValidation: authenticated,
      schema: {
        summary: 'Pending invites of the business',
        tags,
        response: { 200: inviteListSchema, ...teamErrors },
      },
    },
    async (request) => ({ data: await invites.list(memberSessionOf(request).businessId) }),
  );

  app.post(
    '',
    {
      config: { access: 'team.manage' },
      preValidation: authenticated,
      schema: {
        summary: 'Invite someone by email as admin or agent (20 pending, 10 an hour at most)',
        tags,
        body: inviteRequestSchema,
        response: { 201: inviteSchema, ...teamErrors },
      },
    },
    async (request, reply) => {
      const invite = await invites.create(inviterOf(request), request.body, actorOf(request));
      return reply.code(201).send(invite);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'team.manage' },
      preValidation: authenticated,
      schema: {
        summary: 'Revoke a pending invite: its link stops working',
        tags,
        params: idParams,
        response: { 204: z.null(), ...teamErrors },
      },
    },
    async (request, reply) => {
      await invites.revoke(inviterOf(request), request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/resend',
    {
      config: { access: 'team.manage' },
      preValidation: authenticated,
      schema: {
        summary: 'Send a pending invite again with a new link and a new week',
        tags,
        params: idParams,
        response: { 200: inviteSchema, ...teamErrors },
      },
    },
    (request) => invites.resend(inviterOf(request), request.params.id, actorOf(request)),
  );

  app.get(
    '/preview',
    {
      config: { access: 'public' },
      schema: {
        summary: 'What an invite link is for, and whether it can still be used',
        tags,
        querystring: z.object({ token: inviteTokenSchema }),
        response: { 200: invitePreviewSchema, ...teamErrors },
      },
    },
    (request) => invites.preview(request.query.token, request.ip),
  );

  app.post(
    '/accept',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Join the business of an invite: signed in as the invited address, or as a new account',
        tags,
        body: acceptInviteRequestSchema,
        response: { 200: acceptInviteResponseSchema, ...teamErrors },
      },
    },
    async (request) => {
      const session = await optionalSession(request, context.sessions);
      const agent = request.headers['user-agent'];
      return invites.accept(request.body, session?.userId ?? null, {
        ip: request.ip,
        userAgent: typeof agent === 'string' ? agent : null,
      });
    },
  );
}
