// The API's one database-backed limiter: sliding-window counters in usage_events, so limits
// hold across restarts and across API instances. The chat counts new conversations per IP
// and free hero-chat messages per device and per IP with it; the auth module counts
// sign-ins, sign-ups, resets, resends and verifications per IP and per email.
//
// rate-limiter-flexible was weighed (see the README): its Postgres store takes a `pg`,
// Sequelize, Knex or TypeORM client (not postgres-js or PGlite), its Drizzle store needs a
// table of its own and reads Date.now() rather than the injected clock, and both count
// fixed windows, which would change the Retry-After of every limit.
import { createHash } from 'node:crypto';
import { and, count, eq, gte, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { usageEvents } from '../../db/schema/core.ts';
import { TooManyRequestsError } from '../http/app-error.ts';

/**
 * What is counted is stored hashed (IP addresses, emails): the limits need equality, not
 * the value. The namespace keeps one kind of key from meeting another.
 */
export function hashedUsageKey(namespace: string, value: string): string {
  return createHash('sha256').update(`${namespace}:${value}`).digest('base64url');
}

/**
 * Serialises checks of one counter inside the caller's transaction (released at commit),
 * so two concurrent requests cannot both take the last free slot.
 */
export async function lockUsage(tx: Executor, kind: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${key}`}, 0))`);
}

export interface WindowUsage {
  used: number;
  /** When the oldest counted event happened (null when nothing is counted). */
  oldest: Date | null;
}

/** Events of one counter since `since` (null: ever). */
export async function usageSince(
  tx: Executor,
  kind: string,
  key: string,
  since: Date | null,
): Promise<WindowUsage> {
  const conditions = [eq(usageEvents.kind, kind), eq(usageEvents.key, key)];
  if (since) conditions.push(gte(usageEvents.createdAt, since));
  const [row] = await tx
    .select({ used: count(), oldest: min(usageEvents.createdAt) })
    .from(usageEvents)
    .where(and(...conditions));
  return { used: Number(row?.used ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordUsage(
  tx: Executor,
  events: ReadonlyArray<{ kind: string; key: string }>,
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(usageEvents)
    .values(events.map((event) => ({ kind: event.kind, key: event.key, createdAt: at })));
}

export interface WindowCheck {
  kind: string;
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one event on every counter, or throws a 429 (with Retry-After: when the fullest
 * window frees a slot) and counts nothing when any of them is full. Runs in the caller's
 * transaction, so what the caller does and what is counted commit or roll back together.
 */
export async function consumeWindowsIn(
  tx: Executor,
  checks: readonly WindowCheck[],
  now: Date,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  let retryAfterMs = 0;
  for (const check of checks) {
    await lockUsage(tx, check.kind, check.key);
    const since = new Date(now.getTime() - check.windowMs);
    const usage = await usageSince(tx, check.kind, check.key, since);
    if (usage.used >= check.max) {
      const oldest = usage.oldest?.getTime() ?? now.getTime();
      retryAfterMs = Math.max(retryAfterMs, oldest + check.windowMs - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new TooManyRequestsError(message(seconds), seconds);
  }
  await recordUsage(tx, checks, now);
}

/** consumeWindowsIn, in a transaction of its own. */
export async function consumeWindows(
  db: Database,
  checks: readonly WindowCheck[],
  now: Date,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  await db.transaction((tx) => consumeWindowsIn(tx, checks, now, message));
}
