// Dashboard sessions: a random bearer token whose SHA-256 digest is stored, with an idle
// expiry (30 minutes without a request) and an absolute one (12 hours), ASVS 4 level 2
// (3.3.2). Sign-out and password resets revoke them on the server.
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type MembershipRole, memberships, userSessions } from '../../db/schema/accounts.ts';
import { digest, newSessionToken, type RandomSource } from './secrets.ts';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often, so every request is not a write. */
const TOUCH_EVERY_MS = 60_000;

export interface ResolvedSession {
  sessionId: number;
  userId: number;
  /** The business this request acts on: the one it names, else the session's. */
  businessId: number;
  /**
   * The person's role in that business, read on every request (a change applies at once);
   * null when they are not a member of it (never was, or was removed).
   */
  role: MembershipRole | null;
  /** Set when the caller is an API key (platform/security/api-keys.ts), not a person. */
  apiKey?: { id: number; scopes: readonly string[] };
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

    /**
     * The live session of a token, or null (unknown, revoked, idle or past its end), acting
     * on `businessId` when given (the caller's choice of business), else the session's own.
     */
    async resolve(token: string, businessId?: number): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const now = clock();
      const [row] = await db
        .select({
          id: userSessions.id,
          userId: userSessions.userId,
          businessId: userSessions.businessId,
          lastSeenAt: userSessions.lastSeenAt,
        })
        .from(userSessions)
        .where(
          and(
            eq(userSessions.tokenHash, digest(token)),
            isNull(userSessions.revokedAt),
            gt(userSessions.expiresAt, now),
            gt(userSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        );
      if (!row) return null;
      const chosen = businessId ?? row.businessId;
      const [membership] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userId, row.userId), eq(memberships.businessId, chosen)));
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, row.id));
      }
      return {
        sessionId: row.id,
        userId: row.userId,
        businessId: chosen,
        role: membership?.role ?? null,
      };
    },

    /**
     * After someone leaves or is removed from a business: their sessions that worked in it
     * move to another business of theirs, or end when there is none.
     */
    async leaveBusiness(userId: number, businessId: number, executor: Executor = db) {
      const [other] = await executor
        .select({ businessId: memberships.businessId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), ne(memberships.businessId, businessId)))
        .orderBy(asc(memberships.id))
        .limit(1);
      const open = and(
        eq(userSessions.userId, userId),
        eq(userSessions.businessId, businessId),
        isNull(userSessions.revokedAt),
      );
      if (other) {
        await executor.update(userSessions).set({ businessId: other.businessId }).where(open);
      } else {
        await executor.update(userSessions).set({ revokedAt: clock() }).where(open);
      }
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
