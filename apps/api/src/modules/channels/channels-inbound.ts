// Meta's webhook, from the raw bytes to the inbox. receive(): the X-Hub-Signature-256 checked
// over the exact bytes (constant time) against the app secrets of the connections the body
// names (their ids read from the bytes, looked up by index) before anything is parsed;
// every message and status of every entry and change routed by phone number id / page id
// to the business whose secret signed it, and queued (one job each, in one transaction);
// Meta gets its 200 at once. The jobs: a message is recorded once by Meta's id (a
// redelivered webhook stores nothing new) and waits a short burst window;
// then everything that sender sent in the window goes through the chat's pipeline as one
// turn (the same agent, credits, handoff and inbox as the widget), so "hi" / "I need" /
// "a cleaning" gets one answer, in order. STOP / START change the contact's consent at
// once; a status moves a delivery forward only. A message's media is downloaded once, at
// arrival, into the file store (`channel-media/...`): the queued row keeps only the key,
// and the key goes once the burst's answer has stored the files as attachments.
import { createHash } from 'node:crypto';

import {
  CHANNEL_LABELS,
  CHANNEL_TEXTS,
  CHANNELS,
  type Channel,
  OPT_IN_KEYWORDS,
  OPT_OUT_KEYWORDS,
} from '@lisa/contracts/channels';
import {
  ATTACHMENT_CONTENT_TYPES,
  type ChatAttachment,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_CLIENT_MESSAGE_ID_LENGTH,
} from '@lisa/contracts/chat';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelConnections, channelMessages, type QueuedFile } from '../../db/schema/channels.ts';
import { contacts, conversations, messages } from '../../db/schema/core.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { StorageRemovals } from '../../platform/storage/storage-removals.ts';
import type { ChatEvents } from '../chat/chat-events.ts';
import type { ChatService } from '../chat/chat-service.ts';
import { resolveChannelContact } from './channel-contact.ts';
import { publishDelivery } from './channel-events.ts';
import { appSecretContext, type ConnectionRow, recipientOf, tokenContext } from './channel-rows.ts';
import { type TryTurn, TURN_BUSY_RETRY_MS } from './channel-turns.ts';
import type { MetaGraph } from './meta-graph.ts';
import { verifyMeta } from './meta-signature.ts';

export const INBOUND_JOB = 'channels-inbound';
export const ANSWER_JOB = 'channels-answer';
export const STATUS_JOB = 'channels-status';
/** A status for an id not yet recorded is looked at again this many times. */
const STATUS_RETRIES = 2;
/** How long a burst's answer waits for its late messages to be recorded, at most. */
const MAX_BURST_WAIT_MS = 20_000;

/** One message as Meta sent it (WhatsApp's message object, or Messenger's `message`). */
export interface InboundJob {
  connectionId: number;
  channel: Channel;
  from: string;
  name: string | null;
  id: string;
  message: Record<string, unknown>;
  /**
   * When the webhook came in, plus the message's place in it (ms): the order a burst is
   * read in (the jobs of one delivery may run in any order). Absent on jobs queued before.
   */
  receivedAt?: string;
}

/** Answer what one sender has queued on one connection. */
export interface AnswerJob {
  connectionId: number;
  channel: Channel;
  from: string;
}

export interface StatusJob {
  connectionId: number;
  id: string;
  status: string;
  errorCode: number | null;
  errorText: string | null;
}

export type ReceiveOutcome = 'accepted' | 'bad_signature' | 'bad_body';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

/** Statuses in the order they may move; failed is final. */
const RANK: Record<string, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };
const READ_RANK = 3;

/** Without NUL, the C0 controls other than tab/newline/CR, DEL and lone surrogates. */
export function storable(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i++;
      } else {
        out += '\uFFFD';
      }
      continue;
    }
    out += code >= 0xdc00 && code <= 0xdfff ? '\uFFFD' : text.charAt(i);
  }
  return out;
}

const normalizeKeyword = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!\s]+$/u, '')
    .replace(/\s+/g, ' ');

export function consentKeyword(text: string): 'opted_out' | 'opted_in' | null {
  const word = normalizeKeyword(text);
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opted_out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opted_in';
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/** The inbox's line for an opt-out change ("Opted out of marketing on WhatsApp (STOP)."). */
export function consentLineText(channel: Channel, status: 'opted_out' | 'opted_in'): string {
  const label = CHANNEL_LABELS[channel];
  return status === 'opted_out'
    ? `Opted out of marketing messages on ${label} (replied STOP).`
    : `Subscribed again to marketing messages on ${label} (replied START).`;
}

/** Attachment kinds of a Messenger / Instagram message that are downloaded. */
const MEDIA_KINDS = new Set(['image', 'file', 'audio', 'video']);

/** A downloaded file of an inbound message, before it goes to the file store. */
interface DownloadedFile {
  name: string;
  content_type: ChatAttachment['content_type'];
  data: Buffer;
}

/** Downloaded bytes as a file the inbox stores, when the type is one it takes. */
export function attachmentOf(
  file: { data: Buffer; contentType: string },
  fallbackName: string,
  name: string | null,
): DownloadedFile | null {
  const contentType = file.contentType as ChatAttachment['content_type'];
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(contentType)) return null;
  if (file.data.length === 0) return null;
  return {
    name: (name ?? `${fallbackName}.${EXTENSIONS[contentType] ?? 'bin'}`).slice(0, 200),
    content_type: contentType,
    data: file.data,
  };
}

/**
 * Where a queued message's nth file waits: named by Meta's message id, so a retried job
 * writes the same key again instead of leaving a second copy.
 */
function queuedMediaKey(businessId: number, connectionId: number, messageId: string, n: number) {
  const id = createHash('sha256').update(messageId).digest('hex').slice(0, 32);
  return `channel-media/${businessId}/${connectionId}/${id}-${n}`;
}

/** The file name at the end of a CDN URL, when it looks like one ("photo.jpg"). */
function urlName(url: string | null): string | null {
  if (!url) return null;
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
    return /^[\w.-]{1,120}\.[a-z0-9]{2,5}$/i.test(last) ? last : null;
  } catch {
    return null;
  }
}

export function createMetaInbound(options: {
  db: Database;
  clock: () => Date;
  secrets: SecretBox;
  jobs: JobQueue;
  /** Delivery moves are told to the team over /ws. */
  bus: EventBus;
  /** An opt-out change is a line in the contact's conversation (a team note). */
  events: Pick<ChatEvents, 'publishMessage'>;
  chat: Pick<ChatService, 'handle'>;
  graph: MetaGraph;
  /** Queued media waits here until its burst is answered (only the key is in the row). */
  storage: FileStore;
  removals: StorageRemovals;
  log: { warn(obj: object, msg: string): void };
  /** How long a first message waits for the rest of its burst before it is answered. */
  burstWindowMs: number;
  /** One turn at a time per sender, across instances (channel-turns.ts). */
  turns: TryTurn;
  /** Sends an inbox message to the customer now (inside the turn). */
  deliverInTurn: (messageId: number) => Promise<void>;
  /** Told of every status Meta reports (campaigns update their recipient rows). */
  onStatus?: (update: {
    externalId: string;
    status: string;
    reason: string | null;
    at: Date;
  }) => Promise<void>;
  /** A reply to the rating question (analytics): taken, with what to send back, or null. */
  takeRating?: (reply: {
    businessId: number;
    channel: Channel;
    from: string;
    id: string;
    text: string;
    /** A Messenger / Instagram quick reply's payload (the button tapped), or null. */
    payload: string | null;
  }) => Promise<{ reply: string | null } | null>;
}) {
  const { db, clock, secrets, jobs, chat, graph, storage, removals, log, burstWindowMs } = options;
  /** Opened app secrets by connection id, until the row changes. */
  const opened = new Map<number, { updatedAt: number; secret: string | null }>();

  function appSecretOf(row: Pick<ConnectionRow, 'id' | 'appSecret' | 'updatedAt'>): string | null {
    const cached = opened.get(row.id);
    if (cached && cached.updatedAt === row.updatedAt.getTime()) return cached.secret;
    let secret: string | null = null;
    try {
      secret = secrets.open(row.appSecret, appSecretContext(row.id));
    } catch {
      secret = null;
    }
    opened.set(row.id, { updatedAt: row.updatedAt.getTime(), secret });
    return secret;
  }

  /** Every message and status of a verified payload, for the connections whose secret signed it. */
  function itemsOf(
    payload: Json,
    signedBy: Pick<ConnectionRow, 'id' | 'channel' | 'externalId'>[],
  ) {
    const inbound: InboundJob[] = [];
    const statuses: StatusJob[] = [];
    const object = str(payload.object);
    const connectionFor = (channel: Channel, externalId: string | null) =>
      signedBy.find((row) => row.channel === channel && row.externalId === externalId);
    for (const entryValue of arr(payload.entry)) {
      const entry = obj(entryValue);
      if (object === 'whatsapp_business_account') {
        for (const changeValue of arr(entry.changes)) {
          const change = obj(changeValue);
          if (change.field !== 'messages') continue;
          const value = obj(change.value);
          const connection = connectionFor('whatsapp', str(obj(value.metadata).phone_number_id));
          if (!connection) continue;
          const names = new Map<string, string>();
          for (const contact of arr(value.contacts)) {
            const waId = str(obj(contact).wa_id);
            const name = str(obj(obj(contact).profile).name);
            if (waId && name) names.set(waId, name);
          }
          for (const messageValue of arr(value.messages)) {
            const message = obj(messageValue);
            const from = str(message.from);
            const id = str(message.id);
            if (!from || !id) continue;
            inbound.push({
              connectionId: connection.id,
              channel: 'whatsapp',
              from,
              name: names.get(from) ?? null,
              id,
              message,
            });
          }
          for (const statusValue of arr(value.statuses)) {
            const status = obj(statusValue);
            const id = str(status.id);
            const state = str(status.status);
            if (!id || !state) continue;
            const error = obj(arr(status.errors)[0]);
            statuses.push({
              connectionId: connection.id,
              id,
              status: state,
              errorCode: typeof error.code === 'number' ? error.code : null,
              errorText:
                str(obj(error.error_data).details) ?? str(error.title) ?? str(error.message),
            });
          }
        }
      } else if (object === 'page' || object === 'instagram') {
        const channel: Channel = object === 'page' ? 'messenger' : 'instagram';
        const connection = connectionFor(channel, str(entry.id));
        if (!connection) continue;
        for (const eventValue of arr(entry.messaging)) {
          const event = obj(eventValue);
          const from = str(obj(event.sender).id);
          const message = obj(event.message);
          const id = str(message.mid);
          if (from && id && message.is_echo !== true) {
            inbound.push({ connectionId: connection.id, channel, from, name: null, id, message });
          }
          // A tapped button (messaging_postbacks): its title is what the customer "said".
          const postback = obj(event.postback);
          const tapped = str(postback.title) ?? str(postback.payload);
          if (from && tapped) {
            inbound.push({
              connectionId: connection.id,
              channel,
              from,
              name: null,
              id: str(postback.mid) ?? `postback:${from}:${str(event.timestamp) ?? tapped}`,
              message: { text: tapped },
            });
          }
          for (const mid of arr(obj(event.delivery).mids)) {
            const id = str(mid);
            if (id) {
              statuses.push({
                connectionId: connection.id,
                id,
                status: 'delivered',
                errorCode: null,
                errorText: null,
              });
            }
          }
          const readMid = str(obj(event.read).mid);
          if (readMid) {
            statuses.push({
              connectionId: connection.id,
              id: readMid,
              status: 'read',
              errorCode: null,
              errorText: null,
            });
          }
        }
      }
    }
    return { inbound, statuses };
  }

  /** Text and attachments of a message; null for what does not wake the agent (reactions). */
  async function contentOf(
    job: InboundJob,
    connection: ConnectionRow,
  ): Promise<{ text: string; attachments: DownloadedFile[] } | null> {
    const { message } = job;
    if (job.channel !== 'whatsapp') {
      // Messenger / Instagram: attachments come as URLs, downloaded and stored like
      // WhatsApp's media; what cannot be (a sticker, a link, too large) stays as a line.
      const text = str(message.text);
      const attachments: DownloadedFile[] = [];
      const lines: string[] = [];
      for (const [index, value] of arr(message.attachments).entries()) {
        const kind = str(obj(value).type) ?? 'file';
        const url = str(obj(obj(value).payload).url);
        const file =
          url && attachments.length < MAX_ATTACHMENTS && MEDIA_KINDS.has(kind)
            ? await graph.download(url, MAX_ATTACHMENT_BYTES)
            : null;
        const stored = file
          ? attachmentOf(file, `${kind}-${job.id.slice(-12)}-${index + 1}`, urlName(url))
          : null;
        if (stored) attachments.push(stored);
        else lines.push(url ? `[${kind}] ${url}` : `[${kind}]`);
      }
      const combined = [text, ...lines].filter(Boolean).join('\n');
      if (!combined && attachments.length === 0) return null;
      const sent = attachments.length === 1 ? 'Sent a file.' : `Sent ${attachments.length} files.`;
      return { text: combined || sent, attachments };
    }
    const type = str(message.type);
    switch (type) {
      case 'text':
        return { text: str(obj(message.text).body) ?? '', attachments: [] };
      case 'interactive': {
        const interactive = obj(message.interactive);
        const reply = obj(interactive.button_reply ?? interactive.list_reply);
        return { text: str(reply.title) ?? str(reply.id) ?? '', attachments: [] };
      }
      case 'button':
        return { text: str(obj(message.button).text) ?? '', attachments: [] };
      case 'location': {
        const location = obj(message.location);
        const place = [str(location.name), str(location.address)].filter(Boolean).join(', ');
        const at = `${str(location.latitude) ?? '?'}, ${str(location.longitude) ?? '?'}`;
        return { text: `Location: ${place ? `${place} ` : ''}(${at})`, attachments: [] };
      }
      case 'contacts': {
        const shared = arr(message.contacts).map((contact) => {
          const name = str(obj(obj(contact).name).formatted_name) ?? 'Contact';
          const phone = str(obj(arr(obj(contact).phones)[0]).phone);
          return phone ? `${name} (${phone})` : name;
        });
        return { text: `Shared contact: ${shared.join('; ')}`, attachments: [] };
      }
      case 'image':
      case 'document':
      case 'audio':
      case 'video':
      case 'sticker': {
        const media = obj(message[type]);
        const caption = str(media.caption);
        const mediaId = str(media.id);
        const attachments: DownloadedFile[] = [];
        if (mediaId) {
          const token = secrets.open(connection.accessToken, tokenContext(connection.id));
          const file = await graph.media(mediaId, token, MAX_ATTACHMENT_BYTES);
          const stored = file
            ? attachmentOf(file, `${type}-${mediaId}`, str(media.filename))
            : null;
          if (stored) attachments.push(stored);
        }
        const label =
          type === 'document'
            ? 'a document'
            : type === 'audio'
              ? 'a voice message'
              : type === 'image'
                ? 'an image'
                : `a ${type}`;
        return { text: caption ?? `Sent ${label}.`, attachments };
      }
      default:
        // Reactions and anything newer: not a question for the agent.
        return null;
    }
  }

  /** A queued file as the chat takes it: read from the store (or an older row's base64). */
  async function readQueued(file: QueuedFile): Promise<ChatAttachment | null> {
    const contentType = file.content_type as ChatAttachment['content_type'];
    if (file.data_base64) {
      return { name: file.name, content_type: contentType, data_base64: file.data_base64 };
    }
    const bytes = file.key ? await storage.get(file.key) : null;
    if (!bytes) {
      log.warn({ key: file.key }, 'a queued file is missing from the store; answered without it');
      return null;
    }
    return { name: file.name, content_type: contentType, data_base64: bytes.toString('base64') };
  }

  async function changeConsent(
    job: InboundJob,
    connection: ConnectionRow,
    status: 'opted_out' | 'opted_in',
  ) {
    const now = clock();
    const contactId = await db.transaction(async (tx) => {
      const contact = await resolveChannelContact(
        db,
        tx,
        connection.businessId,
        { channel: job.channel, externalId: job.from, name: job.name },
        now,
      );
      const [row] = await tx
        .select({ consents: contacts.consents })
        .from(contacts)
        .where(eq(contacts.id, contact.id));
      const current = row?.consents[job.channel]?.status;
      if (current === status || (status === 'opted_in' && current === undefined)) return null;
      await tx
        .update(contacts)
        .set({
          consents: sql`${contacts.consents} || ${JSON.stringify({ [job.channel]: { status, at: now.toISOString() } })}::jsonb`,
          updatedAt: now,
        })
        .where(eq(contacts.id, contact.id));
      return contact.id;
    });
    // Confirmed once: a second STOP changes nothing and says nothing.
    if (contactId === null) return;
    await consentLine(connection.businessId, contactId, job.channel, status, now);
    const text = status === 'opted_out' ? CHANNEL_TEXTS.optedOut : CHANNEL_TEXTS.optedIn;
    const token = secrets.open(connection.accessToken, tokenContext(connection.id));
    const result = await graph.sendText(
      job.channel,
      { externalId: connection.externalId, token },
      recipientOf(job.channel, job.from),
      text,
    );
    if (!result.ok) log.warn({ reason: result.error.reason }, 'opt-out confirmation not sent');
  }

  /**
   * The change as a line in the contact's latest conversation on the channel (a team note:
   * never sent to the customer), live in the inbox. None before a first conversation.
   */
  async function consentLine(
    businessId: number,
    contactId: number,
    channel: Channel,
    status: 'opted_out' | 'opted_in',
    now: Date,
  ) {
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.businessId, businessId),
          eq(conversations.contactId, contactId),
          eq(conversations.channel, channel),
        ),
      )
      .orderBy(desc(conversations.id))
      .limit(1);
    if (!conversation) return;
    const [line] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        businessId,
        sender: 'system',
        text: consentLineText(channel, status),
        private: true,
        createdAt: now,
      })
      .returning();
    if (line) await options.events.publishMessage(line);
  }

  jobs.define<InboundJob>(
    INBOUND_JOB,
    async (job, info) => {
      const [connection] = await db
        .select()
        .from(channelConnections)
        .where(eq(channelConnections.id, job.connectionId));
      if (!connection) return;
      const content = await contentOf(job, connection);
      if (!content || (!content.text.trim() && content.attachments.length === 0)) return;
      const keyword = consentKeyword(content.text);
      if (keyword) {
        await changeConsent(job, connection, keyword);
        return;
      }
      const rating = await options.takeRating?.({
        businessId: connection.businessId,
        channel: job.channel,
        from: job.from,
        id: job.id,
        text: content.text,
        payload: job.channel === 'whatsapp' ? null : str(obj(job.message.quick_reply).payload),
      });
      if (rating) {
        if (!rating.reply) return;
        const token = secrets.open(connection.accessToken, tokenContext(connection.id));
        const sent = await graph.sendText(
          job.channel,
          { externalId: connection.externalId, token },
          recipientOf(job.channel, job.from),
          rating.reply,
        );
        if (!sent.ok) log.warn({ reason: sent.error.reason }, 'rating thanks not sent');
        return;
      }
      // Seen, and "typing…" while the agent composes (best effort, first attempt only).
      if (info.retryCount === 0) {
        const token = secrets.open(connection.accessToken, tokenContext(connection.id));
        await graph.markReadAndTyping(
          job.channel,
          { externalId: connection.externalId, token },
          { messageId: job.id, from: job.from },
        );
      }
      const now = clock();
      const receivedAt = job.receivedAt ? new Date(job.receivedAt) : now;
      const files = content.attachments.map((file, index) => ({
        file,
        key: queuedMediaKey(connection.businessId, connection.id, job.id, index + 1),
      }));
      const queuedFiles: QueuedFile[] = files.map(({ file, key }) => ({
        name: file.name,
        content_type: file.content_type,
        size: file.data.length,
        key,
      }));
      await db.transaction(async (tx) => {
        const [queued] = await tx
          .insert(channelMessages)
          .values({
            businessId: connection.businessId,
            connectionId: connection.id,
            direction: 'in',
            externalId: job.id,
            status: 'queued',
            sender: job.from,
            content: { text: content.text, name: job.name, attachments: queuedFiles },
            createdAt: receivedAt,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: channelMessages.id });
        // Recorded already: a redelivery, or a retry after the first attempt committed.
        if (!queued) return;
        // The bytes before the commit: a committed row always has its files (a failed write
        // rolls the row back and the job is retried, to the same keys).
        for (const { file, key } of files) await storage.put(key, file.data, file.content_type);
        // One answer queued per sender: a second message inside the window joins the first.
        await jobs.enqueue(
          ANSWER_JOB,
          { connectionId: connection.id, channel: job.channel, from: job.from },
          {
            executor: tx,
            singletonKey: `${connection.id}:${job.from}`,
            runAt: new Date(Date.now() + burstWindowMs),
          },
        );
      });
    },
    { oneQueuedPerKey: true },
  );

  /** Sends what the chat answered to a burst, in order, inside the sender's turn. */
  async function deliverTurn(conversationId: number, clientMessageId: string) {
    const [asked] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.clientMessageId, clientMessageId),
        ),
      );
    if (!asked) return;
    const replies = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.inReplyTo, asked.id), eq(messages.private, false)))
      .orderBy(messages.id);
    for (const reply of replies) await options.deliverInTurn(reply.id);
  }

  /**
   * One turn: the sender's queued burst read, answered and sent. Runs inside the sender's
   * turn (no other instance answers or sends to this sender meanwhile).
   */
  async function answerBurst(job: AnswerJob, connection: ConnectionRow): Promise<void> {
    const burst = await db
      .select({
        id: channelMessages.id,
        externalId: channelMessages.externalId,
        content: channelMessages.content,
        createdAt: channelMessages.createdAt,
      })
      .from(channelMessages)
      .where(
        and(
          eq(channelMessages.connectionId, connection.id),
          eq(channelMessages.sender, job.from),
          eq(channelMessages.status, 'queued'),
        ),
      )
      .orderBy(channelMessages.createdAt, channelMessages.id);
    const last = burst.at(-1);
    if (!last?.externalId) return;
    // The window slides: a message that came in while this waited gives the sender the
    // full window again (someone typing three lines is answered after the third).
    const quietSince = clock().getTime() - last.createdAt.getTime();
    // A message of the burst still being recorded (its job is late on a busy machine)
    // belongs to this turn; past MAX_BURST_WAIT_MS the turn goes without it.
    const stillRecording =
      quietSince < MAX_BURST_WAIT_MS &&
      (await jobs.pending(INBOUND_JOB, { connectionId: connection.id, from: job.from })) > 0;
    if (stillRecording) {
      await jobs.enqueue(ANSWER_JOB, job, {
        singletonKey: `${connection.id}:${job.from}`,
        runAt: new Date(Date.now() + 200),
      });
      return;
    }
    if (quietSince < burstWindowMs - 50) {
      await jobs.enqueue(ANSWER_JOB, job, {
        singletonKey: `${connection.id}:${job.from}`,
        runAt: new Date(Date.now() + burstWindowMs - quietSince),
      });
      return;
    }
    const parts = burst.flatMap((row) => (row.content ? [row.content] : []));
    const text = joinBurst(parts.map((part) => part.text));
    const queuedFiles = parts.flatMap((part) => part.attachments);
    const attachments = (await Promise.all(queuedFiles.map(readQueued))).filter(
      (file): file is ChatAttachment => file !== null,
    );
    const name = parts.findLast((part) => part.name)?.name ?? null;
    const businessId = connection.businessId;
    const clientMessageId = last.externalId.slice(0, MAX_CLIENT_MESSAGE_ID_LENGTH);
    const answer = await chat.handle({
      message: text.slice(0, 4000) || 'Sent a file.',
      business_id: businessId,
      customer_id: `${job.channel}:${job.from}`,
      // The burst's last message names the turn: a retry of the same burst stores nothing
      // new; a message that joined since makes a new turn (nothing is dropped).
      client_message_id: clientMessageId,
      source: 'api',
      ip: 'meta',
      ...(attachments.length > 0 ? { attachments: attachments.slice(0, MAX_ATTACHMENTS) } : {}),
      channelSender: {
        channel: job.channel,
        resolveContact: (tx, now) =>
          resolveChannelContact(
            db,
            tx,
            businessId,
            { channel: job.channel, externalId: job.from, name },
            now,
          ),
      },
    });
    // The files are attachments now: their queued copies go once this commits.
    const keys = queuedFiles.map((file) => file.key);
    await db.transaction(async (tx) => {
      await tx
        .update(channelMessages)
        .set({
          status: 'received',
          content: null,
          conversationId: Number(answer.conversation_id),
          updatedAt: clock(),
        })
        .where(
          inArray(
            channelMessages.id,
            burst.map((row) => row.id),
          ),
        );
      await removals.release(tx, keys);
    });
    await removals.afterCommit(keys);
    // Sent before the turn ends, so the next burst's answer cannot overtake it.
    await deliverTurn(Number(answer.conversation_id), clientMessageId);
  }

  jobs.define<AnswerJob>(
    ANSWER_JOB,
    async (job) => {
      const [connection] = await db
        .select()
        .from(channelConnections)
        .where(eq(channelConnections.id, job.connectionId));
      if (!connection) return;
      const sender = { businessId: connection.businessId, channel: job.channel, sender: job.from };
      const turn = await options.turns(sender, () => answerBurst(job, connection));
      // Another instance is in this sender's turn: look again once it is over.
      if (!turn.ran) {
        await jobs.enqueue(ANSWER_JOB, job, {
          singletonKey: `${connection.id}:${job.from}`,
          runAt: new Date(Date.now() + TURN_BUSY_RETRY_MS),
        });
      }
    },
    { oneQueuedPerKey: true },
  );

  jobs.define<StatusJob>(
    STATUS_JOB,
    async (job, info) => {
      const now = clock();
      const failed = job.status === 'failed';
      const rank = RANK[job.status];
      if (!failed && rank === undefined) return;
      const earlier = Object.entries(RANK)
        .filter(([, value]) => (failed ? value < READ_RANK : value < (rank as number)))
        .map(([name]) => name);
      if (earlier.length === 0) return;
      const reason = failed
        ? ((job.errorCode !== null ? CHANNEL_TEXTS.errors[job.errorCode] : undefined) ??
          (job.errorText
            ? `Meta could not deliver it: ${job.errorText}`
            : CHANNEL_TEXTS.unknownError))
        : null;
      const updated = await db
        .update(channelMessages)
        .set({
          status: job.status,
          updatedAt: now,
          ...(failed ? { errorCode: job.errorCode, errorText: reason } : {}),
        })
        .where(
          and(
            eq(channelMessages.connectionId, job.connectionId),
            eq(channelMessages.externalId, job.id),
            eq(channelMessages.direction, 'out'),
            inArray(channelMessages.status, earlier),
          ),
        )
        .returning();
      for (const row of updated) await publishDelivery(options.bus, row);
      await options.onStatus?.({ externalId: job.id, status: job.status, reason, at: now });
      if (updated.length > 0 || info.retryCount >= STATUS_RETRIES) return;
      // Nothing moved: a later status already applied, or the send that owns this id has not
      // recorded it yet (Meta can be faster than our own update): look once more a bit later.
      const [known] = await db
        .select({ id: channelMessages.id })
        .from(channelMessages)
        .where(
          and(
            eq(channelMessages.connectionId, job.connectionId),
            eq(channelMessages.externalId, job.id),
          ),
        );
      if (!known) throw new Error(`status for a message id not recorded yet: ${job.id}`);
    },
    { retryLimit: STATUS_RETRIES, retryDelaySeconds: 5, retryBackoff: false },
  );

  return {
    /** Verifies, routes and queues one webhook delivery; never parses what is not signed. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<ReceiveOutcome> {
      if (!signature) return 'bad_signature';
      // Only the connections the body names are candidates (found through the
      // (channel, external_id) index), so one webhook costs a few HMACs, not one per business.
      const named = routingIdsOf(rawBody);
      if (named.length === 0) return 'bad_signature';
      const rows = await db
        .select({
          id: channelConnections.id,
          channel: channelConnections.channel,
          externalId: channelConnections.externalId,
          appSecret: channelConnections.appSecret,
          updatedAt: channelConnections.updatedAt,
        })
        .from(channelConnections)
        .where(
          and(
            inArray(channelConnections.channel, [...CHANNELS]),
            inArray(channelConnections.externalId, named),
          ),
        );
      const verdicts = new Map<string, boolean>();
      const signedBy = rows.filter((row) => {
        const secret = appSecretOf(row);
        if (!secret) return false;
        let verdict = verdicts.get(secret);
        if (verdict === undefined) {
          verdict = verifyMeta(secret, signature, rawBody);
          verdicts.set(secret, verdict);
        }
        return verdict;
      });
      if (signedBy.length === 0) return 'bad_signature';
      let payload: Json;
      try {
        // Strings made storable as they are read (NUL cannot go into text or jsonb).
        payload = obj(
          JSON.parse(rawBody.toString('utf8'), (_key, value: unknown) =>
            typeof value === 'string' ? storable(value) : value,
          ),
        );
      } catch {
        return 'bad_body';
      }
      const { inbound, statuses } = itemsOf(payload, signedBy as ConnectionRowLike[]);
      const touched = [...new Set([...inbound, ...statuses].map((item) => item.connectionId))];
      await db.transaction(async (tx) => {
        const received = clock().getTime();
        for (const [index, item] of inbound.entries()) {
          item.receivedAt = new Date(received + index).toISOString();
          await jobs.enqueue(INBOUND_JOB, item, {
            executor: tx,
            singletonKey: `${item.connectionId}:${item.id}`,
          });
        }
        for (const item of statuses) await jobs.enqueue(STATUS_JOB, item, { executor: tx });
        if (touched.length > 0) {
          await tx
            .update(channelConnections)
            .set({ lastWebhookAt: clock() })
            .where(inArray(channelConnections.id, touched));
        }
      });
      return 'accepted';
    },

    /** The GET handshake: the challenge back when the token is one of ours. */
    async handshake(mode: string | undefined, token: string | undefined): Promise<boolean> {
      if (mode !== 'subscribe' || !token) return false;
      const [row] = await db
        .select({ id: channelConnections.id })
        .from(channelConnections)
        .where(eq(channelConnections.verifyToken, token));
      return Boolean(row);
    },
  };
}

/** At most this many ids of a body are looked up (a batch names a few numbers or pages). */
const MAX_ROUTING_IDS = 100;

/**
 * The phone number ids and page / account ids a webhook body names, read from the raw bytes
 * without parsing them (nothing unsigned is parsed): the candidates whose app secret may
 * have signed it. Other numeric ids it catches (senders) simply match no connection.
 */
export function routingIdsOf(rawBody: Buffer): string[] {
  const ids = new Set<string>();
  const pattern = /"(?:phone_number_id|id)"\s*:\s*"?(\d{1,30})\b/g;
  for (const match of rawBody.toString('utf8').matchAll(pattern)) {
    if (match[1]) ids.add(match[1]);
    if (ids.size >= MAX_ROUTING_IDS) break;
  }
  return [...ids];
}

/**
 * A burst's lines as one message: a line that ends a sentence starts a new line, one that
 * does not runs on ("Which channels" / "does Lisa support?" is one question).
 */
export function joinBurst(texts: string[]): string {
  let joined = '';
  for (const raw of texts) {
    const text = raw.trim();
    if (!text) continue;
    joined = joined ? `${joined}${/[.!?…:)]$/u.test(joined) ? '\n' : ' '}${text}` : text;
  }
  return joined;
}

type ConnectionRowLike = Pick<ConnectionRow, 'id' | 'channel' | 'externalId'>;

export type MetaInbound = ReturnType<typeof createMetaInbound>;
