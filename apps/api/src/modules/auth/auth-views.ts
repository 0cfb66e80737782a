// User rows to the wire shape of @lisa/contracts/accounts.
import type { AccountUser } from '@lisa/contracts/accounts';
import type { users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;

/** The user record as it leaves the server: no password, no two-factor secret or codes. */
export function userView(user: UserRow): AccountUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    two_factor_enabled: user.twoFactorEnabledAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
