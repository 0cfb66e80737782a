// CSAT on WhatsApp, Messenger and Instagram: when a channel conversation is resolved and
// the customer's 24-hour window is still open, the rating question goes out once, as a
// public system message in the thread, so the channels module's delivery job sends it like
// any other message. On WhatsApp it is plain text ("Reply with a number from 1 to 5"); on
// Messenger and Instagram the five scores ride under it as quick replies (Meta's
// `quick_replies`, whose tap comes back as the text and a `quick_reply.payload`). The
// customer's next message, if it is a score (the tapped payload, or typed), is stored as
// the rating (with who resolved the conversation) and is not passed to the assistant; the
// message after that, within COMMENT_MINUTES, is the comment, once. Anything else ends the
// question and goes to the assistant as usual.
import { CSAT_TEXTS } from '@lisa/contracts/analytics';
import { type Channel, CUSTOMER_WINDOW_HOURS, isChannelName } from '@lisa/contracts/channels';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationRatings, csatAsks } from '../../db/schema/analytics.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { channelKey } from '../channels/channel-contact.ts';
import { channelKeysOf, lastInboundAt } from '../channels/channel-rows.ts';
import type { QuickReply } from '../channels/meta-graph.ts';
import type { ChatEvents } from '../chat/chat-events.ts';
import { saveRating } from './csat.ts';

export const CSAT_ASK_JOB = 'csat-channel-ask';
/** A quick reply's payload: the score tapped. */
const SCORE_PAYLOAD = /^CSAT_SCORE_([1-5])$/;
const SCORE_REPLIES: readonly QuickReply[] = [1, 2, 3, 4, 5].map((score) => ({
  title: String(score),
  payload: `CSAT_SCORE_${score}`,
}));
const WINDOW_MS = CUSTOMER_WINDOW_HOURS * 60 * 60 * 1000;
/** How long after the score a message is still taken as its comment. */
export const COMMENT_MINUTES = 15;
const MAX_COMMENT = 1000;

/**
 * A score from 1 to 5 as people type it: "4", "4/5", "5 stars", "⭐⭐⭐"; null for anything
 * else (a new question is not a rating).
 */
export function parseScore(text: string): number | null {
  const t = text
    .trim()
    .replace(/[.!]+$/u, '')
    .trim();
  const digit = /^([1-5])(?:\s*(?:\/\s*5|of\s*5|stars?|⭐+|\uFE0F?\u20E3))?$/iu.exec(t);
  if (digit) return Number(digit[1]);
  const stars = /^(?:⭐|★){1,5}$/u.exec(t);
  if (stars) return [...t].length;
  return null;
}

/** The question as each channel asks it (WhatsApp's free text has no quick replies). */
const questionOn = (channel: Channel) =>
  channel === 'whatsapp' ? CSAT_TEXTS.channelQuestion : CSAT_TEXTS.channelQuestionTap;

/**
 * The quick replies under a message sent on Messenger or Instagram: the five scores under
 * the rating question (a system line with its text; nobody else writes system lines), none
 * under anything else.
 */
export function ratingQuickReplies(
  channel: Channel,
  message: { sender: string; text: string },
): readonly QuickReply[] | null {
  return channel !== 'whatsapp' &&
    message.sender === 'system' &&
    message.text === CSAT_TEXTS.channelQuestionTap
    ? SCORE_REPLIES
    : null;
}

export function createChannelCsat(options: {
  db: Database;
  clock: () => Date;
  bus: EventBus;
  jobs: JobQueue;
  events: ChatEvents;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, jobs, events, log } = options;

  jobs.define<{ conversationId: number }>(
    CSAT_ASK_JOB,
    async ({ conversationId }) => {
      const [conversation] = await db
        .select({
          id: conversations.id,
          businessId: conversations.businessId,
          contactId: conversations.contactId,
          channel: conversations.channel,
          status: conversations.status,
        })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      if (conversation?.status !== 'resolved') return;
      const channel = conversation.channel;
      if (!isChannelName(channel)) return;
      const [rated] = await db
        .select({ id: conversationRatings.id })
        .from(conversationRatings)
        .where(eq(conversationRatings.conversationId, conversationId));
      if (rated) return;
      const now = clock();
      const last = await lastInboundAt(db, conversationId);
      // Outside the window free text is refused by Meta: no question at all.
      if (!last || now.getTime() - last.getTime() > WINDOW_MS) return;
      const [address] = await channelKeysOf(db, conversation.contactId, channel);
      if (!address) return;
      const question = await db.transaction(async (tx) => {
        const [ask] = await tx
          .insert(csatAsks)
          .values({
            conversationId,
            businessId: conversation.businessId,
            channel: conversation.channel,
            address,
            askedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: csatAsks.conversationId });
        // Asked once per conversation, whatever happens to it later.
        if (!ask) return null;
        // Only the newest question to this customer is answered.
        await tx
          .update(csatAsks)
          .set({ state: 'closed' })
          .where(
            and(
              eq(csatAsks.businessId, conversation.businessId),
              eq(csatAsks.channel, conversation.channel),
              eq(csatAsks.address, address),
              ne(csatAsks.conversationId, conversationId),
              inArray(csatAsks.state, ['asked', 'rated']),
            ),
          );
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId,
            businessId: conversation.businessId,
            sender: 'system',
            text: questionOn(channel),
            createdAt: now,
          })
          .returning();
        return row ?? null;
      });
      // The inbox shows it, and the channels' delivery job sends it.
      if (question) await events.publishMessage(question);
    },
    { oneQueuedPerKey: true },
  );

  options.bus.subscribe((event) => {
    if (event.type !== 'conversation.updated' || event.conversation.status !== 'resolved') return;
    jobs
      .enqueue(
        CSAT_ASK_JOB,
        { conversationId: event.conversationId },
        { singletonKey: `csat:${event.conversationId}` },
      )
      .catch((error: unknown) => log.warn({ err: error }, 'rating question not queued'));
  });
}

export interface ChannelReply {
  businessId: number;
  channel: string;
  /** The sender as Meta names it (WhatsApp id, page-scoped id). */
  from: string;
  /** Meta's message id. */
  id: string;
  text: string;
  /** The quick reply tapped (Messenger / Instagram), or null. */
  payload?: string | null;
}

/**
 * The customer's message, read as the answer to an open rating question: the score, then
 * the comment. Returns what to send back when it was taken (the assistant does not see it),
 * null when the message is for the assistant.
 */
export async function takeRatingReply(
  db: Database,
  now: Date,
  reply: ChannelReply,
): Promise<{ reply: string | null } | null> {
  if (!isChannelName(reply.channel)) return null;
  const channel = reply.channel;
  let address: string;
  try {
    address = channelKey({ channel, externalId: reply.from });
  } catch {
    return null;
  }
  return db.transaction(async (tx) => {
    const [ask] = await tx
      .select()
      .from(csatAsks)
      .where(
        and(
          eq(csatAsks.businessId, reply.businessId),
          eq(csatAsks.channel, reply.channel),
          eq(csatAsks.address, address),
        ),
      )
      .orderBy(desc(csatAsks.askedAt))
      .limit(1)
      .for('update');
    if (!ask) return null;
    // A redelivered webhook: taken already, nothing to send again.
    if (ask.lastReplyId === reply.id) return { reply: null };
    if (ask.state === 'closed') return null;
    const close = () =>
      tx
        .update(csatAsks)
        .set({ state: 'closed' })
        .where(eq(csatAsks.conversationId, ask.conversationId));
    const taken = (state: 'rated' | 'closed', extra: { ratedAt?: Date } = {}) =>
      tx
        .update(csatAsks)
        .set({ state, lastReplyId: reply.id, ...extra })
        .where(eq(csatAsks.conversationId, ask.conversationId));
    if (ask.state === 'asked') {
      const fresh = now.getTime() - ask.askedAt.getTime() <= WINDOW_MS;
      const tapped = SCORE_PAYLOAD.exec(reply.payload ?? '');
      const score = fresh ? (tapped ? Number(tapped[1]) : parseScore(reply.text)) : null;
      if (score === null) {
        await close();
        return null;
      }
      const saved = await saveRating(tx, {
        businessId: ask.businessId,
        conversationId: ask.conversationId,
        score,
        comment: null,
        at: now,
      });
      if (!saved) {
        await close();
        return null;
      }
      await taken('rated', { ratedAt: now });
      return { reply: CSAT_TEXTS.channelThanks };
    }
    const text = reply.text.trim();
    if (!ask.ratedAt || !text || now.getTime() - ask.ratedAt.getTime() > COMMENT_MINUTES * 60_000) {
      await close();
      return null;
    }
    const [commented] = await tx
      .update(conversationRatings)
      .set({ comment: text.slice(0, MAX_COMMENT) })
      .where(
        and(
          eq(conversationRatings.conversationId, ask.conversationId),
          isNull(conversationRatings.comment),
        ),
      )
      .returning({ id: conversationRatings.id });
    if (!commented) {
      await close();
      return null;
    }
    await taken('closed');
    return { reply: CSAT_TEXTS.channelCommentThanks };
  });
}
