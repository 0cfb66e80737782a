// Step 1 of a visitor's message, in one transaction: the contact and conversation found or
// created, the limits checked, attachments and the message stored (or found again when the
// client retries with the same id). Resolving the contact locks it until commit, so one
// visitor's requests take turns. A usual message takes five round trips here (begin,
// business and contact, conversation reads, writes, commit).

import type { ConversationTurn } from '@lisa/agent/types';
import type { ChatRequest, ChatSource } from '@lisa/contracts/chat';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, retryingTransaction, type Transaction } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { contactEvents } from '../../db/schema/contacts.ts';
import {
  businesses,
  conversations,
  messages,
  type StoredAttachment,
} from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import { storeAttachment } from '../../platform/storage/attachment-files.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import {
  countMessage,
  recordHandoff,
  recordStarted,
  recordStateChange,
} from '../analytics/conversation-events.ts';
import { repliedToCampaign } from '../campaigns/website-campaigns.ts';
import { resolveDeviceContact } from '../contacts/identity-resolver.ts';
import { type ChatLimits, checkHeroLimits, checkNewConversationLimit } from './chat-limits.ts';
import {
  type BusinessRow,
  type ConversationRow,
  chatBusinessColumns,
  findReply,
  type MessageRow,
  storeTeammateWillReply,
} from './chat-rows.ts';
import { changeState, handOver, isWithHuman } from './conversation-state.ts';
import { storeHandoffSummary } from './handoff-summary.ts';
import { rememberEmail, reopenState } from './routing.ts';

/** Turns of history the engine sees (oldest first). */
const HISTORY_TURNS = 20;

export interface ChatInput extends ChatRequest {
  /** The client's address, for the per-IP limits. */
  ip: string;
  /** The HTTP request's id, passed to the engine for its log lines. */
  requestId?: string;
  /** Set for a message from a messaging channel (modules/channels) rather than a web device. */
  channelSender?: ChannelSender;
}

/**
 * Who wrote on a messaging channel: the conversation's channel, and how to find (or create)
 * their contact — by WhatsApp id or page-scoped id instead of the widget's device id. The
 * contact it returns is locked until commit, as a device's is. Such a message skips the
 * per-IP limit (Meta's servers send every customer's messages) and stays in that channel's
 * conversation.
 */
export interface ChannelSender {
  channel: string;
  resolveContact(tx: Transaction, now: Date): Promise<{ id: number }>;
}

/** Who answers: the bot, a person (the conversation is open), or a person for lack of credits. */
type Mode = 'bot' | 'human' | 'no_credits';

export interface StoredVisitorMessage {
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

/**
 * Everything step 1 reads, in two round trips. The order in which pipelined statements
 * reach the server is not under our control, so only statements that do not depend on
 * each other share one: the business with the contact upsert, then, once the upsert
 * holds the contact's lock, the conversation, a retried message and the history.
 */
async function readVisitorState(tx: Transaction, input: ChatInput, now: Date) {
  const [business, contact] = await Promise.allSettled([
    tx
      .select(chatBusinessColumns)
      .from(businesses)
      .leftJoin(agentSettings, eq(agentSettings.businessId, businesses.id))
      .where(eq(businesses.id, input.business_id)),
    // The contacts module's identity resolver: the device's contact (a merged one resolves
    // to the contact it was merged into), created on first sight, locked until commit.
    (input.channelSender
      ? input.channelSender.resolveContact(tx, now)
      : resolveDeviceContact(tx, input.business_id, input.customer_id, now)
    ).then((row) => [row]),
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

  // The visitor's latest conversation: in progress, or resolved (it reopens, below).
  const live = input.channelSender
    ? and(
        eq(conversations.contactId, contactRow.id),
        eq(conversations.channel, input.channelSender.channel),
      )
    : eq(conversations.contactId, contactRow.id);
  const liveId = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(live)
    .orderBy(desc(conversations.id))
    .limit(1);
  // `= (subquery)` rather than `in (subquery)`: the planner then always walks the
  // (conversation_id, id) index, even on a database without statistics (PGlite after a
  // bulk load walked the whole primary key: 363 ms instead of 4 ms at 200,000 messages).
  const latestId = sql<number>`(${liveId})`;
  const [[conversation], [retried], turns] = await Promise.all([
    tx.select().from(conversations).where(live).orderBy(desc(conversations.id)).limit(1),
    input.client_message_id
      ? tx
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, latestId),
              eq(messages.clientMessageId, input.client_message_id),
            ),
          )
      : Promise.resolve([]),
    tx
      .select({ id: messages.id, sender: messages.sender, text: messages.text })
      .from(messages)
      // Team notes are for people: the engine never reads them.
      .where(and(eq(messages.conversationId, latestId), eq(messages.private, false)))
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

export async function storeVisitorMessage(
  db: Database,
  limits: ChatLimits,
  input: ChatInput,
  now: Date,
  storage: FileStore,
): Promise<StoredVisitorMessage> {
  // A deadlock with a contact merge moving this visitor's rows is retried, not a 500.
  return retryingTransaction(db, async (tx) => {
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
        mode: isWithHuman(conversation.status) ? 'human' : 'bot',
        created: false,
        statusChanged: false,
        systemReply: null,
        duplicate: true,
      } satisfies StoredVisitorMessage;
    }

    if (input.source === 'hero') await checkHeroLimits(tx, limits, input, now);

    let created = false;
    let reopened = false;
    if (conversation?.status === 'resolved') {
      // A resolved conversation reopens on the visitor's next message: with the assistant,
      // or with its last teammate when the business chose "stay with the last agent".
      const next = await reopenState(tx, conversation, now);
      const before = conversation;
      [conversation] = await tx
        .update(conversations)
        .set({
          ...changeState(next, now),
          ...(next.status === 'bot' ? { handoffReason: null } : {}),
        })
        .where(eq(conversations.id, conversation.id))
        .returning();
      if (conversation) await recordStateChange(tx, before, conversation, { type: 'visitor' }, now);
      reopened = true;
    }
    if (!conversation) {
      if (!input.channelSender) await checkNewConversationLimit(tx, limits, input.ip, now);
      [conversation] = await tx
        .insert(conversations)
        .values({
          businessId: business.id,
          contactId: contact.id,
          channel: input.channelSender?.channel ?? channelFor(input.source),
          status: 'bot',
          lastActivityAt: now,
          createdAt: now,
        })
        .returning();
      if (!conversation) throw new Error('conversation insert returned no row');
      const proactive =
        input.campaign_id !== undefined &&
        !input.channelSender &&
        (await repliedToCampaign(tx, {
          businessId: business.id,
          campaignId: input.campaign_id,
          contactId: contact.id,
          conversationId: conversation.id,
          opened: true,
          now,
        }));
      await recordStarted(tx, conversation, proactive ? 'proactive' : 'customer', now, {
        question: input.message,
      });
      created = true;
    } else if (input.campaign_id !== undefined && !input.channelSender) {
      // A reply into the conversation the visitor had open: the campaign counts it too.
      await repliedToCampaign(tx, {
        businessId: business.id,
        campaignId: input.campaign_id,
        contactId: contact.id,
        conversationId: conversation.id,
        opened: false,
        now,
      });
    }

    const stored: StoredAttachment[] = [];
    for (const file of input.attachments ?? []) {
      const target = { businessId: business.id, conversationId: conversation.id };
      stored.push(await storeAttachment(tx, storage, target, file, now));
    }

    // Read in the same transaction a moment ago: a business out of credits hands the
    // conversation to a person before the engine is asked.
    let mode: Mode = isWithHuman(conversation.status) ? 'human' : 'bot';
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
          source: input.channelSender?.channel ?? input.source,
          attachments: stored,
          createdAt: now,
        })
        .returning(),
      tx
        .update(conversations)
        .set(statusChanged ? handOver('no_credits', now) : { lastActivityAt: now })
        .where(eq(conversations.id, conversation.id))
        .returning(),
      // On the contact's timeline (contacts module), in the same round trip.
      created
        ? tx.insert(contactEvents).values({
            businessId: business.id,
            contactId: contact.id,
            kind: 'conversation_started',
            source: 'system',
            data: { conversation_id: conversation.id, channel: conversation.channel },
            createdAt: now,
          })
        : Promise.resolve(),
    ]);
    if (!visitorMessage) throw new Error('message insert returned no row');
    if (updated) conversation = updated;
    await countMessage(tx, conversation, 'visitor');
    // Waiting for a person, asked for an email address: a message with one fills it in.
    if (isWithHuman(conversation.status)) await rememberEmail(tx, contact.id, input.message);
    let systemReply: MessageRow | null = null;
    if (mode === 'no_credits') {
      [systemReply = null] = await storeTeammateWillReply(tx, visitorMessage, now);
      await storeHandoffSummary(tx, conversation, 'no_credits', now);
      await recordHandoff(tx, conversation, 'no_credits', now);
    }
    return {
      business,
      conversation,
      history: created ? [] : turnsBefore(visitorMessage.id),
      visitorMessage,
      existingReply: null,
      mode,
      created,
      // A reopened conversation changed state too: the inbox hears of it.
      statusChanged: statusChanged || reopened,
      systemReply,
      duplicate: false,
    } satisfies StoredVisitorMessage;
  });
}
