// A person's side of a conversation: a reply (stored, the conversation taken over so the
// bot stays silent, published to both sides), a private note (stored and published to the
// team only; the state does not move), and handing it back to the bot (a system marker the
// engine sees in the history, so no stale "stay silent" context survives). Each runs in one
// transaction on the locked conversation row (conversation-state.ts says how state moves).
import { MAX_MESSAGE_LENGTH } from '@lisa/contracts/chat';
import type { ConversationMessage } from '@lisa/contracts/realtime';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  type ConversationStatus,
  conversations,
  messages,
  type StoredAttachment,
} from '../../db/schema/core.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import {
  countMessage,
  recordHumanReply,
  recordStateChange,
  SYSTEM,
} from '../analytics/conversation-events.ts';
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
  /** Files already uploaded to the conversation (modules/attachments), sent with the text. */
  attachments?: StoredAttachment[];
  /** Runs in the message's transaction before it is stored (the files' claim); a throw stores nothing. */
  beforeStore?: (tx: Executor, now: Date) => Promise<void>;
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
  /** Who makes the change (a member's user id); analytics records it. */
  actorId?: string;
}

export const VERSION_CONFLICT_TEXT =
  'Someone changed this conversation a moment ago. Look again and retry.';

function checkedText(text: string, withFiles = false): string {
  const trimmed = text.trim();
  if (trimmed.length === 0 && !withFiles)
    throw new ValidationError('Message cannot be empty', { text: ['Message cannot be empty'] });
  if (trimmed.length > MAX_MESSAGE_LENGTH) {
    const message = `Message must be at most ${MAX_MESSAGE_LENGTH} characters`;
    throw new ValidationError(message, { text: [message] });
  }
  return trimmed;
}

/**
 * Who left and who joined between two states of a conversation: a person is "in" it while
 * it is open and assigned to them (the visitor sees a line for each change).
 */
export function participantChanges(
  before: Pick<ConversationRow, 'status' | 'assigneeId'>,
  after: Pick<ConversationRow, 'status' | 'assigneeId'>,
): { left: string | null; joined: string | null } {
  const inBefore = before.status === 'open' ? before.assigneeId : null;
  const inAfter = after.status === 'open' ? after.assigneeId : null;
  if (inBefore === inAfter) return { left: null, joined: null };
  return { left: inBefore, joined: inAfter };
}

export function createTakeover({ db, clock, events }: TakeoverOptions): Takeover {
  async function nameOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ name: users.name })
      .from(users)
      .where(sql`${users.id}::text = ${userId}`);
    return row?.name ?? null;
  }

  /** Tells both sides that a teammate left or joined (after the change is published). */
  async function announce(
    conversation: ConversationRow,
    before: Pick<ConversationRow, 'status' | 'assigneeId'>,
  ) {
    const { left, joined } = participantChanges(before, conversation);
    for (const [userId, action] of [
      [left, 'left'],
      [joined, 'joined'],
    ] as const) {
      if (!userId) continue;
      const name = await nameOf(userId);
      if (name) await events.publishParticipant(conversation, action, name);
    }
  }

  async function storeAgentMessage(
    conversationId: number,
    userId: string,
    text: string,
    options: AgentMessageOptions = {},
  ) {
    const files = options.attachments ?? [];
    const body = checkedText(text, files.length > 0);
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
      await options.beforeStore?.(tx, now);
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId,
          businessId: current.businessId,
          sender: 'agent',
          senderId: userId,
          text: body,
          private: isPrivate,
          attachments: files,
          createdAt: now,
        })
        .returning();
      const [updated] = await tx
        .update(conversations)
        .set(isPrivate ? { lastActivityAt: now } : takeOver(current.assigneeId ?? userId, now))
        .where(eq(conversations.id, conversationId))
        .returning();
      if (!row || !updated) throw new Error('agent message was not stored');
      if (!isPrivate) {
        const actor = { type: 'member', id: userId } as const;
        await recordStateChange(tx, current, updated, actor, now);
        await recordHumanReply(tx, updated, userId, now);
        await countMessage(tx, updated, 'agent');
      }
      return { message: row, conversation: updated, before: current };
    });
    const authorName = await nameOf(userId);
    await announce(stored.conversation, stored.before);
    await events.publishMessage(stored.message, authorName);
    await events.publishConversation(stored.conversation);
    return { message: stored.message, conversation: stored.conversation, authorName };
  }

  async function changeConversation(
    conversationId: number,
    change: ConversationChange,
    expectedVersion?: number,
  ): Promise<ConversationRow> {
    const { marker, conversation, before } = await db.transaction(async (tx) => {
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
      const actor = change.actorId ? ({ type: 'member', id: change.actorId } as const) : SYSTEM;
      await recordStateChange(tx, current, updated, actor, now);
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
      return { marker: row ?? null, conversation: updated, before: current };
    });
    await announce(conversation, before);
    if (marker) await events.publishMessage(marker);
    await events.publishConversation(conversation, {
      statusChanged: conversation.status !== before.status,
    });
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
