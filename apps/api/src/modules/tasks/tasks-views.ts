// Task rows to the wire shape of @lisa/contracts/tasks.
import { type Task, utcToZonedInput } from '@lisa/contracts/tasks';
import { assigneeOf, type TaskRow } from './tasks-service.ts';

/** `timeZone`: the business's, for due_local. */
export function toTask(row: TaskRow, timeZone: string): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    done: row.status === 'done',
    assignee_id: row.assigneeId,
    assignee_user_id: assigneeOf(row),
    assignee_name: row.assigneeName,
    conversation_id: row.conversationId,
    contact_id: row.contactId,
    deal_id: row.dealId,
    due_at: row.dueAt?.toISOString() ?? null,
    due_local: row.dueAt ? utcToZonedInput(row.dueAt.toISOString(), timeZone) : null,
    done_at: row.doneAt?.toISOString() ?? null,
    reminder_sent_at: row.reminderSentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
