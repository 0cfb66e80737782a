// /api/connectors: the business's Zoho CRM, Odoo, Kijani, Asana and Google Calendar
// connections. Owners and admins (integrations.manage).
import {
  connectorAppParamsSchema,
  connectorConnectionSchema,
  connectorConnectResponseSchema,
  connectorListSchema,
  connectorLogSchema,
  connectorSettingsInputSchema,
  zohoContactSyncSchema,
  zohoSyncProgressSchema,
} from '@lisa/contracts/connectors';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import {
  actorOf,
  memberBusinessOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import type { ConnectorsService } from './connectors-service.ts';
import { createSyncProgress } from './sync-progress.ts';
import { syncZohoContacts } from './zoho-sync.ts';

const errors = errorResponses(400, 401, 403, 404);

export async function connectorsRoutes(
  app: App,
  connectors: ConnectorsService,
  context: AppContext,
) {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['integrations'];
  const config = { access: 'integrations.manage' } as const;
  const zohoSync = createSyncProgress(context.db, 'zoho-crm', context.clock);

  app.get(
    '',
    {
      config,
      schema: {
        summary: 'The CRM and productivity apps and whether each is connected',
        tags,
        response: { 200: connectorListSchema, ...errors },
      },
    },
    async (request) => ({ connectors: await connectors.list(memberBusinessOf(request)) }),
  );

  app.get(
    '/:app',
    {
      config,
      schema: {
        summary: "One app's connection (secrets only as hints)",
        tags,
        params: connectorAppParamsSchema,
        response: { 200: connectorConnectionSchema, ...errors },
      },
    },
    (request) => connectors.get(memberBusinessOf(request), request.params.app),
  );

  app.put(
    '/:app',
    {
      config,
      schema: {
        summary: 'Connect an app (or replace its settings) and test the connection at once',
        tags,
        params: connectorAppParamsSchema,
        body: connectorSettingsInputSchema,
        response: { 200: connectorConnectResponseSchema, ...errors },
      },
    },
    (request) =>
      connectors.connect(
        memberBusinessOf(request),
        request.params.app,
        request.body,
        actorOf(request),
      ),
  );

  app.post(
    '/:app/test',
    {
      config,
      schema: {
        summary: 'Test the connection now (its health is kept)',
        tags,
        params: connectorAppParamsSchema,
        response: { 200: connectorConnectResponseSchema, ...errors },
      },
    },
    (request) => connectors.test(memberBusinessOf(request), request.params.app),
  );

  app.post(
    '/zoho-crm/sync-contacts',
    {
      config,
      schema: {
        summary:
          'Upsert the contacts that have an email or a phone into Zoho CRM Contacts, 100 a request',
        tags,
        response: { 200: zohoContactSyncSchema, ...errors },
      },
    },
    (request) =>
      syncZohoContacts(
        { db: context.db, clock: context.clock, connectors, progress: zohoSync },
        memberBusinessOf(request),
      ),
  );

  app.get(
    '/zoho-crm/sync-contacts',
    {
      config,
      schema: {
        summary: 'How far the running contact sync to Zoho CRM got (records answered of the total)',
        tags,
        response: { 200: zohoSyncProgressSchema, ...errors },
      },
    },
    async (request) => zohoSync.of(memberBusinessOf(request)),
  );

  app.get(
    '/:app/log',
    {
      config,
      schema: {
        summary: 'The last 50 calls workflows made to the app, with record ids or errors',
        tags,
        params: connectorAppParamsSchema,
        response: { 200: connectorLogSchema, ...errors },
      },
    },
    async (request) => ({
      entries: await connectors.log(memberBusinessOf(request), request.params.app),
    }),
  );

  app.delete(
    '/:app',
    {
      config,
      schema: {
        summary: 'Disconnect an app (its secrets are deleted)',
        tags,
        params: connectorAppParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await connectors.disconnect(memberBusinessOf(request), request.params.app, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
