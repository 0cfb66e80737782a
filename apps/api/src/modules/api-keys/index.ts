// The API keys module: /api/api-keys (see api-keys-service.ts). Owners and admins manage
// keys from the dashboard; a key itself can never list, make or revoke keys.
import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@lisa/contracts/public-api';
import { z } from 'zod';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { type ApiKeysService, createApiKeysService } from './api-keys-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export const apiKeysModule: ApiModule<ApiKeysService> = {
  prefix: '/api/api-keys',
  services: ({ db, clock, audit }) => createApiKeysService({ db, clock, audit }),
  routes: async (app, keys, context) => {
    app.addHook('preValidation', requireDashboardSession(context.sessions));
    const tags = ['integrations'];

    app.get(
      '',
      {
        config: { access: 'integrations.manage' },
        schema: {
          summary: "The business's API keys (never the keys themselves)",
          tags,
          response: { 200: apiKeyListSchema, ...errors },
        },
      },
      async (request) => ({ keys: await keys.list(memberSessionOf(request).businessId) }),
    );

    app.post(
      '',
      {
        config: { access: 'integrations.manage' },
        schema: {
          summary: 'Make an API key; the answer holds the key, shown this once',
          tags,
          body: createApiKeySchema,
          response: { 201: createdApiKeySchema, ...errors },
        },
      },
      async (request, reply) => {
        const session = memberSessionOf(request);
        const created = await keys.create(session.businessId, request.body, {
          ...actorOf(request),
          userId: session.userId,
        });
        return reply.code(201).send(created);
      },
    );

    app.delete(
      '/:id',
      {
        config: { access: 'integrations.manage' },
        schema: {
          summary: 'Revoke an API key (it stops working at once)',
          tags,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await keys.revoke(memberSessionOf(request).businessId, request.params.id, actorOf(request));
        return reply.code(204).send(null);
      },
    );
  },
};
