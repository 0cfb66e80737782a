// @fastify/rate-limit's counters in the database, so the per-IP request limit
// (RATE_LIMIT_PER_MINUTE, and routes' own limits) is one count across every API instance:
// each request is one upsert that starts a fixed window or adds to it, timed by the
// database's clock (instances' clocks may differ). Used on PostgreSQL; the embedded PGlite
// is one process, so it keeps the plugin's in-memory store (no extra statement per request).
// Rows of windows long over are deleted now and then by whichever instance counts.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/limits.ts';

/** About one request in this many also sweeps expired windows. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let sinceSweep = 0;

  async function bump(key: string, timeWindow: number) {
    const window = sql`(${timeWindow}::double precision * interval '1 millisecond')`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        current: rateLimitCounters.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))`.mapWith(
          Number,
        ),
      });
    if (!row) throw new Error('rate limit upsert returned no row');
    sinceSweep += 1;
    if (sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.resetAt, sql`now() - interval '1 hour'`));
    }
    return row;
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'all') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      bump(`${this.prefix}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    /** A route's own limit (`config.rateLimit`) or a `createRateLimit` counts apart. */
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged settings, the route under `routeInfo` (empty for createRateLimit).
      const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(route?.url ? `${String(route.method)} ${String(route.url)}` : 'own');
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
