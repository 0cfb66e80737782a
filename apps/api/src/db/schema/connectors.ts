// Third-party connectors (modules/connectors): one connection per business and app, its
// settings in clear, its secrets sealed (bound to the row), and a per-record call log.
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
import { businesses } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const connectorConnections = pgTable(
  'connector_connections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 'zoho-crm' | 'odoo' | 'kijani' | 'asana' | 'calendar'. */
    app: text('app').notNull(),
    /** Settings without secrets (URL, database, client id...). */
    settings: jsonb('settings').$type<Record<string, string | number | null>>().notNull(),
    /** The secrets as one JSON object, sealed with context.secrets (`connector:<id>:secret`). */
    sealedSecrets: text('sealed_secrets').notNull(),
    /** A short-lived OAuth access token (Zoho, Google), sealed the same way; null until fetched. */
    sealedAccessToken: text('sealed_access_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    /** Zoho answers which API domain serves the account. */
    apiDomain: text('api_domain'),
    health: text('health').notNull().default('unchecked'),
    lastCheckedAt: timestamptz('last_checked_at'),
    lastError: text('last_error'),
    lastCallAt: timestamptz('last_call_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('connector_connections_business_app').on(table.businessId, table.app)],
);

export const connectorCalls = pgTable(
  'connector_calls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    action: text('action').notNull(),
    /** The step's idempotency key: a repeated call finds the first one's record. */
    idempotencyKey: text('idempotency_key'),
    ok: boolean('ok').notNull(),
    recordId: text('record_id'),
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [index('connector_calls_business_app').on(table.businessId, table.app, table.id)],
);

/**
 * A long sync to an app under way (today: contacts to Zoho CRM), one per business and app. It
 * lives in the database rather than in the process so that every API process sees it and a
 * second one is refused; a claim whose heartbeat stopped (its process died) can be taken over.
 */
export const connectorSyncs = pgTable(
  'connector_syncs',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    startedAt: timestamptz('started_at').notNull(),
    /** Moved on at each batch; older than SYNC_STALE_MS means the sync's process is gone. */
    heartbeatAt: timestamptz('heartbeat_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.app] })],
);

/**
 * POST /odoo/inventory/{business_id}: each fetch of the connected Odoo's products, kept as the
 * raw JSON and a cleaned CSV (downloadable), and the knowledge source they were ingested into.
 * The two files are in the file store (platform/storage) under their keys; rows from before
 * it keep them in `raw` and `csv` (still read).
 */
export const odooInventoryExports = pgTable(
  'odoo_inventory_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productCount: integer('product_count').notNull(),
    /** `odoo-inventory/<business>/<id>/products.json`: Odoo's JSON as it came. */
    rawStorageKey: text('raw_storage_key'),
    /** `odoo-inventory/<business>/<id>/products.csv`: the cleaned CSV. */
    csvStorageKey: text('csv_storage_key'),
    /** Rows from before the file store: the JSON itself (new rows leave it null). */
    raw: jsonb('raw').$type<unknown[]>(),
    /** Rows from before the file store: the CSV itself (new rows leave it null). */
    csv: text('csv'),
    /** The knowledge source holding the products (null when not ingested). */
    knowledgeSourceId: integer('knowledge_source_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('odoo_inventory_exports_business').on(table.businessId, table.id),
    check(
      'odoo_inventory_exports_files_ck',
      sql`(${table.rawStorageKey} is not null or ${table.raw} is not null) and (${table.csvStorageKey} is not null or ${table.csv} is not null)`,
    ),
  ],
);
