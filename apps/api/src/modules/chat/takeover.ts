// A person takes a conversation over (their reply is stored, the conversation set 'open'
// and assigned to them, so the bot stays silent) and hands it back to the bot.
import { MAX_MESSAGE_LENGTH } from '@lisa/contracts/chat';
import type { ConversationMessage } from '@lisa/contracts/realtime';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { ChatEvents } from './chat-events.ts';
import { toMessageView } from './chat-views.ts';

export interface TakeoverOptions {
  db: Database;
  clock: () => Date;
  events: ChatEvents;
}

export interface Takeover {
  /** A teammate's reply: stored, the conversation assigned to them, published to both sides. */
  postAgentMessage(
    conversationId: number,
    userId: string,
    text: string,
  ): Promise<ConversationMessage>;
  /** Gives a conversation back to the bot (status 'bot', no assignee). */
  handBackToBot(conversationId: number): Promise<void>;
}

export function createTakeover({ db, clock, events }: TakeoverOptions): Takeover {
  return {
    async postAgentMessage(conversationId: number, userId: string, text: string) {
      const trimmed = text.trim();
      if (trimmed.length === 0)
        throw new ValidationError('Message cannot be empty', { text: ['Message cannot be empty'] });
      if (trimmed.length > MAX_MESSAGE_LENGTH) {
        const message = `Message must be at most ${MAX_MESSAGE_LENGTH} characters`;
        throw new ValidationError(message, { text: [message] });
      }
      const { message, conversation } = await db.transaction(async (tx) => {
        const now = clock();
        const [current] = await tx
          .select()
          .from(conversations)
          .where(eq(conversations.id, conversationId))
          .for('update');
        if (!current) throw new NotFoundError(`Conversation ${conversationId} not found`);
        if (current.status === 'resolved') {
          throw new AppError(409, 'conflict', 'This conversation is resolved; reopen it to reply');
        }
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId,
            businessId: current.businessId,
            sender: 'agent',
            senderId: userId,
            text: trimmed,
            createdAt: now,
          })
          .returning();
        const [updated] = await tx
          .update(conversations)
          .set({ status: 'open', assigneeId: userId, lastActivityAt: now })
          .where(eq(conversations.id, conversationId))
          .returning();
        if (!row || !updated) throw new Error('agent message was not stored');
        return { message: row, conversation: updated };
      });
      await events.publishMessage(message);
      await events.publishConversation(conversation);
      return toMessageView(message);
    },

    async handBackToBot(conversationId: number) {
      const [updated] = await db
        .update(conversations)
        .set({ status: 'bot', assigneeId: null, handoffReason: null, lastActivityAt: clock() })
        .where(eq(conversations.id, conversationId))
        .returning();
      if (!updated) throw new NotFoundError(`Conversation ${conversationId} not found`);
      await events.publishConversation(updated);
    },
  };
}
