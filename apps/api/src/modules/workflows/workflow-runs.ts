// Reading and saving runs: the definition a run follows (its published version, or a dry
// run's copy of the draft), and one save per turn that writes the new state with
// compare-and-set and appends the turn's step log.
import type { WorkflowDefinition } from '@lisa/contracts/workflows';
import type { AdvanceResult, RunState } from '@lisa/workflows';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { workflowRunSteps, workflowRuns, workflowVersions } from '../../db/schema/workflows.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { timelineRunEnded } from '../contacts/contact-timeline.ts';
import { type PendingTimer, WORKFLOW_TIMER_JOB, type WorkflowTimerJob } from './workflow-ports.ts';

export type RunRow = typeof workflowRuns.$inferSelect;

export function stateOf(run: RunRow): RunState {
  return { status: run.status, stepId: run.stepId, variables: run.variables, reasks: run.reasks };
}

export async function definitionOf(db: Database, run: RunRow): Promise<WorkflowDefinition | null> {
  if (run.dryDefinition) return run.dryDefinition;
  if (run.versionId === null) return null;
  const [version] = await db
    .select({ definition: workflowVersions.definition })
    .from(workflowVersions)
    .where(eq(workflowVersions.id, run.versionId));
  return version?.definition ?? null;
}

/** Saves a turn; false when another writer saved this run first (nothing is written). */
export async function saveTurn(
  db: Database,
  run: RunRow,
  result: AdvanceResult,
  now: Date,
  extra: { messageId?: number; reply?: string; timers?: PendingTimer[]; jobs?: JobQueue } = {},
): Promise<RunRow | null> {
  return db.transaction(async (tx) => {
    const failed = result.state.status === 'failed';
    const [saved] = await tx
      .update(workflowRuns)
      .set({
        status: result.state.status,
        stepId: result.state.stepId,
        variables: result.state.variables,
        reasks: result.state.reasks,
        error: failed ? (result.log.findLast((entry) => entry.error)?.error ?? 'Failed') : null,
        ...(extra.messageId !== undefined
          ? { lastMessageId: extra.messageId, lastReply: extra.reply ?? null }
          : {}),
        version: run.version + 1,
        updatedAt: now,
      })
      .where(and(eq(workflowRuns.id, run.id), eq(workflowRuns.version, run.version)))
      .returning();
    if (!saved) return null;
    await timelineRunEnded(tx, run, saved, now);
    // The turn's timers (a wait, a reminder, a connector retry) are queued in the transaction
    // that saves the run as waiting: a timer can never fire before the run it resumes is saved,
    // and a turn that lost the compare-and-set queues nothing.
    for (const timer of extra.timers ?? []) {
      await extra.jobs?.enqueue<WorkflowTimerJob>(
        WORKFLOW_TIMER_JOB,
        { runId: run.id, ...timer.job },
        { runAt: timer.at, executor: tx },
      );
    }
    if (result.log.length) {
      await tx.insert(workflowRunSteps).values(
        result.log.map((entry) => ({
          businessId: run.businessId,
          runId: run.id,
          stepId: entry.stepId,
          stepType: entry.stepType,
          input: entry.input ?? null,
          output: entry.output ?? null,
          variables: entry.variables,
          durationMs: entry.durationMs,
          error: entry.error,
          createdAt: now,
        })),
      );
    }
    return saved;
  });
}
