// /odoo/inventory/{business_id}: POST fetches the products (owner/admin, or an API key with
// inventory:write), GET .../exports/{id}/products.json and products.csv download a fetch's
// files. The business in the path must be the caller's (another one answers 404).
import {
  odooInventoryQuerySchema,
  odooInventoryRequestSchema,
  odooInventoryResultSchema,
} from '@lisa/contracts/odoo-inventory';
import { dbIdParamSchema } from '@lisa/contracts/stored';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import type { createOdooInventory } from './odoo-inventory.ts';

type OdooInventory = ReturnType<typeof createOdooInventory>;
const businessParams = z.object({ business_id: dbIdParamSchema('Business id') });
const fileParams = businessParams.extend({ id: dbIdParamSchema('Export id') });

export async function odooInventoryRoutes(
  app: App,
  inventory: OdooInventory,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const config = { access: 'inventory.sync' } as const;
  const tags = ['integrations'];
  const ownBusiness = (request: Parameters<typeof sessionOf>[0], businessId: number) => {
    if (sessionOf(request).businessId !== businessId) {
      throw new NotFoundError(`Business ${businessId} not found`);
    }
    return businessId;
  };
  const base = (businessId: number, id: number) => `/odoo/inventory/${businessId}/exports/${id}`;

  app.post(
    '/inventory/:business_id',
    {
      config,
      schema: {
        summary:
          'Fetch the connected Odoo’s products, keep the raw JSON and a cleaned CSV, and ingest them into the knowledge when asked (?ingest=true or {"ingest": true})',
        tags,
        params: businessParams,
        querystring: odooInventoryQuerySchema,
        body: odooInventoryRequestSchema,
        response: { 200: odooInventoryResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const businessId = ownBusiness(request, request.params.business_id);
      const fromQuery = request.query.ingest === 'true' || request.query.ingest === '1';
      const { ingest: asked, ...overrides } = request.body ?? {};
      const ingest = asked ?? fromQuery;
      const row = await inventory.run(businessId, { ingest, overrides }, actorOf(request));
      return {
        export_id: row.id,
        products: row.productCount,
        json_url: `${base(businessId, row.id)}/products.json`,
        csv_url: `${base(businessId, row.id)}/products.csv`,
        ingested: row.knowledgeSourceId !== null,
        knowledge_source_id: row.knowledgeSourceId,
        created_at: row.createdAt.toISOString(),
      };
    },
  );

  for (const format of ['json', 'csv'] as const) {
    app.get(
      `/inventory/:business_id/exports/:id/products.${format}`,
      {
        config,
        schema: {
          summary: `Download a product fetch as ${format.toUpperCase()}`,
          tags,
          params: fileParams,
          response: {
            200: z.string().describe(format === 'csv' ? 'CSV, one product a line' : 'Odoo’s JSON'),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const businessId = ownBusiness(request, request.params.business_id);
        const body = await inventory.file(businessId, request.params.id, format);
        const name = `odoo-products-${request.params.id}.${format}`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        // A Buffer is sent as it is (no response serializer).
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .send(body as never);
      },
    );
  }
}
