// Fan-out of conversation events between API instances through PostgreSQL LISTEN/NOTIFY.
// Every instance delivers its own events locally at once and NOTIFYs the others; an
// instance ignores the echo of its own notifications. NOTIFY payloads are capped at 8000
// bytes, so a message event too large for one travels as a reference that receivers load.
//
// The NOTIFYs leave the publisher's path: publish() returns once local listeners have the
// event, and a single sender sends what is queued, in order, several events to a
// statement when they pile up (a /chat answer does not wait two database round trips for
// other instances to hear of it). close() waits for the queue to empty.
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import {
  type ConversationEvent,
  type EventBus,
  type EventListener,
  InProcessEventBus,
} from './event-bus.ts';

export const EVENTS_CHANNEL = 'lisa_conversation_events';
const MAX_NOTIFY_BYTES = 7900;
const MAX_NOTIFIES_PER_STATEMENT = 50;

type Envelope =
  | { origin: string; event: ConversationEvent }
  | { origin: string; messageRef: { messageId: number; eventId?: number } };

export interface PgNotifyBusOptions {
  client: postgres.Sql;
  /** Rebuilds a message.created event from the database for oversized payloads. */
  loadMessageEvent(messageId: number): Promise<ConversationEvent | null>;
  onError?: (error: unknown) => void;
}

export class PgNotifyEventBus implements EventBus {
  private readonly local: InProcessEventBus;
  private readonly origin = randomUUID();
  private subscription: { unlisten(): Promise<void> } | null = null;
  private readonly outbox: string[] = [];
  private sending: Promise<void> | null = null;

  private constructor(private readonly options: PgNotifyBusOptions) {
    this.local = new InProcessEventBus(options.onError);
  }

  static async create(options: PgNotifyBusOptions): Promise<PgNotifyEventBus> {
    const bus = new PgNotifyEventBus(options);
    bus.subscription = await options.client.listen(EVENTS_CHANNEL, (payload) => {
      bus.receive(payload).catch((error) => options.onError?.(error));
    });
    return bus;
  }

  async publish(event: ConversationEvent): Promise<void> {
    this.local.deliver(event);
    let payload = JSON.stringify({ origin: this.origin, event } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
      if (event.type !== 'message.created') return;
      payload = JSON.stringify({
        origin: this.origin,
        messageRef: {
          messageId: Number(event.message.id),
          ...(event.eventId ? { eventId: event.eventId } : {}),
        },
      } satisfies Envelope);
    }
    this.outbox.push(payload);
    this.sending ??= this.sendQueued();
  }

  private async sendQueued(): Promise<void> {
    while (this.outbox.length > 0) {
      const batch = this.outbox.splice(0, MAX_NOTIFIES_PER_STATEMENT);
      const calls = batch.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
      try {
        await this.options.client.unsafe(`select ${calls}`, [EVENTS_CHANNEL, ...batch]);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    this.sending = null;
  }

  private async receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.origin === this.origin) return;
    if ('event' in envelope) {
      this.local.deliver(envelope.event);
      return;
    }
    const event = await this.options.loadMessageEvent(envelope.messageRef.messageId);
    if (event?.type === 'message.created' && envelope.messageRef.eventId) {
      event.eventId = envelope.messageRef.eventId;
    }
    if (event) this.local.deliver(event);
  }

  subscribe(listener: EventListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.sending;
    await this.subscription?.unlisten().catch(() => {});
    this.subscription = null;
    await this.local.close();
  }
}
