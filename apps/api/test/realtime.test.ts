import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../src/db/schema/accounts.ts';
import {
  CLOSE_UNAUTHORIZED,
  type DashboardSession,
} from '../src/platform/realtime/realtime-server.ts';
import { testDrivers } from './postgres.ts';
import {
  createBusiness,
  postJson,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';
import { connect } from './support/ws-client.ts';

describe.each(testDrivers)('WebSocket /ws on %s', (driver) => {
  let api: TestServer;
  let businessA: number;
  let businessB: number;
  // Stands in for the accounts area's session lookup: two users of two businesses.
  const sessions = new Map<string, DashboardSession>();

  beforeAll(async () => {
    api = await startTestServer(driver, {
      resolveDashboardSession: async (token) => sessions.get(token) ?? null,
    });
    businessA = await createBusiness(api.database, { credits: 50 });
    businessB = await createBusiness(api.database, { credits: 50 });
    sessions.set('token-a', { businessId: businessA, userId: 'user-a' });
    sessions.set('token-b', { businessId: businessB, userId: 'user-b' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("a dashboard user sees a visitor's /chat message and the bot reply of their business only", async () => {
    const inboxA = await connect(api.wsUrl);
    const inboxB = await connect(api.wsUrl);
    inboxA.send({ type: 'auth', token: 'token-a' });
    inboxB.send({ type: 'auth', token: 'token-b' });
    expect(await inboxA.next((f) => f.type === 'ready')).toEqual({
      type: 'ready',
      scope: 'business',
      business_id: businessA,
      last_event_id: expect.any(Number),
    });
    await inboxB.next((f) => f.type === 'ready');

    const res = await postJson(`${api.url}/chat`, {
      message: 'Which channels does Lisa support?',
      business_id: businessA,
      customer_id: randomUUID(),
    });
    const visitorFrame = await inboxA.next(
      (f) => f.type === 'message.created' && f.message.sender === 'visitor',
    );
    expect(visitorFrame).toMatchObject({
      type: 'message.created',
      conversation_id: res.body.conversation_id,
      message: { sender: 'visitor', text: 'Which channels does Lisa support?' },
    });
    await inboxA.next((f) => f.type === 'message.created' && f.message.sender === 'bot');
    await inboxA.next((f) => f.type === 'conversation.updated');
    expect(inboxB.frames.filter((f) => f.type !== 'ready')).toEqual([]);
    inboxA.close();
    inboxB.close();
  });

  it('a visitor with the token from /chat receives a teammate reply live, and only its own conversation', async () => {
    const mine = await postJson(`${api.url}/chat`, {
      message: 'hello',
      business_id: businessA,
      customer_id: randomUUID(),
    });
    const other = await postJson(`${api.url}/chat`, {
      message: 'hello',
      business_id: businessA,
      customer_id: randomUUID(),
    });
    const visitor = await connect(api.wsUrl);
    visitor.send({ type: 'auth', visitor_token: mine.body.visitor_token });
    expect(await visitor.next((f) => f.type === 'ready')).toEqual({
      type: 'ready',
      scope: 'visitor',
      business_id: businessA,
      conversation_id: mine.body.conversation_id,
      last_event_id: expect.any(Number),
    });
    await api.server.services.chat.postAgentMessage(
      Number(other.body.conversation_id),
      'user-a',
      'Not for you',
    );
    await api.server.services.chat.postAgentMessage(
      Number(mine.body.conversation_id),
      'user-a',
      'Hi, this is Sam.',
    );
    const frame = await visitor.next((f) => f.type === 'message.created');
    expect(frame).toMatchObject({
      type: 'message.created',
      conversation_id: mine.body.conversation_id,
      message: { sender: 'agent', text: 'Hi, this is Sam.' },
    });
    const update = await visitor.next((f) => f.type === 'conversation.updated');
    expect(update).toMatchObject({ conversation: { status: 'open', assignee_id: 'user-a' } });
    expect(
      visitor.frames.some((f) => f.type === 'message.created' && f.message.text === 'Not for you'),
    ).toBe(false);
    visitor.close();
  });

  it('answers ping with pong once authenticated', async () => {
    const res = await postJson(`${api.url}/chat`, {
      message: 'hi',
      business_id: businessA,
      customer_id: randomUUID(),
    });
    const visitor = await connect(api.wsUrl);
    visitor.send({ type: 'auth', visitor_token: res.body.visitor_token });
    await visitor.next((f) => f.type === 'ready');
    visitor.send({ type: 'ping' });
    expect(await visitor.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    visitor.send('not json');
    expect(await visitor.next((f) => f.type === 'error')).toMatchObject({
      code: 'invalid_message',
    });
    visitor.close();
  });

  it.each([
    ['an unknown dashboard token', { type: 'auth', token: 'nope' }],
    ['a forged visitor token', { type: 'auth', visitor_token: 'v1.1.1.1700000000.AAAA' }],
    ['a frame that is not auth', { type: 'ping' }],
    ['garbage', 'hello'],
  ])('refuses %s with close code 4401', async (_label, frame) => {
    const client = await connect(api.wsUrl);
    client.send(frame);
    const closed = await client.closed;
    expect(closed.code).toBe(CLOSE_UNAUTHORIZED);
    expect(client.frames.some((f) => f.type === 'ready')).toBe(false);
  });

  it('refuses a visitor token edited to name another conversation', async () => {
    const res = await postJson(`${api.url}/chat`, {
      message: 'hi',
      business_id: businessA,
      customer_id: randomUUID(),
    });
    const parts = String(res.body.visitor_token).split('.');
    parts[2] = String(Number(parts[2]) + 1);
    const client = await connect(api.wsUrl);
    client.send({ type: 'auth', visitor_token: parts.join('.') });
    expect((await client.closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it('refuses other paths', async () => {
    await expect(connect(api.wsUrl.replace('/ws', '/other'))).rejects.toThrow(/404/);
  });
});

describe('WebSocket /ws timing and bounds', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer('pglite', {
      realtime: { heartbeatMs: 300, maxBufferedBytes: 64 * 1024 },
      resolveDashboardSession: async (token) =>
        token === 'good' ? { businessId: 1, userId: 'u1' } : null,
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('closes a connection that never authenticates with 4401 after the auth timeout', async () => {
    // The server built by buildServer uses a 5 s window; wait it out once.
    const client = await connect(api.wsUrl);
    const started = Date.now();
    const closed = await client.closed;
    expect(closed.code).toBe(CLOSE_UNAUTHORIZED);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    expect(client.frames).toEqual([
      { type: 'error', code: 'not_authenticated', message: 'Authentication timed out' },
    ]);
  });

  it('drops a client that stops answering pings', async () => {
    const client = await connect(api.wsUrl, { autoPong: false });
    client.send({ type: 'auth', token: 'good' });
    await client.next((f) => f.type === 'ready');
    const closed = await client.closed;
    // Terminated without a close frame.
    expect(closed.code).toBe(1006);
  });

  it('keeps a client that answers pings', async () => {
    const client = await connect(api.wsUrl);
    client.send({ type: 'auth', token: 'good' });
    await client.next((f) => f.type === 'ready');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    client.close();
  });

  it('drops a client that does not read once its send buffer passes the bound', async () => {
    const client = await connect(api.wsUrl);
    client.send({ type: 'auth', token: 'good' });
    await client.next((f) => f.type === 'ready');
    // Stop reading: the server's unsent buffer grows with every event.
    (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const text = 'x'.repeat(4000);
    let delivered = 0;
    while (api.server.realtime.connectionCount() > 0 && delivered < 20_000) {
      delivered += 1;
      await api.server.context.bus.publish({
        type: 'message.created',
        businessId: 1,
        conversationId: 1,
        message: {
          id: String(delivered),
          sender: 'bot',
          text,
          created_at: new Date().toISOString(),
        },
      });
      if (delivered % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(api.server.realtime.connectionCount()).toBe(0);
    expect(delivered).toBeLessThan(20_000);
  });
});

describe("WebSocket /ws with the server's own dashboard sessions", () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer('pglite');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses a dashboard token that is no live session', async () => {
    const client = await connect(api.wsUrl);
    client.send({ type: 'auth', token: 'anything' });
    expect((await client.closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it('resolves a token the sessions signed in to its business', async () => {
    const [user] = await api.database.db
      .insert(users)
      .values({ name: 'Staff', email: `ws-${randomUUID()}@example.test`, passwordHash: 'unused' })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await api.database.db
      .insert(memberships)
      .values({ userId: user.id, businessId: 1, role: 'owner' });
    const { token } = await api.server.context.sessions.create(user.id, 1, null);
    const client = await connect(api.wsUrl);
    client.send({ type: 'auth', token });
    expect(await client.next((f) => f.type === 'ready')).toMatchObject({
      scope: 'business',
      business_id: 1,
    });
    client.close();
  });
});
