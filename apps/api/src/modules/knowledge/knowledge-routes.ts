// /api/knowledge/*: a signed-in business's knowledge sources and a search over them
// (see knowledge-service.ts).
import { errorBodySchema } from '@lisa/contracts/errors';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { idParams } from '../../platform/http/id-params.ts';
import { actorOf, requireDashboardSession, sessionOf } from '../../platform/http/session-guard.ts';
import {
  knowledgeLimitsSchema,
  knowledgePlanChoiceSchema,
  knowledgeReplaceQuerySchema,
  knowledgeResyncSchema,
  knowledgeScheduleInputSchema,
  knowledgeSearchQuerySchema,
  knowledgeSearchResultSchema,
  knowledgeSourceDetailSchema,
  knowledgeSourceInputSchema,
  knowledgeSourceListSchema,
  knowledgeSourceSchema,
  MAX_FILE_BYTES,
} from './knowledge-schemas.ts';
import type { KnowledgeService } from './knowledge-service.ts';
import { chunkView, searchResultView, sourceView } from './knowledge-views.ts';

export async function knowledgeRoutes(
  app: App,
  knowledge: KnowledgeService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['knowledge'];
  const errors = errorResponses(400, 401, 404);

  app.get(
    '/sources',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary: "List the business's knowledge sources",
        tags,
        response: { 200: knowledgeSourceListSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      const rows = await knowledge.list(businessId);
      const names = await knowledge.namesOf(rows);
      return { data: rows.map((row) => sourceView(row, names)) };
    },
  );

  app.post(
    '/sources',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary:
          'Add a knowledge source: text, FAQ entries, an uploaded file or a web page (201 ready; 202 queued for a large file)',
        tags,
        body: knowledgeSourceInputSchema,
        response: {
          201: knowledgeSourceSchema,
          202: knowledgeSourceSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
      // A 10 MB file travels base64-encoded (4/3 of its size) inside JSON.
      bodyLimit: Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { row, queued } = await knowledge.add(
        sessionOf(request).businessId,
        actor,
        request.body,
      );
      reply.code(queued ? 202 : 201);
      return sourceView(row, await knowledge.namesOf([row]));
    },
  );

  app.get(
    '/sources/:id',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary: 'A knowledge source with its chunks',
        tags,
        params: idParams,
        response: { 200: knowledgeSourceDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { source, chunks } = await knowledge.get(
        sessionOf(request).businessId,
        request.params.id,
      );
      const names = await knowledge.namesOf([source]);
      return { source: sourceView(source, names), chunks: chunks.map(chunkView) };
    },
  );

  app.put(
    '/sources/:id',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary:
          "Replace a source's content (its old chunks stop being searchable at once); with `revision`, only if nobody changed it since (else 409)",
        tags,
        params: idParams,
        querystring: knowledgeReplaceQuerySchema,
        body: knowledgeSourceInputSchema,
        response: {
          200: knowledgeSourceSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) =>
      sourceView(
        await knowledge.replace(
          sessionOf(request).businessId,
          request.params.id,
          request.body,
          actorOf(request),
          request.query.revision,
        ),
      ),
  );

  app.post(
    '/sources/:id/refresh',
    {
      config: { access: 'knowledge.write' },
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
    async (request) =>
      sourceView(
        await knowledge.refresh(sessionOf(request).businessId, request.params.id, actorOf(request)),
      ),
  );

  app.post(
    '/sources/sync',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary: 'Fetch every web-page source again, in the background',
        tags,
        response: { 202: knowledgeResyncSchema, ...errors },
      },
    },
    async (request, reply) => {
      const queued = await knowledge.resyncAll(sessionOf(request).businessId, actorOf(request));
      reply.code(202);
      return { queued };
    },
  );

  app.patch(
    '/sources/:id/schedule',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary:
          'Re-sync a web page on a schedule (off, daily, weekly); unchanged pages are not re-processed',
        tags,
        params: idParams,
        body: knowledgeScheduleInputSchema,
        response: { 200: knowledgeSourceSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { businessId } = sessionOf(request);
      const row = await knowledge.setSchedule(
        businessId,
        request.params.id,
        request.body.schedule,
        actorOf(request),
      );
      return sourceView(row, await knowledge.namesOf([row]));
    },
  );

  app.delete(
    '/sources/:id',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary: 'Delete a knowledge source and its chunks',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await knowledge.remove(sessionOf(request).businessId, request.params.id, actorOf(request));
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/limits',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary:
          "The business's knowledge base size (small, medium, large) and how many sources and chunks it holds",
        tags,
        response: { 200: knowledgeLimitsSchema, 401: errorBodySchema },
      },
    },
    (request) => knowledge.limits(sessionOf(request).businessId),
  );

  app.put(
    '/plan',
    {
      config: { access: 'knowledge.write' },
      schema: {
        summary:
          'Choose the knowledge base size (small, medium, large): recorded, its limits apply at once; 409 when the content already held does not fit',
        tags,
        body: knowledgePlanChoiceSchema,
        response: { 200: knowledgeLimitsSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) =>
      knowledge.choosePlan(sessionOf(request).businessId, actorOf(request), request.body.plan),
  );

  app.get(
    '/search',
    {
      config: { access: 'knowledge.read' },
      schema: {
        summary: "Search the business's knowledge base as the agent does",
        tags,
        querystring: knowledgeSearchQuerySchema,
        response: { 200: knowledgeSearchResultSchema, ...errors },
      },
    },
    async (request) => {
      const passages = await knowledge.search(
        sessionOf(request).businessId,
        request.query.q,
        request.query.limit,
      );
      return { results: passages.map(searchResultView) };
    },
  );
}
