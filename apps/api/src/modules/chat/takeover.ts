// A person's side of a conversation: a reply (stored, the conversation taken over so the
// bot stays silent, published to both sides), a private note (stored and published to the
// team only; the state does not move), and handing it back to the bot (a system marker the
// engine sees in the history, so no stale "stay silent" context survives). Each runs in one
// transaction on the locked conversation row (conversation-state.ts says how state moves).
import { MAX_MESSAGE_LENGTH } from '@lisa/contracts/chat';
import type { ConversationMessage } from '@lisa/contracts/realtime';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { type ConversationStatus, conversations, messages } from '../../db/schema/core.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { ChatEvents } from './chat-events.ts';
import type { ConversationRow, MessageRow } from './chat-rows.ts';
import { toMessageView } from './chat-views.ts';
import { changeState, handBack, takeOver } from './conversation-state.ts';

/** What the engine and the visitor read when a person hands the conversation back. */
export const HANDED_BACK_TEXT = 'You are chatting with our assistant again.';
export const RESOLVED_REPLY_TEXT = 'This conversation is resolved. Reopen it to reply.';

export interface TakeoverOptions {
  db: Database;
  clock: () => Date;
  events: ChatEvents;
}

export interface AgentMessageOptions {
  /** A note for the team: never sent to the visitor; the state does not move. */
  private?: boolean;
}

export interface Takeover {
  /** A teammate's reply or note: stored, the conversation taken over by a reply, published. */
  postAgentMessage(
    conversationId: number,
    userId: string,
    text: string,
    options?: AgentMessageOptions,
  ): Promise<ConversationMessage>;
  /** The same, answering with the stored rows (the inbox's view of them). */
  storeAgentMessage(
    conversationId: number,
    userId: string,
    text: string,
    options?: AgentMessageOptions,
  ): Promise<{ message: MessageRow; conversation: ConversationRow; authorName: string | null }>;
  /** Gives a conversation back to the bot (status 'bot', no assignee) with a marker. */
  handBackToBot(conversationId: number): Promise<ConversationRow>;
  /**
   * Takes over, hands back, assigns, resolves or reopens, on the locked row; with
   * `expectedVersion`, only if nobody changed the conversation since (else 409).
   */
  changeConversation(
    conversationId: number,
    change: ConversationChange,
    expectedVersion?: number,
  ): Promise<ConversationRow>;
}

export interface ConversationChange {
  status?: ConversationStatus;
  /** A member's user id, or null for nobody. */
  assigneeId?: string | null;
}

export const VERSION_CONFLICT_TEXT =
  'Someone changed this conversation a moment ago. Look again and retry.';

function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0)
    throw new ValidationError('Message cannot be empty', { text: ['Message cannot be empty'] });
  if (trimmed.length > MAX_MESSAGE_LENGTH) {
    const message = `Message must be at most ${MAX_MESSAGE_LENGTH} characters`;
    throw new ValidationError(message, { text: [message] });
  }
  return trimmed;
}

export function createTakeover({ db, clock, events }: TakeoverOptions): Takeover {
  async function storeAgentMessage(
    conversationId: number,
    userId: string,
    text: string,
    options: AgentMessageOptions = {},
  ) {
    const body = checkedText(text);
    const isPrivate = options.private === true;
    const stored = await db.transaction(async (tx) => {
      const now = clock();
      const [current] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (!current) throw new NotFoundError(`Conversation ${conversationId} not found`);
      if (current.status === 'resolved' && !isPrivate) {
        throw new AppError(409, 'conflict', RESOLVED_REPLY_TEXT);
      }
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId,
          businessId: current.businessId,
          sender: 'agent',
          senderId: userId,
          text: body,
          private: isPrivate,
          createdAt: now,
        })
        .returning();
      const [updated] = await tx
        .update(conversations)
        .set(isPrivate ? { lastActivityAt: now } : takeOver(current.assigneeId ?? userId, now))
        .where(eq(conversations.id, conversationId))
        .returning();
      if (!row || !updated) throw new Error('agent message was not stored');
      return { message: row, conversation: updated };
    });
    const [author] = await db
      .select({ name: users.name })
      .from(users)
      .where(sql`${users.id}::text = ${userId}`);
    await events.publishMessage(stored.message, author?.name);
    await events.publishConversation(stored.conversation);
    return { ...stored, authorName: author?.name ?? null };
  }

  async function changeConversation(
    conversationId: number,
    change: ConversationChange,
    expectedVersion?: number,
  ): Promise<ConversationRow> {
    const { marker, conversation, statusChanged } = await db.transaction(async (tx) => {
      const now = clock();
      const [current] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (!current) throw new NotFoundError(`Conversation ${conversationId} not found`);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw new AppError(409, 'conflict', VERSION_CONFLICT_TEXT);
      }
      const backToBot = change.status === 'bot' && current.status !== 'bot';
      const [updated] = await tx
        .update(conversations)
        .set(
          backToBot
            ? handBack(now)
            : changeState(
                {
                  ...(change.status ? { status: change.status } : {}),
                  ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
                },
                now,
              ),
        )
        .where(eq(conversations.id, conversationId))
        .returning();
      if (!updated) throw new NotFoundError(`Conversation ${conversationId} not found`);
      // The engine reads this line in the history: whatever a person said before, the
      // assistant speaks again from here.
      const [row] = backToBot
        ? await tx
            .insert(messages)
            .values({
              conversationId,
              businessId: updated.businessId,
              sender: 'system',
              text: HANDED_BACK_TEXT,
              createdAt: now,
            })
            .returning()
        : [];
      return {
        marker: row ?? null,
        conversation: updated,
        statusChanged: updated.status !== current.status,
      };
    });
    if (marker) await events.publishMessage(marker);
    await events.publishConversation(conversation, { statusChanged });
    return conversation;
  }

  return {
    storeAgentMessage,
    async postAgentMessage(conversationId, userId, text, options) {
      const { message, authorName } = await storeAgentMessage(
        conversationId,
        userId,
        text,
        options,
      );
      return toMessageView(message, authorName);
    },

    handBackToBot: (conversationId: number) =>
      changeConversation(conversationId, { status: 'bot' }),
    changeConversation,
  };
}
