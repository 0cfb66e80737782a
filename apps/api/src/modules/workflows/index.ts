// The workflows module: /api/workflows (drafts, versions, runs, test panel) and the runtime
// the chat's hook calls (workflow-runtime.ts, shared through workflowRuntimeOf).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { type WorkflowRuntime, workflowRuntimeOf } from './workflow-runtime.ts';
import { workflowsRoutes } from './workflows-routes.ts';
import { createWorkflowsService, type WorkflowsService } from './workflows-service.ts';

export interface WorkflowsServices {
  workflows: WorkflowsService;
  runtime: WorkflowRuntime;
}

export const workflowsModule: ApiModule<WorkflowsServices> = {
  prefix: '/api/workflows',
  services: (context) => ({
    workflows: createWorkflowsService({
      db: context.db,
      clock: context.clock,
      audit: context.audit,
      secrets: context.secrets,
    }),
    runtime: workflowRuntimeOf(context),
  }),
  routes: workflowsRoutes,
};
