// Task rows to the wire shape of @lisa/contracts/accounts.
import type { TaskItem } from '@lisa/contracts/accounts';
import type { TaskRow } from './tasks-service.ts';

export function toTaskItem(row: TaskRow): TaskItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    assignee_id: row.assigneeId,
    conversation_id: row.conversationId,
    due_at: row.dueAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
