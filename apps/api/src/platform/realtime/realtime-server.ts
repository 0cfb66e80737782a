// The WebSocket server on WS_PORT, path /ws, speaking @lisa/contracts/realtime.
//
// A connection must authenticate with its first frame within authTimeoutMs:
//   {"type":"auth","token":"<dashboard session token>", "business_id"?: n}
//                                                         -> every conversation event of
//                                                            that business of the user's
//   {"type":"auth","visitor_token":"<from POST /chat>"}  -> events of that one conversation
// and is closed with 4401 otherwise. Either auth frame may carry `last_event_id`: the
// server then sends every stored event after it, in order, before any live one (resume; the
// event log is per business, event-log.ts), or `resync: true` in ready when it cannot.
// After auth a member's socket may send {"type":"viewing","conversation_id"} (the team
// gets `presence`: who has which conversation open) and either side {"type":"typing"}. The server pings every heartbeatMs and drops a client
// that missed a pong; a client whose unsent buffer passes maxBufferedBytes is dropped too
// (a slow reader must not grow the server's memory).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { parseClientMessage, REALTIME_PATH, type ServerMessage } from '@lisa/contracts/realtime';
import { WIDGET_TEXTS } from '@lisa/contracts/widget';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ConversationEvent, EventBus, StoredEvent } from '../events/event-bus.ts';
import type { EventLog } from '../events/event-log.ts';
import type { VisitorTokens } from '../security/visitor-token.ts';
import type { VisitorSockets } from './visitor-sockets.ts';

export interface DashboardSession {
  businessId: number;
  userId: string;
  /** The display name teammates (and, while typing, the visitor) see. */
  name?: string;
}

/**
 * Turns a dashboard session token (and the business it asks for, else the session's) into
 * that business and the user, or null when the token is not valid or they are not a member.
 */
export type DashboardSessionResolver = (
  token: string,
  businessId?: number,
) => Promise<DashboardSession | null>;

export const CLOSE_UNAUTHORIZED = 4401;
/** The person lost access to the business (removed from its team). */
export const CLOSE_ACCESS_REVOKED = 4403;
export const CLOSE_GOING_AWAY = 1001;

export interface RealtimeOptions {
  bus: EventBus;
  /** Replays missed events to a client that reconnects with last_event_id. */
  eventLog?: Pick<EventLog, 'head' | 'since'>;
  /** Told when a visitor's socket for a conversation opens and closes. */
  visitorSockets?: VisitorSockets;
  visitorTokens: VisitorTokens;
  /**
   * Whether a web page of this origin may hold a visitor socket of this business (the widget's
   * allowed domains). Sockets opened without an Origin header are not a browser's and pass.
   */
  visitorOriginAllowed?: (businessId: number, origin: string) => Promise<boolean>;
  resolveDashboardSession: DashboardSessionResolver;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
  authTimeoutMs?: number;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  /** Largest frame a client may send. */
  maxPayloadBytes?: number;
  /** Called when a dashboard connection authenticates and on each of its pongs (presence). */
  onDashboardAlive?: (session: DashboardSession) => void;
}

export interface RealtimeServer {
  /** Resolves with the bound port. */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
  /** Authenticated connections (for tests and metrics). */
  connectionCount(): number;
}

type Subscription =
  | { scope: 'business'; businessId: number; userId: string; name: string }
  | { scope: 'visitor'; businessId: number; conversationId: number };

interface Client {
  socket: WebSocket;
  /** The Origin header of the upgrade request (browsers always send one). */
  origin: string | undefined;
  subscription: Subscription | null;
  alive: boolean;
  /** While stored events are replayed, live frames wait here (null otherwise). */
  pending: { eventId: number | undefined; frame: ServerMessage }[] | null;
  /** The newest event id sent to this client. */
  lastEventId: number;
  /** The conversation a member has open (presence). */
  viewing: number | null;
  /** When this client last sent a typing frame that was passed on. */
  lastTypingAt: number;
  lastTyping: boolean;
}

/** Typing frames of one client passed on at most this often (a repeat of the same state). */
const TYPING_REPEAT_MS = 1000;

export function createRealtimeServer(options: RealtimeOptions): RealtimeServer {
  const authTimeoutMs = options.authTimeoutMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const byBusiness = new Map<number, Set<Client>>();
  const byConversation = new Map<number, Set<Client>>();
  const clients = new Set<Client>();
  let httpServer: Server | null = null;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayloadBytes ?? 64 * 1024,
  });

  function index<K>(map: Map<K, Set<Client>>, key: K, client: Client): void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(client);
  }

  function unindex<K>(map: Map<K, Set<Client>>, key: K, client: Client): void {
    const set = map.get(key);
    set?.delete(client);
    if (set?.size === 0) map.delete(key);
  }

  function forget(client: Client): void {
    clients.delete(client);
    const sub = client.subscription;
    if (sub?.scope === 'business') {
      unindex(byBusiness, sub.businessId, client);
      setViewing(client, null);
    }
    if (sub?.scope === 'visitor') {
      unindex(byConversation, sub.conversationId, client);
      options.visitorSockets?.closed(sub.conversationId);
    }
  }

  // ---- presence: who of the team has which conversation open (this instance's sockets) ----

  function viewersOf(businessId: number, conversationId: number) {
    const viewers = new Map<string, { user_id: string; name: string }>();
    for (const client of byBusiness.get(businessId) ?? []) {
      const sub = client.subscription;
      if (sub?.scope !== 'business' || client.viewing !== conversationId) continue;
      viewers.set(sub.userId, { user_id: sub.userId, name: sub.name });
    }
    return [...viewers.values()];
  }

  function presenceFrame(businessId: number, conversationId: number): ServerMessage {
    return {
      type: 'presence',
      conversation_id: String(conversationId),
      viewers: viewersOf(businessId, conversationId),
    };
  }

  function setViewing(client: Client, conversationId: number | null): void {
    const sub = client.subscription;
    if (sub?.scope !== 'business' || client.viewing === conversationId) return;
    const previous = client.viewing;
    client.viewing = conversationId;
    for (const changed of [previous, conversationId]) {
      if (changed === null) continue;
      const frame = presenceFrame(sub.businessId, changed);
      for (const other of byBusiness.get(sub.businessId) ?? []) send(other, frame);
    }
  }

  /** What a member who just connected needs: every conversation someone has open. */
  function presenceSnapshot(client: Client, businessId: number): void {
    const open = new Set<number>();
    for (const other of byBusiness.get(businessId) ?? []) {
      if (other.viewing !== null) open.add(other.viewing);
    }
    for (const conversationId of open) send(client, presenceFrame(businessId, conversationId));
  }

  function send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > maxBufferedBytes) {
      options.log.warn(
        { buffered: client.socket.bufferedAmount },
        'dropping a slow realtime client',
      );
      client.socket.terminate();
      return;
    }
    client.socket.send(JSON.stringify(message));
  }

  type WireEvent = Exclude<
    ConversationEvent,
    | { type: 'member.removed' }
    | { type: 'knowledge.source.updated' }
    | { type: 'channel.delivery.updated' }
    | { type: 'deal.changed' }
  >;

  function toWire(event: WireEvent): ServerMessage {
    const numbered = event.type !== 'typing' && event.eventId ? { event_id: event.eventId } : {};
    const conversation_id = String(event.conversationId);
    switch (event.type) {
      case 'message.created':
        return { type: 'message.created', ...numbered, conversation_id, message: event.message };
      case 'conversation.updated':
        return { type: 'conversation.updated', ...numbered, conversation: event.conversation };
      case 'participant':
        return {
          type: 'participant',
          ...numbered,
          conversation_id,
          action: event.action,
          name: event.name,
        };
      case 'typing':
        return {
          type: 'typing',
          conversation_id,
          sender: event.sender,
          typing: event.typing,
          ...(event.userId ? { user_id: event.userId } : {}),
          ...(event.name ? { name: event.name } : {}),
        };
    }
  }

  /** What of an event a visitor's socket gets (null: nothing). */
  function forVisitor(event: WireEvent): ServerMessage | null {
    // A team note never reaches a visitor, nor the visitor's own typing.
    if (event.type === 'message.created' && event.message.private) return null;
    if (event.type === 'typing') {
      if (event.sender !== 'agent') return null;
      return {
        type: 'typing',
        conversation_id: String(event.conversationId),
        sender: 'agent',
        typing: event.typing,
        ...(event.name ? { name: event.name } : {}),
      };
    }
    return toWire(event);
  }

  /** Sends a frame, holding it back while the client's replay runs (order is kept). */
  function deliver(client: Client, frame: ServerMessage, eventId: number | undefined): void {
    if (client.pending) {
      client.pending.push({ eventId, frame });
      return;
    }
    if (eventId !== undefined) {
      if (eventId <= client.lastEventId) return;
      client.lastEventId = eventId;
    }
    send(client, frame);
  }

  function revokeAccess(businessId: number, userId: number): void {
    for (const client of byBusiness.get(businessId) ?? []) {
      if (client.subscription?.scope !== 'business') continue;
      if (client.subscription.userId !== String(userId)) continue;
      const message = 'You no longer have access to this business';
      send(client, { type: 'error', code: 'access_revoked', message });
      client.socket.close(CLOSE_ACCESS_REVOKED, message);
    }
  }

  const unsubscribe = options.bus.subscribe((event) => {
    if (event.type === 'member.removed') {
      revokeAccess(event.businessId, event.userId);
      return;
    }
    if (event.type === 'knowledge.source.updated') {
      // Knowledge events are for the business's members only, never for visitors.
      const frame: ServerMessage = { type: 'knowledge.source.updated', source: event.source };
      for (const client of byBusiness.get(event.businessId) ?? [])
        deliver(client, frame, undefined);
      return;
    }
    if (event.type === 'channel.delivery.updated') {
      // A delivery's ticks are for the team only, never for the customer's socket.
      const frame: ServerMessage = {
        type: 'channel.delivery.updated',
        conversation_id: String(event.conversationId),
        delivery: event.delivery,
      };
      for (const client of byBusiness.get(event.businessId) ?? [])
        deliver(client, frame, undefined);
      return;
    }
    if (event.type === 'deal.changed') {
      // The pipeline board is the team's: never a visitor's socket, never another business.
      const frame: ServerMessage = {
        type: 'deal.changed',
        action: event.action,
        deal_id: event.dealId,
        pipeline_id: event.pipelineId,
        version: event.version,
        actor_user_id: event.actorUserId === null ? null : String(event.actorUserId),
      };
      for (const client of byBusiness.get(event.businessId) ?? [])
        deliver(client, frame, undefined);
      return;
    }
    const eventId = event.type === 'typing' ? undefined : event.eventId;
    const frame = toWire(event);
    for (const client of byBusiness.get(event.businessId) ?? []) deliver(client, frame, eventId);
    const visitorFrame = forVisitor(event);
    if (!visitorFrame) return;
    for (const client of byConversation.get(event.conversationId) ?? []) {
      // A visitor token names its business too: never cross tenants on an id clash.
      if (client.subscription?.businessId === event.businessId) {
        deliver(client, visitorFrame, eventId);
      }
    }
  });

  /** Ends a replay: the live frames held back meanwhile go out (those not replayed). */
  function flushPending(client: Client): void {
    const pending = client.pending ?? [];
    client.pending = null;
    for (const { eventId, frame } of pending) deliver(client, frame, eventId);
  }

  /** A stored event as this client may see it (null: not for it). */
  function replayFrame(sub: Subscription, event: StoredEvent): ServerMessage | null {
    if (sub.scope === 'business') return toWire(event);
    return event.conversationId === sub.conversationId ? forVisitor(event) : null;
  }

  function onTyping(client: Client, conversationId: string | undefined, typing: boolean): void {
    const sub = client.subscription;
    if (!sub) return;
    if (sub.scope === 'business' && !conversationId) {
      send(client, {
        type: 'error',
        code: 'invalid_message',
        message: 'Name the conversation: {"type":"typing","conversation_id":"…","typing":true}',
      });
      return;
    }
    const now = Date.now();
    if (typing === client.lastTyping && now - client.lastTypingAt < TYPING_REPEAT_MS) return;
    client.lastTyping = typing;
    client.lastTypingAt = now;
    if (sub.scope === 'visitor') {
      void options.bus.publish({
        type: 'typing',
        businessId: sub.businessId,
        conversationId: sub.conversationId,
        sender: 'visitor',
        typing,
      });
      return;
    }
    // The member's own business routes it: an id of another business reaches nobody there.
    void options.bus.publish({
      type: 'typing',
      businessId: sub.businessId,
      conversationId: Number(conversationId ?? 0),
      sender: 'agent',
      typing,
      userId: sub.userId,
      name: sub.name,
    });
  }

  function refuse(client: Client, code: string, message: string): void {
    send(client, { type: 'error', code, message });
    client.socket.close(CLOSE_UNAUTHORIZED, message.slice(0, 120));
  }

  async function authenticate(client: Client, raw: string): Promise<void> {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok || parsed.message.type !== 'auth') {
      refuse(client, 'not_authenticated', 'Authenticate first with {"type":"auth", ...}');
      return;
    }
    const auth = parsed.message;
    if ('visitor_token' in auth) {
      const claims = options.visitorTokens.verify(auth.visitor_token);
      if (!claims) {
        refuse(client, 'unauthorized', 'The visitor token is not valid');
        return;
      }
      const { origin } = client;
      if (origin && options.visitorOriginAllowed) {
        const allowed = await options
          .visitorOriginAllowed(claims.businessId, origin)
          .catch(() => false);
        if (client.socket.readyState !== client.socket.OPEN) return;
        if (!allowed) {
          refuse(client, 'origin_not_allowed', WIDGET_TEXTS.originRefused);
          return;
        }
      }
      client.subscription = {
        scope: 'visitor',
        businessId: claims.businessId,
        conversationId: claims.conversationId,
      };
      client.pending = [];
      index(byConversation, claims.conversationId, client);
      options.visitorSockets?.opened(claims.conversationId);
      await ready(client, auth.last_event_id, {
        type: 'ready',
        scope: 'visitor',
        business_id: claims.businessId,
        conversation_id: String(claims.conversationId),
      });
      return;
    }
    const session = await options
      .resolveDashboardSession(auth.token, auth.business_id)
      .catch(() => null);
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (!session) {
      refuse(client, 'unauthorized', 'The session token is not valid');
      return;
    }
    client.subscription = {
      scope: 'business',
      businessId: session.businessId,
      userId: session.userId,
      name: session.name ?? `Teammate #${session.userId}`,
    };
    client.pending = [];
    index(byBusiness, session.businessId, client);
    options.onDashboardAlive?.(session);
    await ready(client, auth.last_event_id, {
      type: 'ready',
      scope: 'business',
      business_id: session.businessId,
    });
    presenceSnapshot(client, session.businessId);
  }

  /**
   * Sends ready — with the business's newest event id, where a fresh client starts — then,
   * for a client that names the last event it saw, every stored event after it that it may
   * see, in order, then the live ones held back meanwhile (client.pending), without repeats.
   * When the log cannot give everything (pruned, too many, failed), ready says resync.
   */
  async function ready(
    client: Client,
    lastEventId: number | undefined,
    frame: Extract<ServerMessage, { type: 'ready' }>,
  ): Promise<void> {
    const sub = client.subscription;
    const log = options.eventLog;
    try {
      if (!sub || !log) {
        send(client, { ...frame, ...(lastEventId ? { resync: true } : {}) });
        return;
      }
      if (lastEventId === undefined) {
        const head = await log.head(frame.business_id);
        client.lastEventId = head;
        send(client, { ...frame, last_event_id: head });
        return;
      }
      const { events, complete } = await log.since(frame.business_id, lastEventId);
      const head = events.at(-1)?.eventId ?? (await log.head(frame.business_id));
      if (!complete) {
        // Too much was missed: start from now; the client reads its state over HTTP.
        client.lastEventId = Math.max(head, await log.head(frame.business_id));
        send(client, { ...frame, last_event_id: client.lastEventId, resync: true });
        return;
      }
      client.lastEventId = Math.max(lastEventId, head);
      send(client, { ...frame, last_event_id: client.lastEventId });
      for (const event of events) {
        const wire = replayFrame(sub, event);
        if (wire) send(client, wire);
      }
    } catch (error) {
      options.log.warn({ err: String(error) }, 'event replay failed');
      send(client, { ...frame, ...(lastEventId !== undefined ? { resync: true } : {}) });
    } finally {
      flushPending(client);
    }
  }

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const client: Client = {
      socket,
      origin: request.headers.origin,
      subscription: null,
      alive: true,
      pending: null,
      lastEventId: 0,
      viewing: null,
      lastTypingAt: 0,
      lastTyping: false,
    };
    clients.add(client);
    let authenticating = false;
    const authTimer = setTimeout(() => {
      if (!client.subscription) refuse(client, 'not_authenticated', 'Authentication timed out');
    }, authTimeoutMs);

    socket.on('pong', () => {
      client.alive = true;
      const sub = client.subscription;
      if (sub?.scope === 'business') {
        options.onDashboardAlive?.({ businessId: sub.businessId, userId: sub.userId });
      }
    });
    socket.on('message', (data, isBinary) => {
      const raw = isBinary ? '' : data.toString();
      if (!client.subscription) {
        if (authenticating) return;
        authenticating = true;
        authenticate(client, raw)
          .catch((error) => {
            options.log.warn({ err: String(error) }, 'realtime authentication failed');
            refuse(client, 'internal', 'Authentication failed');
          })
          .finally(() => {
            authenticating = false;
            if (client.subscription) clearTimeout(authTimer);
          });
        return;
      }
      const parsed = parseClientMessage(raw);
      if (!parsed.ok) {
        send(client, { type: 'error', code: 'invalid_message', message: parsed.error });
      } else if (parsed.message.type === 'ping') {
        send(client, { type: 'pong' });
      } else if (parsed.message.type === 'typing') {
        onTyping(client, parsed.message.conversation_id, parsed.message.typing);
      } else if (parsed.message.type === 'viewing') {
        if (client.subscription.scope !== 'business') {
          send(client, {
            type: 'error',
            code: 'invalid_message',
            message: 'Only a team member shares what they view',
          });
        } else {
          const id = parsed.message.conversation_id;
          setViewing(client, id === null ? null : Number(id));
        }
      } else {
        send(client, { type: 'error', code: 'invalid_message', message: 'Already authenticated' });
      }
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      forget(client);
    });
    socket.on('error', () => socket.terminate());
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  }

  return {
    listen(port, host) {
      const server = createServer((_request, response) => {
        response.writeHead(426, { 'content-type': 'application/json; charset=utf-8' });
        response.end(
          JSON.stringify({
            error: 'validation_failed',
            message: `Open a WebSocket on ${REALTIME_PATH}`,
          }),
        );
      });
      server.on('upgrade', onUpgrade);
      httpServer = server;
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      const server = httpServer;
      httpServer = null;
      const closed = server
        ? new Promise<void>((resolve) => server.close(() => resolve()))
        : Promise.resolve();
      for (const client of clients) client.socket.close(CLOSE_GOING_AWAY, 'Server shutting down');
      // Give clients a moment to answer the close handshake, then cut the rest. The timer is
      // not unref'd: with every socket gone it may be the only thing left, and an unref'd one
      // let the process end mid-close (exit 13, an unsettled await) after the bench's 1,000.
      if (clients.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      for (const client of clients) client.socket.terminate();
      wss.close();
      server?.closeAllConnections();
      await closed;
    },
    connectionCount() {
      let count = 0;
      for (const client of clients) if (client.subscription) count += 1;
      return count;
    },
  };
}
