import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { type ConversationEvent, InProcessEventBus } from '../src/platform/events/event-bus.ts';
import { PgNotifyEventBus } from '../src/platform/events/pg-notify-bus.ts';
import { testDatabaseUrl } from './postgres.ts';
import {
  createBusiness,
  openTestDatabase,
  postJson,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';
import { connect } from './support/ws-client.ts';

// A NOTIFY crosses a second connection and, for a long message, a reload: under the full
// suite's load on two cores one took over 5 s once, so these waits are wider than the default.
const CROSS_INSTANCE_WAIT_MS = 20_000;

describe.skipIf(!testDatabaseUrl)(
  'events between two API instances on PostgreSQL (LISTEN/NOTIFY)',
  () => {
    let dispose: () => Promise<void>;
    let first: TestServer;
    let second: TestServer;
    let business: number;
    let connection: string;

    beforeAll(async () => {
      const opened = await openTestDatabase('postgres');
      dispose = opened.dispose;
      const session = async (token: string) =>
        token === 'inbox' ? { businessId: business, userId: 'u1' } : null;
      // Two servers, two connection pools, one database: like two API instances.
      if (!opened.url) throw new Error('not on postgres');
      connection = opened.url;
      first = await startTestServer('postgres', {
        database: await openDatabase({ databaseUrl: connection, dataDir: '' }),
        resolveDashboardSession: session,
      });
      second = await startTestServer('postgres', {
        database: await openDatabase({ databaseUrl: connection, dataDir: '' }),
        resolveDashboardSession: session,
      });
      business = await createBusiness(opened.database, { credits: 10 });
    });
    afterAll(async () => {
      await first?.server.close();
      await second?.server.close();
      await first?.database.close();
      await second?.database.close();
      await dispose?.();
    });

    it('a dashboard user on one instance sees a /chat message handled by the other', async () => {
      expect(first.server.context.bus).not.toBeInstanceOf(InProcessEventBus);
      const inbox = await connect(second.wsUrl);
      inbox.send({ type: 'auth', token: 'inbox' });
      await inbox.next((f) => f.type === 'ready');
      const res = await postJson(`${first.url}/chat`, {
        message: 'Which channels does Lisa support?',
        business_id: business,
        customer_id: randomUUID(),
      });
      expect(res.status).toBe(200);
      const frame = await inbox.next(
        (f) => f.type === 'message.created' && f.message.sender === 'bot',
        CROSS_INSTANCE_WAIT_MS,
      );
      expect(frame).toMatchObject({ conversation_id: res.body.conversation_id });
      inbox.close();
    });

    it('a visitor on one instance gets a teammate reply posted on the other, even a long one', async () => {
      const res = await postJson(`${first.url}/chat`, {
        message: 'hello',
        business_id: business,
        customer_id: randomUUID(),
      });
      const visitor = await connect(first.wsUrl);
      visitor.send({ type: 'auth', visitor_token: res.body.visitor_token });
      await visitor.next((f) => f.type === 'ready');
      // Over NOTIFY's 8000-byte payload limit: travels as a reference and is loaded again.
      const long = 'é'.repeat(3999);
      await second.server.services.chat.postAgentMessage(
        Number(res.body.conversation_id),
        'u1',
        long,
      );
      const frame = await visitor.next(
        (f) => f.type === 'message.created' && f.message.sender === 'agent',
        CROSS_INSTANCE_WAIT_MS,
      );
      expect(frame).toMatchObject({ message: { sender: 'agent', text: long } });
      visitor.close();
    });

    it('sends queued events in order, many to a statement, and close() sends what is left', async () => {
      const sender = await openDatabase({ databaseUrl: connection, dataDir: '' });
      const receiver = await openDatabase({ databaseUrl: connection, dataDir: '' });
      const noLoad = async () => null;
      const a = await PgNotifyEventBus.create({
        client: sender.postgresClient as NonNullable<typeof sender.postgresClient>,
        loadMessageEvent: noLoad,
      });
      const b = await PgNotifyEventBus.create({
        client: receiver.postgresClient as NonNullable<typeof receiver.postgresClient>,
        loadMessageEvent: noLoad,
      });
      const heard: number[] = [];
      b.subscribe((event) => heard.push('conversationId' in event ? event.conversationId : 0));
      const event = (n: number): ConversationEvent => ({
        type: 'conversation.updated',
        businessId: business,
        conversationId: n,
        conversation: {
          id: String(n),
          status: 'bot',
          assignee_id: null,
          handoff_reason: null,
          last_activity_at: new Date(0).toISOString(),
        },
      });
      // Published in one go: they queue behind the first NOTIFY and go out in batches.
      for (let n = 1; n <= 120; n += 1) await a.publish(event(n));
      await a.close();
      await sender.close(); // nothing can be sent after this
      const deadline = Date.now() + 10_000;
      while (heard.length < 120 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
      await b.close();
      await receiver.close();
    });
  },
);
