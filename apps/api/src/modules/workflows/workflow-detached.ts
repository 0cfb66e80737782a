// Runs started outside a conversation (a form, a contact field, a lead or deal stage, an
// inbound webhook, a schedule) have no one to message. Chosen behaviour: their messages
// (message, end, handoff and knowledge texts, reminders) are not sent anywhere; the run's log
// says so in one line per turn. A question has nobody to answer it, so an ask step parks the
// run as failed with a clear reason. Every other step (CRM, tasks, HTTP, connectors, waits)
// runs as usual.
import type { VariableValue } from '@lisa/contracts/workflows';
import type { AdvanceResult } from '@lisa/workflows';
import type { Database } from '../../db/client.ts';
import { workflowRunSteps } from '../../db/schema/workflows.ts';
import type { RunRow } from './workflow-runs.ts';

export interface DetachedStart {
  businessId: number;
  workflowId: number;
  versionId: number;
  contactId: number | null;
  variables: Record<string, VariableValue>;
  /** One run per key and workflow (a trigger job's id, a schedule's due time). */
  triggerKey: string;
}

export const DETACHED_TEXTS = {
  skipped: (count: number) =>
    `No conversation to send to (this run was not started in a conversation): ${count} message${count === 1 ? '' : 's'} not sent.`,
  noOneToAsk:
    'Nobody to ask: this run was not started in a conversation, so a question cannot be answered.',
};

/** The turn's result with its replies turned into one log line, and a question into a failure. */
export function withoutConversation(result: AdvanceResult): AdvanceResult {
  const log = [...result.log];
  const variables = result.state.variables;
  if (result.replies.length) {
    log.push({
      stepId: result.state.stepId ?? log.at(-1)?.stepId ?? 'start',
      stepType: 'skipped_messages',
      input: { messages: result.replies },
      output: { sent: false, reason: DETACHED_TEXTS.skipped(result.replies.length) },
      variables,
      durationMs: 0,
      error: null,
    });
  }
  if (result.state.status !== 'waiting_answer') return { ...result, log, replies: [] };
  log.push({
    stepId: result.state.stepId ?? 'ask',
    stepType: 'ask',
    input: null,
    output: null,
    variables,
    durationMs: 0,
    error: DETACHED_TEXTS.noOneToAsk,
  });
  return { ...result, log, replies: [], state: { ...result.state, status: 'failed', reasks: 0 } };
}

/** A reminder of a run without a conversation: logged, not sent. */
export async function noteSkipped(
  db: Database,
  run: RunRow,
  stepId: string,
  texts: string[],
  now: Date,
): Promise<void> {
  await db.insert(workflowRunSteps).values({
    businessId: run.businessId,
    runId: run.id,
    stepId,
    stepType: 'skipped_messages',
    input: { messages: texts },
    output: { sent: false, reason: DETACHED_TEXTS.skipped(texts.length) },
    variables: run.variables,
    durationMs: 0,
    error: null,
    createdAt: now,
  });
}
