// The invites of a business that can still be used: not accepted, not revoked, not expired.
// The invite list and the member list (its "invited" rows) both show exactly these.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamInvites } from '../../db/schema/team.ts';

export function pendingInvites(db: Database, businessId: number, now: Date) {
  return db
    .select()
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.businessId, businessId),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.revokedAt),
        gt(teamInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvites.createdAt));
}
