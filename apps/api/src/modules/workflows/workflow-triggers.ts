// Triggers outside a conversation. Where a form is submitted, a contact field changes, a
// lead reaches a status or a deal a stage, the owning module calls `workflowEvent(db, tx, …)`
// (one line, inside its transaction): a `workflow-trigger` job is queued in that transaction,
// so it exists exactly when the change does, and its handler starts a run of every enabled,
// published workflow whose trigger matches — one run per job (the job id is the run's trigger
// key), however often the job is delivered.
//
// An inbound webhook (POST /api/workflows/hooks/:token) starts a run with the JSON body's
// fields as `hook.<path>` variables. A schedule (daily or weekly at HH:MM in the business's
// time zone) keeps one `workflow-schedule` job queued for its next due time; the due time is
// the run's trigger key, so a due time runs once even when the job is delivered again after a
// restart, and a due time missed while the API was down runs once when it is back.
import type { FormType } from '@lisa/contracts/forms';
import type { LeadStatus } from '@lisa/contracts/sales';
import type { VariableValue, WorkflowTrigger } from '@lisa/contracts/workflows';
import { nextDueAt } from '@lisa/workflows';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Executor } from '../../db/client.ts';
import { workflows, workflowVersions } from '../../db/schema/workflows.ts';
import type { JobInfo } from '../../platform/jobs/job-queue.ts';
import { businessTimeZone } from './workflow-ports.ts';
import type { RunRow } from './workflow-runs.ts';
import type { WorkflowRuntime } from './workflow-runtime.ts';

export type WorkflowTriggerEvent = (
  | {
      kind: 'form_submitted';
      businessId: number;
      form: FormType;
      submissionId: number;
      fields: Record<string, unknown>;
    }
  | { kind: 'contact_field_changed'; businessId: number; contactId: number; fields: string[] }
  | {
      kind: 'lead_status_reached';
      businessId: number;
      leadId: number;
      status: LeadStatus;
      contactId: number | null;
    }
  | {
      kind: 'deal_stage_reached';
      businessId: number;
      dealId: number;
      stageId: number;
      contactId: number | null;
    }
) & {
  /** How many workflow runs led to this event (absent: a person or a visitor caused it). */
  depth?: number;
};

/**
 * A chain of runs each changing what starts the next (a field set by a run that a field change
 * started…) stops here: an event this many runs deep starts nothing.
 */
export const MAX_TRIGGER_DEPTH = 3;

export const WORKFLOW_TRIGGER_JOB = 'workflow-trigger';
export const WORKFLOW_SCHEDULE_JOB = 'workflow-schedule';
interface ScheduleJob {
  workflowId: number;
  dueAt: string;
}

type Sink = (executor: Executor, events: WorkflowTriggerEvent[]) => Promise<void>;
/** One sink per server (its database handle); none in unit tests that build services alone. */
const sinks = new WeakMap<object, Sink>();

/**
 * The hook other modules call where a trigger's event happens, inside its transaction: the
 * trigger job is stored only if that transaction commits.
 */
export async function workflowEvent(
  db: Database,
  executor: Executor,
  event: WorkflowTriggerEvent,
): Promise<void> {
  await workflowEvents(db, executor, [event]);
}

/**
 * workflowEvent for many events at once (an import's batch). A contact field change is queued
 * only when a live workflow of the business starts on one of its fields: one lookup for the
 * lot, and nothing queued for the business that has no such workflow.
 */
export async function workflowEvents(
  db: Database,
  executor: Executor,
  events: WorkflowTriggerEvent[],
): Promise<void> {
  if (events.length) await sinks.get(db)?.(executor, events);
}

const scalar = (value: unknown): VariableValue | undefined => {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return value.slice(0, 2000);
  return undefined;
};

/** A JSON body as variables: `prefix.path.to.field` for scalars, 3 levels, 50 fields at most. */
export function flattenBody(body: unknown, prefix: string): Record<string, VariableValue> {
  const out: Record<string, VariableValue> = {};
  const walk = (value: unknown, path: string, depth: number) => {
    if (Object.keys(out).length >= 50) return;
    const plain = scalar(value);
    if (plain !== undefined) {
      out[path] = plain;
      return;
    }
    if (depth >= 3 || value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (/^[a-z_][a-z0-9_]{0,39}$/i.test(key)) walk(inner, `${path}.${key}`, depth + 1);
    }
  };
  walk(body, prefix, 0);
  return out;
}

function matches(trigger: WorkflowTrigger, event: WorkflowTriggerEvent): boolean {
  switch (event.kind) {
    case 'form_submitted':
      return trigger.type === 'form_submitted' && ['any', event.form].includes(trigger.form);
    case 'contact_field_changed':
      return trigger.type === 'contact_field_changed' && event.fields.includes(trigger.field);
    case 'lead_status_reached':
      return trigger.type === 'lead_status_reached' && trigger.status === event.status;
    case 'deal_stage_reached':
      return trigger.type === 'deal_stage_reached' && trigger.stage_id === event.stageId;
  }
}

function variablesOf(event: WorkflowTriggerEvent): Record<string, VariableValue> {
  switch (event.kind) {
    case 'form_submitted':
      return {
        ...flattenBody(event.fields, 'form'),
        'form.type': event.form,
        'form.submission_id': event.submissionId,
      };
    case 'contact_field_changed':
      return { 'changed.fields': event.fields.join(', ') };
    case 'lead_status_reached':
      return { 'lead.id': event.leadId, 'lead.status': event.status };
    case 'deal_stage_reached':
      return { 'deal.id': event.dealId, 'deal.stage_id': event.stageId };
  }
}

export function createWorkflowTriggers(context: AppContext, runtime: WorkflowRuntime) {
  const { db, jobs, clock } = context;

  async function liveWorkflows(businessId: number) {
    return db
      .select({
        workflowId: workflows.id,
        versionId: workflowVersions.id,
        trigger: workflowVersions.trigger,
        hookToken: workflows.hookToken,
      })
      .from(workflows)
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflows.liveVersionId))
      .where(
        and(
          eq(workflows.businessId, businessId),
          eq(workflows.enabled, true),
          isNotNull(workflows.liveVersionId),
        ),
      )
      .orderBy(asc(workflows.id));
  }

  /** The contact fields live workflows of these businesses start on. */
  async function watchedFields(executor: Executor, businessIds: number[]): Promise<Set<string>> {
    const rows = await executor
      .select({ businessId: workflows.businessId, trigger: workflowVersions.trigger })
      .from(workflows)
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflows.liveVersionId))
      .where(
        and(
          inArray(workflows.businessId, businessIds),
          eq(workflows.enabled, true),
          sql`${workflowVersions.trigger}->>'type' = 'contact_field_changed'`,
        ),
      );
    return new Set(
      rows.flatMap(({ businessId, trigger }) =>
        trigger.type === 'contact_field_changed' ? [`${businessId}:${trigger.field}`] : [],
      ),
    );
  }

  sinks.set(db, async (executor, events) => {
    const fieldEvents = events.filter((event) => event.kind === 'contact_field_changed');
    const watched = fieldEvents.length
      ? await watchedFields(executor, [...new Set(fieldEvents.map((e) => e.businessId))])
      : new Set<string>();
    for (const event of events) {
      if (
        event.kind === 'contact_field_changed' &&
        !event.fields.some((field) => watched.has(`${event.businessId}:${field}`))
      ) {
        continue;
      }
      await jobs.enqueue(WORKFLOW_TRIGGER_JOB, event, { executor });
    }
  });

  jobs.define<WorkflowTriggerEvent>(
    WORKFLOW_TRIGGER_JOB,
    async (event, job: JobInfo) => {
      const contactId = 'contactId' in event ? event.contactId : null;
      const depth = event.depth ?? 0;
      if (depth >= MAX_TRIGGER_DEPTH) {
        context.log.warn({ event }, 'workflow trigger chain too deep: no run started');
        return;
      }
      for (const live of await liveWorkflows(event.businessId)) {
        if (!matches(live.trigger, event)) continue;
        await runtime.startDetached({
          businessId: event.businessId,
          workflowId: live.workflowId,
          versionId: live.versionId,
          contactId,
          variables: {
            trigger: event.kind,
            ...variablesOf(event),
            ...(depth ? { 'trigger.depth': depth } : {}),
          },
          triggerKey: `event:${job.id}`,
        });
      }
    },
    { retryLimit: 3 },
  );

  /** Queues the next due time of a workflow's live schedule (nothing for other triggers). */
  async function arm(workflowId: number, after: Date = clock()): Promise<void> {
    const [row] = await db
      .select({
        businessId: workflows.businessId,
        enabled: workflows.enabled,
        trigger: workflowVersions.trigger,
      })
      .from(workflows)
      .innerJoin(workflowVersions, eq(workflowVersions.id, workflows.liveVersionId))
      .where(eq(workflows.id, workflowId));
    if (!row?.enabled || row.trigger.type !== 'schedule') return;
    const timeZone = await businessTimeZone(db, row.businessId);
    const dueAt = nextDueAt(row.trigger, after, timeZone).toISOString();
    await jobs.enqueue<ScheduleJob>(
      WORKFLOW_SCHEDULE_JOB,
      { workflowId, dueAt },
      { runAt: new Date(dueAt), singletonKey: `${workflowId}@${dueAt}` },
    );
  }

  jobs.define<ScheduleJob>(
    WORKFLOW_SCHEDULE_JOB,
    async ({ workflowId, dueAt }) => {
      const [row] = await db
        .select({
          businessId: workflows.businessId,
          enabled: workflows.enabled,
          versionId: workflowVersions.id,
          trigger: workflowVersions.trigger,
        })
        .from(workflows)
        .innerJoin(workflowVersions, eq(workflowVersions.id, workflows.liveVersionId))
        .where(eq(workflows.id, workflowId));
      if (!row?.enabled || row.trigger.type !== 'schedule') return;
      const due = new Date(dueAt);
      const timeZone = await businessTimeZone(db, row.businessId);
      // A job of an older schedule (republished since): the new one was armed at publish.
      if (
        nextDueAt(row.trigger, new Date(due.getTime() - 1), timeZone).getTime() !== due.getTime()
      ) {
        return;
      }
      await runtime.startDetached({
        businessId: row.businessId,
        workflowId,
        versionId: row.versionId,
        contactId: null,
        variables: { trigger: 'schedule', 'schedule.due_at': dueAt },
        triggerKey: `schedule:${dueAt}`,
      });
      // The next one; due times missed while the API was down are not caught up one by one.
      const now = clock();
      await arm(workflowId, now.getTime() > due.getTime() ? now : due);
    },
    { retryLimit: 3, oneQueuedPerKey: true },
  );

  return {
    arm,
    /** An inbound webhook: null when no enabled, published webhook workflow has this token. */
    async hook(token: string, body: unknown): Promise<RunRow | null> {
      const [found] = await db
        .select({ id: workflows.id, businessId: workflows.businessId })
        .from(workflows)
        .where(eq(workflows.hookToken, token));
      if (!found) return null;
      const live = (await liveWorkflows(found.businessId)).find(
        (row) => row.workflowId === found.id && row.trigger.type === 'webhook',
      );
      if (!live) return null;
      return runtime.startDetached({
        businessId: found.businessId,
        workflowId: live.workflowId,
        versionId: live.versionId,
        contactId: null,
        variables: { trigger: 'webhook', ...flattenBody(body, 'hook') },
        triggerKey: `hook:${crypto.randomUUID()}`,
      });
    },
  };
}

export type WorkflowTriggers = ReturnType<typeof createWorkflowTriggers>;
