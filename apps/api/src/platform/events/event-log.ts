// The per-business event log behind resume-by-event-id. Every stored event (a message, a
// conversation change, a teammate joining or leaving) is numbered with the business's next
// sequence number and kept; a socket that reconnects with `last_event_id` is sent what
// followed, in order (realtime-server.ts). Typing is never stored.
//
// The sequence row is bumped and the event inserted in one transaction: the row lock makes
// numbers gapless per business and commit in number order. Within this process, publishes
// of one business run one after another, so listeners also receive them in number order.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realtimeEventSequences, realtimeEvents } from '../../db/schema/realtime.ts';
import {
  type ConversationEvent,
  type EventBus,
  type EventListener,
  isStoredEvent,
  type StoredEvent,
} from './event-bus.ts';

/** How long events are kept for a reconnecting client. */
export const EVENT_RETENTION_MS = 24 * 60 * 60_000;
/** Most events replayed to one reconnecting client; beyond that it is told to resync. */
export const MAX_REPLAY = 1000;
/** One append in this many prunes the business's events older than the retention. */
const PRUNE_EVERY = 500;

export interface EventLog {
  /** Numbers and stores the event; answers its event id. */
  append(event: StoredEvent): Promise<number>;
  /** The business's newest event id (0 before any). */
  head(businessId: number): Promise<number>;
  /**
   * Events after `after`, oldest first, at most `limit`; `complete` is false when the
   * log no longer holds everything after `after` (pruned) or there are more than `limit`.
   */
  since(
    businessId: number,
    after: number,
    limit?: number,
  ): Promise<{ events: StoredEvent[]; complete: boolean }>;
}

export function createEventLog(db: Database, clock: () => Date): EventLog {
  return {
    async append(event) {
      const { eventId: _ignored, ...payload } = event;
      const eventId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(realtimeEventSequences)
          .values({ businessId: event.businessId, lastEventId: 1 })
          .onConflictDoUpdate({
            target: realtimeEventSequences.businessId,
            set: { lastEventId: sql`${realtimeEventSequences.lastEventId} + 1` },
          })
          .returning({ lastEventId: realtimeEventSequences.lastEventId });
        if (!row) throw new Error('event sequence was not bumped');
        await tx.insert(realtimeEvents).values({
          businessId: event.businessId,
          eventId: row.lastEventId,
          conversationId: event.conversationId,
          payload,
          createdAt: clock(),
        });
        return row.lastEventId;
      });
      if (eventId % PRUNE_EVERY === 0) {
        const before = new Date(clock().getTime() - EVENT_RETENTION_MS);
        await db
          .delete(realtimeEvents)
          .where(
            and(
              eq(realtimeEvents.businessId, event.businessId),
              lt(realtimeEvents.createdAt, before),
            ),
          );
      }
      return eventId;
    },

    async head(businessId) {
      const [row] = await db
        .select({ lastEventId: realtimeEventSequences.lastEventId })
        .from(realtimeEventSequences)
        .where(eq(realtimeEventSequences.businessId, businessId));
      return row?.lastEventId ?? 0;
    },

    async since(businessId, after, limit = MAX_REPLAY) {
      const rows = await db
        .select({ eventId: realtimeEvents.eventId, payload: realtimeEvents.payload })
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.businessId, businessId), gt(realtimeEvents.eventId, after)))
        .orderBy(asc(realtimeEvents.eventId))
        .limit(limit + 1);
      const shown = rows.slice(0, limit);
      const first = shown[0];
      const head = first ? null : await this.head(businessId);
      // The first kept event must follow `after` directly, else some were pruned.
      const contiguous = first ? first.eventId === after + 1 : (head ?? 0) === after;
      return {
        events: shown.map(
          (row) => ({ ...(row.payload as StoredEvent), eventId: row.eventId }) as StoredEvent,
        ),
        complete: contiguous && rows.length <= limit,
      };
    },
  };
}

/**
 * The bus every module publishes on: stored events are numbered by the log first, then
 * passed to the inner bus (in-process or LISTEN/NOTIFY) with their eventId.
 */
export class SequencedEventBus implements EventBus {
  private readonly chains = new Map<number, Promise<void>>();

  constructor(
    private readonly inner: EventBus,
    private readonly log: EventLog,
    /** A failed append is reported here; the event is still delivered live, unnumbered. */
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  publish(event: ConversationEvent): Promise<void> {
    if (!isStoredEvent(event)) return this.inner.publish(event);
    const previous = this.chains.get(event.businessId) ?? Promise.resolve();
    const next = previous.then(async () => {
      let eventId: number | undefined;
      try {
        eventId = await this.log.append(event);
      } catch (error) {
        this.onError(error);
      }
      await this.inner.publish(eventId ? { ...event, eventId } : event);
    });
    const settled = next.catch(() => {});
    this.chains.set(event.businessId, settled);
    settled.then(() => {
      if (this.chains.get(event.businessId) === settled) this.chains.delete(event.businessId);
    });
    return next;
  }

  subscribe(listener: EventListener): () => void {
    return this.inner.subscribe(listener);
  }

  async close(): Promise<void> {
    await Promise.all([...this.chains.values()]);
    await this.inner.close();
  }
}
