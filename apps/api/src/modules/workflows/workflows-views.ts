// Rows to the wire shapes of @lisa/contracts/workflows.
import { errorBodySchema } from '@lisa/contracts/errors';
import type {
  RunStepLog,
  Workflow,
  WorkflowRun,
  WorkflowRunDetail,
  WorkflowSummary,
  WorkflowVersion,
} from '@lisa/contracts/workflows';
import type { workflowRunSteps } from '../../db/schema/workflows.ts';
import type { RunRow } from './workflow-runs.ts';
import type { VersionRow, WorkflowWithCounts } from './workflows-service.ts';

export const workflowErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export function toWorkflowSummary(row: WorkflowWithCounts): WorkflowSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    status: row.liveVersionId === null ? 'draft' : row.draftChanged ? 'changed' : 'published',
    trigger: row.trigger,
    published_version: row.liveVersion,
    runs: row.runs,
    errors: row.errors,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toWorkflow(row: WorkflowWithCounts): Workflow {
  return {
    ...toWorkflowSummary(row),
    definition: row.definition,
    template: row.template,
    hook_path:
      row.trigger.type === 'webhook' && row.hookToken
        ? `/api/workflows/hooks/${row.hookToken}`
        : null,
  };
}

export function toVersion(row: VersionRow, liveId: number | null): WorkflowVersion {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    trigger: row.trigger,
    definition: row.definition,
    live: row.id === liveId,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedBy,
  };
}

export function toRun(run: RunRow, version: number | null): WorkflowRun {
  return {
    id: run.id,
    workflow_id: run.workflowId,
    version,
    conversation_id: run.conversationId,
    status: run.status,
    step_id: run.stepId,
    variables: run.variables,
    dry_run: run.dryRun,
    error: run.error,
    started_at: run.startedAt.toISOString(),
    updated_at: run.updatedAt.toISOString(),
  };
}

function toStep(row: typeof workflowRunSteps.$inferSelect): RunStepLog {
  return {
    id: row.id,
    step_id: row.stepId,
    step_type: row.stepType,
    input: row.input ?? null,
    output: row.output ?? null,
    variables: row.variables,
    duration_ms: row.durationMs,
    error: row.error,
    at: row.createdAt.toISOString(),
  };
}

export function toRunDetail(found: {
  run: RunRow;
  version: number | null;
  steps: (typeof workflowRunSteps.$inferSelect)[];
}): WorkflowRunDetail {
  return { ...toRun(found.run, found.version), steps: found.steps.map(toStep) };
}
