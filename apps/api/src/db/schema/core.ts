// Core tables of the API: tenants, the people they talk to, the conversations and
// messages between them, and the ledgers around them (credits, outbound mail, forms).
// The shape follows Chatwoot's: contact -> conversation -> message, status bot/open/resolved.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const businesses = pgTable('businesses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  agentName: text('agent_name').notNull(),
  /** Public key a site embeds in the web widget snippet (generated, never reused). */
  businessKey: text('business_key').notNull().unique(),
  defaultLanguage: text('default_language').notNull().default('en'),
  /** Credits left; one is debited per bot reply. */
  creditBalance: integer('credit_balance').notNull().default(0),
  /** Lisa's own business answers the marketing site without a credit limit. */
  unlimitedCredits: boolean('unlimited_credits').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The visitor's device id (the widget's customer_id). */
    customerId: text('customer_id').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    /** Custom attribute values by key (typed by contact_attribute_definitions). */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // The CRM's columns (contacts issue); all nullable or defaulted, so older rows stay valid.
    company: text('company'),
    /** User id of the member who owns the contact. */
    ownerId: integer('owner_id'),
    /** Who last wrote each field and when: a member's value is never overwritten by the agent. */
    fieldSources: jsonb('field_sources')
      .$type<Record<string, { source: string; at: string; by?: number | null }>>()
      .notNull()
      .default({}),
    /** Opt-in / opt-out per channel: { whatsapp: { status: 'opted_out', at } }. */
    consents: jsonb('consents')
      .$type<Record<string, { status: 'opted_in' | 'opted_out'; at: string }>>()
      .notNull()
      .default({}),
    /** Set when merged into another contact (the row stays so the merge can be undone). */
    mergedIntoId: integer('merged_into_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's q searches: name, email, phone, company, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(company, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('contacts_business_customer_uq').on(t.businessId, t.customerId),
    index('contacts_business_live_idx')
      .on(t.businessId, t.id)
      .where(sql`${t.mergedIntoId} is null and ${t.deletedAt} is null`),
    // The list's q (search_text like '%q%'): trigrams, so a search reads matches, not every row.
    index('contacts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const conversationStatuses = ['bot', 'waiting', 'open', 'resolved'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** Where the conversation happens: web_widget, hero, whatsapp, api. */
    channel: text('channel').notNull().default('web_widget'),
    /**
     * bot: the agent answers; waiting: handed over, no person has answered yet; open: a
     * person owns it; resolved: closed. Only a message the state allows at the moment it is
     * stored is stored (the row is locked and checked in the same transaction).
     */
    status: text('status').$type<ConversationStatus>().notNull().default('bot'),
    /** Moves on every change of status or assignee: the inbox's compare-and-set. */
    version: integer('version').notNull().default(0),
    /** When it was handed over, while it waits for a person. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** User id of the teammate who took the conversation over. */
    assigneeId: text('assignee_id'),
    handoffReason: text('handoff_reason'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_business_activity_idx').on(t.businessId, t.lastActivityAt),
    index('conversations_contact_idx').on(t.contactId, t.status),
    check('conversations_status_ck', sql`${t.status} in ('bot', 'waiting', 'open', 'resolved')`),
  ],
);

export const messageSenders = ['visitor', 'bot', 'agent', 'system'] as const;
export type MessageSender = (typeof messageSenders)[number];

export interface StoredCitation {
  index: number;
  title: string;
  url?: string;
  section?: string;
}

export interface StoredAttachment {
  id: number;
  name: string;
  contentType: string;
  size: number;
}

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Copied from the conversation so every tenant filter is one column away. */
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<MessageSender>().notNull(),
    /** The teammate's user id for agent messages. */
    senderId: text('sender_id'),
    text: text('text').notNull(),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    /** Set by the client so a retried POST /chat stores nothing twice. */
    clientMessageId: text('client_message_id'),
    /** For bot and system replies: the visitor message they answer. */
    inReplyTo: integer('in_reply_to'),
    /** Which surface sent a visitor message: widget, hero, demo, api. */
    source: text('source'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** A note for the team: never sent to the visitor, on any channel. */
    private: boolean('private').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_client_id_uq').on(t.conversationId, t.clientMessageId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_reply_idx').on(t.inReplyTo),
    // The inbox search (text ilike '%word%'): trigrams (pg_trgm, created in db/client.ts).
    index('messages_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    // One answer (the bot's, or the system's in its place) per visitor message: a retry
    // racing the original cannot store a second one.
    uniqueIndex('messages_one_answer_uq')
      .on(t.inReplyTo)
      .where(sql`${t.sender} in ('bot', 'system')`),
    check('messages_sender_ck', sql`${t.sender} in ('visitor', 'bot', 'agent', 'system')`),
  ],
);

/**
 * Files attached to chat messages. Their bytes are in the file store (platform/storage),
 * under storage_key; rows from before it carry them in data_base64 (still read).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Where the bytes are in the file store (`attachments/<business>/<id>`). */
    storageKey: text('storage_key'),
    /** Bytes of rows stored before the file store (new rows leave it null). */
    data: text('data_base64'),
    /**
     * When a message took the file (a visitor's file, with its message; a member's upload,
     * by the reply or note that sends it, in that message's transaction). Null: not sent yet.
     * Rows from before this column may be sent and null: the sweep also checks the messages.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_conversation_idx').on(t.conversationId),
    // The 24 h sweep of unsent uploads (attachments-cleanup.ts): `where sent_at is null and
    // created_at < now() - 24 h` reads only unsent rows, oldest first, never the sent ones.
    index('attachments_unsent_created_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    check('attachments_bytes_ck', sql`${t.storageKey} is not null or ${t.data} is not null`),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_type_idx').on(t.type, t.createdAt)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Negative for usage, positive for top-ups. */
    delta: integer('delta').notNull(),
    /** bot_reply, top_up, grant. */
    reason: text('reason').notNull(),
    messageId: integer('message_id'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_business_idx').on(t.businessId, t.createdAt)],
);

export const emailStatuses = ['queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** Extra headers (a campaign's List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What produced it: quote_notice, contact_notice, otp, invite, ... */
    kind: text('kind').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

export const taskStatuses = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<TaskStatus>().notNull().default('todo'),
    assigneeId: text('assignee_id'),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** The contact the task is about (moved along when contacts merge). */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Sales (issue 18): the member the task is for (a user id; checked against memberships). */
    assigneeUserId: integer('assignee_user_id'),
    /** A deal of the sales module (no foreign key: sales.ts imports this file; deleting a deal clears it). */
    dealId: integer('deal_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set once the due-time reminder went out (email and in-app), so it goes out once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_business_idx').on(t.businessId, t.status),
    index('tasks_business_due_idx').on(t.businessId, t.dueAt),
    index('tasks_deal_idx').on(t.dealId),
    index('tasks_contact_idx').on(t.contactId),
  ],
);

/** Timestamped hits counted over a sliding window (new conversations per IP, free hero chats). */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_events_kind_key_idx').on(t.kind, t.key, t.createdAt)],
);

/** Secrets the server generates once and shares between instances (visitor token key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
