// The widget module (issue 16): /api/widget for the dashboard (business key, allowed
// domains, identity secret, pre-chat form) and /widget for the embed on customers' sites
// (its script, its config by key, Lisa.identify, the pre-chat form). The allowed domains are
// enforced on every widget call by widget-origins.ts, installed at the root in server.ts.
import { errorBodySchema } from '@lisa/contracts/errors';
import {
  updateWidgetSettingsSchema,
  WIDGET_SCRIPT_PATH,
  widgetConfigQuerySchema,
  widgetConfigSchema,
  widgetIdentifyResultSchema,
  widgetIdentifySchema,
  widgetPrechatSchema,
  widgetSettingsSchema,
} from '@lisa/contracts/widget';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { apiErrorSchema, errorResponses } from '../../platform/http/error-schema.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import {
  CHUNK_CACHE,
  classicLoader,
  findWidgetDist,
  LOADER_CACHE,
  readWidgetFile,
} from './widget-assets.ts';
import { createWidgetService, type WidgetService } from './widget-service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const widgetModule: ApiModule<WidgetService> = {
  prefix: '',
  services: ({ db, clock, audit, secrets }) => createWidgetService({ db, clock, audit, secrets }),
  routes: async (app, widget, context) => {
    const tags = ['integrations'];
    await app.register(
      async (plain) => {
        const scope = plain.withTypeProvider<ZodTypeProvider>();
        scope.addHook('preValidation', requireDashboardSession(context.sessions));
        scope.get(
          '',
          {
            config: { access: 'integrations.manage' },
            schema: {
              summary: "The business's web widget: key, allowed domains, identity secret, pre-chat",
              tags,
              response: { 200: widgetSettingsSchema, ...errors },
            },
          },
          (request) => widget.settings(memberSessionOf(request).businessId),
        );
        scope.post(
          '/key',
          {
            config: { access: 'integrations.manage' },
            schema: {
              summary: 'Generate the business key, or rotate it (the old one works 24 h more)',
              tags,
              response: { 200: widgetSettingsSchema, ...errors },
            },
          },
          (request) => widget.rotateKey(memberSessionOf(request).businessId, actorOf(request)),
        );
        scope.post(
          '/identity-secret',
          {
            config: { access: 'integrations.manage' },
            schema: {
              summary: 'Replace the identity secret (hashes made with the old one stop verifying)',
              tags,
              response: { 200: widgetSettingsSchema, ...errors },
            },
          },
          (request) =>
            widget.rotateIdentitySecret(memberSessionOf(request).businessId, actorOf(request)),
        );
        scope.patch(
          '',
          {
            config: { access: 'integrations.manage' },
            schema: {
              summary:
                'Change the allowed domains, the pre-chat form or whether identities must be signed',
              tags,
              body: updateWidgetSettingsSchema,
              response: { 200: widgetSettingsSchema, ...errors },
            },
          },
          (request) =>
            widget.update(memberSessionOf(request).businessId, request.body, actorOf(request)),
        );
      },
      { prefix: '/api/widget' },
    );

    const publicTags = ['chat'];
    await app.register(
      async (plain) => {
        const scope = plain.withTypeProvider<ZodTypeProvider>();
        scope.get(
          '/config',
          {
            config: { access: 'public' },
            schema: {
              summary: "A business key's business and pre-chat form (the embed's first call)",
              tags: publicTags,
              querystring: widgetConfigQuerySchema,
              response: {
                200: widgetConfigSchema,
                400: errorBodySchema,
                403: errorBodySchema,
                404: errorBodySchema,
              },
            },
          },
          async (request) => {
            const found = await widget.loadedBy(request.query.key);
            return {
              business_id: found.businessId,
              prechat: found.prechat,
              require_identity_verification: found.requireIdentityVerification,
              colour: found.colour,
              text_colour: found.textColour,
            };
          },
        );
        scope.post(
          '/identify',
          {
            config: { access: 'public' },
            schema: {
              summary:
                "Lisa.identify: keep the visitor's identity (signed: verified; unsigned: refused when the business requires verification)",
              tags: publicTags,
              body: widgetIdentifySchema,
              response: {
                200: widgetIdentifyResultSchema,
                400: errorBodySchema,
                // reason: origin_not_allowed, or identity_verification_required
                403: apiErrorSchema,
                404: errorBodySchema,
              },
            },
          },
          (request) => widget.identify(request.body),
        );
        scope.post(
          '/prechat',
          {
            config: { access: 'public' },
            schema: {
              summary: "The pre-chat form's name and email",
              tags: publicTags,
              body: widgetPrechatSchema,
              response: {
                204: z.null(),
                400: errorBodySchema,
                403: errorBodySchema,
                404: errorBodySchema,
              },
            },
          },
          async (request, reply) => {
            await widget.prechat(request.body);
            return reply.code(204).send(null);
          },
        );

        const dist = findWidgetDist();
        scope.get(
          '/v1/*',
          {
            config: { access: 'public' },
            schema: { hide: true },
          },
          async (request, reply) => {
            const name = (request.params as { '*': string })['*'];
            const body = dist ? await readWidgetFile(dist, name) : null;
            if (!body) throw new NotFoundError(`No widget file ${name}`);
            return reply
              .header('content-type', 'text/javascript; charset=utf-8')
              .header('cache-control', name.startsWith('chunks/') ? CHUNK_CACHE : LOADER_CACHE)
              .header('access-control-allow-origin', '*')
              .send(body);
          },
        );
      },
      { prefix: '/widget' },
    );

    app.get(
      '/widget.js',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        return reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', LOADER_CACHE)
          .header('access-control-allow-origin', '*')
          .send(classicLoader(`${origin}${WIDGET_SCRIPT_PATH}`));
      },
    );
  },
};
