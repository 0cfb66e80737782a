// The CRM's contact tables (contacts issue): the keys a person is known by on each channel
// (identities), tags, notes, custom attribute definitions, the timeline, merges (with what
// undo needs) and merge suggestions. The contact row itself stays in core.ts: conversations
// point at it, and /chat resolves a device id to it (modules/contacts/identity-resolver.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, contacts } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const identityKinds = [
  'device',
  'widget_identity',
  'email',
  'phone',
  'whatsapp',
  'messenger',
  'instagram',
] as const;
export type IdentityKind = (typeof identityKinds)[number];

/** One key a contact is known by. A key belongs to at most one contact of a business. */
export const contactIdentities = pgTable(
  'contact_identities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IdentityKind>().notNull(),
    /** Normalised: emails lower-cased, phones E.164. */
    value: text('value').notNull(),
    /** A verified key merges contacts automatically when it turns up on another one. */
    verified: boolean('verified').notNull().default(false),
    /** One primary email and one primary phone per contact. */
    primary: boolean('is_primary').notNull().default(false),
    /** agent, member, import, channel. */
    source: text('source').notNull().default('channel'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_identities_key_uq').on(t.businessId, t.kind, t.value),
    index('contact_identities_contact_idx').on(t.contactId),
    check(
      'contact_identities_kind_ck',
      sql`${t.kind} in ('device', 'widget_identity', 'email', 'phone', 'whatsapp', 'messenger', 'instagram')`,
    ),
  ],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.tag] }),
    index('contact_tags_business_tag_idx').on(t.businessId, t.tag),
  ],
);

export const contactNotes = pgTable(
  'contact_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** User id of the member who wrote it. */
    authorId: integer('author_id'),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_notes_contact_idx').on(t.contactId, t.id)],
);

export const attributeTypes = ['text', 'number', 'date', 'choice', 'boolean'] as const;
export type AttributeType = (typeof attributeTypes)[number];

/** A business's own contact fields; values live in contacts.attributes under `key`. */
export const contactAttributeDefinitions = pgTable(
  'contact_attribute_definitions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<AttributeType>().notNull(),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_attribute_definitions_key_uq').on(t.businessId, t.key),
    check(
      'contact_attribute_definitions_type_ck',
      sql`${t.type} in ('text', 'number', 'date', 'choice', 'boolean')`,
    ),
  ],
);

/**
 * The contact's timeline: conversation_started, note_added, merged, merge_undone,
 * field_changed (with its source), identity_added, identity_removed, tagged, untagged.
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** member, agent, system, import. */
    source: text('source').notNull(),
    actorId: integer('actor_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_events_contact_idx').on(t.contactId, t.id)],
);

/** What undo needs to give the secondary back exactly. */
export interface MergeSnapshot {
  /** The secondary's row as it was (wire-independent column values). */
  secondary: Record<string, unknown>;
  /** The primary's columns the merge changed: before and after (undo restores untouched ones). */
  primaryChanges: Record<string, { before: unknown; after: unknown }>;
  /** Rows moved from the secondary to the primary, by reference name (contact-references.ts). */
  moved: Record<string, number[]>;
  /** The secondary's tags, and those the primary gained from it. */
  tags: string[];
  addedTags: string[];
  /** Identities whose primary flag the merge cleared (two primaries cannot coexist). */
  demotedIdentities: number[];
}

export const contactMerges = pgTable(
  'contact_merges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    primaryId: integer('primary_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    secondaryId: integer('secondary_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    actorId: integer('actor_id'),
    snapshot: jsonb('snapshot').$type<MergeSnapshot>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [
    index('contact_merges_primary_idx').on(t.primaryId),
    index('contact_merges_secondary_idx').on(t.secondaryId),
  ],
);

/** Two contacts that may be one person (an unverified match); `contact_id` < `other_id`. */
export const contactMergeSuggestions = pgTable(
  'contact_merge_suggestions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    dismissedAt: timestamptz('dismissed_at'),
  },
  (t) => [
    uniqueIndex('contact_merge_suggestions_pair_uq').on(t.businessId, t.contactId, t.otherId),
    check('contact_merge_suggestions_order_ck', sql`${t.contactId} < ${t.otherId}`),
  ],
);

/**
 * A CSV import: the file's text until the job has read every row, the mapping chosen, and
 * the progress and report. The job commits each batch of rows with `processed_rows`, so a
 * restarted job carries on after the last committed batch.
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by'),
    filename: text('filename').notNull(),
    /** uploaded, queued, running, done, failed. */
    status: text('status').notNull().default('uploaded'),
    /** Cleared when the import ends: the rows live in the contacts afterwards. */
    csv: text('csv'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull().default([]),
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** For phone numbers written without their country code. */
    defaultCountry: text('default_country'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    folded: integer('folded').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    rejections: jsonb('rejections')
      .$type<{ row: number; reason: string }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('contact_imports_business_idx').on(t.businessId, t.id),
    check(
      'contact_imports_status_ck',
      sql`${t.status} in ('uploaded', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);
