// Database rows to the wire shapes of @lisa/contracts/chat and @lisa/contracts/realtime.
import type { ChatResponse } from '@lisa/contracts/chat';
import type { ConversationMessage, ConversationSummary } from '@lisa/contracts/realtime';
import type { conversations, messages } from '../../db/schema/core.ts';
import { TEAMMATE_WILL_REPLY_TEXT } from './chat-texts.ts';
import { isWithHuman } from './conversation-state.ts';

type MessageRow = typeof messages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

/** `authorName`: the teammate's name, shown to the visitor above an agent message. */
export function toMessageView(row: MessageRow, authorName?: string | null): ConversationMessage {
  return {
    id: String(row.id),
    sender: row.sender,
    text: row.text,
    ...(row.citations.length > 0 ? { citations: row.citations } : {}),
    ...(row.private ? { private: true } : {}),
    ...(row.sender === 'agent' && authorName ? { author_name: authorName } : {}),
    ...(row.attachments.length > 0
      ? {
          attachments: row.attachments.map((file) => ({
            id: file.id,
            name: file.name,
            content_type: file.contentType,
            size: file.size,
          })),
        }
      : {}),
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

/** POST /chat's answer: the bot's reply with its citations, or what the visitor is told instead. */
export function toChatResponse(
  conversation: ConversationRow,
  reply: MessageRow | null,
  visitorToken: string,
): ChatResponse {
  const base = {
    conversation_id: String(conversation.id),
    visitor_token: visitorToken,
    status: conversation.status,
  };
  if (reply?.sender !== 'bot') {
    return {
      ...base,
      response: reply?.text ?? TEAMMATE_WILL_REPLY_TEXT,
      handoff: isWithHuman(conversation.status),
    };
  }
  return {
    ...base,
    response: reply.text,
    ...(reply.citations.length > 0 ? { citations: reply.citations } : {}),
    handoff: isWithHuman(conversation.status),
  };
}
