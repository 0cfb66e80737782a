// Chat box rows to the wire shape of @lisa/contracts/accounts.
import type { ChatBoxItem } from '@lisa/contracts/accounts';
import type { ChatBoxRow } from './conversations-service.ts';

export function toChatBoxItem({ conversation, contact, lastMessage }: ChatBoxRow): ChatBoxItem {
  return {
    id: conversation.id,
    channel: conversation.channel,
    status: conversation.status,
    contact: {
      id: contact.id,
      name: contact.name,
      phone: contact.phone,
      customer_id: contact.customerId,
    },
    last_message: lastMessage
      ? {
          text: lastMessage.text,
          sender: lastMessage.sender,
          created_at: lastMessage.createdAt.toISOString(),
        }
      : null,
    handoff_reason: conversation.handoffReason,
    last_activity_at: conversation.lastActivityAt.toISOString(),
    created_at: conversation.createdAt.toISOString(),
  };
}
