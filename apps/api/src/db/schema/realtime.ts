// The realtime event log: every stored conversation event of a business, numbered by the
// business's own sequence, so a client that reconnects with the last number it saw gets
// exactly what it missed. The sequence row is bumped in the same transaction as the insert,
// so numbers are gapless per business and commit in order.
import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './core.ts';

export const realtimeEventSequences = pgTable('realtime_event_sequences', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
});

export const realtimeEvents = pgTable(
  'realtime_events',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    conversationId: integer('conversation_id').notNull(),
    /** The bus event as published (without its eventId). */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.eventId] }),
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);
