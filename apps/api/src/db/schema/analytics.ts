// Analytics' own rows: an append-only log of what happened to each conversation (who
// handed it over and why, who it was assigned to, who answered first, who resolved it,
// when it came back) written in the transaction that changed the conversation, and the
// visitors' ratings. Metrics are computed from these in SQL (modules/analytics).
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, conversations } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const conversationEventKinds = [
  /** The conversation began; reason customer | proactive (started by the business). */
  'started',
  /** Handed to a person; reason requested | could_not_answer | rule | workflow. */
  'handoff',
  /** Given to a member (data.assignee_id; actor system for round-robin). */
  'assigned',
  /** The first public reply of a person in the conversation. */
  'human_reply',
  /** Resolved; reason bot | member (who did the work: the state it was in). */
  'resolved',
  /** A resolved conversation came back (the visitor wrote again, or a member reopened it). */
  'reopened',
  /** A person gave it back to the bot. */
  'handed_back',
] as const;
export type ConversationEventKind = (typeof conversationEventKinds)[number];

export const eventActors = ['visitor', 'bot', 'member', 'system', 'workflow'] as const;
export type EventActor = (typeof eventActors)[number];

export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConversationEventKind>().notNull(),
    /** Why (handoff category, start origin, who did the resolving work). */
    reason: text('reason'),
    /** Who caused it. */
    actorType: text('actor_type').$type<EventActor>().notNull(),
    /** The member's user id when actorType is member. */
    actorId: integer('actor_id'),
    /** The conversation's channel, copied so a channel filter needs no join. */
    channel: text('channel').notNull(),
    /** Anything else worth keeping (the raw handoff reason, the assignee, the old status). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversation_events_business_kind_idx').on(t.businessId, t.kind, t.createdAt),
    index('conversation_events_conversation_idx').on(t.conversationId, t.kind, t.createdAt),
    check(
      'conversation_events_kind_ck',
      sql`${t.kind} in ('started', 'handoff', 'assigned', 'human_reply', 'resolved', 'reopened', 'handed_back')`,
    ),
  ],
);

/**
 * The flags of a conversation_facts row, one bit each (`flags`, a stored generated column):
 * analytics reads every figure and drill-down through these, so a figure and its list agree.
 * Reopened "soon" is within 7 days (DURABLE_DAYS in @lisa/contracts/analytics) of the first
 * resolution, measured as elapsed time (7 x 24 h).
 */
export const FACT_FLAG_BITS = {
  is_customer: 1,
  is_proactive: 2,
  is_resolved: 4,
  by_bot: 8,
  handed: 16,
  replied: 32,
  reopened_soon: 64,
  rated: 128,
} as const;
const FACT_FLAG_SQL: Record<keyof typeof FACT_FLAG_BITS, string> = {
  is_customer: `origin = 'customer'`,
  is_proactive: `origin = 'proactive'`,
  is_resolved: 'resolved_at is not null',
  by_bot: `coalesce(resolved_by = 'bot', false)`,
  handed: 'handoff_at is not null',
  replied: 'human_reply_at is not null',
  reopened_soon: `coalesce(reopened_at - resolved_at <= interval '7 days', false)`,
  rated: 'score is not null',
};
const FACT_FLAGS_SQL = `(${Object.entries(FACT_FLAG_SQL)
  .map(
    ([flag, test]) =>
      `(case when ${test} then ${FACT_FLAG_BITS[flag as keyof typeof FACT_FLAG_BITS]} else 0 end)`,
  )
  .join(' + ')})::smallint`;

/**
 * One row per conversation: what its events add up to (first handoff and why, first
 * human reply, first resolution and by whom, first reopen after it, the members involved,
 * message and credit counts, the visitor's first question, the rating). Written in the same
 * transaction as each event (conversation-events.ts), rebuildable from the events
 * (analytics-rebuild.ts). The screen reads 100,000 of these rows, not half a million events.
 */
export const conversationFacts = pgTable(
  'conversation_facts',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** customer | proactive. */
    origin: text('origin').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    handoffAt: timestamptz('handoff_at'),
    handoffReason: text('handoff_reason'),
    humanReplyAt: timestamptz('human_reply_at'),
    firstResponder: integer('first_responder'),
    resolvedAt: timestamptz('resolved_at'),
    /** bot | member: who did the work of the first resolution. */
    resolvedBy: text('resolved_by'),
    resolverId: integer('resolver_id'),
    /** The first reopen after the first resolution. */
    reopenedAt: timestamptz('reopened_at'),
    /** Members assigned to it, replying first in it, or resolving it. */
    memberIds: integer('member_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Members it was assigned to. */
    assigneeIds: integer('assignee_ids').array().notNull().default(sql`'{}'::int[]`),
    /** Visitor, bot and public member messages. */
    messages: integer('messages').notNull().default(0),
    botReplies: integer('bot_replies').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    firstQuestion: text('first_question'),
    score: smallint('score'),
    ratedBy: text('rated_by'),
    ratedMember: integer('rated_member'),
    // Kept by PostgreSQL from the columns above, so the screen's figures read them instead
    // of working them out for each of 100,000 rows per request (modules/analytics README).
    /** The flags every figure is written in, as bits (FACT_FLAG_BITS). */
    flags: smallint('flags').generatedAlwaysAs(sql.raw(FACT_FLAGS_SQL)),
    /** Seconds from the handoff (or the start, when a person stepped in unasked) to the first human reply. */
    firstResponseS: doublePrecision('first_response_s').generatedAlwaysAs(
      sql`extract(epoch from human_reply_at - case when handoff_at is not null and handoff_at <= human_reply_at then handoff_at else started_at end)::float8`,
    ),
    /** Seconds from the start to the first resolution. */
    resolutionS: doublePrecision('resolution_s').generatedAlwaysAs(
      sql`extract(epoch from resolved_at - started_at)::float8`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId] }),
    index('conversation_facts_business_started_idx').on(t.businessId, t.startedAt),
  ],
);

/** A visitor's rating of a resolved conversation: once per conversation. */
export const conversationRatings = pgTable(
  'conversation_ratings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    /** bot or member: who resolved the conversation that was rated. */
    resolvedBy: text('resolved_by').notNull(),
    /** The member's user id when a member resolved it. */
    resolvedById: integer('resolved_by_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_ratings_conversation_uq').on(t.conversationId),
    index('conversation_ratings_business_idx').on(t.businessId, t.createdAt),
    check('conversation_ratings_score_ck', sql`${t.score} between 1 and 5`),
  ],
);

export const csatAskStates = ['asked', 'rated', 'closed'] as const;
export type CsatAskState = (typeof csatAskStates)[number];

/**
 * The rating question sent on a messaging channel (WhatsApp, Messenger, Instagram) after a
 * resolve, at most once per conversation: asked (the next message may be the score), rated
 * (the next one may be the comment), closed. `address` is the customer's channel key it was
 * sent to (E.164 on WhatsApp, the page-scoped id on Messenger and Instagram).
 */
export const csatAsks = pgTable(
  'csat_asks',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    state: text('state').$type<CsatAskState>().notNull().default('asked'),
    askedAt: timestamptz('asked_at').notNull(),
    ratedAt: timestamptz('rated_at'),
    /** Meta's id of the last reply taken (a redelivered webhook is not taken twice). */
    lastReplyId: text('last_reply_id'),
  },
  (t) => [
    index('csat_asks_address_idx').on(t.businessId, t.channel, t.address, t.askedAt),
    check('csat_asks_state_ck', sql`${t.state} in ('asked', 'rated', 'closed')`),
  ],
);
