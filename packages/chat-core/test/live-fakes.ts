import type { ConversationMessage } from '@lisa/contracts/realtime';
import type { Clock, TimerId } from '../src/clock.ts';
import { createVisitorLive, type VisitorLiveEvent } from '../src/visitor-live.ts';

type Listener = (event: { data?: unknown }) => void;

export class FakeSocket {
  sent: unknown[] = [];
  closed = false;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({
        data: typeof data === 'string' || data === undefined ? data : JSON.stringify(data),
      });
  }
  /** open -> auth -> ready, as the server answers a valid visitor token. */
  accept(conversationId = '7') {
    this.emit('open');
    this.emit('message', {
      type: 'ready',
      scope: 'visitor',
      business_id: 1,
      conversation_id: conversationId,
    });
  }
  push(message: ConversationMessage, conversationId = '7') {
    this.emit('message', { type: 'message.created', conversation_id: conversationId, message });
  }
}

/** Timers the test fires by hand; `now` moves with them. */
export function manualClock(start = Date.UTC(2026, 0, 5, 9, 7)) {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; ms: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, ms, run });
      return id as unknown as TimerId;
    },
    clearTimeout(id) {
      timers.delete(id as unknown as number);
    },
  };
  return {
    clock,
    /** Delays of the timers still pending, in the order they were set. */
    pending: () => [...timers.values()].map((t) => t.ms),
    /** Runs every timer due within `ms` from now, in time order. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await flush();
      }
      now = until;
      await flush();
    },
  };
}

export async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export const msg = (
  id: number,
  sender: ConversationMessage['sender'],
  text: string,
  extra: Partial<ConversationMessage> = {},
): ConversationMessage => ({
  id: String(id),
  sender,
  text,
  created_at: new Date(Date.UTC(2026, 0, 5, 9, 8)).toISOString(),
  ...extra,
});

/** GET /chat/messages over a conversation the test grows; `down` makes it fail. */
export function fakeApi(initial: ConversationMessage[] = []) {
  const conversation = [...initial];
  const requests: { after: string; token: string | null }[] = [];
  let status: 'bot' | 'waiting' | 'open' | 'resolved' = 'bot';
  let mode: 'ok' | 'down' | 'unauthorized' = 'ok';
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const after = url.searchParams.get('after') ?? '0';
    const headers = new Headers(init?.headers);
    requests.push({ after, token: headers.get('authorization') });
    if (mode === 'down') throw new TypeError('fetch failed');
    if (mode === 'unauthorized')
      return new Response(JSON.stringify({ error: 'unauthorized' }), { status: 401 });
    const data = conversation.filter((m) => Number(m.id) > Number(after));
    return new Response(JSON.stringify({ data, status }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    add(...messages: ConversationMessage[]) {
      conversation.push(...messages);
    },
    setStatus(next: typeof status) {
      status = next;
    },
    setMode(next: typeof mode) {
      mode = next;
    },
  };
}

export function liveSetup(initial: ConversationMessage[] = []) {
  const sockets: FakeSocket[] = [];
  const time = manualClock();
  const api = fakeApi(initial);
  let failSockets = false;
  const channel = createVisitorLive({
    wsUrl: 'ws://api.test:8080/ws',
    apiUrl: 'http://api.test:8000/',
    clock: time.clock,
    fetch: api.fetch,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      if (failSockets) queueMicrotask(() => socket.emit('close'));
      return socket;
    },
  });
  const events: VisitorLiveEvent[] = [];
  channel.subscribe((event) => events.push(event));
  const emitted = () =>
    events.flatMap((e) => (e.type === 'messages' ? e.messages.map((m) => m.text) : []));
  return {
    channel,
    sockets,
    time,
    api,
    events,
    emitted,
    failSockets(fail: boolean) {
      failSockets = fail;
    },
    last: () => sockets[sockets.length - 1] as FakeSocket,
  };
}
