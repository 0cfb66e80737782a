// Conversation events published by the chat service and the inbox (and membership changes
// from the team module), consumed by the WebSocket server. In-process by default; see pg-notify-bus.ts for fan-out between
// API instances on PostgreSQL.
import type {
  ChannelDeliveryUpdated,
  ConversationMessage,
  ConversationSummary,
  KnowledgeSourceUpdated,
} from '@lisa/contracts/realtime';

/**
 * What the API publishes; businessId and conversationId route it to the right sockets.
 * Stored events (message.created, conversation.updated, participant) get `eventId`, the
 * business's event sequence number, from the event log before they are delivered
 * (event-log.ts); typing is passed on and forgotten.
 */
export type ConversationEvent =
  | {
      type: 'message.created';
      businessId: number;
      conversationId: number;
      message: ConversationMessage;
      eventId?: number;
    }
  | {
      type: 'conversation.updated';
      businessId: number;
      conversationId: number;
      conversation: ConversationSummary;
      eventId?: number;
    }
  | {
      /** A teammate joined (took over) or left (handed back, resolved) the conversation. */
      type: 'participant';
      businessId: number;
      conversationId: number;
      action: 'joined' | 'left';
      name: string;
      eventId?: number;
    }
  | {
      /** Not stored: someone is typing (or stopped). */
      type: 'typing';
      businessId: number;
      conversationId: number;
      sender: 'visitor' | 'agent';
      typing: boolean;
      userId?: string;
      name?: string;
    }
  | {
      /** A knowledge source's ingestion moved on: the business's members only. */
      type: 'knowledge.source.updated';
      businessId: number;
      source: KnowledgeSourceUpdated['source'];
    }
  | {
      /** A reply's delivery on a messaging channel moved on: the business's members only. */
      type: 'channel.delivery.updated';
      businessId: number;
      conversationId: number;
      delivery: ChannelDeliveryUpdated['delivery'];
    }
  | {
      /** A deal was created, edited, moved or deleted (issue 18): the business's members only. */
      type: 'deal.changed';
      businessId: number;
      dealId: number;
      pipelineId: number;
      action: 'created' | 'updated' | 'moved' | 'deleted';
      /** Who did it (null: a workflow); the board uses it to skip its own echoes. */
      actorUserId: number | null;
      /** The deal's version after the change (null when deleted). */
      version: number | null;
    }
  | {
      /** Someone left or was removed: their sockets on that business close at once. */
      type: 'member.removed';
      businessId: number;
      userId: number;
    };

/** The events the event log numbers and keeps (a reconnecting client gets them again). */
export type StoredEvent = Extract<
  ConversationEvent,
  { type: 'message.created' | 'conversation.updated' | 'participant' }
>;
export const isStoredEvent = (event: ConversationEvent): event is StoredEvent =>
  event.type === 'message.created' ||
  event.type === 'conversation.updated' ||
  event.type === 'participant';

export type EventListener = (event: ConversationEvent) => void;

export interface EventBus {
  publish(event: ConversationEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** Delivers to listeners of this process; a throwing listener never stops the others. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<EventListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  async publish(event: ConversationEvent): Promise<void> {
    this.deliver(event);
  }

  /** Hands an event to local listeners only (the LISTEN/NOTIFY bus calls this on receipt). */
  deliver(event: ConversationEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
