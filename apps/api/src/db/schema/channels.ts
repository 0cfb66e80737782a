// The messaging channels' rows (modules/channels): one Meta connection per business and
// channel (credentials sealed at rest), every message that crossed Meta with its id and
// delivery status, and the WhatsApp templates synced from Meta. Who to answer is the
// contact's channel identity; the 24-hour window runs from the customer's last message.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, conversations, messages } from './core.ts';

/**
 * A file of a queued message: its bytes in the file store under `key` (removed once the
 * burst is answered, or by the storage_removals trigger if the row goes first). Rows queued
 * before the file store carry the bytes in data_base64 instead (still read).
 */
export interface QueuedFile {
  name: string;
  content_type: string;
  key?: string;
  size?: number;
  data_base64?: string;
}

/** An inbound message waiting for its burst's answer. */
export interface QueuedContent {
  text: string;
  name: string | null;
  attachments: QueuedFile[];
}

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const channelConnections = pgTable(
  'channel_connections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 'whatsapp' | 'messenger' | 'instagram'. */
    channel: text('channel').notNull(),
    /** WhatsApp: the phone number id; Messenger and Instagram: the page id. */
    externalId: text('external_id').notNull(),
    /** WhatsApp only: the business account (templates live there). */
    accountId: text('account_id'),
    /** Sealed with context.secrets (context `channel:<id>:token` / `:app_secret`). */
    accessToken: text('access_token').notNull(),
    appSecret: text('app_secret').notNull(),
    /** Pasted into Meta's console; the GET handshake answers only to it. */
    verifyToken: text('verify_token').notNull(),
    lastWebhookAt: timestamptz('last_webhook_at'),
    lastSendAt: timestamptz('last_send_at'),
    /** The last send's refusal in plain words (null when it went through). */
    lastSendError: text('last_send_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('channel_connections_business_channel').on(table.businessId, table.channel),
    // One business per phone number / page: a webhook routes to exactly one tenant.
    uniqueIndex('channel_connections_external').on(table.channel, table.externalId),
    uniqueIndex('channel_connections_verify_token').on(table.verifyToken),
  ],
);

export const channelMessages = pgTable(
  'channel_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    /** The inbox message (null for a test message or a template sent from the screen). */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    /** Meta's message id (wamid / mid); null until Meta accepted an outbound one. */
    externalId: text('external_id'),
    /** in: received; out: pending -> sent -> delivered -> read, or failed (final). */
    status: text('status').notNull(),
    errorCode: integer('error_code'),
    errorText: text('error_text'),
    /** in: the customer's id on the channel (wa_id, page-scoped id); bursts group by it. */
    sender: text('sender'),
    /**
     * in, while 'queued' for its burst's answer: what the customer sent (cleared once
     * answered, so media is not kept twice).
     */
    content: jsonb('content').$type<QueuedContent>(),
    /** For a template: { name, language, variables }. */
    template: jsonb('template').$type<{ name: string; language: string; variables: string[] }>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('channel_messages_external')
      .on(table.connectionId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    // One delivery per inbox message, whichever instance heard of it first.
    uniqueIndex('channel_messages_message')
      .on(table.messageId, table.direction)
      .where(sql`${table.messageId} is not null`),
    index('channel_messages_conversation').on(table.conversationId),
    index('channel_messages_queued')
      .on(table.connectionId, table.sender)
      .where(sql`${table.status} = 'queued'`),
    // WhatsApp's daily messaging limit counts the business's template sends of the last 24 h.
    index('channel_messages_templates_out')
      .on(table.businessId, table.createdAt)
      .where(sql`${table.direction} = 'out' and ${table.template} is not null`),
  ],
);

export const channelTemplates = pgTable(
  'channel_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull(),
    category: text('category'),
    /** The body text with its {{1}}, {{2}} placeholders. */
    body: text('body').notNull(),
    variables: integer('variables').notNull(),
    syncedAt: timestamptz('synced_at').notNull(),
  },
  (table) => [
    uniqueIndex('channel_templates_name').on(table.connectionId, table.name, table.language),
  ],
);
