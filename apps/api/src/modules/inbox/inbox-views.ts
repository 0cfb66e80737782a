// Rows to the inbox's wire shapes (@lisa/contracts/inbox).
import type { InboxConversation, InboxMessage } from '@lisa/contracts/inbox';
import type { contacts, conversations, messages } from '../../db/schema/core.ts';

type ConversationRow = typeof conversations.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export interface ConversationExtras {
  lastMessage: MessageRow | null;
  unreadCount: number;
  tags?: string[] | undefined;
}

export function toInboxConversation(
  conversation: ConversationRow,
  contact: ContactRow,
  extras: ConversationExtras,
): InboxConversation {
  const last = extras.lastMessage;
  return {
    id: conversation.id,
    status: conversation.status,
    channel: conversation.channel,
    contact: { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone },
    assignee_id: conversation.assigneeId ? Number(conversation.assigneeId) || null : null,
    handoff_reason: conversation.handoffReason,
    last_message: last
      ? {
          text: last.text.slice(0, 200),
          sender: last.sender,
          private: last.private,
          created_at: last.createdAt.toISOString(),
        }
      : null,
    unread_count: extras.unreadCount,
    waiting_since: conversation.waitingSince?.toISOString() ?? null,
    last_activity_at: conversation.lastActivityAt.toISOString(),
    created_at: conversation.createdAt.toISOString(),
    version: conversation.version,
    tags: extras.tags ?? [],
  };
}

export function toInboxMessage(row: MessageRow, authorName: string | null): InboxMessage {
  const authorId = row.senderId ? Number(row.senderId) : Number.NaN;
  return {
    id: row.id,
    sender: row.sender,
    author:
      row.sender === 'agent' && Number.isInteger(authorId)
        ? { id: authorId, name: authorName ?? 'A teammate' }
        : null,
    text: row.text,
    private: row.private,
    citations: row.citations,
    attachments: row.attachments.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.contentType,
      size: file.size,
    })),
    created_at: row.createdAt.toISOString(),
  };
}
