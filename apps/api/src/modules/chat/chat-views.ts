// Database rows to the wire shapes of @lisa/contracts/realtime.
import type { ConversationMessage, ConversationSummary } from '@lisa/contracts/realtime';
import type { conversations, messages } from '../../db/schema/core.ts';

type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

export function toMessageView(row: MessageRow): ConversationMessage {
  return {
    id: String(row.id),
    sender: row.sender,
    text: row.text,
    ...(row.citations.length > 0 ? { citations: row.citations } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

export function toConversationSummary(row: ConversationRow): ConversationSummary {
  return {
    id: String(row.id),
    status: row.status,
    assignee_id: row.assigneeId,
    handoff_reason: row.handoffReason,
    last_activity_at: row.lastActivityAt.toISOString(),
  };
}
