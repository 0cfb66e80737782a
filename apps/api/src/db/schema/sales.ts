// Sales: pipelines with ordered stages, the deals that move through them (with every stage
// change kept), and the leads the agent, the forms or a member capture. Contacts are only
// referenced by contact_id; the contacts module owns them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses, contacts, conversations, formSubmissions } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const stageKinds = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof stageKinds)[number];

export const dealCurrencies = ['KES', 'USD'] as const;
export type DealCurrency = (typeof dealCurrencies)[number];

export const pipelines = pgTable(
  'pipelines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** New deals and converted leads land in the default pipeline; one per business. */
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('pipelines_business_idx').on(t.businessId, t.position),
    uniqueIndex('pipelines_one_default_uq').on(t.businessId).where(sql`${t.isDefault}`),
  ],
);

export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    pipelineId: integer('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<StageKind>().notNull().default('open'),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('pipeline_stages_pipeline_idx').on(t.pipelineId, t.position),
    check('pipeline_stages_kind_ck', sql`${t.kind} in ('open', 'won', 'lost')`),
  ],
);

export const leadStatuses = ['new', 'contacted', 'qualified', 'converted', 'unqualified'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    notes: text('notes'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    unqualifiedReason: text('unqualified_reason'),
    /** How it came: manual, chat, form_quote, form_contact, form_demo, form_rsvp. */
    source: text('source').notNull(),
    /** The channel of the conversation it came from (web_widget, whatsapp, ...), or web for forms. */
    sourceChannel: text('source_channel'),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    formSubmissionId: integer('form_submission_id').references(() => formSubmissions.id, {
      onDelete: 'set null',
    }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The deal convert opened. */
    dealId: integer('deal_id'),
    convertedAt: timestamptz('converted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('leads_business_idx').on(t.businessId, t.id),
    index('leads_business_status_idx').on(t.businessId, t.status, t.id),
    // One lead per conversation and per form submission: a retry or a second detail
    // collected in the same chat finds the first.
    uniqueIndex('leads_conversation_uq').on(t.conversationId),
    uniqueIndex('leads_form_submission_uq').on(t.formSubmissionId),
    check(
      'leads_status_ck',
      sql`${t.status} in ('new', 'contacted', 'qualified', 'converted', 'unqualified')`,
    ),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    pipelineId: integer('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => pipelineStages.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** In minor units (cents) of the currency. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<DealCurrency>().notNull().default('KES'),
    expectedCloseDate: date('expected_close_date', { mode: 'string' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Order within the stage (ascending; ties by id). */
    position: integer('position').notNull().default(0),
    lostReason: text('lost_reason'),
    /** Moves on every change: a move or edit naming an older version is refused (409). */
    version: integer('version').notNull().default(0),
    closedAt: timestamptz('closed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('deals_business_pipeline_idx').on(t.businessId, t.pipelineId, t.stageId, t.position),
    index('deals_contact_idx').on(t.contactId),
    check('deals_currency_ck', sql`${t.currency} in ('KES', 'USD')`),
    check('deals_amount_ck', sql`${t.amountMinor} >= 0`),
  ],
);

export const dealStageHistory = pgTable(
  'deal_stage_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** Null for the deal's first stage. Names are copied so a renamed stage keeps the past. */
    fromStageId: integer('from_stage_id'),
    fromStageName: text('from_stage_name'),
    toStageId: integer('to_stage_id').notNull(),
    toStageName: text('to_stage_name').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    lostReason: text('lost_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('deal_stage_history_deal_idx').on(t.dealId, t.id)],
);

/** In-app notices for one member (task reminders today); read_at once they saw it. */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** task_reminder */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A dashboard path to open. */
    link: text('link'),
    taskId: integer('task_id'),
    /** The reminder went out after its due time (the API was down then). */
    late: boolean('late').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('member_notifications_user_idx').on(t.userId, t.businessId, t.id),
    // A task's reminder reaches its assignee once, whatever retries the job has.
    uniqueIndex('member_notifications_task_uq').on(t.kind, t.taskId, t.userId),
  ],
);
