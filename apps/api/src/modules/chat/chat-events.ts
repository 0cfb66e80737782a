// Chat events on the bus (message.created, conversation.updated, participant), in their
// wire shapes.
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ConversationRow, MessageRow } from './chat-rows.ts';
import { toConversationSummary, toMessageView } from './chat-views.ts';

export interface ChatEvents {
  publishMessage(row: MessageRow, authorName?: string | null): Promise<void>;
  publishConversation(row: ConversationRow): Promise<void>;
  /** A teammate joined or left the conversation (the visitor sees a line). */
  publishParticipant(row: ConversationRow, action: 'joined' | 'left', name: string): Promise<void>;
}

export function createChatEvents(bus: EventBus): ChatEvents {
  return {
    async publishMessage(row, authorName) {
      await bus.publish({
        type: 'message.created',
        businessId: row.businessId,
        conversationId: row.conversationId,
        message: toMessageView(row, authorName),
      });
    },
    async publishConversation(row) {
      await bus.publish({
        type: 'conversation.updated',
        businessId: row.businessId,
        conversationId: row.id,
        conversation: toConversationSummary(row),
      });
    },
    async publishParticipant(row, action, name) {
      await bus.publish({
        type: 'participant',
        businessId: row.businessId,
        conversationId: row.id,
        action,
        name,
      });
    },
  };
}
