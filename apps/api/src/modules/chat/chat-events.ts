// Chat events after they are stored: on the bus for live screens (message.created,
// conversation.updated, in their wire shapes), and to the business's webhook endpoints
// (message.created, conversation.created / handed_over / resolved). Both are published
// right after the change commits, from this one place.
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Webhooks } from '../../platform/webhooks/webhooks.ts';
import type { ConversationRow, MessageRow } from './chat-rows.ts';
import { toConversationSummary, toMessageView } from './chat-views.ts';

/** What happened to a conversation beyond "it changed". */
export interface ConversationTransition {
  created?: boolean;
  statusChanged?: boolean;
}

export interface ChatEvents {
  publishMessage(row: MessageRow, authorName?: string | null): Promise<void>;
  publishConversation(row: ConversationRow, transition?: ConversationTransition): Promise<void>;
}

export function createChatEvents(options: {
  bus: EventBus;
  webhooks: Webhooks;
  db: Database;
}): ChatEvents {
  const { bus, webhooks, db } = options;
  return {
    async publishMessage(row, authorName) {
      const message = toMessageView(row, authorName);
      await bus.publish({
        type: 'message.created',
        businessId: row.businessId,
        conversationId: row.conversationId,
        message,
      });
      await webhooks.publish(db, row.businessId, 'message.created', {
        conversation_id: String(row.conversationId),
        message,
      });
    },
    async publishConversation(row, transition = {}) {
      const conversation = toConversationSummary(row);
      await bus.publish({
        type: 'conversation.updated',
        businessId: row.businessId,
        conversationId: row.id,
        conversation,
      });
      const data = { conversation };
      if (transition.created) {
        await webhooks.publish(db, row.businessId, 'conversation.created', data);
      }
      if (transition.statusChanged && row.status === 'waiting') {
        await webhooks.publish(db, row.businessId, 'conversation.handed_over', {
          ...data,
          reason: row.handoffReason,
        });
      }
      if (transition.statusChanged && row.status === 'resolved') {
        await webhooks.publish(db, row.businessId, 'conversation.resolved', data);
      }
    },
  };
}
