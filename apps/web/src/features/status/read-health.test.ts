import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readHealth } from './read-health.ts';

let server: Server | undefined;

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  // A handler that never answered keeps its socket: close it, or close() waits for it.
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A loopback port nothing listens on any more: connecting is refused at once. */
async function closedPort(): Promise<string> {
  const url = await serve(() => {});
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server = undefined;
  return url;
}

describe('readHealth against a real HTTP server', () => {
  it('reports a healthy API with its version and database state', async () => {
    const url = await serve((req, res) => {
      expect(req.url).toBe('/api/health-check');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', database: 'ok', version: '1.2.25' }));
    });
    const reading = await readHealth(url);
    expect(reading).toMatchObject({ ok: true, database: 'ok', version: '1.2.25' });
  });

  it('reports an API that answers 503', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', database: 'unavailable', version: '1.2.25' }));
    });
    expect(await readHealth(url)).toMatchObject({
      ok: false,
      reason: 'The API reports a problem (HTTP 503)',
    });
  });

  it('gives up after the timeout', async () => {
    const url = await serve(() => {
      // Never answers.
    });
    expect(await readHealth(url, { timeoutMs: 100 })).toMatchObject({
      ok: false,
      reason: 'No answer within 5 seconds',
    });
  });

  it('reports an unreachable API', async () => {
    expect(await readHealth(await closedPort(), { timeoutMs: 4000 })).toMatchObject({
      ok: false,
      reason: 'The API could not be reached',
    });
  });
});
