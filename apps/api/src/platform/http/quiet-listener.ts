// Graceful shutdown's first step. Closing a listening socket resets every connection the
// kernel has accepted but the process has not (its backlog), and Fastify's close then drops
// accepted sockets whose request it has not parsed yet as "idle". On PGlite, whose queries
// run on the event loop, a busy moment leaves many of both: 51 of 80 chats were reset at
// SIGTERM. So the listener keeps accepting until no new connection has arrived for
// `quietMs` (checked after the loop's I/O phase, so a blocked loop cannot hide arrivals),
// at most `maxMs`; only then does the server close, and every request received is answered.
import type { Server } from 'node:net';

export async function waitForQuietListener(
  server: Server,
  options: { quietMs?: number; maxMs?: number } = {},
): Promise<void> {
  if (!server.listening) return;
  const quietMs = options.quietMs ?? 100;
  const deadline = Date.now() + (options.maxMs ?? 5_000);
  let arrivals = 0;
  const onConnection = () => {
    arrivals += 1;
  };
  server.on('connection', onConnection);
  try {
    for (;;) {
      const before = arrivals;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      // setImmediate runs after the poll phase: connections waiting to be accepted are in.
      await new Promise((resolve) => setImmediate(resolve));
      if (arrivals === before || Date.now() >= deadline) return;
    }
  } finally {
    server.off('connection', onConnection);
  }
}
