// Conversation events published by the chat service and the inbox (and membership changes
// from the team module), consumed by the WebSocket server. In-process by default; see pg-notify-bus.ts for fan-out between
// API instances on PostgreSQL.
import type {
  ConversationMessage,
  ConversationSummary,
  KnowledgeSourceUpdated,
} from '@lisa/contracts/realtime';

/** What the API publishes; businessId and conversationId route it to the right sockets. */
export type ConversationEvent =
  | {
      type: 'message.created';
      businessId: number;
      conversationId: number;
      message: ConversationMessage;
    }
  | {
      type: 'conversation.updated';
      businessId: number;
      conversationId: number;
      conversation: ConversationSummary;
    }
  | {
      /** A knowledge source's ingestion moved on: the business's members only. */
      type: 'knowledge.source.updated';
      businessId: number;
      source: KnowledgeSourceUpdated['source'];
    }
  | {
      /** Someone left or was removed: their sockets on that business close at once. */
      type: 'member.removed';
      businessId: number;
      userId: number;
    };

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
