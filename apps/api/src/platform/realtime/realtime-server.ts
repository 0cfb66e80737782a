// The WebSocket server on WS_PORT, path /ws, speaking @lisa/contracts/realtime.
//
// A connection must authenticate with its first frame within authTimeoutMs:
//   {"type":"auth","token":"<dashboard session token>", "business_id"?: n}
//                                                         -> every conversation event of
//                                                            that business of the user's
//   {"type":"auth","visitor_token":"<from POST /chat>"}  -> events of that one conversation
// and is closed with 4401 otherwise. The server pings every heartbeatMs and drops a client
// that missed a pong; a client whose unsent buffer passes maxBufferedBytes is dropped too
// (a slow reader must not grow the server's memory).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { parseClientMessage, REALTIME_PATH, type ServerMessage } from '@lisa/contracts/realtime';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ConversationEvent, EventBus } from '../events/event-bus.ts';
import type { VisitorTokens } from '../security/visitor-token.ts';

export interface DashboardSession {
  businessId: number;
  userId: string;
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
  visitorTokens: VisitorTokens;
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
  | { scope: 'business'; businessId: number; userId: string }
  | { scope: 'visitor'; businessId: number; conversationId: number };

interface Client {
  socket: WebSocket;
  subscription: Subscription | null;
  alive: boolean;
}

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
    if (sub?.scope === 'business') unindex(byBusiness, sub.businessId, client);
    if (sub?.scope === 'visitor') unindex(byConversation, sub.conversationId, client);
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

  function toWire(event: Exclude<ConversationEvent, { type: 'member.removed' }>): ServerMessage {
    if (event.type === 'knowledge.source.updated') {
      return { type: 'knowledge.source.updated', source: event.source };
    }
    if (event.type === 'message.created') {
      return {
        type: 'message.created',
        conversation_id: String(event.conversationId),
        message: event.message,
      };
    }
    return { type: 'conversation.updated', conversation: event.conversation };
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
    const frame = toWire(event);
    for (const client of byBusiness.get(event.businessId) ?? []) send(client, frame);
    // Knowledge events are for members only.
    if (event.type === 'knowledge.source.updated') return;
    // A team note never reaches a visitor.
    if (event.type === 'message.created' && event.message.private) return;
    for (const client of byConversation.get(event.conversationId) ?? []) {
      // A visitor token names its business too: never cross tenants on an id clash.
      if (client.subscription?.businessId === event.businessId) send(client, frame);
    }
  });

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
      client.subscription = {
        scope: 'visitor',
        businessId: claims.businessId,
        conversationId: claims.conversationId,
      };
      index(byConversation, claims.conversationId, client);
      send(client, {
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
    };
    index(byBusiness, session.businessId, client);
    send(client, { type: 'ready', scope: 'business', business_id: session.businessId });
    options.onDashboardAlive?.(session);
  }

  wss.on('connection', (socket: WebSocket) => {
    const client: Client = { socket, subscription: null, alive: true };
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
      // Give clients a moment to answer the close handshake, then cut the rest.
      await new Promise((resolve) => setTimeout(resolve, 200).unref());
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
