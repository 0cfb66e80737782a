// Graceful shutdown's first step. Closing a listening socket resets every connection the
// kernel has accepted but the process has not (its backlog), and Fastify's close then drops
// accepted sockets whose request it has not parsed yet as "idle" (and answers 503 to a
// request parsed after close began). On PGlite, whose queries run on the event loop, a busy
// moment leaves many of both: 51 of 80 chats were reset at SIGTERM. So the listener keeps
// accepting until no new connection has arrived for `quietMs` (checked after the loop's I/O
// phase, so a blocked loop cannot hide arrivals) AND every open connection has begun its
// request, at most `maxMs`; only then does the server close, and every request received is
// answered.
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'node:net';

interface ConnectionWatch {
  arrivals: number;
  /** Open connections that have not begun a request yet. */
  silent: Set<Socket>;
}

const watches = new WeakMap<Server, ConnectionWatch>();

/** Starts counting connections and noticing their first request; call before listen. */
export function watchConnections(server: Server): void {
  if (watches.has(server)) return;
  const watch: ConnectionWatch = { arrivals: 0, silent: new Set() };
  watches.set(server, watch);
  server.on('connection', (socket: Socket) => {
    watch.arrivals += 1;
    watch.silent.add(socket);
    socket.once('close', () => watch.silent.delete(socket));
  });
  server.on('request', (request: IncomingMessage) => {
    watch.silent.delete(request.socket);
  });
}

export async function waitForQuietListener(
  server: Server,
  options: { quietMs?: number; maxMs?: number } = {},
): Promise<void> {
  if (!server.listening) return;
  watchConnections(server);
  const watch = watches.get(server) as ConnectionWatch;
  const quietMs = options.quietMs ?? 100;
  const deadline = Date.now() + (options.maxMs ?? 5_000);
  for (;;) {
    const before = watch.arrivals;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    // setImmediate runs after the poll phase: connections waiting to be accepted are in.
    await new Promise((resolve) => setImmediate(resolve));
    const quiet = watch.arrivals === before && watch.silent.size === 0;
    if (quiet || Date.now() >= deadline) return;
  }
}
