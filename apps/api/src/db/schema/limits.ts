// The per-IP request limit's counters when the API runs on PostgreSQL (possibly several
// instances): one row per key and window, bumped by an upsert (platform/limits/rate-limit-store.ts).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The route's prefix and the client's IP. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When this window ends and the count starts again from one. */
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
