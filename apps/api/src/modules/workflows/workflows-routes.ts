// /api/workflows: list, create (from a template or from scratch), read, edit the draft,
// delete; publish, version history, roll back; enable/disable; runs with their step log,
// "retry from this step"; the builder's dry-run test turn; the HTTP steps' signing key.
import { dbIdParamSchema } from '@lisa/contracts/stored';
import {
  workflowCreateSchema,
  workflowDraftSchema,
  workflowEnabledSchema,
  workflowListSchema,
  workflowRetrySchema,
  workflowRollbackSchema,
  workflowRunDetailSchema,
  workflowRunListSchema,
  workflowSchema,
  workflowSigningSecretSchema,
  workflowTemplateListSchema,
  workflowTestRequestSchema,
  workflowTestResponseSchema,
  workflowVersionListSchema,
} from '@lisa/contracts/workflows';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { idParams } from '../../platform/http/id-params.ts';
import {
  actorOf,
  memberSessionOf,
  requireDashboardSession,
} from '../../platform/http/session-guard.ts';
import type { WorkflowsServices } from './index.ts';
import {
  workflowErrors as errors,
  toRun,
  toRunDetail,
  toVersion,
  toWorkflow,
  toWorkflowSummary,
} from './workflows-views.ts';

const runParams = z.object({ runId: dbIdParamSchema('Run id') });

export async function workflowsRoutes(
  app: App,
  { workflows, runtime }: WorkflowsServices,
  context: AppContext,
): Promise<void> {
  app.addHook('preValidation', requireDashboardSession(context.sessions));
  const tags = ['dashboard'];
  const read = { access: 'conversations.read' } as const;
  const manage = { access: 'workflows.manage' } as const;

  app.get(
    '',
    {
      config: read,
      schema: {
        summary: 'Workflows with their status, runs and errors, newest first',
        tags,
        response: { 200: workflowListSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await workflows.list(memberSessionOf(request).businessId)).map(toWorkflowSummary),
    }),
  );

  app.get(
    '/templates',
    {
      config: read,
      schema: {
        summary: 'Ready workflows to start from',
        tags,
        response: { 200: workflowTemplateListSchema, ...errors },
      },
    },
    async () => ({
      data: workflows.templates().map((t) => ({
        key: t.key,
        name: t.name,
        description: t.description,
        steps: t.definition.steps.length,
      })),
    }),
  );

  app.post(
    '',
    {
      config: manage,
      schema: {
        summary: 'Create a workflow (a draft) from a template or from a trigger and steps',
        tags,
        body: workflowCreateSchema,
        response: { 201: workflowSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = memberSessionOf(request);
      const row = await workflows.create(session.businessId, request.body, actorOf(request));
      return reply.code(201).send(toWorkflow(row));
    },
  );

  app.get(
    '/runs/:runId',
    {
      config: read,
      schema: {
        summary: 'One run with its step log (input, output, variables, duration, error)',
        tags,
        params: runParams,
        response: { 200: workflowRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      toRunDetail(await workflows.run(memberSessionOf(request).businessId, request.params.runId)),
  );

  app.post(
    '/runs/:runId/retry',
    {
      config: manage,
      schema: {
        summary: 'Run a failed run again from a step (default: the step it failed at)',
        tags,
        params: runParams,
        body: workflowRetrySchema,
        response: { 200: workflowRunDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = memberSessionOf(request);
      await runtime.retry(businessId, request.params.runId, request.body.step_id);
      return toRunDetail(await workflows.run(businessId, request.params.runId));
    },
  );

  app.get(
    '/:id',
    {
      config: read,
      schema: {
        summary: 'A workflow with its draft',
        tags,
        params: idParams,
        response: { 200: workflowSchema, ...errors },
      },
    },
    async (request) =>
      toWorkflow(await workflows.get(memberSessionOf(request).businessId, request.params.id)),
  );

  app.patch(
    '/:id',
    {
      config: manage,
      schema: {
        summary: 'Edit the draft (name, description, trigger, steps); the live version stays',
        tags,
        params: idParams,
        body: workflowDraftSchema,
        response: { 200: workflowSchema, ...errors },
      },
    },
    async (request) => {
      const session = memberSessionOf(request);
      return toWorkflow(
        await workflows.updateDraft(
          session.businessId,
          request.params.id,
          request.body,
          actorOf(request),
        ),
      );
    },
  );

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        summary: 'Delete a workflow, its versions and runs',
        tags,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await workflows.remove(
        memberSessionOf(request).businessId,
        request.params.id,
        actorOf(request),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/publish',
    {
      config: manage,
      schema: {
        summary: 'Publish the draft: it becomes the version new runs use',
        tags,
        params: idParams,
        response: { 200: workflowSchema, ...errors },
      },
    },
    async (request) =>
      toWorkflow(
        await workflows.publish(
          memberSessionOf(request).businessId,
          request.params.id,
          actorOf(request),
        ),
      ),
  );

  app.get(
    '/:id/versions',
    {
      config: read,
      schema: {
        summary: 'Published versions, newest first',
        tags,
        params: idParams,
        response: { 200: workflowVersionListSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, liveId } = await workflows.versions(
        memberSessionOf(request).businessId,
        request.params.id,
      );
      return { data: rows.map((row) => toVersion(row, liveId)) };
    },
  );

  app.post(
    '/:id/rollback',
    {
      config: manage,
      schema: {
        summary: 'Make an earlier version live again (published as a new version)',
        tags,
        params: idParams,
        body: workflowRollbackSchema,
        response: { 200: workflowSchema, ...errors },
      },
    },
    async (request) =>
      toWorkflow(
        await workflows.rollback(
          memberSessionOf(request).businessId,
          request.params.id,
          request.body.version,
          actorOf(request),
        ),
      ),
  );

  app.put(
    '/:id/enabled',
    {
      config: manage,
      schema: {
        summary: 'Enable or disable a workflow (disabled: no new runs start)',
        tags,
        params: idParams,
        body: workflowEnabledSchema,
        response: { 200: workflowSchema, ...errors },
      },
    },
    async (request) =>
      toWorkflow(
        await workflows.setEnabled(
          memberSessionOf(request).businessId,
          request.params.id,
          request.body.enabled,
          actorOf(request),
        ),
      ),
  );

  app.get(
    '/:id/runs',
    {
      config: read,
      schema: {
        summary: 'The latest 100 runs of a workflow, newest first',
        tags,
        params: idParams,
        response: { 200: workflowRunListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await workflows.runs(memberSessionOf(request).businessId, request.params.id);
      return { data: rows.map(({ run, version }) => toRun(run, version)) };
    },
  );

  app.post(
    '/:id/test',
    {
      config: manage,
      schema: {
        summary: 'The test panel: one turn of a dry run of the draft (nothing outside is touched)',
        tags,
        params: idParams,
        body: workflowTestRequestSchema,
        response: { 200: workflowTestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = memberSessionOf(request);
      const { run, replies } = await runtime.test(businessId, request.params.id, {
        runId: request.body.run_id,
        message: request.body.message,
      });
      return { run: toRunDetail(await workflows.run(businessId, run.id)), replies };
    },
  );

  app.post(
    '/:id/signing-secret',
    {
      config: manage,
      schema: {
        summary: 'A new key for the HTTP steps’ signatures (shown once)',
        tags,
        params: idParams,
        response: { 200: workflowSigningSecretSchema, ...errors },
      },
    },
    async (request) => ({
      secret: await workflows.rotateSecret(
        memberSessionOf(request).businessId,
        request.params.id,
        actorOf(request),
      ),
    }),
  );
}
