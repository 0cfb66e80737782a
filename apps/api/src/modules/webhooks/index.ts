// The webhooks module: /api/webhooks (see webhooks-service.ts; delivery is in
// platform/webhooks). Owners and admins only; API keys cannot manage webhooks.
import {
  webhookDeliveryListSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@lisa/contracts/public-api';
import { z } from 'zod';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberBusinessOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { createWebhooksService, type WebhooksService } from './webhooks-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const deliveryParams = idParams.extend({ deliveryId: idParams.shape.id });
const cursorQuery = z.object({ cursor: idParams.shape.id.optional() });

export const webhooksModule: ApiModule<WebhooksService> = {
  prefix: '/api/webhooks',
  services: ({ db, clock, audit, webhooks, secrets }) =>
    createWebhooksService({ db, clock, audit, webhooks, secrets }),
  routes: async (app, endpoints, context) => {
    app.addHook('preValidation', requireDashboardSession(context.sessions));
    const tags = ['integrations'];
    const config = { access: 'integrations.manage' } as const;

    app.get(
      '',
      {
        config,
        schema: {
          summary: "The business's webhook endpoints",
          tags,
          response: { 200: webhookEndpointListSchema, ...errors },
        },
      },
      async (request) => ({ endpoints: await endpoints.list(memberBusinessOf(request)) }),
    );

    app.post(
      '',
      {
        config,
        schema: {
          summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
          tags,
          body: webhookEndpointInputSchema,
          response: { 201: webhookEndpointWithSecretSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await endpoints.create(memberBusinessOf(request), request.body, actorOf(request))),
    );

    app.patch(
      '/:id',
      {
        config,
        schema: {
          summary: 'Change an endpoint, turn it off, or back on after it was disabled',
          tags,
          params: idParams,
          body: webhookEndpointPatchSchema,
          response: { 200: webhookEndpointSchema, ...errors },
        },
      },
      (request) =>
        endpoints.update(
          memberBusinessOf(request),
          request.params.id,
          request.body,
          actorOf(request),
        ),
    );

    app.post(
      '/:id/rotate-secret',
      {
        config,
        schema: {
          summary: 'Give the endpoint a new signing secret (the old one stops at once)',
          tags,
          params: idParams,
          response: { 200: webhookEndpointWithSecretSchema, ...errors },
        },
      },
      (request) =>
        endpoints.rotateSecret(memberBusinessOf(request), request.params.id, actorOf(request)),
    );

    app.delete(
      '/:id',
      {
        config,
        schema: {
          summary: 'Delete an endpoint and its delivery log',
          tags,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await endpoints.remove(memberBusinessOf(request), request.params.id, actorOf(request));
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/:id/deliveries',
      {
        config,
        schema: {
          summary: "The endpoint's deliveries, newest first",
          tags,
          params: idParams,
          querystring: cursorQuery,
          response: { 200: webhookDeliveryListSchema, ...errors },
        },
      },
      (request) =>
        endpoints.deliveries(memberBusinessOf(request), request.params.id, request.query.cursor),
    );

    app.post(
      '/:id/deliveries/:deliveryId/replay',
      {
        config,
        schema: {
          summary: 'Send a delivery again',
          tags,
          params: deliveryParams,
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await endpoints.replay(
          memberBusinessOf(request),
          request.params.id,
          request.params.deliveryId,
        );
        return reply.code(202).send(null);
      },
    );

    app.post(
      '/:id/ping',
      {
        config,
        schema: {
          summary: 'Send a test event (type `ping`) to this endpoint',
          tags,
          params: idParams,
          response: { 202: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await endpoints.ping(memberBusinessOf(request), request.params.id);
        return reply.code(202).send(null);
      },
    );
  },
};
