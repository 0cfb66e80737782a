// A signed-in business's knowledge sources: list, add (text, FAQ, file upload, web page),
// look at, replace, re-fetch and delete; plus a search to check what the agent will find.
// Every query is scoped to the session's business: another tenant's source ids answer 404.
import { errorBodySchema } from '@lisa/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import { ingestInput } from './knowledge-ingest.ts';
import { knowledgeStoreFor } from './knowledge-registry.ts';
import {
  type KnowledgeSourceView,
  knowledgeSearchQuerySchema,
  knowledgeSearchResultSchema,
  knowledgeSourceDetailSchema,
  knowledgeSourceInputSchema,
  knowledgeSourceListSchema,
  knowledgeSourceSchema,
} from './knowledge-schemas.ts';
import type { KnowledgeSourceRow } from './knowledge-store.ts';
import { createSafeFetch } from './safe-fetch.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function sourceView(row: KnowledgeSourceRow): KnowledgeSourceView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    url: row.url,
    file_name: row.fileName,
    chunk_count: row.chunkCount,
    system: row.systemKey !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface KnowledgeRoutesOptions extends AppContext {
  /** Fetch for URL sources; defaults to the global fetch behind the private-address guard. */
  knowledgeFetch?: typeof fetch;
}

export const knowledgeRoutes: FastifyPluginAsyncZod<KnowledgeRoutesOptions> = async (
  app,
  context,
) => {
  const store = knowledgeStoreFor(context.db, context.clock);
  // Loopback and private addresses are fetched only outside production (local docs
  // servers, tests); in production a URL source must be a public page.
  const fetchForUrls =
    context.knowledgeFetch ??
    createSafeFetch({ allowPrivate: context.env.NODE_ENV !== 'production' });
  app.addHook('preHandler', requireDashboardSession(context));
  const tags = ['knowledge'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  async function ownSource(businessId: number, id: number) {
    const row = await store.getSource(businessId, id);
    if (!row) throw new NotFoundError(`Knowledge source ${id} not found`);
    return row;
  }
  const assertEditable = (row: KnowledgeSourceRow) => {
    if (row.systemKey !== null) {
      throw new AppError(
        409,
        'conflict',
        'This source is maintained by Lisa and cannot be changed here',
      );
    }
  };

  app.get(
    '/api/knowledge/sources',
    {
      schema: {
        summary: "List the business's knowledge sources",
        tags,
        response: { 200: knowledgeSourceListSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      return { data: (await store.listSources(businessId)).map(sourceView) };
    },
  );

  app.post(
    '/api/knowledge/sources',
    {
      schema: {
        summary: 'Add a knowledge source: text, FAQ entries, an uploaded file or a web page',
        tags,
        body: knowledgeSourceInputSchema,
        response: { 201: knowledgeSourceSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { businessId, userId } = sessionOf(request);
      const source = await ingestInput(request.body, { fetch: fetchForUrls });
      const row = await store.addSource(businessId, source, { createdBy: userId });
      reply.code(201);
      return sourceView(row);
    },
  );

  app.get(
    '/api/knowledge/sources/:id',
    {
      schema: {
        summary: 'A knowledge source with its chunks',
        tags,
        params: idParams,
        response: { 200: knowledgeSourceDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      const row = await ownSource(businessId, request.params.id);
      const chunks = await store.chunksOf(businessId, row.id);
      return {
        source: sourceView(row),
        chunks: chunks.map((c) => ({
          ordinal: c.ordinal,
          section: c.section,
          question: c.question,
          text: c.text,
          language: c.language,
        })),
      };
    },
  );

  app.put(
    '/api/knowledge/sources/:id',
    {
      schema: {
        summary: "Replace a source's content (its old chunks stop being searchable at once)",
        tags,
        params: idParams,
        body: knowledgeSourceInputSchema,
        response: {
          200: knowledgeSourceSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      assertEditable(await ownSource(businessId, request.params.id));
      const source = await ingestInput(request.body, { fetch: fetchForUrls });
      const row = await store.replaceSource(businessId, request.params.id, source);
      if (!row) throw new NotFoundError(`Knowledge source ${request.params.id} not found`);
      return sourceView(row);
    },
  );

  app.post(
    '/api/knowledge/sources/:id/refresh',
    {
      schema: {
        summary: 'Fetch a web-page source again and replace its chunks',
        tags,
        params: idParams,
        response: {
          200: knowledgeSourceSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      const row = await ownSource(businessId, request.params.id);
      assertEditable(row);
      if (row.kind !== 'url' || !row.url) {
        throw new AppError(409, 'conflict', 'Only web-page sources can be fetched again');
      }
      const source = await ingestInput(
        { type: 'url', url: row.url, title: row.title },
        { fetch: fetchForUrls },
      );
      const updated = await store.replaceSource(businessId, row.id, source);
      if (!updated) throw new NotFoundError(`Knowledge source ${row.id} not found`);
      return sourceView(updated);
    },
  );

  app.delete(
    '/api/knowledge/sources/:id',
    {
      schema: {
        summary: 'Delete a knowledge source and its chunks',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { businessId } = sessionOf(request);
      assertEditable(await ownSource(businessId, request.params.id));
      await store.deleteSource(businessId, request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/api/knowledge/search',
    {
      schema: {
        summary: "Search the business's knowledge base as the agent does",
        tags,
        querystring: knowledgeSearchQuerySchema,
        response: { 200: knowledgeSearchResultSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      const passages = await store.retriever.search(
        businessId,
        request.query.q,
        request.query.limit,
      );
      return {
        results: passages.map((p) => ({
          source_id: Number(p.sourceId),
          title: p.title,
          section: p.section ?? null,
          url: p.url ?? null,
          question: p.question ?? null,
          text: p.text,
          score: p.score,
        })),
      };
    },
  );
};
