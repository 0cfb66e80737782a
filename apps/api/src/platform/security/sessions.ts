// Dashboard sessions: a random bearer token whose SHA-256 digest is stored, with an idle
// expiry (30 minutes without a request) and an absolute one (12 hours), ASVS 4 level 2
// (3.3.2). Sign-out and password resets revoke them on the server.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MembershipRole, memberships, userSessions } from '../../db/schema/accounts.ts';
import { digest, newSessionToken, type RandomSource } from './secrets.ts';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often, so every request is not a write. */
const TOUCH_EVERY_MS = 60_000;

export interface ResolvedSession {
  sessionId: number;
  userId: number;
  businessId: number;
  /** The person's role in that business, read with the session (a change applies at once). */
  role: MembershipRole;
}

export interface SessionStoreOptions {
  db: Database;
  clock: () => Date;
  random?: RandomSource;
}

export function createSessions(options: SessionStoreOptions) {
  const { db, clock } = options;

  return {
    async create(userId: number, businessId: number, userAgent: string | null) {
      const token = newSessionToken(options.random);
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
      await db.insert(userSessions).values({
        userId,
        businessId,
        tokenHash: digest(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        userAgent: userAgent ? userAgent.slice(0, 300) : null,
      });
      return { token, expiresAt };
    },

    /** The live session of a token, or null (unknown, revoked, idle or past its end). */
    async resolve(token: string): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const now = clock();
      const [row] = await db
        .select({
          id: userSessions.id,
          userId: userSessions.userId,
          businessId: userSessions.businessId,
          lastSeenAt: userSessions.lastSeenAt,
          role: memberships.role,
        })
        .from(userSessions)
        // The membership must still exist: removing someone from a business ends their access.
        .innerJoin(
          memberships,
          and(
            eq(memberships.userId, userSessions.userId),
            eq(memberships.businessId, userSessions.businessId),
          ),
        )
        .where(
          and(
            eq(userSessions.tokenHash, digest(token)),
            isNull(userSessions.revokedAt),
            gt(userSessions.expiresAt, now),
            gt(userSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, row.id));
      }
      return { sessionId: row.id, userId: row.userId, businessId: row.businessId, role: row.role };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(userSessions)
        .set({ revokedAt: clock() })
        .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
    },

    /** Ends every session of a user but `keep` (password reset, two-factor change). */
    async revokeAll(userId: number, keep?: number): Promise<void> {
      const conditions = [eq(userSessions.userId, userId), isNull(userSessions.revokedAt)];
      if (keep !== undefined) conditions.push(ne(userSessions.id, keep));
      await db
        .update(userSessions)
        .set({ revokedAt: clock() })
        .where(and(...conditions));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
