// Sliding-window counters kept in the database, so limits hold across restarts and across
// API instances: new conversations per IP, free hero-chat messages per device and per IP.
import { createHash } from 'node:crypto';
import { and, count, eq, gte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usageEvents } from '../../db/schema/core.ts';

export type UsageKind = 'new_conversation_ip' | 'hero_message_device' | 'hero_message_ip';

/** IP addresses are stored hashed: the limits need equality, not the address. */
export function usageKeyForIp(ip: string): string {
  return createHash('sha256').update(`lisa-usage:${ip}`).digest('base64url');
}

/**
 * Serialises checks of one counter inside the caller's transaction (released at commit),
 * so two concurrent requests cannot both take the last free slot.
 */
export async function lockUsage(tx: Executor, kind: UsageKind, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${key}`}, 0))`);
}

export interface WindowUsage {
  used: number;
  /** When the oldest counted event leaves the window (null when nothing is counted). */
  oldest: Date | null;
}

export async function usageSince(
  tx: Executor,
  kind: UsageKind,
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
  kind: UsageKind,
  key: string,
  at: Date,
): Promise<void> {
  await tx.insert(usageEvents).values({ kind, key, createdAt: at });
}
