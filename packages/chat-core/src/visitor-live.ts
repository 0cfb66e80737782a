// The visitor's live channel (SPEC §7 "Real-time connection", visitor scope): the socket
// to /ws authenticated with the visitor token of the latest POST /chat answer, so a
// teammate's reply (and a hand-back's system line) reaches the visitor's chat as it is sent.
// After every (re)connect it catches up through GET /chat/messages?after=<last id seen>;
// while the socket cannot connect it polls that endpoint every 5 s. Messages are deduped by
// id, so one delivered by both the socket and a catch-up is emitted once. Only agent and
// system messages are emitted: the visitor's own messages and the bot's replies already
// come with POST /chat. Loaded lazily (live-loader.ts): zod and this module stay out of
// every page's first load.
import type { ConversationStatus } from '@lisa/contracts/chat';
import {
  type ConversationMessage,
  parseServerMessage,
  visitorMessagesSchema,
} from '@lisa/contracts/realtime';
import { type Clock, systemClock, type TimerId } from './clock.ts';

export type VisitorLiveState = 'idle' | 'connecting' | 'live' | 'polling' | 'unauthorized';

export interface VisitorSession {
  conversationId: string;
  visitorToken: string;
  /**
   * Id of the last message already seen (persisted by the store). Absent for a new session:
   * the first catch-up then starts at the visitor's latest message, so nothing said before
   * this page's conversation (another tab, a cleared history) comes back.
   */
  after?: string;
}

export type VisitorLiveEvent =
  /** New agent/system messages, oldest first, and the cursor to persist. */
  | { type: 'messages'; messages: ConversationMessage[]; after: string }
  /** Every message seen moves the cursor, including ones that are not emitted. */
  | { type: 'cursor'; after: string }
  | { type: 'status'; status: ConversationStatus }
  /** A teammate started or stopped typing (their display name when the server gave it). */
  | { type: 'typing'; typing: boolean; name?: string }
  /** A teammate joined or left the conversation; id is stable for the same event. */
  | { type: 'participant'; id: string; action: 'joined' | 'left'; name: string; at: string }
  | { type: 'state'; state: VisitorLiveState };

export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(
    type: 'open' | 'close' | 'error' | 'message',
    listener: (event: { data?: unknown }) => void,
  ): void;
}

export interface VisitorLiveOptions {
  /** ws(s)://host:port/ws */
  wsUrl: string;
  /** Origin of Lisa's API, for GET /chat/messages. */
  apiUrl: string;
  createSocket?: (url: string) => SocketLike;
  fetch?: typeof fetch;
  clock?: Clock;
  /** Delay before reconnect attempt n (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
  backoffMs?: (attempt: number) => number;
  /** Polling interval while the socket is down. */
  pollMs?: number;
}

export interface VisitorLiveChannel {
  /**
   * Follows the conversation of a POST /chat answer. Another conversation restarts the
   * channel; a fresh token for the same one is kept for the next connect or poll (and
   * revives a channel the server refused).
   */
  follow(session: VisitorSession): void;
  subscribe(listener: (event: VisitorLiveEvent) => void): () => void;
  getState(): VisitorLiveState;
  /** Id of the last message seen ('0' before any). */
  getCursor(): string;
  /** Tells the team the visitor is typing (or stopped); nothing while the socket is down. */
  sendTyping(typing: boolean): void;
  close(): void;
}

export const VISITOR_POLL_MS = 5_000;
const MAX_BACKOFF_MS = 30_000;
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

export const visitorBackoff = (attempt: number) =>
  Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** Math.max(0, attempt));

class UnauthorizedError extends Error {
  readonly code = 'VISITOR_UNAUTHORIZED' as const;
}

const idNumber = (id: string) => {
  const n = Number(id);
  return Number.isFinite(n) ? n : 0;
};

export function createVisitorLive(options: VisitorLiveOptions): VisitorLiveChannel {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const backoff = options.backoffMs ?? visitorBackoff;
  const pollMs = options.pollMs ?? VISITOR_POLL_MS;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const listeners = new Set<(event: VisitorLiveEvent) => void>();

  let session: VisitorSession | null = null;
  let state: VisitorLiveState = 'idle';
  let socket: SocketLike | null = null;
  let attempt = 0;
  let reconnectTimer: TimerId | null = null;
  let pollTimer: TimerId | null = null;
  let polling = false;
  /** Bumped on every restart: answers to requests of an older generation are dropped. */
  let generation = 0;
  let cursor = '0';
  /** True until the first catch-up of a session without a cursor has run. */
  let fromLatestVisitor = false;
  const seen = new Set<string>();
  let catchingUp: Promise<void> | null = null;
  let status: ConversationStatus | null = null;

  const emit = (event: VisitorLiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  const setState = (next: VisitorLiveState) => {
    if (next === state) return;
    state = next;
    emit({ type: 'state', state });
  };
  const setStatus = (next: ConversationStatus) => {
    if (next === status) return;
    status = next;
    emit({ type: 'status', status });
  };

  /** Records messages, emits the new agent/system ones once, moves the cursor. */
  const accept = (messages: readonly ConversationMessage[]) => {
    const fresh: ConversationMessage[] = [];
    const before = cursor;
    for (const message of messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      if (idNumber(message.id) > idNumber(cursor)) cursor = message.id;
      if (message.private) continue;
      if (message.sender === 'agent' || message.sender === 'system') fresh.push(message);
    }
    if (fresh.length > 0) emit({ type: 'messages', messages: fresh, after: cursor });
    else if (cursor !== before) emit({ type: 'cursor', after: cursor });
  };

  const clearTimer = (id: TimerId | null) => {
    if (id !== null) clock.clearTimeout(id);
    return null;
  };

  const stopPolling = () => {
    polling = false;
    pollTimer = clearTimer(pollTimer);
  };

  const dropSocket = () => {
    reconnectTimer = clearTimer(reconnectTimer);
    const current = socket;
    socket = null;
    current?.close(1000, 'visitor session changed');
  };

  const refused = () => {
    dropSocket();
    stopPolling();
    setState('unauthorized');
  };

  async function fetchAfter(after: string, token: string) {
    const response = await doFetch(`${apiUrl}/chat/messages?after=${encodeURIComponent(after)}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) throw new UnauthorizedError();
    if (!response.ok) throw new Error(`GET /chat/messages failed: ${response.status}`);
    const parsed = visitorMessagesSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('GET /chat/messages: unexpected body');
    return parsed.data;
  }

  /** Reads everything after the cursor, page by page. Rejects with UnauthorizedError on 401. */
  function catchUp(): Promise<void> {
    if (catchingUp) return catchingUp;
    const mine = generation;
    const run = async () => {
      for (let page = 0; page < MAX_PAGES; page++) {
        if (!session || mine !== generation) return;
        const body = await fetchAfter(cursor, session.visitorToken);
        if (mine !== generation) return;
        let data = body.data;
        if (fromLatestVisitor) {
          // A new session: everything up to the visitor's latest message is already in
          // their chat or belongs to an earlier visit; only what follows it is new.
          if (data.length === PAGE_SIZE) {
            for (const m of data) seen.add(m.id);
            const last = data[data.length - 1];
            if (last && idNumber(last.id) > idNumber(cursor)) cursor = last.id;
            continue;
          }
          fromLatestVisitor = false;
          let lastVisitor = -1;
          data.forEach((m, i) => {
            if (m.sender === 'visitor') lastVisitor = i;
          });
          for (const m of data.slice(0, lastVisitor + 1)) {
            seen.add(m.id);
            if (idNumber(m.id) > idNumber(cursor)) cursor = m.id;
          }
          data = data.slice(lastVisitor + 1);
        }
        accept(data);
        setStatus(body.status);
        if (body.data.length < PAGE_SIZE) return;
      }
    };
    catchingUp = run().finally(() => {
      if (mine === generation) catchingUp = null;
    });
    return catchingUp;
  }

  function schedulePoll(ms: number) {
    pollTimer = clearTimer(pollTimer);
    pollTimer = clock.setTimeout(() => {
      pollTimer = null;
      if (!polling) return;
      catchUp().then(
        () => {
          if (polling) schedulePoll(pollMs);
        },
        (error: unknown) => {
          if (error instanceof UnauthorizedError) refused();
          else if (polling) schedulePoll(pollMs);
        },
      );
    }, ms);
  }

  /** The socket cannot connect: read the conversation every pollMs until it can. */
  function startPolling() {
    if (polling || !session) return;
    polling = true;
    setState('polling');
    schedulePoll(0);
  }

  function scheduleReconnect() {
    const delay = backoff(attempt++);
    reconnectTimer = clearTimer(reconnectTimer);
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  function connect() {
    if (!session) return;
    let mine: SocketLike;
    try {
      mine = createSocket(options.wsUrl);
    } catch {
      startPolling();
      scheduleReconnect();
      return;
    }
    socket = mine;
    let ready = false;
    /** Socket events that arrive while the catch-up runs wait for it: order is kept. */
    let queued: ConversationMessage[] | null = null;
    if (!polling) setState('connecting');
    mine.addEventListener('open', () => {
      if (socket !== mine || !session) return;
      mine.send(JSON.stringify({ type: 'auth', visitor_token: session.visitorToken }));
    });
    mine.addEventListener('message', (event) => {
      if (socket !== mine) return;
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) return;
      const message = parsed.message;
      if (message.type === 'ready') {
        ready = true;
        attempt = 0;
        stopPolling();
        setState('live');
        queued = [];
        catchUp().then(
          () => {
            const pending = queued ?? [];
            queued = null;
            if (socket === mine) accept(pending);
          },
          (error: unknown) => {
            queued = null;
            if (error instanceof UnauthorizedError && socket === mine) refused();
            // Otherwise the socket itself carries on; the next reconnect catches up again.
          },
        );
      } else if (message.type === 'message.created') {
        if (session && message.conversation_id !== session.conversationId) return;
        if (queued) queued.push(message.message);
        else accept([message.message]);
      } else if (message.type === 'typing') {
        if (message.sender !== 'agent') return;
        if (session && message.conversation_id !== session.conversationId) return;
        emit({
          type: 'typing',
          typing: message.typing,
          ...(message.name ? { name: message.name } : {}),
        });
      } else if (message.type === 'participant') {
        if (session && message.conversation_id !== session.conversationId) return;
        emit({
          type: 'participant',
          id: `participant-${message.event_id ?? `${message.action}-${clock.now()}`}`,
          action: message.action,
          name: message.name,
          at: new Date(clock.now()).toISOString(),
        });
      } else if (message.type === 'conversation.updated') {
        if (session && message.conversation.id !== session.conversationId) return;
        setStatus(message.conversation.status);
      } else if (message.type === 'error' && message.code === 'unauthorized') {
        refused();
      }
    });
    // A failed connect reports an error, then close: the close handler decides what next.
    mine.addEventListener('error', () => {});
    mine.addEventListener('close', () => {
      if (socket !== mine) return;
      socket = null;
      // Never reached ready: the socket cannot connect (or keeps failing) — poll meanwhile.
      if (!ready) startPolling();
      else setState('connecting');
      scheduleReconnect();
    });
  }

  function restart() {
    generation += 1;
    catchingUp = null;
    dropSocket();
    stopPolling();
    attempt = 0;
    connect();
  }

  return {
    follow(next) {
      const current = session;
      if (current && current.conversationId === next.conversationId) {
        const tokenChanged = current.visitorToken !== next.visitorToken;
        session = { ...current, visitorToken: next.visitorToken };
        if (tokenChanged && state === 'unauthorized') restart();
        return;
      }
      session = { ...next };
      seen.clear();
      status = null;
      cursor = next.after ?? '0';
      fromLatestVisitor = next.after === undefined;
      restart();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
    getCursor: () => cursor,
    sendTyping(typing) {
      if (state !== 'live' || !socket) return;
      try {
        socket.send(JSON.stringify({ type: 'typing', typing }));
      } catch {
        // A socket closing under us: the indicator simply expires on the other side.
      }
    },
    close() {
      session = null;
      generation += 1;
      catchingUp = null;
      dropSocket();
      stopPolling();
      setState('idle');
    },
  };
}
