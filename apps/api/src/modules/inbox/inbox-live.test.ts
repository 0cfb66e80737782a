// The inbox's live side on a real server and database: typing both ways (the visitor sees
// the teammate's name, never a private note's author id), who is viewing which conversation
// (presence), the join/leave lines the visitor gets, and resume by event id — a socket that
// reconnects with the last event id it saw receives exactly what it missed, in order, once.
import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@lisa/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { connect, type TestSocket } from '../../../test/support/ws-client.ts';

const stored = (f: ServerMessage) =>
  (f.type === 'message.created' || f.type === 'conversation.updated' || f.type === 'participant') &&
  typeof f.event_id === 'number';
const eventIdOf = (f: ServerMessage) => ('event_id' in f ? (f.event_id ?? 0) : 0);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDrivers)('inbox live (%s)', (driver) => {
  const harness = useAccountsHarness(driver);
  const { call, signedUp } = harness;

  async function visitorSays(businessId: number, message: string, customer = randomUUID()) {
    const res = await call('POST', '/chat', {
      message,
      business_id: businessId,
      customer_id: customer,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      customer,
      conversationId: Number(res.body.conversation_id),
      visitorToken: res.body.visitor_token as string,
    };
  }

  async function member(token: string, lastEventId?: number): Promise<TestSocket> {
    const socket = await connect(harness.server.wsUrl);
    socket.send({
      type: 'auth',
      token,
      ...(lastEventId !== undefined ? { last_event_id: lastEventId } : {}),
    });
    await socket.next((f) => f.type === 'ready');
    return socket;
  }

  async function visitor(token: string, lastEventId?: number): Promise<TestSocket> {
    const socket = await connect(harness.server.wsUrl);
    socket.send({
      type: 'auth',
      visitor_token: token,
      ...(lastEventId !== undefined ? { last_event_id: lastEventId } : {}),
    });
    await socket.next((f) => f.type === 'ready');
    return socket;
  }

  it('passes typing both ways: the visitor sees the teammate name, members see the visitor', async () => {
    const owner = await signedUp('Typing Bakery');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const team = await member(owner.token);
    const guest = await visitor(chat.visitorToken);

    team.send({ type: 'typing', conversation_id: String(chat.conversationId), typing: true });
    const seen = await guest.next((f) => f.type === 'typing');
    expect(seen).toEqual({
      type: 'typing',
      conversation_id: String(chat.conversationId),
      sender: 'agent',
      typing: true,
      name: 'Ada Lovelace',
    });

    guest.send({ type: 'typing', typing: true });
    const fromVisitor = await team.next((f) => f.type === 'typing' && f.sender === 'visitor');
    expect(fromVisitor).toMatchObject({
      conversation_id: String(chat.conversationId),
      typing: true,
    });
    // The visitor never gets their own typing back, and a member must name the conversation.
    await pause(200);
    expect(guest.frames.filter((f) => f.type === 'typing' && f.sender === 'visitor')).toEqual([]);
    team.send({ type: 'typing', typing: true });
    await team.next((f) => f.type === 'error' && f.code === 'invalid_message');
    team.close();
    guest.close();
  });

  it('never passes typing to another business', async () => {
    const mine = await signedUp('Typing Mine');
    const theirs = await signedUp('Typing Theirs');
    const chat = await visitorSays(theirs.businessId, 'Can I talk to a human please?');
    const guest = await visitor(chat.visitorToken);
    const intruder = await member(mine.token);
    intruder.send({ type: 'typing', conversation_id: String(chat.conversationId), typing: true });
    await pause(300);
    expect(guest.frames.filter((f) => f.type === 'typing')).toEqual([]);
    intruder.close();
    guest.close();
  });

  it('tells the team who is viewing which conversation, and forgets a closed socket', async () => {
    const owner = await signedUp('Presence Bakery');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const id = String(chat.conversationId);
    const first = await member(owner.token);
    first.send({ type: 'viewing', conversation_id: id });
    await first.next((f) => f.type === 'presence' && f.viewers.length === 1);

    // A member who connects later gets the snapshot.
    const second = await member(owner.token);
    const snapshot = await second.next((f) => f.type === 'presence');
    expect(snapshot).toMatchObject({
      conversation_id: id,
      viewers: [{ user_id: expect.any(String), name: 'Ada Lovelace' }],
    });
    const guest = await visitor(chat.visitorToken);
    guest.send({ type: 'viewing', conversation_id: id });
    await guest.next((f) => f.type === 'error' && f.code === 'invalid_message');

    first.close();
    await second.next((f) => f.type === 'presence' && f.viewers.length === 0);
    second.close();
    guest.close();
  });

  it('tells the visitor when a teammate joins and leaves', async () => {
    const owner = await signedUp('Joining Bakery');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const guest = await visitor(chat.visitorToken);
    const path = `/api/conversations/${chat.conversationId}`;
    expect((await call('POST', `${path}/messages`, { text: 'Hello!' }, owner.token)).status).toBe(
      201,
    );
    const joined = await guest.next((f) => f.type === 'participant');
    expect(joined).toMatchObject({ action: 'joined', name: 'Ada Lovelace' });
    // A second reply by the same person is no new join.
    await call('POST', `${path}/messages`, { text: 'Still here.' }, owner.token);
    expect((await call('PATCH', path, { status: 'bot' }, owner.token)).status).toBe(200);
    const left = await guest.next((f) => f.type === 'participant' && f.action === 'left');
    expect(left).toMatchObject({ name: 'Ada Lovelace' });
    expect(guest.frames.filter((f) => f.type === 'participant')).toHaveLength(2);
    guest.close();
  });

  it('resumes a member socket by event id: exactly the missed events, in order, once', async () => {
    const owner = await signedUp('Resume Bakery');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const path = `/api/conversations/${chat.conversationId}`;
    const first = await member(owner.token);
    await call('POST', `${path}/messages`, { text: 'Seen live' }, owner.token);
    const seenLive = await first.next(
      (f) => f.type === 'message.created' && f.message.text === 'Seen live',
    );
    // Let the conversation.updated that follows arrive too, then drop the socket.
    const lastSeen = await first
      .next((f) => f.type === 'conversation.updated' && eventIdOf(f) > eventIdOf(seenLive))
      .then(eventIdOf);
    first.close();
    await first.closed;

    // What happens while nobody listens: a note, a visitor message, a hand-back.
    await call('POST', `${path}/messages`, { text: 'Missed note', private: true }, owner.token);
    await visitorSays(owner.businessId, 'Are you there?', chat.customer);
    await call('PATCH', path, { status: 'bot' }, owner.token);

    // A socket that saw everything up to now, for the expected list.
    const watcher = await member(owner.token, lastSeen);
    const again = await member(owner.token, lastSeen);
    const replayed = () => again.frames.filter(stored);
    await expect.poll(() => replayed().length).toBeGreaterThan(4);
    await pause(200);
    const ids = replayed().map(eventIdOf);
    expect(ids[0]).toBe(lastSeen + 1);
    // Consecutive, ascending, no duplicate.
    expect(ids).toEqual(ids.map((_, i) => lastSeen + 1 + i));
    const texts = replayed()
      .filter((f) => f.type === 'message.created')
      .map((f) => (f.type === 'message.created' ? f.message.text : ''));
    expect(texts).toEqual([
      'Missed note',
      'Are you there?',
      'You are chatting with our assistant again.',
    ]);
    expect(replayed().some((f) => f.type === 'participant' && f.action === 'left')).toBe(true);
    expect(watcher.frames.filter(stored).map(eventIdOf)).toEqual(ids);

    // Live events after the replay keep the numbering.
    await call('POST', `${path}/messages`, { text: 'After resume', private: true }, owner.token);
    const live = await again.next(
      (f) => f.type === 'message.created' && f.message.text === 'After resume',
    );
    expect(eventIdOf(live)).toBe((ids.at(-1) ?? 0) + 1);
    const ready = again.frames.find((f) => f.type === 'ready');
    expect(ready).toMatchObject({ last_event_id: ids.at(-1) });
    watcher.close();
    again.close();
  });

  it('resumes a visitor socket without team notes or other conversations', async () => {
    const owner = await signedUp('Resume Visitor');
    const chat = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const other = await visitorSays(owner.businessId, 'Can I talk to a human please?');
    const first = await visitor(chat.visitorToken);
    const ready = await first.next((f) => f.type === 'ready');
    const after = ready.type === 'ready' ? (ready.last_event_id ?? 0) : 0;
    first.close();
    await first.closed;

    const path = `/api/conversations/${chat.conversationId}`;
    await call('POST', `${path}/messages`, { text: 'Secret note', private: true }, owner.token);
    await call('POST', `${path}/messages`, { text: 'Hello from the team' }, owner.token);
    await call(
      'POST',
      `/api/conversations/${other.conversationId}/messages`,
      { text: 'Not for you' },
      owner.token,
    );
    const again = await visitor(chat.visitorToken, after);
    await again.next(
      (f) => f.type === 'message.created' && f.message.text === 'Hello from the team',
    );
    await pause(200);
    const text = JSON.stringify(again.frames);
    expect(text).not.toContain('Secret note');
    expect(text).not.toContain('Not for you');
    expect(again.frames.filter((f) => f.type === 'participant')).toHaveLength(1);
    again.close();
  });

  it('says resync when the last event id is ahead of the log', async () => {
    const owner = await signedUp('Resync Bakery');
    await visitorSays(owner.businessId, 'Hello');
    const socket = await member(owner.token, 10_000_000);
    expect(socket.frames.find((f) => f.type === 'ready')).toMatchObject({ resync: true });
    socket.close();
  });
});
