// What other modules put on a contact's timeline (leads, deals, tasks), written in the
// caller's transaction so the entry exists exactly when the change does. A row that names no
// contact writes nothing. The kinds and their data are read by the dashboard's timeline.
import { ACTIVE_RUN_STATUSES } from '@lisa/contracts/workflows';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workflows } from '../../db/schema/workflows.ts';
import { recordEvent } from './contact-rows.ts';

export type TimelineKind =
  | 'lead_created'
  | 'lead_converted'
  | 'deal_created'
  | 'deal_stage_changed'
  | 'task_created'
  | 'task_done'
  | 'workflow_run';

export async function addToTimeline(
  tx: Executor,
  entry: {
    businessId: number;
    contactId: number | null | undefined;
    kind: TimelineKind;
    data: Record<string, unknown>;
    /** Who did it: a member (named by actorId when known), the agent, or the system. */
    source: 'member' | 'agent' | 'system';
    actorId?: number | null;
    at: Date;
  },
): Promise<void> {
  if (!entry.contactId) return;
  await recordEvent(tx, {
    businessId: entry.businessId,
    contactId: entry.contactId,
    kind: entry.kind,
    source: entry.source,
    actorId: entry.actorId ?? null,
    data: entry.data,
    at: entry.at,
  });
}

const active = new Set<string>(ACTIVE_RUN_STATUSES);

/**
 * A workflow run that just ended (completed, handed off, cancelled, failed) goes on its
 * contact's timeline with the workflow's name and the outcome; called by the workflows
 * module's save of a turn, in its transaction. Dry runs (the studio's tests) stay off.
 */
export async function timelineRunEnded(
  tx: Executor,
  before: { status: string },
  run: {
    id: number;
    businessId: number;
    workflowId: number;
    contactId: number | null;
    conversationId: number | null;
    status: string;
    dryRun: boolean;
    error: string | null;
  },
  at: Date,
): Promise<void> {
  if (run.dryRun || !run.contactId || active.has(run.status) || !active.has(before.status)) return;
  const [workflow] = await tx
    .select({ name: workflows.name })
    .from(workflows)
    .where(eq(workflows.id, run.workflowId));
  await addToTimeline(tx, {
    businessId: run.businessId,
    contactId: run.contactId,
    kind: 'workflow_run',
    source: 'system',
    data: {
      run_id: run.id,
      workflow_id: run.workflowId,
      workflow_name: workflow?.name ?? null,
      outcome: run.status,
      conversation_id: run.conversationId,
      ...(run.error ? { error: run.error } : {}),
    },
    at,
  });
}
