// /api/leads: the cursor-paged list with filters, a lead added by hand, edits and status
// changes, and convert (contact linked or created, deal opened).
import {
  leadConvertResultSchema,
  leadConvertSchema,
  leadCreateSchema,
  leadPageSchema,
  leadQuerySchema,
  leadSchema,
  leadUpdateSchema,
} from '@lisa/contracts/sales';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { memberSessionOf, requireDashboardSession } from '../../platform/http/session-guard.ts';
import type { LeadsService } from './leads-service.ts';
import { salesErrors, toDeal, toLead } from './sales-views.ts';

export async function leadsRoutes(
  app: App,
  leads: LeadsService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['sales'];

  app.get(
    '',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: 'Leads, newest first, a page at a time (filters: status, source, owner)',
        tags,
        querystring: leadQuerySchema,
        response: { 200: leadPageSchema, ...salesErrors },
      },
    },
    async (request) => {
      const page = await leads.list(memberSessionOf(request).businessId, request.query);
      return { data: page.rows.map(toLead), next_cursor: page.nextCursor };
    },
  );

  app.get(
    '/:id',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: 'One lead',
        tags,
        params: idParams,
        response: { 200: leadSchema, ...salesErrors },
      },
    },
    async (request) =>
      toLead(await leads.get(memberSessionOf(request).businessId, request.params.id)),
  );

  app.post(
    '',
    {
      config: { access: 'sales.write' },
      schema: {
        summary: 'Add a lead by hand',
        tags,
        body: leadCreateSchema,
        response: { 201: leadSchema, ...salesErrors },
      },
    },
    async (request, reply) => {
      const created = await leads.create(memberSessionOf(request).businessId, request.body);
      return reply.code(201).send(toLead(created));
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'sales.write' },
      schema: {
        summary: 'Edit a lead or change its status (unqualified needs a reason)',
        tags,
        params: idParams,
        body: leadUpdateSchema,
        response: { 200: leadSchema, ...salesErrors },
      },
    },
    async (request) =>
      toLead(
        await leads.update(memberSessionOf(request).businessId, request.params.id, request.body),
      ),
  );

  app.post(
    '/:id/convert',
    {
      config: { access: 'sales.write' },
      schema: {
        summary:
          "Convert: link or create the contact, open a deal in the default pipeline's first stage",
        tags,
        params: idParams,
        body: leadConvertSchema,
        response: { 200: leadConvertResultSchema, ...salesErrors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      const result = await leads.convert(
        session.businessId,
        request.params.id,
        request.body ?? {},
        session.userId,
      );
      return { lead: toLead(result.lead), deal: toDeal(result.deal) };
    },
  );
}
