// The embeddable widget's per-business set-up (issue 16): its business key (a public
// identifier; the previous one keeps working for 24 h after a rotation), the domains allowed
// to embed it, the sealed identity secret for Lisa.identify, and the pre-chat form.
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const widgetSettings = pgTable(
  'widget_settings',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null until generated. */
    businessKey: text('business_key'),
    previousKey: text('previous_key'),
    previousKeyExpiresAt: timestamptz('previous_key_expires_at'),
    /** Hosts ("shop.example.com", "localhost:3000", "*.example.com"); empty: any origin. */
    allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
    /** Sealed with context.secrets. */
    identitySecret: text('identity_secret').notNull(),
    prechatName: text('prechat_name').notNull().default('off'),
    prechatEmail: text('prechat_email').notNull().default('off'),
    /** On: Lisa.identify without a correct user_hash is refused (off: kept as unverified details). */
    requireIdentityVerification: boolean('require_identity_verification').notNull().default(false),
    /** Last time a site loaded the widget by its key (at most one write an hour): "Connected". */
    lastSeenAt: timestamptz('last_seen_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('widget_settings_key_uq').on(t.businessKey),
    uniqueIndex('widget_settings_previous_key_uq').on(t.previousKey),
  ],
);
