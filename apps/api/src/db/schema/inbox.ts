// The inbox's own rows: how far each member has read each conversation, the business's
// canned responses (typed after `/` in the composer), its inbox settings (routing) and the
// email thread of a conversation whose replies went out by email.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses, conversations } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message id the member has seen. */
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    shortCode: text('short_code').notNull(),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('canned_responses_code_uq').on(t.businessId, t.shortCode),
    index('canned_responses_business_idx').on(t.businessId),
  ],
);

/** How handed-over conversations reach the team; a business without a row has the defaults. */
export const inboxSettings = pgTable('inbox_settings', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  roundRobin: boolean('round_robin').notNull().default(false),
  stayWithLastAgent: boolean('stay_with_last_agent').notNull().default(false),
  siteUrl: text('site_url'),
  /** Round-robin's place: the member who got the previous handoff. */
  lastAssignedUserId: integer('last_assigned_user_id'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A conversation whose teammate replies were emailed to the contact: the token its mails carry
 * (Reply-To `inbound+<token>@…`, Message-IDs `<conversation.<token>…@…>`), so the mails of one
 * conversation thread together and the contact's answer by email comes back into it.
 */
export const conversationEmailThreads = pgTable('conversation_email_threads', {
  conversationId: integer('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** 20 lower-case hex characters, like a campaign recipient's reply token. */
  replyToken: text('reply_token').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
