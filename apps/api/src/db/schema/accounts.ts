// Accounts: people who sign in to the dashboard, the businesses they belong to, their
// sessions and the single-use codes emailed to them. Secrets are never stored in the clear:
// passwords as argon2id hashes, session tokens, codes and recovery codes as SHA-256 digests.
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
import { businesses } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Lower-cased on the way in; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Base32 TOTP secret: set while setting up, kept once enabled. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamptz('two_factor_enabled_at'),
    /** SHA-256 digests of the unused recovery codes. */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes')
      .$type<string[]>()
      .notNull()
      .default([]),
    /** The last TOTP time step accepted, so one code cannot be replayed. */
    twoFactorLastStep: integer('two_factor_last_step'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const membershipRoles = ['owner', 'admin', 'agent'] as const;
export type MembershipRole = (typeof membershipRoles)[number];

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    role: text('role').$type<MembershipRole>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_business_uq').on(t.userId, t.businessId),
    index('memberships_business_idx').on(t.businessId),
    check('memberships_role_ck', sql`${t.role} in ('owner', 'admin', 'agent')`),
  ],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The business this session works in (the user's first membership at sign-in). */
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is only ever in the client's hands. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is lastSeenAt + the idle window. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('user_sessions_token_uq').on(t.tokenHash),
    index('user_sessions_user_idx').on(t.userId),
  ],
);

export const accountCodePurposes = ['verify_account', 'reset_password'] as const;
export type AccountCodePurpose = (typeof accountCodePurposes)[number];

export const accountCodes = pgTable(
  'account_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when used, or when a newer code replaces it: either way it no longer works. */
    consumedAt: timestamptz('consumed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('account_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('account_codes_purpose_ck', sql`${t.purpose} in ('verify_account', 'reset_password')`),
  ],
);
