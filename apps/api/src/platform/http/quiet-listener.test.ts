import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForQuietListener, watchConnections } from './quiet-listener.ts';

const servers: ReturnType<typeof createServer>[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await new Promise((r) => server.close(r));
});

async function listening() {
  const server = createServer((_request, response) => response.end('ok'));
  servers.push(server);
  watchConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    sockets.push(socket);
  });
}

describe('waitForQuietListener', () => {
  it('returns after a quiet spell when every connection has begun its request', async () => {
    const { server } = await listening();
    const started = Date.now();
    await waitForQuietListener(server, { quietMs: 20, maxMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits for an accepted connection to send its request before letting the server close', async () => {
    const { server, port } = await listening();
    const socket = await open(port);
    let returned = false;
    const waiting = waitForQuietListener(server, { quietMs: 20, maxMs: 5_000 }).then(() => {
      returned = true;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(returned).toBe(false);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await waiting;
    expect(returned).toBe(true);
  });

  it('gives up on a connection that never speaks at maxMs', async () => {
    const { server, port } = await listening();
    await open(port);
    const started = Date.now();
    await waitForQuietListener(server, { quietMs: 20, maxMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});
