import { describe, expect, it } from 'vitest';
import { createRealtimeConnection } from './realtime-connection.ts';

type Listener = (event: { data?: unknown }) => void;

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const connection = createRealtimeConnection({
    url: 'ws://api.test/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    now: () => 1000,
    setTimeout: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimeout: () => {},
  });
  const states: string[] = [];
  connection.subscribe(() => states.push(connection.getSnapshot().state));
  return { connection, sockets, timers, states };
}

describe('realtime connection', () => {
  it('reconnects with the last event id it saw and tells the server again what is open', () => {
    const { connection, sockets, timers } = setup();
    connection.setToken('tok-1');
    const first = sockets[0];
    first?.emit('open');
    if (first) first.readyState = 1;
    first?.emit(
      'message',
      JSON.stringify({ type: 'ready', scope: 'business', business_id: 4, last_event_id: 10 }),
    );
    connection.setViewing(7);
    expect(first?.sent.at(-1)).toBe(JSON.stringify({ type: 'viewing', conversation_id: '7' }));
    connection.sendTyping(7, true);
    expect(first?.sent.at(-1)).toBe(
      JSON.stringify({ type: 'typing', conversation_id: '7', typing: true }),
    );
    first?.emit(
      'message',
      JSON.stringify({
        type: 'conversation.updated',
        event_id: 12,
        conversation: {
          id: '7',
          status: 'open',
          assignee_id: null,
          handoff_reason: null,
          last_activity_at: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    expect(connection.lastEventId()).toBe(12);
    first?.emit('close');
    timers.at(-1)?.fn();
    const second = sockets[1];
    second?.emit('open');
    expect(second?.sent).toEqual([
      JSON.stringify({ type: 'auth', token: 'tok-1', last_event_id: 12 }),
    ]);
    second?.emit(
      'message',
      JSON.stringify({ type: 'ready', scope: 'business', business_id: 4, last_event_id: 12 }),
    );
    expect(second?.sent.at(-1)).toBe(JSON.stringify({ type: 'viewing', conversation_id: '7' }));
  });

  it('authenticates with the token and publishes connecting then open', () => {
    const { connection, sockets, states } = setup();
    connection.setToken('tok-1');
    const socket = sockets[0];
    socket?.emit('open');
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok-1' })]);
    socket?.emit('message', JSON.stringify({ type: 'ready', scope: 'business', business_id: 4 }));
    expect(states).toEqual(['connecting', 'open']);
    expect(connection.getSnapshot()).toMatchObject({ state: 'open', businessId: 4 });
  });

  it('drops the socket when the token changes and opens one for the new token', () => {
    const { connection, sockets } = setup();
    connection.setToken('tok-1');
    connection.setToken('tok-2');
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    sockets[1]?.emit('open');
    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok-2' })]);
    connection.setToken(null);
    expect(sockets[1]?.closed).toBe(true);
    expect(connection.getSnapshot().state).toBe('idle');
  });

  it('reconnects with growing delays after the socket closes', () => {
    const { connection, sockets, timers } = setup();
    connection.setToken('tok');
    sockets[0]?.emit('close');
    expect(connection.getSnapshot().state).toBe('closed');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.fn();
    sockets[1]?.emit('close');
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
  });

  it('stops on an unauthorized answer instead of retrying', () => {
    const { connection, sockets, timers } = setup();
    connection.setToken('revoked');
    sockets[0]?.emit(
      'message',
      JSON.stringify({ type: 'error', code: 'unauthorized', message: 'no' }),
    );
    sockets[0]?.emit('close');
    expect(connection.getSnapshot().state).toBe('unauthorized');
    expect(timers).toHaveLength(0);
  });

  it('follows the chosen business: the auth frame names it, and a switch reopens the socket', () => {
    const { connection, sockets } = setup();
    connection.setBusiness(7);
    connection.setToken('tok-1');
    sockets[0]?.emit('open');
    expect(sockets[0]?.sent).toEqual([
      JSON.stringify({ type: 'auth', token: 'tok-1', business_id: 7 }),
    ]);
    connection.setBusiness(9);
    expect(sockets[0]?.closed).toBe(true);
    sockets[1]?.emit('open');
    expect(sockets[1]?.sent).toEqual([
      JSON.stringify({ type: 'auth', token: 'tok-1', business_id: 9 }),
    ]);
  });

  it('stays closed and tells its listeners when access to the business is revoked', () => {
    const { connection, sockets, timers } = setup();
    let revoked = 0;
    connection.onAccessRevoked(() => revoked++);
    connection.setToken('tok-1');
    sockets[0]?.emit('open');
    sockets[0]?.emit(
      'message',
      JSON.stringify({ type: 'ready', scope: 'business', business_id: 4 }),
    );
    sockets[0]?.emit(
      'message',
      JSON.stringify({ type: 'error', code: 'access_revoked', message: 'gone' }),
    );
    sockets[0]?.emit('close');
    expect(revoked).toBe(1);
    expect(connection.getSnapshot().state).toBe('unauthorized');
    expect(timers).toEqual([]);
  });
});
