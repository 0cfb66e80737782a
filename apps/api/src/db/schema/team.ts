// Teams: invitations into a business, the availability each member sets, ownership
// transfers awaiting the new owner's yes, and the append-only audit log of every change a
// business would want to trace. Invite tokens are stored as SHA-256 digests only.
import { sql } from 'drizzle-orm';
import {
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
import { users } from './accounts.ts';
import { businesses } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<'admin' | 'agent'>().notNull(),
    /** SHA-256 of the current token; resend replaces it, so an older link stops working. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('team_invites_token_uq').on(t.tokenHash),
    // One open invite per address and business; an expired one is closed before a new one.
    uniqueIndex('team_invites_open_uq')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('team_invites_business_idx').on(t.businessId, t.createdAt),
    check('team_invites_role_ck', sql`${t.role} in ('admin', 'agent')`),
  ],
);

export const availabilities = ['online', 'away', 'offline'] as const;
export type Availability = (typeof availabilities)[number];

/** Per person and business: what they chose, and when a dashboard of theirs was last live. */
export const memberPresence = pgTable(
  'member_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    availability: text('availability').$type<Availability>().notNull().default('online'),
    lastSeenAt: timestamptz('last_seen_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    check(
      'member_presence_availability_ck',
      sql`${t.availability} in ('online', 'away', 'offline')`,
    ),
  ],
);

export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Closed by the new owner's yes, or by a cancel (either side), or by a newer offer. */
    closedAt: timestamptz('closed_at'),
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [
    uniqueIndex('ownership_transfers_open_uq').on(t.businessId).where(sql`${t.closedAt} is null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was at the time, so the entry reads the same after the person leaves. */
    actorName: text('actor_name'),
    /** Dotted area and verb, e.g. team.invite.created, knowledge.source.deleted. */
    kind: text('kind').notNull(),
    /** What was changed, in words (an email, a source title). */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_business_idx').on(t.businessId, t.id),
    index('audit_log_business_kind_idx').on(t.businessId, t.kind),
  ],
);
