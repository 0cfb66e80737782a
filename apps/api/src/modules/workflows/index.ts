// The workflows module: /api/workflows (drafts, versions, runs, test panel) and the runtime
// the chat's hook calls (workflow-runtime.ts, shared through workflowRuntimeOf).
import type { ApiModule } from '../../platform/http/api-module.ts';
import { workflowHooksRoutes } from './workflow-hooks-routes.ts';
import { type WorkflowRuntime, workflowRuntimeOf, workflowTriggersOf } from './workflow-runtime.ts';
import type { WorkflowTriggers } from './workflow-triggers.ts';
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
      afterLive: (id) => workflowTriggersOf(context).arm(id),
    }),
    runtime: workflowRuntimeOf(context),
  }),
  routes: workflowsRoutes,
};

/** POST /api/workflows/hooks/:token: inbound webhooks (no session; the token is the secret). */
export const workflowHooksModule: ApiModule<{ triggers: WorkflowTriggers }> = {
  prefix: '/api/workflows/hooks',
  services: (context) => ({ triggers: workflowTriggersOf(context) }),
  routes: workflowHooksRoutes,
};
