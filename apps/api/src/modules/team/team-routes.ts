// /api/team: the signed-in person in the chosen business (role, availability, ownership
// offer), the member list, role changes, removal and leaving, ownership transfer.

import { dbIdParamSchema } from '@lisa/contracts/stored';
import {
  availabilityRequestSchema,
  memberListSchema,
  memberRoleRequestSchema,
  memberSchema,
  ownershipTransferRequestSchema,
  ownershipTransferSchema,
  teamMeSchema,
} from '@lisa/contracts/team';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import type { MembersService } from './members-service.ts';
import type { Presence } from './presence.ts';
import { teamErrors } from './team-views.ts';

const userParams = z.object({ userId: dbIdParamSchema('User id') });

export async function teamRoutes(
  app: App,
  { members, presence }: { members: MembersService; presence: Presence },
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['team'];

  app.get(
    '/me',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Your role, availability and any ownership offer in the chosen business',
        tags,
        response: { 200: teamMeSchema, ...teamErrors },
      },
    },
    (request) => members.me(memberSessionOf(request)),
  );

  app.put(
    '/me/availability',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Set your availability (online, away, offline); the inbox routes by it',
        tags,
        body: availabilityRequestSchema,
        response: { 200: teamMeSchema, ...teamErrors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      await presence.choose(session.userId, session.businessId, request.body.availability);
      return members.me(session);
    },
  );

  app.get(
    '/members',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Members (and pending invites) with role, status, availability, last seen',
        tags,
        response: { 200: memberListSchema, ...teamErrors },
      },
    },
    async (request) => ({ data: await members.list(memberSessionOf(request).businessId) }),
  );

  app.patch(
    '/members/:userId',
    {
      config: { access: 'team.manage' },
      schema: {
        summary: "Change a member's role (admin or agent; ownership moves by transfer)",
        tags,
        params: userParams,
        body: memberRoleRequestSchema,
        response: { 200: memberSchema, ...teamErrors },
      },
    },
    (request) =>
      members.changeRole(
        memberSessionOf(request),
        request.params.userId,
        request.body.role,
        actorOf(request),
      ),
  );

  app.delete(
    '/members/:userId',
    {
      config: { access: 'team.manage' },
      schema: {
        summary: 'Remove a member: their sessions and sockets on this business end at once',
        tags,
        params: userParams,
        response: { 204: z.null(), ...teamErrors },
      },
    },
    async (request, reply) => {
      await members.remove(memberSessionOf(request), request.params.userId, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/leave',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Leave this business (the owner transfers ownership first)',
        tags,
        response: { 204: z.null(), ...teamErrors },
      },
    },
    async (request, reply) => {
      const session = memberSessionOf(request);
      await members.remove(session, session.userId, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/ownership-transfer',
    {
      config: { access: 'ownership.transfer' },
      schema: {
        summary: 'Offer ownership to a member; it moves when they accept',
        tags,
        body: ownershipTransferRequestSchema,
        response: { 201: ownershipTransferSchema, ...teamErrors },
      },
    },
    async (request, reply) => {
      const offer = await members.offerOwnership(
        memberSessionOf(request),
        request.body.user_id,
        actorOf(request),
      );
      return reply.code(201).send(offer);
    },
  );

  app.post(
    '/ownership-transfer/accept',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Accept the ownership offered to you: you become owner, the old owner admin',
        tags,
        response: { 200: teamMeSchema, ...teamErrors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      await members.acceptOwnership(session, actorOf(request));
      return members.me({ ...session, role: 'owner' });
    },
  );

  app.delete(
    '/ownership-transfer',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Withdraw (owner) or decline (the offered person) an ownership offer',
        tags,
        response: { 204: z.null(), ...teamErrors },
      },
    },
    async (request, reply) => {
      await members.closeOwnershipOffer(memberSessionOf(request), actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
