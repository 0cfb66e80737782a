// Campaigns (issue 20): a business's broadcasts (WhatsApp template, email, website) and one
// row per recipient with its state. The recipient rows are materialised once when sending
// starts; the unique (campaign, contact) index keeps a contact in a campaign once, and every
// state change is a compare-and-set on the row, so each recipient is sent exactly once
// however often a batch job runs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses, contacts, conversations } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The saved filters of a campaign's audience (see @lisa/contracts/campaigns). */
export interface StoredAudience {
  q?: string;
  tag?: string;
  owner?: 'me' | 'none' | number;
  channel?: string;
  attribute?: { key: string; value: string };
  last_seen_days?: number;
  /** The saved segment its filters were copied from, and its name then. */
  segment_id?: number;
  segment_name?: string;
}

export interface StoredWebsiteRules {
  url_contains: string;
  /** Added in session 9; absent in older rows (read as the defaults). */
  url_equals?: string;
  delay_seconds: number;
  once_per_visitor: boolean;
  visitors?: 'all' | 'new' | 'returning';
  business_hours?: boolean;
  ends_at: string | null;
}

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** whatsapp | email | website. */
    kind: text('kind').notNull(),
    /** draft | scheduled | sending | paused | cancelled | done. */
    status: text('status').notNull().default('draft'),
    /** Why it paused by itself (credit ran out), in plain words; null otherwise. */
    statusReason: text('status_reason'),
    audience: jsonb('audience').$type<StoredAudience>().notNull().default({}),
    /** WhatsApp: the synced channel template's id. */
    templateId: integer('template_id'),
    /** WhatsApp: for {{1}}, {{2}}...: a contact field (`field:name`) or fixed text (`text:...`). */
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    /** Email: subject and Markdown body. */
    subject: text('subject'),
    body: text('body'),
    /** Messages per second. */
    ratePerSecond: integer('rate_per_second').notNull().default(20),
    /** Website: url_contains, delay_seconds, once_per_visitor, ends_at (null for other kinds). */
    rules: jsonb('rules').$type<StoredWebsiteRules>(),
    /** The inbox tag put on the conversations its replies start or join; null: none. */
    conversationTag: text('conversation_tag'),
    /** Website: times the widget showed the message (the public beacon). */
    shownCount: integer('shown_count').notNull().default(0),
    scheduledAt: timestamptz('scheduled_at'),
    /** Set once, when the recipient rows were written. */
    materialisedAt: timestamptz('materialised_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('campaigns_business').on(table.businessId, table.id)],
);

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** Where it goes: the WhatsApp number or the email address (null when skipped for none). */
    address: text('address'),
    /**
     * queued -> sending -> sent -> delivered -> read -> replied; or failed (reason), skipped
     * (reason), opted_out. `sending` is the claim: only the job that moved it there sends.
     */
    state: text('state').notNull(),
    reason: text('reason'),
    /** Meta's message id once accepted (delivery statuses find the row by it). */
    externalId: text('external_id'),
    /** The random token of the email's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token'),
    /**
     * Email: the random token of this recipient's reply address (`inbound+<token>@…`) and of
     * the Message-ID its mail carried, so a reply finds its recipient (inbound-email.ts).
     */
    replyToken: text('reply_token'),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** Website: the reply went into a conversation the visitor had open already (not started by it). */
    intoOpenConversation: boolean('into_open_conversation').notNull().default(false),
    claimedAt: timestamptz('claimed_at'),
    /**
     * Set just before this recipient's own call goes out. A claim a crash cut off without it
     * never reached Meta or the mailer, so it is queued again; with it, it may have.
     */
    callStartedAt: timestamptz('call_started_at'),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
    readAt: timestamptz('read_at'),
    repliedAt: timestamptz('replied_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaign_recipients_contact').on(table.campaignId, table.contactId),
    index('campaign_recipients_state').on(table.campaignId, table.state, table.id),
    index('campaign_recipients_contact_sent').on(table.contactId, table.sentAt),
    // WhatsApp's daily limit: who the business's number messaged in the last 24 hours.
    index('campaign_recipients_business_sent').on(table.businessId, table.sentAt),
    uniqueIndex('campaign_recipients_external')
      .on(table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('campaign_recipients_unsubscribe')
      .on(table.unsubscribeToken)
      .where(sql`${table.unsubscribeToken} is not null`),
    uniqueIndex('campaign_recipients_reply')
      .on(table.replyToken)
      .where(sql`${table.replyToken} is not null`),
  ],
);

/**
 * Replies to email campaigns (inbound-email.ts): the business's inbound address at its mail
 * provider (Postmark), which campaign mails name in Reply-To with a per-recipient +token, and
 * the secret in the webhook URL the provider posts each received mail to. The secret is
 * stored sealed (shown to the business to copy) and as its SHA-256 (found by it).
 */
export const campaignInboundEmail = pgTable(
  'campaign_inbound_email',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** e.g. 1a2b3c…@inbound.postmarkapp.com, or a forwarding address; null: replies not taken. */
    address: text('address'),
    secretSealed: text('secret_sealed').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('campaign_inbound_email_secret').on(table.secretHash)],
);

/**
 * Tags on inbox conversations (issue 20: "a reply to a campaign opens a conversation in the
 * inbox tagged with the campaign"). The inbox had no conversation tags, so they start here: a
 * campaign's `conversation_tag` goes on the conversations its replies start or join. The
 * inbox lists them with each conversation.
 */
export const conversationTags = pgTable(
  'conversation_tags',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    /** The campaign that put it there (null once the campaign is deleted). */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.tag] }),
    index('conversation_tags_business_tag').on(table.businessId, table.tag),
  ],
);

/**
 * Saved audience segments (issue 20: "a segment of contacts (saved filters …) with a live
 * count"): a named set of the contacts list's and the campaign audience's filters, per
 * business. A campaign copies a segment's filters into its own audience when saved and again
 * when sent, so deleting or changing a segment never changes a campaign that went out.
 */
export const contactSegments = pgTable(
  'contact_segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<StoredAudience>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('contact_segments_business_name').on(table.businessId, table.name)],
);
