// The agent's settings (issue 15), one row per business, absent until the business saves
// them (absent = the defaults, `reviewed` false). The agent's name and default language stay
// on `businesses` (agent_name, default_language): the widget lookup, the business list and
// the chat already read them there, and one source of truth beats a copy kept in step.
//
// Knowledge gaps: the questions the agent could not answer or handed over, grouped by a
// normalised key (knowledge-gaps.ts explains the grouping), counted, until answered or
// dismissed.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, conversations } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export interface StoredBusinessHours {
  time_zone: string;
  days: Record<string, { open: string; close: string } | null>;
}

export const agentSettings = pgTable(
  'agent_settings',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('support'),
    tone: text('tone').notNull().default('friendly'),
    greeting: text('greeting'),
    dontKnowText: text('dont_know_text'),
    handoffAfterUnanswered: integer('handoff_after_unanswered'),
    handoffKeywords: jsonb('handoff_keywords').$type<string[]>().notNull().default([]),
    businessHours: jsonb('business_hours').$type<StoredBusinessHours | null>(),
    /** Empty: every language the engine speaks. */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    widgetColour: text('widget_colour'),
    avatarUrl: text('avatar_url'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'agent_settings_purpose_ck',
      sql`${t.purpose} in ('support', 'sales', 'bookings', 'crm')`,
    ),
    check('agent_settings_tone_ck', sql`${t.tone} in ('friendly', 'formal', 'concise')`),
  ],
);

export const knowledgeGapStatuses = ['open', 'answered', 'dismissed'] as const;
export type KnowledgeGapStatus = (typeof knowledgeGapStatuses)[number];

export const knowledgeGaps = pgTable(
  'knowledge_gaps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The normalised question (sorted stems): questions with the same key are one gap. */
    key: text('key').notNull(),
    /** The first wording seen, shown to the business. */
    question: text('question').notNull(),
    /** A few other wordings (at most 5). */
    examples: jsonb('examples').$type<string[]>().notNull().default([]),
    count: integer('count').notNull().default(1),
    /** 'dont-know' or 'handoff': why it counts as a gap the last time it was asked. */
    lastDecision: text('last_decision').notNull(),
    status: text('status').$type<KnowledgeGapStatus>().notNull().default('open'),
    /** The Q&A source written from it. */
    sourceId: integer('source_id'),
    firstAskedAt: timestamptz('first_asked_at').notNull().defaultNow(),
    lastAskedAt: timestamptz('last_asked_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_gaps_business_key_uq').on(t.businessId, t.key),
    index('knowledge_gaps_business_status_idx').on(t.businessId, t.status, t.lastAskedAt),
    check('knowledge_gaps_status_ck', sql`${t.status} in ('open', 'answered', 'dismissed')`),
  ],
);

/**
 * Each time a gap was asked, in which conversation: analytics narrows the questions the agent
 * could not answer by channel, member or campaign through these rows.
 */
export const knowledgeGapAsks = pgTable(
  'knowledge_gap_asks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    gapId: integer('gap_id')
      .notNull()
      .references(() => knowledgeGaps.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    askedAt: timestamptz('asked_at').notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_gap_asks_conversation_idx').on(t.conversationId),
    index('knowledge_gap_asks_gap_idx').on(t.gapId),
  ],
);

/** The agent's test suite: saved questions with the answer or behaviour expected. */
export const agentTests = pgTable(
  'agent_tests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The reply must contain this (case and spacing ignored); null: not checked. */
    expectedText: text('expected_text'),
    /** answer (an answer or FAQ answer), dont-know, handoff, smalltalk; null: not checked. */
    expectedDecision: text('expected_decision'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('agent_tests_business_idx').on(t.businessId, t.id)],
);

export interface StoredTestResult {
  test_id: number;
  question: string;
  passed: boolean;
  decision: string;
  reply: string;
  /** Why it failed, in plain words. */
  failure: string | null;
  /** Passed in the run before, fails now (absent in runs stored before auto-runs). */
  regressed?: boolean;
}

/** Every "Run all": when, how many passed, and each test's result. */
export const agentTestRuns = pgTable(
  'agent_test_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    passed: integer('passed').notNull(),
    failed: integer('failed').notNull(),
    results: jsonb('results').$type<StoredTestResult[]>().notNull(),
    /** What started it: manual (Run all), knowledge or settings (the auto-run after a change). */
    trigger: text('trigger').notNull().default('manual'),
    /** Tests that passed in the run before this one and fail in this one. */
    regressions: integer('regressions').notNull().default(0),
    ranAt: timestamptz('ran_at').notNull().defaultNow(),
  },
  (t) => [index('agent_test_runs_business_idx').on(t.businessId, t.ranAt)],
);
