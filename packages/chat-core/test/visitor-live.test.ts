import { describe, expect, it } from 'vitest';
import { visitorBackoff } from '../src/visitor-live.ts';
import { defaultWsUrl } from '../src/ws-url.ts';
import { flush, liveSetup, msg } from './live-fakes.ts';

const session = { conversationId: '7', visitorToken: 'tok-1' };

describe('visitor live channel', () => {
  it('connects, authenticates with the visitor token and goes live on ready', async () => {
    const { channel, sockets, events } = liveSetup();
    channel.follow(session);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://api.test:8080/ws');
    expect(channel.getState()).toBe('connecting');
    sockets[0]?.emit('open');
    expect(sockets[0]?.sent).toEqual([{ type: 'auth', visitor_token: 'tok-1' }]);
    sockets[0]?.emit('message', { type: 'ready', scope: 'visitor', business_id: 1 });
    await flush();
    expect(channel.getState()).toBe('live');
    expect(
      events.filter((e) => e.type === 'state').map((e) => e.type === 'state' && e.state),
    ).toEqual(['connecting', 'live']);
  });

  it('emits a teammate reply once even when the socket and the catch-up both deliver it', async () => {
    const { channel, last, api, emitted, events } = liveSetup([msg(1, 'visitor', 'Hi')]);
    channel.follow(session);
    const reply = msg(2, 'agent', 'Sam here, how can I help?', { author_name: 'Sam' });
    api.add(reply);
    last().accept();
    // The socket pushes it while the catch-up that also returns it is in flight.
    last().push(reply);
    await flush();
    last().push(reply);
    await flush();
    expect(emitted()).toEqual(['Sam here, how can I help?']);
    const first = events.find((e) => e.type === 'messages');
    expect(first).toMatchObject({ after: '2', messages: [{ author_name: 'Sam' }] });
    expect(channel.getCursor()).toBe('2');
  });

  it("emits only agent and system messages, never the visitor's own or the bot's", async () => {
    const { channel, last, emitted } = liveSetup();
    channel.follow({ ...session, after: '0' });
    last().accept();
    await flush();
    last().push(msg(3, 'visitor', 'Hello'));
    last().push(msg(4, 'bot', 'Hi! I am Lisa.'));
    last().push(msg(5, 'system', 'You are chatting with our assistant again.'));
    last().push(msg(6, 'agent', 'note', { private: true }));
    await flush();
    expect(emitted()).toEqual(['You are chatting with our assistant again.']);
    expect(channel.getCursor()).toBe('6');
  });

  it("starts a new session at the visitor's latest message: earlier replies do not come back", async () => {
    const { channel, last, emitted } = liveSetup([
      msg(1, 'visitor', 'Yesterday'),
      msg(2, 'agent', 'Old answer'),
      msg(3, 'visitor', 'Today'),
      msg(4, 'agent', 'New answer'),
    ]);
    channel.follow(session);
    last().accept();
    await flush();
    expect(emitted()).toEqual(['New answer']);
    expect(channel.getCursor()).toBe('4');
  });

  it('reconnects with backoff 1 s, 2 s, 4 s … capped at 30 s and catches up from the last id', async () => {
    const { channel, sockets, last, api, time, emitted } = liveSetup();
    channel.follow({ ...session, after: '10' });
    last().accept();
    await flush();
    expect(api.requests.map((r) => r.after)).toEqual(['10']);
    last().push(msg(11, 'agent', 'First', { author_name: 'Sam' }));
    await flush();
    // The socket drops after having been live: reconnect after 1 s, no polling yet.
    last().emit('close');
    expect(channel.getState()).toBe('connecting');
    expect(time.pending()).toEqual([1000]);
    api.add(msg(11, 'agent', 'First'), msg(12, 'agent', 'Said while offline'));
    await time.advance(1000);
    expect(sockets).toHaveLength(2);
    last().accept();
    await flush();
    expect(api.requests.map((r) => r.after)).toEqual(['10', '11']);
    expect(api.requests.at(-1)?.token).toBe('Bearer tok-1');
    expect(emitted()).toEqual(['First', 'Said while offline']);
    expect([0, 1, 2, 3, 4, 5, 6].map(visitorBackoff)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('polls GET /chat/messages every 5 s while the socket cannot connect, and stops once it does', async () => {
    const { channel, sockets, last, api, time, emitted, failSockets } = liveSetup();
    failSockets(true);
    channel.follow({ ...session, after: '20' });
    await flush();
    // Closed before ready: the socket cannot connect — poll at once, then every 5 s.
    expect(channel.getState()).toBe('polling');
    await time.advance(0);
    expect(api.requests.map((r) => r.after)).toEqual(['20']);
    api.add(msg(21, 'agent', 'Are you still there?', { author_name: 'Sam' }));
    await time.advance(4999);
    expect(api.requests).toHaveLength(1);
    await time.advance(1);
    expect(api.requests.map((r) => r.after)).toEqual(['20', '20']);
    expect(emitted()).toEqual(['Are you still there?']);
    // Meanwhile reconnects keep backing off (1 s, 2 s); they fail too.
    expect(sockets.length).toBeGreaterThanOrEqual(3);
    await time.advance(5000);
    expect(api.requests.map((r) => r.after)).toEqual(['20', '20', '21']);
    // The socket works again: polling stops.
    failSockets(false);
    const before = sockets.length;
    while (sockets.length === before) await time.advance(1000);
    last().accept();
    await flush();
    expect(channel.getState()).toBe('live');
    const requests = api.requests.length;
    await time.advance(30_000);
    expect(api.requests).toHaveLength(requests);
    expect(emitted()).toEqual(['Are you still there?']);
  });

  it('a token for another conversation restarts the channel; a fresh token for the same one does not', async () => {
    const { channel, sockets, last, emitted, api } = liveSetup();
    channel.follow({ ...session, after: '5' });
    last().accept();
    await flush();
    channel.follow({ conversationId: '7', visitorToken: 'tok-2' });
    expect(sockets).toHaveLength(1);
    channel.follow({ conversationId: '9', visitorToken: 'tok-9' });
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    api.add(msg(30, 'visitor', 'Hi again'), msg(31, 'agent', 'Welcome back'));
    sockets[1]?.emit('open');
    expect(sockets[1]?.sent).toEqual([{ type: 'auth', visitor_token: 'tok-9' }]);
    sockets[1]?.emit('message', { type: 'ready', scope: 'visitor', business_id: 1 });
    await flush();
    // Socket events of the old conversation are ignored.
    sockets[0]?.push(msg(40, 'agent', 'stale'));
    last().push(msg(41, 'agent', 'wrong conversation'), '7');
    await flush();
    expect(emitted()).toEqual(['Welcome back']);
  });

  it('stops on a refused token and resumes with the next token', async () => {
    const { channel, sockets, last, time, api } = liveSetup();
    channel.follow({ ...session, after: '1' });
    last().emit('open');
    last().emit('message', { type: 'error', code: 'unauthorized', message: 'nope' });
    expect(channel.getState()).toBe('unauthorized');
    await time.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(api.requests).toHaveLength(0);
    channel.follow({ conversationId: '7', visitorToken: 'tok-fresh' });
    expect(sockets).toHaveLength(2);
    last().emit('open');
    expect(last().sent).toEqual([{ type: 'auth', visitor_token: 'tok-fresh' }]);
  });

  it('reports status changes from the socket and the catch-up', async () => {
    const { channel, last, api, events } = liveSetup();
    api.setStatus('open');
    channel.follow({ ...session, after: '0' });
    last().accept();
    await flush();
    last().emit('message', {
      type: 'conversation.updated',
      conversation: {
        id: '7',
        status: 'bot',
        assignee_id: null,
        handoff_reason: null,
        last_activity_at: new Date(0).toISOString(),
      },
    });
    expect(events.filter((e) => e.type === 'status')).toEqual([
      { type: 'status', status: 'open' },
      { type: 'status', status: 'bot' },
    ]);
  });

  it('close() drops the socket and every timer', async () => {
    const { channel, sockets, time, failSockets } = liveSetup();
    failSockets(true);
    channel.follow(session);
    await flush();
    expect(time.pending().length).toBeGreaterThan(0);
    channel.close();
    expect(time.pending()).toEqual([]);
    expect(channel.getState()).toBe('idle');
    await time.advance(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('defaultWsUrl', () => {
  it('derives the socket URL from the API URL', () => {
    expect(defaultWsUrl('http://localhost:8000')).toBe('ws://localhost:8080/ws');
    expect(defaultWsUrl('https://api.lisa.example')).toBe('wss://api.lisa.example/ws');
    expect(defaultWsUrl('http://127.0.0.1:9123/')).toBe('ws://127.0.0.1:9123/ws');
  });
});
