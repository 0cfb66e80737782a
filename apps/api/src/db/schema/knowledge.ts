// Knowledge bases: each business's sources (FAQ files, documents, web pages, typed text)
// and the chunks the agent searches. The API keeps an in-memory BM25 index per business in
// step with these rows (see knowledge/knowledge-store.ts): knowledge_versions.version
// moves on every change, and each source's revision tells which chunks to reload.
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
import { users } from './accounts.ts';
import { businesses, messages } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const knowledgeSourceKinds = [
  'faq',
  'markdown',
  'text',
  'html',
  'pdf',
  'docx',
  'url',
] as const;
export type KnowledgeSourceKind = (typeof knowledgeSourceKinds)[number];

export const knowledgeSourceStatuses = ['queued', 'processing', 'ready', 'failed'] as const;
export type KnowledgeSourceStatus = (typeof knowledgeSourceStatuses)[number];

export type KnowledgeSourcePurpose = 'inbox_answers';

export const knowledgeSyncSchedules = ['off', 'daily', 'weekly'] as const;
export type KnowledgeSyncSchedule = (typeof knowledgeSyncSchedules)[number];

/** One page of a crawled site (knowledge-site-pages.ts). */
export interface SitePage {
  url: string;
  depth: number;
  etag: string | null;
  lastModified: string | null;
  links: string[];
  /** Hash of the page's chunks: a page answered in full but unchanged is not re-indexed. */
  hash: string;
}

export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KnowledgeSourceKind>().notNull(),
    title: text('title').notNull(),
    url: text('url'),
    fileName: text('file_name'),
    /** Set on sources Lisa maintains itself (business 1's catalogue and documentation). */
    systemKey: text('system_key'),
    /** sha256 of what is searchable; an unchanged re-seed leaves the row alone. */
    contentHash: text('content_hash').notNull(),
    /** Moves on every re-ingest, so other API instances know to reload its chunks. */
    revision: integer('revision').notNull().default(1),
    /**
     * Which of its chunks are live: those with this `generation`. A large replacement writes
     * its chunks in small batches under a new generation, then switches this in one short
     * statement and deletes the old generation after (knowledge-rows.ts, stageChunks).
     */
    generation: integer('generation').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** The user who added it; null for system sources. */
    createdBy: integer('created_by'),
    /** queued / processing (a background ingestion), ready, failed (see `error`). */
    status: text('status').$type<KnowledgeSourceStatus>().notNull().default('ready'),
    /** Why the last ingestion or sync failed, in plain words; null when it worked. */
    error: text('error'),
    /** Bytes of the file, page or text it was made from. */
    sizeBytes: integer('size_bytes'),
    /** When its content was last ingested or synced successfully. */
    syncedAt: timestamptz('synced_at'),
    /** For a site crawl: `{ max_depth, max_pages }`, used again by each re-sync. */
    crawl: jsonb('crawl').$type<{ max_depth: number; max_pages: number }>(),
    /** Scheduled re-sync of a web page: off, daily or weekly (knowledge-resync.ts). */
    syncSchedule: text('sync_schedule').$type<KnowledgeSyncSchedule>().notNull().default('off'),
    /** When the scheduled re-sync next looks at it; null when the schedule is off. */
    nextSyncAt: timestamptz('next_sync_at'),
    /** When the page was last asked for, even when it answered "not modified". */
    checkedAt: timestamptz('checked_at'),
    /** The page's validators from its last full answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /**
     * For a site crawl: each page read, with its validators, links and content hash, so the
     * scheduled re-sync asks for each page conditionally instead of crawling it all again.
     */
    sitePages: jsonb('site_pages').$type<SitePage[]>(),
    /** The input a queued background ingestion will read (cleared once it ran). */
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    /**
     * What Lisa appends to it, if anything: 'inbox_answers' is the FAQ source "Answers from
     * the inbox" that teammates' replies are saved into (one per business, found by this and
     * not by its title, which the team may change).
     */
    purpose: text('purpose').$type<KnowledgeSourcePurpose>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_sources_business_idx').on(t.businessId, t.id),
    uniqueIndex('knowledge_sources_system_key_uq').on(t.businessId, t.systemKey),
    uniqueIndex('knowledge_sources_purpose_uq').on(t.businessId, t.purpose),
    check(
      'knowledge_sources_kind_ck',
      sql`${t.kind} in ('faq', 'markdown', 'text', 'html', 'pdf', 'docx', 'url')`,
    ),
    index('knowledge_sources_next_sync_idx').on(t.nextSyncAt),
    check(
      'knowledge_sources_sync_schedule_ck',
      sql`${t.syncSchedule} in ('off', 'daily', 'weekly')`,
    ),
    check(
      'knowledge_sources_status_ck',
      sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`,
    ),
  ],
);

export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    /** Repeated from the source so a business's chunks load with one indexed scan. */
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    fileName: text('file_name'),
    section: text('section'),
    /** Set for FAQ entries: the question this chunk's text answers. */
    question: text('question'),
    /** ISO 639-1. */
    language: text('language').notNull().default('en'),
    /** Live when equal to its source's `generation`; another one is being written or removed. */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [
    index('knowledge_chunks_business_idx').on(t.businessId),
    index('knowledge_chunks_source_idx').on(t.sourceId, t.ordinal),
  ],
);

export const knowledgeVersions = pgTable('knowledge_versions', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Incremented by every change to the business's sources. */
  version: integer('version').notNull().default(0),
  /** Content hash of the system sources last seeded (business 1), to skip unchanged starts. */
  seedHash: text('seed_hash'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The knowledge base size of each business (SPEC §9: small, medium, large), which bounds its
 * sources and chunks (KNOWLEDGE_PLAN_LIMITS in @lisa/contracts/knowledge). No row: medium.
 * Set by the operator (a sale), not by the business itself.
 */
export const knowledgePlans = pgTable(
  'knowledge_plans',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<'small' | 'medium' | 'large'>().notNull().default('medium'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('knowledge_plans_plan_ck', sql`${t.plan} in ('small', 'medium', 'large')`)],
);

/**
 * Questions a business's team taught its agent from the inbox ("Good answer" on a cited bot
 * reply): the visitor's question tied to the anchor, the first sentence of the answer that
 * a passage holds. The knowledge store gives them to the retriever with business 1's
 * generated ones (learned questions, query-log expansion); every change bumps
 * knowledge_versions so every API instance reloads them.
 */
export const learnedQuestions = pgTable(
  'learned_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /**
     * The bot reply it was taught from: one learned question per reply. Kept (null) when the
     * conversation is deleted: what the team taught stays until the team deletes it.
     */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    anchor: text('anchor').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learned_questions_message_uq').on(t.messageId),
    index('learned_questions_business_idx').on(t.businessId, t.id),
  ],
);

/**
 * Teammates' inbox replies saved as answers ("Save as answer"): each is one entry of the
 * business's "Answers from the inbox" FAQ source. The row remembers which reply was saved
 * (one save per reply: a unique `message_id`), apart from the chunk, because the data centre
 * replaces a FAQ source's chunks whenever the team edits it. Deleting the source deletes
 * these rows (its replies may be saved again); deleting the conversation keeps them (null).
 */
export const inboxAnswers = pgTable(
  'inbox_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    /** The question as the teammate saved it (the entry itself may be edited later). */
    question: text('question').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_answers_message_uq').on(t.messageId),
    index('inbox_answers_business_idx').on(t.businessId, t.id),
  ],
);
