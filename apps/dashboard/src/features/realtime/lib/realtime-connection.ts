// The dashboard's WebSocket to /ws (SPEC §7). It authenticates with the session token and
// the chosen business; when either changes the socket is dropped and, if there is a token,
// reopened (SPEC §4). Its states are published to listeners. When the server says the person
// lost access to the business (removed from its team), it stays closed and says so.
// It remembers the last event id it saw of the business it follows: a reconnect to the same
// business sends it (last_event_id), so the server replays exactly what was missed. It also
// says which conversation the person has open (presence) after every (re)connect.
import { parseServerMessage, type ServerMessage } from '@lisa/contracts/realtime';

export type RealtimeState = 'idle' | 'connecting' | 'open' | 'closed' | 'unauthorized';

export interface RealtimeSnapshot {
  state: RealtimeState;
  /** When the state last changed (ms since epoch). */
  since: number;
  businessId: number | null;
}

interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(
    type: 'open' | 'close' | 'error' | 'message',
    listener: (event: { data?: unknown }) => void,
  ): void;
}

export interface RealtimeConnectionOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
  setTimeout?: (handler: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
  /** Delay before reconnecting after attempt n (0-based): 1 s, 2 s, 4 s ... capped at 30 s. */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

export function createRealtimeConnection(options: RealtimeConnectionOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const now = options.now ?? Date.now;
  const schedule = options.setTimeout ?? ((handler, ms) => globalThis.setTimeout(handler, ms));
  const cancel =
    options.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
  const backoff = options.backoffMs ?? defaultBackoff;
  const stateListeners = new Set<() => void>();
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const revokedListeners = new Set<() => void>();

  let snapshot: RealtimeSnapshot = { state: 'idle', since: now(), businessId: null };
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let business: number | null = null;
  let attempt = 0;
  let retryTimer: unknown = null;
  /** The newest event id seen, and of which business (only resent to that one). */
  let lastEvent: { businessId: number; id: number } | null = null;
  /** The conversation the person has open, told to the server after each ready. */
  let viewing: number | null = null;

  function sendNow(frame: object): void {
    if (snapshot.state !== 'open' || !socket || socket.readyState !== 1) return;
    socket.send(JSON.stringify(frame));
  }

  function publish(state: RealtimeState, businessId: number | null = snapshot.businessId) {
    if (state === snapshot.state && businessId === snapshot.businessId) return;
    snapshot = { state, since: now(), businessId };
    for (const listener of stateListeners) listener();
  }

  function drop() {
    if (retryTimer !== null) {
      cancel(retryTimer);
      retryTimer = null;
    }
    const current = socket;
    socket = null;
    current?.close(1000, 'session changed');
  }

  function open() {
    if (!token) return;
    const mine = createSocket(options.url);
    socket = mine;
    publish('connecting', null);
    mine.addEventListener('open', () => {
      if (socket !== mine || !token) return;
      const resume =
        lastEvent && (business === null || lastEvent.businessId === business)
          ? { last_event_id: lastEvent.id }
          : {};
      mine.send(
        JSON.stringify({
          type: 'auth',
          token,
          ...(business ? { business_id: business } : {}),
          ...resume,
        }),
      );
    });
    mine.addEventListener('message', (event) => {
      if (socket !== mine) return;
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) return;
      const message = parsed.message;
      if (message.type === 'ready') {
        attempt = 0;
        lastEvent =
          message.last_event_id === undefined
            ? null
            : { businessId: message.business_id, id: message.last_event_id };
        publish('open', message.business_id);
        if (viewing !== null) {
          mine.send(JSON.stringify({ type: 'viewing', conversation_id: String(viewing) }));
        }
      } else if (
        message.type === 'error' &&
        (message.code === 'unauthorized' || message.code === 'access_revoked')
      ) {
        publish('unauthorized', null);
        socket = null;
        mine.close(1000, message.code);
        if (message.code === 'access_revoked') for (const listener of revokedListeners) listener();
        return;
      }
      if ('event_id' in message && message.event_id && lastEvent) {
        lastEvent = { ...lastEvent, id: Math.max(lastEvent.id, message.event_id) };
      }
      for (const listener of messageListeners) listener(message);
    });
    mine.addEventListener('close', () => {
      if (socket !== mine) return;
      socket = null;
      publish('closed', null);
      const delay = backoff(attempt++);
      retryTimer = schedule(() => {
        retryTimer = null;
        open();
      }, delay);
    });
  }

  return {
    getSnapshot: (): RealtimeSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onMessage(listener: (message: ServerMessage) => void): () => void {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    /** Called when the server closes the socket because the person lost the business. */
    onAccessRevoked(listener: () => void): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },
    /** The newest event id seen (0 before ready). */
    lastEventId: (): number => lastEvent?.id ?? 0,
    /** Says which conversation the person has open (null: none); kept across reconnects. */
    setViewing(conversationId: number | null) {
      if (conversationId === viewing) return;
      viewing = conversationId;
      sendNow({
        type: 'viewing',
        conversation_id: conversationId === null ? null : String(conversationId),
      });
    },
    /** Tells the team (and, for a reply, the visitor) that the person is typing. */
    sendTyping(conversationId: number, typing: boolean) {
      sendNow({ type: 'typing', conversation_id: String(conversationId), typing });
    },
    /** Follows another business: the socket reopens subscribed to it. */
    setBusiness(next: number | null) {
      if (next === business) return;
      business = next;
      if (!token) return;
      // Already following that business (the session's default): no need to reconnect.
      if (snapshot.state === 'open' && snapshot.businessId === next) return;
      attempt = 0;
      drop();
      open();
    },
    /** Drops the current socket and opens one for the new token (none when signed out). */
    setToken(next: string | null) {
      if (next === token) return;
      token = next;
      lastEvent = null;
      attempt = 0;
      drop();
      if (token) open();
      else publish('idle', null);
    },
    /** Reconnects now (the system status page's check). */
    reconnect() {
      drop();
      attempt = 0;
      if (token) open();
    },
    close() {
      token = null;
      drop();
      publish('idle', null);
    },
  };
}
export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;
