// HTTP only. /api/channels: the business's Meta connections (owners and admins), the
// WhatsApp templates, and a channel conversation's window and deliveries (the inbox).
// /webhooks/meta: Meta's handshake and events (public; the signature is the check).

import {
  channelConnectionListSchema,
  channelConnectionSchema,
  channelConversationSchema,
  channelParamsSchema,
  channelTemplateListSchema,
  channelTestResultSchema,
  channelTestSchema,
  embeddedSignupConfigSchema,
  embeddedSignupSchema,
  managedPageListSchema,
  pageChannelParamsSchema,
  pageSignupListSchema,
  pageSignupSchema,
  templateSendSchema,
} from '@lisa/contracts/channels';
import { dbIdParamSchema } from '@lisa/contracts/stored';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberBusinessOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import { retryDelivery } from './channel-delivery-retry.ts';
import type { PageSignup } from './channel-page-signup.ts';
import type { MetaInbound } from './channels-inbound.ts';
import type { ChannelsService } from './channels-service.ts';
import { META_SIGNATURE_HEADER } from './meta-signature.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface ChannelsServices {
  channels: ChannelsService;
  pageSignup: PageSignup;
  inbound: MetaInbound;
}

export async function channelsRoutes(
  app: App,
  { channels, pageSignup, inbound }: ChannelsServices,
  context: AppContext,
): Promise<void> {
  await app.register(
    async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.addHook('preValidation', requireDashboardSession(context.sessions));
      const tags = ['integrations'];
      const manage = { access: 'integrations.manage' } as const;

      scope.get(
        '',
        {
          config: manage,
          schema: {
            summary: 'WhatsApp, Messenger and Instagram: connected or not, callback URL, health',
            tags,
            response: { 200: channelConnectionListSchema, ...errors },
          },
        },
        async (request) => ({ channels: await channels.list(memberBusinessOf(request)) }),
      );

      scope.get(
        '/whatsapp/templates',
        {
          config: { access: 'conversations.read' },
          schema: {
            summary: 'The WhatsApp templates synced from Meta',
            tags,
            response: { 200: channelTemplateListSchema, ...errors },
          },
        },
        async (request) => ({ templates: await channels.templates(memberBusinessOf(request)) }),
      );

      scope.post(
        '/whatsapp/templates/sync',
        {
          config: manage,
          schema: {
            summary: "Fetch the business account's templates from Meta again",
            tags,
            response: { 200: channelTemplateListSchema, ...errors },
          },
        },
        async (request) => ({
          templates: await channels.syncTemplates(memberBusinessOf(request), actorOf(request)),
        }),
      );

      scope.get(
        '/whatsapp/signup',
        {
          config: manage,
          schema: {
            summary: 'Whether "Continue with Facebook" (Meta embedded signup) is offered',
            tags,
            response: { 200: embeddedSignupConfigSchema, ...errors },
          },
        },
        async () => channels.signupConfig(),
      );

      scope.post(
        '/whatsapp/signup',
        {
          config: manage,
          schema: {
            summary: "Connect WhatsApp with the Facebook SDK's code (exchanged for a token)",
            tags,
            body: embeddedSignupSchema,
            response: { 200: channelConnectionSchema, ...errors },
          },
        },
        (request) =>
          channels.embeddedSignup(memberBusinessOf(request), request.body, actorOf(request)),
      );

      scope.get(
        '/:channel/signup',
        {
          config: manage,
          schema: {
            summary: 'Whether "Continue with Facebook" is offered for a Facebook page or Instagram',
            tags,
            params: pageChannelParamsSchema,
            response: { 200: embeddedSignupConfigSchema, ...errors },
          },
        },
        async () => pageSignup.config(),
      );

      scope.post(
        '/:channel/signup/pages',
        {
          config: manage,
          schema: {
            summary: 'The pages a Facebook Login user manages (Instagram: those with an account)',
            tags,
            params: pageChannelParamsSchema,
            body: pageSignupListSchema,
            response: { 200: managedPageListSchema, ...errors },
          },
        },
        async (request) => ({
          pages: await pageSignup.list(request.params.channel, request.body.access_token),
        }),
      );

      scope.post(
        '/:channel/signup',
        {
          config: manage,
          schema: {
            summary: 'Connect the page picked after Facebook Login (the app subscribed to it)',
            tags,
            params: pageChannelParamsSchema,
            body: pageSignupSchema,
            response: { 200: channelConnectionSchema, ...errors },
          },
        },
        (request) =>
          pageSignup.connect(
            memberBusinessOf(request),
            request.params.channel,
            request.body,
            actorOf(request),
          ),
      );

      scope.get(
        '/conversations/:id',
        {
          config: { access: 'conversations.read' },
          schema: {
            summary: "A channel conversation's 24-hour window, opt-out and deliveries",
            tags,
            params: idParams,
            response: { 200: channelConversationSchema, ...errors },
          },
        },
        (request) => channels.conversation(memberBusinessOf(request), request.params.id),
      );

      scope.post(
        '/conversations/:id/template',
        {
          config: { access: 'conversations.reply' },
          schema: {
            summary: 'Send an approved WhatsApp template (also when the window is closed)',
            tags,
            params: idParams,
            body: templateSendSchema,
            response: { 200: channelConversationSchema, ...errors },
          },
        },
        (request) =>
          channels.sendTemplate(
            memberBusinessOf(request),
            request.params.id,
            request.body,
            actorOf(request),
          ),
      );

      scope.post(
        '/conversations/:id/messages/:message_id/retry',
        {
          config: { access: 'conversations.reply' },
          schema: {
            summary:
              'Send a reply Meta refused again (a reply with files resends only the files not delivered)',
            tags,
            params: idParams.extend({ message_id: dbIdParamSchema() }),
            response: { 200: channelConversationSchema, ...errors },
          },
        },
        async (request) => {
          const businessId = memberBusinessOf(request);
          await retryDelivery(context, businessId, request.params.id, request.params.message_id);
          return channels.conversation(businessId, request.params.id);
        },
      );

      scope.get(
        '/:channel',
        {
          config: manage,
          schema: {
            summary: 'One channel: connected or not, callback URL, verify token, health',
            tags,
            params: channelParamsSchema,
            response: { 200: channelConnectionSchema, ...errors },
          },
        },
        (request) => channels.get(memberBusinessOf(request), request.params.channel),
      );

      scope.put(
        '/:channel',
        {
          config: manage,
          schema: {
            summary: "Connect a channel with Meta's credentials (or replace them)",
            tags,
            params: channelParamsSchema,
            // Checked by the channel's own schema in the service (WhatsApp or a page).
            body: z.record(z.string(), z.unknown()),
            response: { 200: channelConnectionSchema, ...errors },
          },
        },
        (request) =>
          channels.connect(
            memberBusinessOf(request),
            request.params.channel,
            request.body,
            actorOf(request),
          ),
      );

      scope.delete(
        '/:channel',
        {
          config: manage,
          schema: {
            summary: 'Disconnect a channel (its credentials are deleted)',
            tags,
            params: channelParamsSchema,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          await channels.disconnect(
            memberBusinessOf(request),
            request.params.channel,
            actorOf(request),
          );
          return reply.code(204).send(null);
        },
      );

      scope.post(
        '/:channel/test',
        {
          config: manage,
          schema: {
            summary: 'Send a test message now (Meta’s refusal comes back in plain words)',
            tags,
            params: channelParamsSchema,
            body: channelTestSchema,
            response: { 200: channelTestResultSchema, ...errors },
          },
        },
        (request) =>
          channels.test(memberBusinessOf(request), request.params.channel, request.body.to),
      );
    },
    { prefix: '/api/channels' },
  );

  await app.register(
    async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      // The signature is over the exact bytes: this scope keeps the body as a Buffer.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        ['application/json', 'text/plain'],
        { parseAs: 'buffer' },
        (_request, body, done) => done(null, body),
      );
      const tags = ['channels'];

      scope.get(
        '',
        {
          config: { access: 'public' },
          schema: {
            summary: "Meta's subscription handshake: hub.challenge back for our verify token",
            tags,
            querystring: z.object({
              'hub.mode': z.string().max(40).optional(),
              'hub.verify_token': z.string().max(200).optional(),
              'hub.challenge': z.string().max(200).optional(),
            }),
          },
        },
        async (request, reply) => {
          const query = request.query;
          const ok = await inbound.handshake(query['hub.mode'], query['hub.verify_token']);
          if (!ok || query['hub.challenge'] === undefined) {
            throw new AppError(403, 'forbidden', 'The verify token does not match.');
          }
          return reply.type('text/plain').send(query['hub.challenge']);
        },
      );

      scope.post(
        '',
        {
          // Meta sends every customer's events from a few addresses: a higher per-IP limit.
          config: { access: 'public', rateLimit: { max: 3000, timeWindow: 60_000 } },
          schema: {
            summary:
              'Meta events (signed with X-Hub-Signature-256): answered at once, processed in the background',
            tags,
          },
        },
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const header = request.headers[META_SIGNATURE_HEADER];
          const outcome = await inbound.receive(
            raw,
            typeof header === 'string' ? header : undefined,
          );
          if (outcome === 'bad_signature') {
            throw new AppError(
              401,
              'unauthorized',
              'The X-Hub-Signature-256 signature does not match.',
            );
          }
          if (outcome === 'bad_body')
            throw new AppError(400, 'validation_failed', 'The body is not JSON.');
          return reply.type('text/plain').send('EVENT_RECEIVED');
        },
      );
    },
    { prefix: '/webhooks/meta' },
  );
}
