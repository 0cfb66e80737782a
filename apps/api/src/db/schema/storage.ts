// Stored bytes whose rows are gone: the file store's keys still to remove. A row is written
// by a trigger in the same transaction as the delete that released its key (an attachment, a
// queued channel message's media, an Odoo inventory file), whatever made the delete: a
// contact's erasure, the unsent-files sweep, or the database's own cascade when a business,
// conversation or contact is deleted (the cascade never runs application code). The bytes are
// removed once that transaction has committed (platform/storage/storage-removals.ts); a
// removal that fails stays here and is retried by a job.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const storageRemovals = pgTable(
  'storage_removals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storageKey: text('storage_key').notNull(),
    /** Failed removals so far (for the log; a failing key never blocks the others). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A code path removes its own keys right after its commit: found by key.
  (t) => [index('storage_removals_key_idx').on(t.storageKey)],
);

/**
 * Which columns of which tables hold file-store keys: a JSON path into the deleted row
 * (`to_jsonb(old)`); each string it finds is a key to remove.
 */
const KEY_COLUMNS: Record<string, string[]> = {
  attachments: ['$.storage_key'],
  channel_messages: ['$.content.attachments[*].key'],
  odoo_inventory_exports: ['$.raw_storage_key', '$.csv_storage_key'],
};

/**
 * The triggers behind `storage_removals`. drizzle-kit writes no triggers, so db/client.ts
 * runs this after the migrations, at every start (idempotent: `create or replace`).
 */
export const STORAGE_REMOVAL_TRIGGERS = [
  `create or replace function lisa_release_storage_keys() returns trigger
  language plpgsql as $$
  declare
    path text;
  begin
    foreach path in array tg_argv loop
      insert into storage_removals (storage_key)
        select released #>> '{}'
        from jsonb_path_query(to_jsonb(old), path::jsonpath) as released
        where jsonb_typeof(released) = 'string';
    end loop;
    return null;
  end $$;`,
  ...Object.entries(KEY_COLUMNS).map(
    ([table, paths]) =>
      `create or replace trigger ${table}_release_storage_keys after delete on ${table}
    for each row execute function lisa_release_storage_keys(${paths.map((p) => `'${p}'`).join(', ')});`,
  ),
].join('\n');
