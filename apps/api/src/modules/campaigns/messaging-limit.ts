// WhatsApp's messaging limit for broadcasts (issue 20: "within the number's messaging tier").
// Meta lets a business start conversations with at most N different people in a moving 24
// hours (its tier: 250, 2K, 10K, 100K or unlimited; since October 2025 set per business
// portfolio and shared by its numbers). The limit is read from the Graph API and kept for an
// hour per connection (a failed read is tried again after a minute, keeping the last known
// limit, or Meta's starting 250 when none was ever read). The use is counted from the
// campaign rows: the different numbers this business's WhatsApp campaigns sent to (or are
// sending to) in the last 24 hours, across all its campaigns.
import { WHATSAPP_LIMIT_WINDOW_HOURS } from '@lisa/contracts/campaigns';
import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { channelMessages } from '../../db/schema/channels.ts';
import { conversations } from '../../db/schema/core.ts';
import type { MetaGraph } from '../channels/meta-graph.ts';

/** A limit read from Meta is read again after this long (Meta applies upgrades within hours). */
export const LIMIT_REFRESH_MS = 60 * 60_000;
/** After a failed read, Meta is asked again this soon. */
const LIMIT_RETRY_MS = 60_000;
/** What a new business portfolio starts with: assumed until Meta has answered once. */
const STARTING_LIMIT = 250;
export const LIMIT_WINDOW_MS = WHATSAPP_LIMIT_WINDOW_HOURS * 3_600_000;
/** Campaign sends of one business take turns counting and claiming under this lock. */
export const LIMIT_LOCK = 727277;

/** People per 24 hours for Meta's tier name (TIER_250, TIER_2K...); null: unlimited. */
export function tierLimit(tier: string | number): number | null | undefined {
  if (typeof tier === 'number') return Number.isInteger(tier) && tier > 0 ? tier : undefined;
  const name = tier.trim().toUpperCase();
  if (name.includes('UNLIMITED')) return null;
  const match = name.match(/^TIER_(\d+)(K?)$/);
  if (!match) return undefined;
  const n = Number(match[1]) * (match[2] ? 1000 : 1);
  return n > 0 ? n : undefined;
}

interface Cached {
  limit: number | null;
  /** False when the last read failed (then asked again sooner). */
  known: boolean;
  readAt: number;
}

export function createMessagingLimits(options: {
  graph: MetaGraph;
  clock: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const cache = new Map<number, Cached>();
  return {
    /**
     * The number's limit (people per 24 hours; null: unlimited), from the cache or Meta;
     * `known` false when Meta has not answered it (the limit is then the last one, or 250).
     */
    async limitOf(connection: {
      id: number;
      externalId: string;
      token: string;
    }): Promise<{ limit: number | null; known: boolean }> {
      const now = options.clock().getTime();
      const cached = cache.get(connection.id);
      if (cached && now >= cached.readAt) {
        const age = now - cached.readAt;
        if (age < (cached.known ? LIMIT_REFRESH_MS : LIMIT_RETRY_MS)) {
          return { limit: cached.limit, known: cached.known };
        }
      }
      const read = await options.graph.messagingLimit(connection);
      const limit = read.ok ? tierLimit(read.tier) : undefined;
      if (limit !== undefined) {
        cache.set(connection.id, { limit, known: true, readAt: now });
        return { limit, known: true };
      }
      options.log.warn(
        { connection: connection.id, answer: read.ok ? read.tier : read.error.reason },
        'WhatsApp messaging limit not read; keeping the last known one',
      );
      const fallback = cached ? cached.limit : STARTING_LIMIT;
      cache.set(connection.id, { limit: fallback, known: false, readAt: now });
      return { limit: fallback, known: false };
    },
  };
}

/**
 * The different people the business's WhatsApp number started a conversation with in the 24
 * hours before `now`: every business-initiated template send, whoever sent it (its campaigns,
 * sent or claimed and being sent; the inbox's template sends and any other template recorded
 * in a conversation's `channel_messages`), counted once per contact. And when the oldest of
 * them leaves the window (the first moment there is room again; null when none).
 */
export async function dailyUsage(
  executor: Executor,
  businessId: number,
  now: Date,
): Promise<{ used: number; freesAt: Date | null }> {
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS).toISOString();
  const r = campaignRecipients;
  const m = channelMessages;
  const [row] = rowsOf(
    await executor.execute(sql`
      select count(*)::int as used, min(last) as oldest from (
        select contact, max(at) as last from (
          select ${r.contactId} as contact, ${r.sentAt} as at
          from ${r} join ${campaigns} on ${campaigns.id} = ${r.campaignId}
          where ${r.businessId} = ${businessId} and ${r.sentAt} > ${since}
            and ${r.state} in ('sent', 'delivered', 'read', 'replied')
            and ${campaigns.kind} = 'whatsapp' and ${r.address} is not null
          union all
          select ${r.contactId}, ${r.claimedAt}
          from ${campaigns} join ${r} on ${r.campaignId} = ${campaigns.id}
          where ${campaigns.businessId} = ${businessId} and ${campaigns.kind} = 'whatsapp'
            and ${r.state} = 'sending' and ${r.claimedAt} > ${since} and ${r.address} is not null
          union all
          select ${conversations.contactId}, ${m.createdAt}
          from ${m} join ${conversations} on ${conversations.id} = ${m.conversationId}
          where ${m.businessId} = ${businessId} and ${m.direction} = 'out'
            and ${m.template} is not null and ${m.status} <> 'failed'
            and ${m.createdAt} > ${since} and ${conversations.channel} = 'whatsapp'
        ) as sends group by contact
      ) as people`),
  ) as { used: number; oldest: string | Date | null }[];
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    used: row?.used ?? 0,
    freesAt: oldest ? new Date(oldest.getTime() + LIMIT_WINDOW_MS) : null,
  };
}

/** The business's time zone (the agent settings' business hours; UTC when none). */
export async function businessTimeZone(executor: Executor, businessId: number): Promise<string> {
  const [row] = await executor
    .select({ hours: agentSettings.businessHours })
    .from(agentSettings)
    .where(eq(agentSettings.businessId, businessId));
  return row?.hours?.time_zone ?? 'UTC';
}

/** "14:05": the wall-clock time of an instant in a time zone (UTC when the zone is unknown). */
export function clockTime(at: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}
