// Builds conversations with exactly the events a test names (tests and the benchmark seed
// share it): a contact, the conversation row, its `started` event and whatever follows.
import type { Executor } from '../../db/client.ts';
import {
  conversationEvents,
  conversationRatings,
  type EventActor,
} from '../../db/schema/analytics.ts';
import { contacts, conversations, creditLedger, messages } from '../../db/schema/core.ts';

export interface FixtureEvent {
  kind: 'handoff' | 'assigned' | 'human_reply' | 'resolved' | 'reopened' | 'handed_back';
  at: Date;
  reason?: string;
  actor?: EventActor;
  actorId?: number;
  data?: Record<string, unknown>;
}

export interface FixtureConversation {
  businessId: number;
  startedAt: Date;
  channel?: string;
  origin?: 'customer' | 'proactive';
  status?: 'bot' | 'waiting' | 'open' | 'resolved';
  events?: FixtureEvent[];
  messages?: {
    sender: 'visitor' | 'bot' | 'agent' | 'system';
    text: string;
    at: Date;
    senderId?: number;
  }[];
  rating?: { score: number; by: 'bot' | 'member'; memberId?: number };
}

let counter = 0;

export async function buildConversation(db: Executor, spec: FixtureConversation): Promise<number> {
  const channel = spec.channel ?? 'web_widget';
  const [contact] = await db
    .insert(contacts)
    .values({
      businessId: spec.businessId,
      customerId: `fixture-${Date.now()}-${++counter}`,
      name: `Visitor ${counter}`,
    })
    .returning({ id: contacts.id });
  if (!contact) throw new Error('no contact');
  const [conversation] = await db
    .insert(conversations)
    .values({
      businessId: spec.businessId,
      contactId: contact.id,
      channel,
      status: spec.status ?? 'bot',
      createdAt: spec.startedAt,
      lastActivityAt: spec.startedAt,
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('no conversation');
  const id = conversation.id;
  const origin = spec.origin ?? 'customer';
  await db.insert(conversationEvents).values([
    {
      businessId: spec.businessId,
      conversationId: id,
      kind: 'started',
      reason: origin,
      actorType: origin === 'customer' ? 'visitor' : 'member',
      channel,
      createdAt: spec.startedAt,
    },
    ...(spec.events ?? []).map((event) => ({
      businessId: spec.businessId,
      conversationId: id,
      kind: event.kind,
      reason: event.reason ?? null,
      actorType: event.actor ?? (event.actorId ? 'member' : 'system'),
      actorId: event.actorId ?? null,
      channel,
      data: event.data ?? {},
      createdAt: event.at,
    })),
  ]);
  for (const message of spec.messages ?? []) {
    const [row] = await db
      .insert(messages)
      .values({
        conversationId: id,
        businessId: spec.businessId,
        sender: message.sender,
        senderId: message.senderId ? String(message.senderId) : null,
        text: message.text,
        createdAt: message.at,
      })
      .returning({ id: messages.id });
    if (message.sender === 'bot' && row) {
      await db.insert(creditLedger).values({
        businessId: spec.businessId,
        delta: -1,
        reason: 'bot_reply',
        messageId: row.id,
        balanceAfter: 0,
        createdAt: message.at,
      });
    }
  }
  if (spec.rating) {
    await db.insert(conversationRatings).values({
      businessId: spec.businessId,
      conversationId: id,
      score: spec.rating.score,
      resolvedBy: spec.rating.by,
      resolvedById: spec.rating.memberId ?? null,
    });
  }
  return id;
}
