// Outbound: every message the inbox shows the customer (the bot's answer, a member's reply,
// the "a teammate will reply" notice) on a WhatsApp, Messenger or Instagram conversation is
// sent through Meta from a job. The hook is the event bus: a stored message's
// `message.created` queues one delivery job (one per message, whichever API instance heard
// it; the unique (message, direction) row claims it). Before the call: the 24-hour window
// (outside it free text is refused with the reason, and a private note tells the team) and
// the recipient; the text is formatted for the channel. Meta's refusals are stored in plain
// words; only those Meta says can succeed later are retried. A send to a customer whose
// turn is running (channel-turns.ts: their burst being answered, on any instance) waits
// for it to end; the turn sends its own answer, so answers go out in the bursts' order.
import { CHANNEL_TEXTS, type Channel, CUSTOMER_WINDOW_HOURS } from '@lisa/contracts/channels';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelConnections, channelMessages } from '../../db/schema/channels.ts';
import { conversations, messages } from '../../db/schema/core.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import type { ChatEvents } from '../chat/chat-events.ts';
import { publishDelivery } from './channel-events.ts';
import { formatForChannel } from './channel-format.ts';
import type { ChannelMediaSend } from './channel-media-send.ts';
import {
  channelKeysOf,
  isChannel,
  lastInboundAt,
  recipientOf,
  tokenContext,
} from './channel-rows.ts';
import { type TryTurn, TURN_BUSY_RETRY_MS } from './channel-turns.ts';
import type { MetaGraph, QuickReply } from './meta-graph.ts';

export const DELIVERY_JOB = 'channels-deliver';
const WINDOW_MS = CUSTOMER_WINDOW_HOURS * 60 * 60 * 1000;
/** Attempts for a refusal Meta calls temporary (throughput, its own outage). */
const MAX_RETRIES = 4;

export function createChannelDelivery(options: {
  db: Database;
  clock: () => Date;
  bus: EventBus;
  jobs: JobQueue;
  secrets: SecretBox;
  graph: MetaGraph;
  events: ChatEvents;
  log: { warn(obj: object, msg: string): void };
  /** Sends a reply's files before its text (channel-media-send.ts). */
  media?: ChannelMediaSend;
  /** One turn at a time per customer (channel-turns.ts): a send waits for the turn running. */
  turns: TryTurn;
  /** Quick replies to send under a message on Messenger / Instagram (the rating question). */
  quickRepliesFor?: (
    channel: Channel,
    message: { sender: string; text: string },
  ) => readonly QuickReply[] | null;
}) {
  const { db, clock, bus, jobs, secrets, graph, events, log } = options;
  const told = (row: Parameters<typeof publishDelivery>[1] | undefined) =>
    row ? publishDelivery(bus, row) : Promise.resolve();

  async function fail(
    rowId: number,
    connectionId: number,
    message: { id: number; conversationId: number; businessId: number },
    code: number | null,
    reason: string,
  ) {
    const now = clock();
    const [failed] = await db
      .update(channelMessages)
      .set({ status: 'failed', errorCode: code, errorText: reason, updatedAt: now })
      .where(eq(channelMessages.id, rowId))
      .returning();
    await told(failed);
    await db
      .update(channelConnections)
      .set({ lastSendAt: now, lastSendError: reason })
      .where(eq(channelConnections.id, connectionId));
    // The team sees why in the thread (a note: never sent to the customer).
    const [note] = await db
      .insert(messages)
      .values({
        conversationId: message.conversationId,
        businessId: message.businessId,
        sender: 'system',
        text: `Not delivered: ${reason}`,
        private: true,
        createdAt: now,
      })
      .returning();
    if (note) await events.publishMessage(note);
  }

  /** A message and what sending it needs; null when it is not one to send. */
  async function load(messageId: number) {
    const [found] = await db
      .select({ message: messages, conversation: conversations })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.id, messageId));
    if (!found) return null;
    const { message, conversation } = found;
    const channel = conversation.channel;
    if (message.private || message.sender === 'visitor' || !isChannel(channel)) return null;
    const [connection] = await db
      .select()
      .from(channelConnections)
      .where(
        and(
          eq(channelConnections.businessId, conversation.businessId),
          eq(channelConnections.channel, channel),
        ),
      );
    if (!connection) {
      log.warn({ messageId, channel }, 'channel reply not sent: the channel is disconnected');
      return null;
    }
    const [key] = await channelKeysOf(db, conversation.contactId, channel);
    return { message, conversation, channel, connection, key };
  }
  type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

  /**
   * Sends one message (the caller holds its sender's turn). Throws when Meta says a later
   * try can succeed, so the job retries it.
   */
  async function deliverLoaded(loaded: Loaded, retryCount: number): Promise<void> {
    const { message, conversation, channel, connection, key } = loaded;
    const messageId = message.id;
    const now = clock();
    const [claimed] = await db
      .insert(channelMessages)
      .values({
        businessId: conversation.businessId,
        connectionId: connection.id,
        conversationId: conversation.id,
        messageId,
        direction: 'out',
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const row =
      claimed ??
      (
        await db
          .select()
          .from(channelMessages)
          .where(
            and(eq(channelMessages.messageId, messageId), eq(channelMessages.direction, 'out')),
          )
      )[0];
    // Sent already (or refused for good): a second job for the message does nothing.
    if (row?.status !== 'pending') return;
    if (claimed) await told(claimed);

    const last = await lastInboundAt(db, conversation.id);
    if (!last || now.getTime() - last.getTime() > WINDOW_MS) {
      await fail(row.id, connection.id, message, 131047, CHANNEL_TEXTS.windowClosed);
      return;
    }
    if (!key) {
      await fail(
        row.id,
        connection.id,
        message,
        null,
        'This contact has no address on this channel.',
      );
      return;
    }
    const token = secrets.open(connection.accessToken, tokenContext(connection.id));
    const text = formatForChannel(channel, message.text, message.citations);
    const to = { externalId: connection.externalId, token };
    const result =
      message.attachments.length > 0 && options.media
        ? await options.media.send(channel, to, recipientOf(channel, key), message, text, row.id)
        : await graph.sendText(
            channel,
            to,
            recipientOf(channel, key),
            text,
            options.quickRepliesFor?.(channel, message),
          );
    if (result.ok) {
      const sentAt = clock();
      const [sent] = await db
        .update(channelMessages)
        .set({ status: 'sent', externalId: result.id, updatedAt: sentAt })
        .where(and(eq(channelMessages.id, row.id), eq(channelMessages.status, 'pending')))
        .returning();
      await told(sent);
      await db
        .update(channelConnections)
        .set({ lastSendAt: sentAt, lastSendError: null })
        .where(eq(channelConnections.id, connection.id));
      return;
    }
    if (result.error.retryable && retryCount < MAX_RETRIES) {
      throw new Error(`Meta asked to try again later: ${result.error.reason}`);
    }
    await fail(row.id, connection.id, message, result.error.code, result.error.reason);
  }

  /** The sender a message goes to: whose turn it waits for (none without an address). */
  const senderOf = (loaded: Loaded) =>
    loaded.key
      ? {
          businessId: loaded.conversation.businessId,
          channel: loaded.channel,
          sender: recipientOf(loaded.channel, loaded.key),
        }
      : null;

  jobs.define<{ messageId: number }>(
    DELIVERY_JOB,
    async ({ messageId }, job) => {
      const loaded = await load(messageId);
      if (!loaded) return;
      const sender = senderOf(loaded);
      if (!sender) return deliverLoaded(loaded, job.retryCount);
      // Not while a turn of this customer runs (on any instance): that turn sends its own
      // answer in order; this looks again once it is over (and finds it sent, or sends).
      const turn = await options.turns(sender, () => deliverLoaded(loaded, job.retryCount));
      if (!turn.ran) {
        await jobs.enqueue(
          DELIVERY_JOB,
          { messageId },
          {
            singletonKey: `message:${messageId}`,
            runAt: new Date(Date.now() + TURN_BUSY_RETRY_MS),
          },
        );
      }
    },
    { retryLimit: MAX_RETRIES, retryDelaySeconds: 5, retryBackoff: true, oneQueuedPerKey: true },
  );

  // The hook: a message the customer should see, on a channel conversation, queues its delivery.
  options.bus.subscribe((event) => {
    if (event.type !== 'message.created') return;
    const { message } = event;
    if (message.private || message.sender === 'visitor') return;
    void (async () => {
      const [conversation] = await db
        .select({ channel: conversations.channel })
        .from(conversations)
        .where(eq(conversations.id, event.conversationId));
      if (!conversation || !isChannel(conversation.channel)) return;
      await jobs.enqueue(
        DELIVERY_JOB,
        { messageId: Number(message.id) },
        { singletonKey: `message:${message.id}` },
      );
    })().catch((error: unknown) => log.warn({ err: error }, 'channel delivery not queued'));
  });

  return {
    /**
     * Sends a message now, inside the turn of its sender the caller holds (the burst's
     * answer). A refusal worth retrying is left pending: its own job sends it once the turn
     * is over.
     */
    async deliverInTurn(messageId: number): Promise<void> {
      const loaded = await load(messageId);
      if (!loaded) return;
      try {
        await deliverLoaded(loaded, 0);
      } catch (error) {
        log.warn({ err: error, messageId }, 'channel reply not sent yet; its job will retry');
      }
    },
  };
}
