// Availability: what each member chose (online, away, offline), shown as offline when no
// dashboard of theirs has been connected for PRESENCE_TIMEOUT_MINUTES. The WebSocket server
// reports live dashboards on connect and on each heartbeat; a write happens at most once a
// minute per person and business, so presence costs nothing per frame.
import { type Availability, PRESENCE_TIMEOUT_MINUTES } from '@lisa/contracts/team';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberPresence } from '../../db/schema/team.ts';

const TOUCH_EVERY_MS = 60_000;

export function effectiveAvailability(
  chosen: Availability,
  lastSeenAt: Date | null,
  now: Date,
): Availability {
  if (!lastSeenAt) return 'offline';
  const quiet = now.getTime() - lastSeenAt.getTime() > PRESENCE_TIMEOUT_MINUTES * 60_000;
  return quiet ? 'offline' : chosen;
}

export function createPresence(options: { db: Database; clock: () => Date }) {
  const { db, clock } = options;
  const lastTouched = new Map<string, number>();

  return {
    /** A dashboard of this person is live on this business now. */
    async touch(userId: number, businessId: number): Promise<void> {
      const now = clock();
      const key = `${userId}:${businessId}`;
      if (now.getTime() - (lastTouched.get(key) ?? 0) < TOUCH_EVERY_MS) return;
      lastTouched.set(key, now.getTime());
      await db
        .insert(memberPresence)
        .values({ userId, businessId, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [memberPresence.userId, memberPresence.businessId],
          set: { lastSeenAt: sql`excluded.last_seen_at` },
        });
    },

    async choose(userId: number, businessId: number, availability: Availability): Promise<void> {
      await db
        .insert(memberPresence)
        .values({ userId, businessId, availability })
        .onConflictDoUpdate({
          target: [memberPresence.userId, memberPresence.businessId],
          set: { availability },
        });
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
