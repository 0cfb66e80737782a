// The visitor chat: POST /chat's behaviour and the teammate's reply, in two short
// transactions around the (possibly slow) agent engine call.
//
//  1. store: contact and conversation found or created, limits checked, the visitor
//     message stored (or found again when the client retries with the same id).
//  2. the engine answers, outside any transaction.
//  3. reply: under a lock on the conversation, the reply is stored and one credit
//     debited in the same transaction; a concurrent retry meets the one-answer index,
//     stores nothing and returns the stored reply.
//
// Statements that do not need each other's results are sent together (Promise.all on one
// transaction pipelines them on PostgreSQL; PGlite runs them in turn). Each round trip
// costs more CPU than the SQL it carries: a usual message takes five in step 1 (begin,
// business and contact, conversation reads, writes, commit) and four in step 3 (begin,
// lock, reply, commit).

import type { AgentEngine, AgentReply, ConversationTurn } from '@lisa/agent/types';
import type { ChatRequest, ChatResponse, ChatSource } from '@lisa/contracts/chat';
import { MAX_MESSAGE_LENGTH } from '@lisa/contracts/chat';
import type { ConversationMessage } from '@lisa/contracts/realtime';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import {
  attachments,
  businesses,
  contacts,
  conversations,
  creditLedger,
  messages,
  type StoredAttachment,
} from '../../db/schema/core.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import {
  AppError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../platform/http/app-error.ts';
import {
  lockUsage,
  recordUsage,
  usageKeyForIp,
  usageSince,
} from '../../platform/limits/usage-window.ts';
import type { VisitorTokens } from '../../platform/security/visitor-token.ts';
import { FREE_CHAT_LIMIT_TEXT, TEAMMATE_WILL_REPLY_TEXT } from './chat-texts.ts';
import { toConversationSummary, toMessageView } from './chat-views.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Turns of history the engine sees (oldest first). */
const HISTORY_TURNS = 20;

export interface ChatLimits {
  CHAT_NEW_CONVERSATIONS_PER_IP: number;
  CHAT_NEW_CONVERSATIONS_WINDOW_HOURS: number;
  FREE_CHAT_LIMIT_PER_DEVICE: number;
  FREE_CHAT_LIMIT_PER_IP: number;
  FREE_CHAT_WINDOW_HOURS: number;
}

export interface ChatServiceOptions {
  db: Database;
  engine: AgentEngine;
  bus: EventBus;
  clock: () => Date;
  visitorTokens: VisitorTokens;
  limits: ChatLimits;
  log?: { error(obj: object, msg: string): void };
}

export interface ChatInput extends ChatRequest {
  /** The client's address, for the per-IP limits. */
  ip: string;
}

export interface ChatService {
  handle(input: ChatInput): Promise<ChatResponse>;
  /**
   * A teammate's reply: stored, the conversation set 'open' and assigned to them (the bot
   * stays silent from now on), published to the visitor and the inbox.
   */
  postAgentMessage(
    conversationId: number,
    userId: string,
    text: string,
  ): Promise<ConversationMessage>;
  /** Gives a conversation back to the bot (status 'bot', no assignee). */
  handBackToBot(conversationId: number): Promise<void>;
}

/** What a chat needs of its business (a narrow select: Drizzle's cost grows with columns). */
const chatBusinessColumns = {
  id: businesses.id,
  name: businesses.name,
  agentName: businesses.agentName,
  defaultLanguage: businesses.defaultLanguage,
  creditBalance: businesses.creditBalance,
  unlimitedCredits: businesses.unlimitedCredits,
};
type BusinessRow = Pick<typeof businesses.$inferSelect, keyof typeof chatBusinessColumns>;
type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

type Mode = 'bot' | 'human' | 'no_credits';

interface Stored {
  business: BusinessRow;
  conversation: ConversationRow;
  /** Turns before the visitor message, oldest first (what the engine sees). */
  history: ConversationTurn[];
  visitorMessage: MessageRow;
  /** Set when a retry found the reply already stored. */
  existingReply: MessageRow | null;
  mode: Mode;
  created: boolean;
  statusChanged: boolean;
  /** System message stored in step 1 (handoff for lack of credits). */
  systemReply: MessageRow | null;
  duplicate: boolean;
}

function channelFor(source: ChatSource): string {
  if (source === 'hero') return 'hero';
  if (source === 'api') return 'api';
  return 'web_widget';
}

/** PostgreSQL's foreign_key_violation, on the error or (Drizzle wraps them) its cause. */
function isForeignKeyViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause = typeof error === 'object' && error !== null ? (error as Error).cause : undefined;
  return codeOf(error) === '23503' || codeOf(cause) === '23503';
}

function secondsUntil(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return windowMs / 1000;
  return Math.max(1, (oldest.getTime() + windowMs - now.getTime()) / 1000);
}

export function createChatService(options: ChatServiceOptions): ChatService {
  const { db, engine, bus, clock, visitorTokens, limits } = options;
  async function publishMessage(row: MessageRow): Promise<void> {
    await bus.publish({
      type: 'message.created',
      businessId: row.businessId,
      conversationId: row.conversationId,
      message: toMessageView(row),
    });
  }

  async function publishConversation(row: ConversationRow): Promise<void> {
    await bus.publish({
      type: 'conversation.updated',
      businessId: row.businessId,
      conversationId: row.id,
      conversation: toConversationSummary(row),
    });
  }

  async function checkHeroLimits(tx: Executor, input: ChatInput, now: Date): Promise<void> {
    const deviceKey = `${input.business_id}:${input.customer_id}`;
    const ipKey = usageKeyForIp(input.ip);
    await lockUsage(tx, 'hero_message_device', deviceKey);
    await lockUsage(tx, 'hero_message_ip', ipKey);
    const windowMs = limits.FREE_CHAT_WINDOW_HOURS * HOUR_MS;
    // Per device the limit is for good, as on the client (SPEC §9: 10 messages per device);
    // Retry-After then names the IP window, the soonest anything could change.
    const device = await usageSince(tx, 'hero_message_device', deviceKey, null);
    if (device.used >= limits.FREE_CHAT_LIMIT_PER_DEVICE) {
      throw new TooManyRequestsError(FREE_CHAT_LIMIT_TEXT, windowMs / 1000, 'free_chat_limit');
    }
    const ip = await usageSince(tx, 'hero_message_ip', ipKey, new Date(now.getTime() - windowMs));
    if (ip.used >= limits.FREE_CHAT_LIMIT_PER_IP) {
      throw new TooManyRequestsError(
        FREE_CHAT_LIMIT_TEXT,
        secondsUntil(ip.oldest, windowMs, now),
        'free_chat_limit',
      );
    }
    await recordUsage(tx, 'hero_message_device', deviceKey, now);
    await recordUsage(tx, 'hero_message_ip', ipKey, now);
  }

  async function checkNewConversationLimit(tx: Executor, ip: string, now: Date): Promise<void> {
    const key = usageKeyForIp(ip);
    await lockUsage(tx, 'new_conversation_ip', key);
    const windowMs = limits.CHAT_NEW_CONVERSATIONS_WINDOW_HOURS * HOUR_MS;
    const usage = await usageSince(
      tx,
      'new_conversation_ip',
      key,
      new Date(now.getTime() - windowMs),
    );
    if (usage.used >= limits.CHAT_NEW_CONVERSATIONS_PER_IP) {
      throw new TooManyRequestsError(
        `Too many new conversations from this network: at most ${limits.CHAT_NEW_CONVERSATIONS_PER_IP} every ${limits.CHAT_NEW_CONVERSATIONS_WINDOW_HOURS} hours.`,
        secondsUntil(usage.oldest, windowMs, now),
        'new_conversation_limit',
      );
    }
    await recordUsage(tx, 'new_conversation_ip', key, now);
  }

  /** The system message that answers in the bot's place while the visitor waits for a person. */
  function storeTeammateWillReply(tx: Executor, visitorMessage: MessageRow, now: Date) {
    return tx
      .insert(messages)
      .values({
        conversationId: visitorMessage.conversationId,
        businessId: visitorMessage.businessId,
        sender: 'system',
        text: TEAMMATE_WILL_REPLY_TEXT,
        inReplyTo: visitorMessage.id,
        createdAt: now,
      })
      .returning();
  }

  async function findReply(tx: Executor, visitorMessageId: number): Promise<MessageRow | null> {
    const [reply] = await tx
      .select()
      .from(messages)
      .where(
        and(eq(messages.inReplyTo, visitorMessageId), inArray(messages.sender, ['bot', 'system'])),
      )
      .orderBy(messages.id)
      .limit(1);
    return reply ?? null;
  }

  /**
   * Everything step 1 reads, in two round trips. The order in which pipelined statements
   * reach the server is not under our control, so only statements that do not depend on
   * each other share one: the business with the contact upsert, then, once the upsert
   * holds the contact's lock, the conversation, a retried message and the history.
   */
  async function readVisitorState(tx: Transaction, input: ChatInput, now: Date) {
    const [business, contact] = await Promise.allSettled([
      tx.select(chatBusinessColumns).from(businesses).where(eq(businesses.id, input.business_id)),
      tx
        .insert(contacts)
        .values({ businessId: input.business_id, customerId: input.customer_id, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [contacts.businessId, contacts.customerId],
          set: { lastSeenAt: now },
        })
        .returning({ id: contacts.id }),
    ]);
    // An unknown business fails the contact upsert too (foreign key), and whichever of the
    // two ran second may fail only because the first did: either way, say which it is.
    if (
      (business.status === 'fulfilled' && !business.value[0]) ||
      (contact.status === 'rejected' && isForeignKeyViolation(contact.reason))
    ) {
      throw new NotFoundError(`Business ${input.business_id} not found`);
    }
    if (business.status === 'rejected') throw business.reason;
    if (contact.status === 'rejected') throw contact.reason;
    const [businessRow] = business.value;
    const [contactRow] = contact.value;
    if (!businessRow || !contactRow) throw new Error('contact upsert returned no row');

    // The visitor's latest conversation still in progress (bot or open).
    const live = and(
      eq(conversations.contactId, contactRow.id),
      inArray(conversations.status, ['bot', 'open']),
    );
    const liveId = tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(live)
      .orderBy(desc(conversations.id))
      .limit(1);
    const [[conversation], [retried], turns] = await Promise.all([
      tx.select().from(conversations).where(live).orderBy(desc(conversations.id)).limit(1),
      input.client_message_id
        ? tx
            .select()
            .from(messages)
            .where(
              and(
                inArray(messages.conversationId, liveId),
                eq(messages.clientMessageId, input.client_message_id),
              ),
            )
        : Promise.resolve([]),
      tx
        .select({ id: messages.id, sender: messages.sender, text: messages.text })
        .from(messages)
        .where(inArray(messages.conversationId, liveId))
        .orderBy(desc(messages.id))
        .limit(HISTORY_TURNS),
    ]);
    return {
      business: businessRow,
      contact: contactRow,
      conversation,
      retried,
      /** Newest first, with ids: a retry answers from the turns before its message. */
      recentTurns: turns,
    };
  }

  async function storeVisitorMessage(input: ChatInput, now: Date): Promise<Stored> {
    return db.transaction(async (tx) => {
      // The upsert locks the contact row until commit: one visitor's requests take turns,
      // so a conversation is never created twice and a retried message id is seen.
      const state = await readVisitorState(tx, input, now);
      const { business, contact, retried } = state;
      let conversation = state.conversation;
      const turnsBefore = (messageId: number): ConversationTurn[] =>
        state.recentTurns
          .filter((turn) => turn.id < messageId)
          .reverse()
          .map(({ sender, text }) => ({ sender, text }));

      if (conversation && retried) {
        return {
          business,
          conversation,
          history: turnsBefore(retried.id),
          visitorMessage: retried,
          existingReply: await findReply(tx, retried.id),
          mode: conversation.status === 'open' ? 'human' : 'bot',
          created: false,
          statusChanged: false,
          systemReply: null,
          duplicate: true,
        } satisfies Stored;
      }

      if (input.source === 'hero') await checkHeroLimits(tx, input, now);

      let created = false;
      if (!conversation) {
        await checkNewConversationLimit(tx, input.ip, now);
        [conversation] = await tx
          .insert(conversations)
          .values({
            businessId: business.id,
            contactId: contact.id,
            channel: channelFor(input.source),
            status: 'bot',
            lastActivityAt: now,
            createdAt: now,
          })
          .returning();
        if (!conversation) throw new Error('conversation insert returned no row');
        created = true;
      }

      const stored: StoredAttachment[] = [];
      for (const file of input.attachments ?? []) {
        const size = Buffer.from(file.data_base64, 'base64').length;
        const [row] = await tx
          .insert(attachments)
          .values({
            businessId: business.id,
            conversationId: conversation.id,
            name: file.name,
            contentType: file.content_type,
            size,
            data: file.data_base64,
          })
          .returning({ id: attachments.id });
        if (row) stored.push({ id: row.id, name: file.name, contentType: file.content_type, size });
      }

      // Read in the same transaction a moment ago: a business out of credits hands the
      // conversation to a person before the engine is asked.
      let mode: Mode = conversation.status === 'open' ? 'human' : 'bot';
      if (mode === 'bot' && !business.unlimitedCredits && business.creditBalance < 1) {
        mode = 'no_credits';
      }
      const statusChanged = mode === 'no_credits';
      const [[visitorMessage], [updated]] = await Promise.all([
        tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            businessId: business.id,
            sender: 'visitor',
            text: input.message,
            clientMessageId: input.client_message_id ?? null,
            source: input.source,
            attachments: stored,
            createdAt: now,
          })
          .returning(),
        tx
          .update(conversations)
          .set({
            lastActivityAt: now,
            ...(statusChanged ? { status: 'open' as const, handoffReason: 'no_credits' } : {}),
          })
          .where(eq(conversations.id, conversation.id))
          .returning(),
      ]);
      if (!visitorMessage) throw new Error('message insert returned no row');
      if (updated) conversation = updated;
      let systemReply: MessageRow | null = null;
      if (mode === 'no_credits') {
        [systemReply = null] = await storeTeammateWillReply(tx, visitorMessage, now);
      }
      return {
        business,
        conversation,
        history: created ? [] : turnsBefore(visitorMessage.id),
        visitorMessage,
        existingReply: null,
        mode,
        created,
        statusChanged,
        systemReply,
        duplicate: false,
      } satisfies Stored;
    });
  }

  interface ReplyOutcome {
    reply: MessageRow | null;
    conversation: ConversationRow;
    statusChanged: boolean;
    /** True when the reply existed before (a concurrent retry stored it). */
    existed: boolean;
  }

  async function storeReply(
    business: BusinessRow,
    visitorMessage: MessageRow,
    answer: AgentReply,
  ): Promise<ReplyOutcome> {
    return db.transaction(async (tx) => {
      const now = clock();
      // Touching the conversation locks it: of two concurrent attempts at one reply (a
      // retry racing the original), one stores it and the other finds it below.
      const [conversation] = await tx
        .update(conversations)
        .set({ lastActivityAt: now })
        .where(eq(conversations.id, visitorMessage.conversationId))
        .returning();
      if (!conversation) throw new NotFoundError('Conversation not found');
      // A teammate took over while the engine was thinking: the bot stays silent (a retry
      // still gets whatever answer was stored before).
      if (conversation.status !== 'bot') {
        const existing = await findReply(tx, visitorMessage.id);
        return existing
          ? { reply: existing, conversation, statusChanged: false, existed: true }
          : { reply: null, conversation, statusChanged: false, existed: false };
      }

      // The one-answer index settles a retry racing the original: the second insert
      // stores nothing and returns the first one's reply.
      const [reply] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          businessId: business.id,
          sender: 'bot',
          text: answer.text,
          citations: answer.citations,
          inReplyTo: visitorMessage.id,
          createdAt: now,
        })
        .onConflictDoNothing({
          target: messages.inReplyTo,
          where: sql`${messages.sender} in ('bot', 'system')`,
        })
        .returning();
      if (!reply) {
        const existing = await findReply(tx, visitorMessage.id);
        return { reply: existing, conversation, statusChanged: false, existed: true };
      }

      if (!business.unlimitedCredits) {
        const [debited] = await tx
          .update(businesses)
          .set({ creditBalance: sql`${businesses.creditBalance} - 1` })
          .where(and(eq(businesses.id, business.id), gte(businesses.creditBalance, 1)))
          .returning({ balance: businesses.creditBalance });
        if (!debited) {
          // The last credit went to another conversation meanwhile: no bot answer after
          // all; the visitor waits for a person. (The reply goes first: the system
          // message takes its place under the one-answer index.)
          await tx.delete(messages).where(eq(messages.id, reply.id));
          const [[waiting], [system]] = await Promise.all([
            tx
              .update(conversations)
              .set({ status: 'open', handoffReason: 'no_credits', lastActivityAt: now })
              .where(eq(conversations.id, conversation.id))
              .returning(),
            storeTeammateWillReply(tx, visitorMessage, now),
          ]);
          return {
            reply: system ?? null,
            conversation: waiting ?? conversation,
            statusChanged: true,
            existed: false,
          };
        }
        await tx.insert(creditLedger).values({
          businessId: business.id,
          delta: -1,
          reason: 'bot_reply',
          messageId: reply.id,
          balanceAfter: debited.balance,
          createdAt: now,
        });
      }

      if (answer.decision !== 'handoff') {
        return { reply, conversation, statusChanged: false, existed: false };
      }
      const [handedOff] = await tx
        .update(conversations)
        .set({ status: 'open', handoffReason: answer.handoffReason ?? 'requested_by_visitor' })
        .where(eq(conversations.id, conversation.id))
        .returning();
      return {
        reply,
        conversation: handedOff ?? conversation,
        statusChanged: true,
        existed: false,
      };
    });
  }

  function respond(conversation: ConversationRow, reply: MessageRow | null): ChatResponse {
    const base = {
      conversation_id: String(conversation.id),
      visitor_token: visitorTokens.sign({
        businessId: conversation.businessId,
        conversationId: conversation.id,
      }),
      status: conversation.status,
    };
    if (reply?.sender !== 'bot') {
      return {
        ...base,
        response: reply?.text ?? TEAMMATE_WILL_REPLY_TEXT,
        handoff: conversation.status === 'open',
      };
    }
    return {
      ...base,
      response: reply.text,
      ...(reply.citations.length > 0 ? { citations: reply.citations } : {}),
      handoff: conversation.status === 'open',
    };
  }

  return {
    async handle(input) {
      const stored = await storeVisitorMessage(input, clock());
      const { business } = stored;
      if (!stored.duplicate) {
        await publishMessage(stored.visitorMessage);
        if (stored.created || stored.statusChanged) await publishConversation(stored.conversation);
        if (stored.systemReply) await publishMessage(stored.systemReply);
      }
      if (stored.existingReply) return respond(stored.conversation, stored.existingReply);
      if (stored.mode === 'no_credits') return respond(stored.conversation, stored.systemReply);
      if (stored.mode === 'human') return respond(stored.conversation, null);

      const answer = await engine.reply({
        businessId: business.id,
        businessName: business.name,
        agentName: business.agentName,
        defaultLanguage: business.defaultLanguage,
        message: stored.visitorMessage.text,
        history: stored.history,
      });
      const outcome = await storeReply(business, stored.visitorMessage, answer);
      if (!outcome.existed && outcome.reply) await publishMessage(outcome.reply);
      if (outcome.statusChanged) await publishConversation(outcome.conversation);
      return respond(outcome.conversation, outcome.reply);
    },

    async postAgentMessage(conversationId, userId, text) {
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
      await publishMessage(message);
      await publishConversation(conversation);
      return toMessageView(message);
    },

    async handBackToBot(conversationId) {
      const [updated] = await db
        .update(conversations)
        .set({ status: 'bot', assigneeId: null, handoffReason: null, lastActivityAt: clock() })
        .where(eq(conversations.id, conversationId))
        .returning();
      if (!updated) throw new NotFoundError(`Conversation ${conversationId} not found`);
      await publishConversation(updated);
    },
  };
}
