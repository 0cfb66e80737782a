// /api/campaigns: drafts, the audience preview, a test send, send / schedule, pause, resume,
// cancel, the per-recipient results and their CSV. Managers only (campaigns.manage). The
// public unsubscribe link of an email campaign lives in its own scope (no session).
import {
  audiencePreviewRequestSchema,
  audiencePreviewSchema,
  CAMPAIGN_TEXTS,
  campaignCreateSchema,
  campaignListSchema,
  campaignPatchSchema,
  campaignSchema,
  campaignSendSchema,
  campaignTemplateListSchema,
  campaignTestSchema,
  inboundEmailPatchSchema,
  inboundEmailSettingsSchema,
  recipientListQuerySchema,
  recipientListSchema,
  websiteCampaignListSchema,
  websiteCampaignQuerySchema,
  websiteShownSchema,
} from '@lisa/contracts/campaigns';
import { dbIdParamSchema } from '@lisa/contracts/stored';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { channelTemplates } from '../../db/schema/channels.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { Caller, CampaignsService } from './campaigns-service.ts';
import { campaignErrors as errors, recipientsCsv } from './campaigns-views.ts';
import { INBOUND_MAIL_MAX_BYTES, inboundMailSchema } from './inbound-email.ts';
import { FORM_TYPES, isFormPost, mailgunToInbound, readFormFields } from './mailgun-inbound.ts';
import { segmentsRoutes } from './segments-routes.ts';
import { createSegmentsService } from './segments-service.ts';
import { isSendgridForm, sendgridToInbound } from './sendgrid-inbound.ts';

const idParams = z.object({ id: dbIdParamSchema('Campaign id') });
const tags = ['campaigns'];

function callerOf(request: FastifyRequest): Caller {
  const session = sessionOf(request);
  return { businessId: session.businessId, userId: session.userId, actor: actorOf(request) };
}

export async function campaignsRoutes(
  app: App,
  campaigns: CampaignsService,
  context: AppContext,
): Promise<void> {
  await app.register(async (scope) => publicRoutes(scope, campaigns));
  await app.register(async (scope) => {
    scope.addHook('preValidation', requireDashboardSession(context.sessions));
    await managerRoutes(scope, campaigns, context);
    segmentsRoutes(scope, createSegmentsService(context), callerOf);
  });
}

async function publicRoutes(app: App, campaigns: CampaignsService) {
  // Forms: Mailgun's inbound post, and a mail app's one-click unsubscribe (RFC 8058 posts
  // "List-Unsubscribe=One-Click" as a form). Read into text fields; files are dropped. Each
  // route's own body limit applies (the inbound webhook's is the large one).
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer' }, (request, body, done) => {
    readFormFields(body as Buffer, request.headers, INBOUND_MAIL_MAX_BYTES).then(
      (fields) => done(null, fields),
      () => done(new ValidationError('The form could not be read.')),
    );
  });
  // The widget: a business's active website campaigns, and the beacon when one was shown.
  app.get(
    '/website',
    {
      config: { access: 'public' },
      schema: {
        summary: "A business's active website campaigns (what the widget shows, nothing private)",
        tags,
        querystring: websiteCampaignQuerySchema,
        response: { 200: websiteCampaignListSchema, 400: errors[400] },
      },
    },
    (request) => campaigns.activeWebsite(request.query.business_id),
  );
  app.post(
    '/website/:id/shown',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'The widget showed a website campaign (counts it; costs nothing)',
        tags,
        params: idParams,
        body: websiteShownSchema,
        response: { 204: z.null(), 400: errors[400], 404: errors[404] },
      },
    },
    async (request, reply) => {
      const counted = await campaigns.shown(request.body.business_id, request.params.id);
      if (!counted) throw new NotFoundError(CAMPAIGN_TEXTS.notFound);
      return reply.code(204).send(null);
    },
  );

  const page = (text: string) =>
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribe</title><main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${text}</h1></main></html>`;
  const tokenParams = z.object({ token: z.string().max(100) });
  // The business's mail provider posts each mail received at its inbound address here (Postmark's
  // inbound webhook JSON, a Mailgun route's form or SendGrid Inbound Parse's form; the secret
  // names the business). A reply to a
  // campaign mail or to a teammate's reply mail lands in the inbox; anything else is refused
  // with the code that stops the provider's retries (Postmark 403, Mailgun 406).
  app.post(
    '/inbound/email/:secret',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
      bodyLimit: INBOUND_MAIL_MAX_BYTES,
      schema: {
        summary:
          "A mail received at the business's inbound address (Postmark's inbound JSON, a Mailgun route's form or SendGrid Inbound Parse's form)",
        description:
          'A reply to an email campaign becomes an inbox conversation with the contact, tagged with the campaign; the recipient shows replied.',
        tags,
        params: z.object({ secret: z.string().min(1).max(100) }),
        // Postmark's JSON as it comes; a Mailgun or SendGrid form is given the same shape first.
        body: inboundMailSchema,
        response: {
          200: z.object({ conversation_id: z.string() }),
          400: errors[400],
          403: errors[403],
          406: errors[406],
        },
      },
      preValidation: async (request) => {
        if (isFormPost(request.headers['content-type'])) {
          const fields = request.body as Record<string, string>;
          request.body = isSendgridForm(fields)
            ? sendgridToInbound(fields)
            : mailgunToInbound(fields);
        }
      },
    },
    async (request) => {
      try {
        return await campaigns.inbound.receive(request.params.secret, request.body);
      } catch (error) {
        // Mailgun stops retrying on a 406 (SendGrid on any 4xx), Postmark on a 403.
        if (
          error instanceof AppError &&
          error.statusCode === 403 &&
          isFormPost(request.headers['content-type'])
        ) {
          throw new AppError(406, error.code, error.message);
        }
        throw error;
      }
    },
  );

  // GET: the link in the email; POST: the one-click List-Unsubscribe-Post from the mail app.
  for (const method of ['get', 'post'] as const) {
    app[method](
      '/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Unsubscribe from email campaigns (the link in every campaign email)',
          tags,
          params: tokenParams,
          response: { 200: z.string(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const done = await campaigns.unsubscribe(request.params.token);
        return reply
          .code(done ? 200 : 404)
          .header('content-type', 'text/html; charset=utf-8')
          .send(page(done ? CAMPAIGN_TEXTS.unsubscribed : CAMPAIGN_TEXTS.unsubscribeUnknown));
      },
    );
  }
}

async function managerRoutes(app: App, campaigns: CampaignsService, context: AppContext) {
  const access = 'campaigns.manage' as const;

  app.get(
    '',
    {
      config: { access },
      schema: {
        summary: 'Campaigns, newest first, with their totals',
        tags,
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async (request) => ({ data: await campaigns.list(sessionOf(request).businessId) }),
  );

  app.post(
    '',
    {
      config: { access },
      schema: {
        summary: 'Create a draft campaign',
        tags,
        body: campaignCreateSchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await campaigns.create(callerOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/preview',
    {
      config: { access },
      schema: {
        summary: 'The live audience count: matched, excluded and why, credits estimate, previews',
        tags,
        body: audiencePreviewRequestSchema,
        response: { 200: audiencePreviewSchema, ...errors },
      },
    },
    (request) => campaigns.preview(callerOf(request), request.body),
  );

  app.get(
    '/templates',
    {
      config: { access },
      schema: {
        summary: 'Approved WhatsApp templates a campaign can use',
        tags,
        response: { 200: campaignTemplateListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await context.db
        .select()
        .from(channelTemplates)
        .where(and(eq(channelTemplates.businessId, sessionOf(request).businessId)));
      return {
        data: rows
          .filter((row) => row.status.toUpperCase() === 'APPROVED')
          .map((row) => ({
            id: row.id,
            name: row.name,
            language: row.language,
            body: row.body,
            variables: row.variables,
          })),
      };
    },
  );

  app.get(
    '/:id',
    {
      config: { access },
      schema: {
        summary: 'One campaign with its totals and rates',
        tags,
        params: idParams,
        response: { 200: campaignSchema, ...errors },
      },
    },
    (request) => campaigns.one(sessionOf(request).businessId, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { access },
      schema: {
        summary: 'Edit a draft or scheduled campaign',
        tags,
        params: idParams,
        body: campaignPatchSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    (request) => campaigns.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access },
      schema: {
        summary: 'Delete a campaign that is not sending',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await campaigns.remove(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/test',
    {
      config: { access },
      schema: {
        summary: 'Send the campaign to yourself (WhatsApp: the number given; email: your address)',
        tags,
        params: idParams,
        body: campaignTestSchema,
        response: { 200: z.object({ sent_to: z.string() }), ...errors },
      },
    },
    (request) => campaigns.test(callerOf(request), request.params.id, request.body.to),
  );

  app.post(
    '/:id/send',
    {
      config: { access },
      schema: {
        summary: "Send now, or at a time in the business's time zone (scheduled_at)",
        tags,
        params: idParams,
        body: campaignSendSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    (request) => campaigns.send(callerOf(request), request.params.id, request.body.scheduled_at),
  );

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/:id/${action}`,
      {
        config: { access },
        schema: {
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} the campaign`,
          tags,
          params: idParams,
          response: { 200: campaignSchema, ...errors },
        },
      },
      (request) => campaigns[action](callerOf(request), request.params.id),
    );
  }

  app.get(
    '/:id/recipients',
    {
      config: { access },
      schema: {
        summary: 'Per-recipient state with the reason in plain words, in pages',
        tags,
        params: idParams,
        querystring: recipientListQuerySchema,
        response: { 200: recipientListSchema, ...errors },
      },
    },
    (request) =>
      campaigns.recipients(sessionOf(request).businessId, request.params.id, request.query),
  );

  // Replies to email campaigns: the inbound address and the webhook URL to give the provider.
  app.get(
    '/inbound-email',
    {
      config: { access },
      schema: {
        summary: 'Where replies to email campaigns come in: the inbound address and webhook URL',
        tags,
        response: { 200: inboundEmailSettingsSchema, ...errors },
      },
    },
    (request) => campaigns.inbound.settings(sessionOf(request).businessId),
  );
  app.put(
    '/inbound-email',
    {
      config: { access },
      schema: {
        summary: "Set the business's inbound address for replies (null: replies not taken)",
        tags,
        body: inboundEmailPatchSchema,
        response: { 200: inboundEmailSettingsSchema, ...errors },
      },
    },
    (request) =>
      campaigns.inbound.update(
        sessionOf(request).businessId,
        request.body.address,
        actorOf(request),
      ),
  );
  app.post(
    '/inbound-email/rotate',
    {
      config: { access },
      schema: {
        summary: 'A new secret in the inbound webhook URL (the old URL stops working)',
        tags,
        response: { 200: inboundEmailSettingsSchema, ...errors },
      },
    },
    (request) => campaigns.inbound.rotate(sessionOf(request).businessId, actorOf(request)),
  );

  app.get(
    '/:id/export.csv',
    {
      config: { access },
      schema: {
        summary: 'Every recipient and its state as CSV',
        tags,
        params: idParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const businessId = sessionOf(request).businessId;
      await campaigns.one(businessId, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="campaign-${request.params.id}.csv"`)
        .send(recipientsCsv(campaigns.allRecipients(businessId, request.params.id)) as never);
    },
  );
}
