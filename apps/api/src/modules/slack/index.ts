// The Slack module: /api/slack/destinations (see slack-service.ts). Owners and admins only.
import {
  slackDestinationInputSchema,
  slackDestinationListSchema,
  slackDestinationPatchSchema,
  slackDestinationSchema,
} from '@lisa/contracts/slack';
import { z } from 'zod';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberBusinessOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { createSlackService, type SlackService } from './slack-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export const slackModule: ApiModule<SlackService> = {
  prefix: '/api/slack/destinations',
  services: ({ db, clock, audit, slack, env, secrets }) =>
    createSlackService({
      db,
      clock,
      audit,
      slack,
      secrets,
      allowedHosts: env.SLACK_WEBHOOK_HOSTS,
    }),
  routes: async (app, channels, context) => {
    app.addHook('preValidation', requireDashboardSession(context.sessions));
    const tags = ['integrations'];
    const config = { access: 'integrations.manage' } as const;

    app.get(
      '',
      {
        config,
        schema: {
          summary: 'The Slack channels that receive alerts',
          tags,
          response: { 200: slackDestinationListSchema, ...errors },
        },
      },
      async (request) => ({ destinations: await channels.list(memberBusinessOf(request)) }),
    );

    app.post(
      '',
      {
        config,
        schema: {
          summary: 'Add a Slack channel by its incoming-webhook URL',
          tags,
          body: slackDestinationInputSchema,
          response: { 201: slackDestinationSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await channels.create(memberBusinessOf(request), request.body, actorOf(request))),
    );

    app.patch(
      '/:id',
      {
        config,
        schema: {
          summary: 'Rename a channel, change its alerts, turn it off or on',
          tags,
          params: idParams,
          body: slackDestinationPatchSchema,
          response: { 200: slackDestinationSchema, ...errors },
        },
      },
      (request) =>
        channels.update(
          memberBusinessOf(request),
          request.params.id,
          request.body,
          actorOf(request),
        ),
    );

    app.delete(
      '/:id',
      {
        config,
        schema: {
          summary: 'Stop sending alerts to a channel',
          tags,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await channels.remove(memberBusinessOf(request), request.params.id, actorOf(request));
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/:id/test',
      {
        config,
        schema: {
          summary:
            'Post a test message to the channel now (409 with what Slack said if it refused)',
          tags,
          params: idParams,
          response: { 200: slackDestinationSchema, ...errors },
        },
      },
      (request) => channels.test(memberBusinessOf(request), request.params.id),
    );
  },
};
