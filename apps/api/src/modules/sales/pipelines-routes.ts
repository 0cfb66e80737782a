// /api/pipelines: a business's pipelines and their ordered stages. Everyone in the business
// reads them (sales.read); owners and admins change them (pipelines.manage).
import {
  pipelineCreateSchema,
  pipelineListSchema,
  pipelineSchema,
  pipelineUpdateSchema,
  stageCreateSchema,
  stageUpdateSchema,
} from '@lisa/contracts/sales';
import { dbIdParamSchema } from '@lisa/contracts/stored';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import type { PipelinesService } from './pipelines-service.ts';
import { salesErrors, toPipeline } from './sales-views.ts';

const stageParams = idParams.extend({
  stageId: dbIdParamSchema('Stage'),
});

export async function pipelinesRoutes(
  app: App,
  pipelines: PipelinesService,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['sales'];
  const business = (request: Parameters<typeof memberSessionOf>[0]) =>
    memberSessionOf(request).businessId;

  app.get(
    '',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: 'Pipelines with their stages (a default one is created on first use)',
        tags,
        response: { 200: pipelineListSchema, ...salesErrors },
      },
    },
    async (request) => ({ data: (await pipelines.list(business(request))).map(toPipeline) }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'sales.read' },
      schema: {
        summary: 'One pipeline with its stages',
        tags,
        params: idParams,
        response: { 200: pipelineSchema, ...salesErrors },
      },
    },
    async (request) => toPipeline(await pipelines.get(business(request), request.params.id)),
  );

  app.post(
    '',
    {
      config: { access: 'pipelines.manage' },
      schema: {
        summary: 'Create a pipeline (the default stages unless stages are given)',
        tags,
        body: pipelineCreateSchema,
        response: { 201: pipelineSchema, ...salesErrors },
      },
    },
    async (request, reply) => {
      const created = await pipelines.create(business(request), request.body, actorOf(request));
      return reply.code(201).send(toPipeline(created));
    },
  );

  app.patch(
    '/:id',
    {
      config: { access: 'pipelines.manage' },
      schema: {
        summary: 'Rename a pipeline, make it the default, or move it in the list',
        tags,
        params: idParams,
        body: pipelineUpdateSchema,
        response: { 200: pipelineSchema, ...salesErrors },
      },
    },
    async (request) =>
      toPipeline(
        await pipelines.update(
          business(request),
          request.params.id,
          request.body,
          actorOf(request),
        ),
      ),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'pipelines.manage' },
      schema: {
        summary: 'Delete a pipeline that has no deals (never the default one)',
        tags,
        params: idParams,
        response: { 204: z.null(), ...salesErrors },
      },
    },
    async (request, reply) => {
      await pipelines.remove(business(request), request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/stages',
    {
      config: { access: 'pipelines.manage' },
      schema: {
        summary: 'Add a stage (at a position, else last); answers the pipeline',
        tags,
        params: idParams,
        body: stageCreateSchema,
        response: { 201: pipelineSchema, ...salesErrors },
      },
    },
    async (request, reply) => {
      const updated = await pipelines.addStage(
        business(request),
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.code(201).send(toPipeline(updated));
    },
  );

  app.patch(
    '/:id/stages/:stageId',
    {
      config: { access: 'pipelines.manage' },
      schema: {
        summary: 'Rename a stage, change its kind (open, won, lost) or its position',
        tags,
        params: stageParams,
        body: stageUpdateSchema,
        response: { 200: pipelineSchema, ...salesErrors },
      },
    },
    async (request) =>
      toPipeline(
        await pipelines.updateStage(
          business(request),
          request.params.id,
          request.params.stageId,
          request.body,
          actorOf(request),
        ),
      ),
  );

  app.delete(
    '/:id/stages/:stageId',
    {
      config: { access: 'pipelines.manage' },
      schema: {
        summary: 'Delete an empty stage (never the last one); answers the pipeline',
        tags,
        params: stageParams,
        response: { 200: pipelineSchema, ...salesErrors },
      },
    },
    async (request) =>
      toPipeline(
        await pipelines.removeStage(
          business(request),
          request.params.id,
          request.params.stageId,
          actorOf(request),
        ),
      ),
  );
}
