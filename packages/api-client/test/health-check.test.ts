import { afterEach, describe, expect, it } from 'vitest';
import { checkHealth, HEALTH_CHECK_TIMEOUT_MS } from '../src/index.ts';
import { testClient } from './support/clients.ts';
import {
  closedPortUrl,
  type LoopbackServer,
  sendText,
  sleep,
  startServer,
} from './support/loopback-server.ts';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('health check (SPEC §7 HEAD /api/health-check)', () => {
  it('sends HEAD {host}/api/health-check with the cache bypassed and reports success', async () => {
    server = await startServer((_req, res) => sendText(res, 200, ''));
    await expect(checkHealth({ host: server.url })).resolves.toBe(true);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'HEAD', path: '/api/health-check' });
    // fetch's cache mode 'no-store' is what puts these on the wire.
    expect(request?.headers['cache-control']).toBe('no-cache');
    expect(request?.headers.pragma).toBe('no-cache');
  });

  it('reports failure for an error status', async () => {
    server = await startServer((_req, res) => sendText(res, 503, ''));
    await expect(checkHealth({ host: server.url })).resolves.toBe(false);
  });

  it('reports failure when nothing answers', async () => {
    await expect(checkHealth({ host: await closedPortUrl() })).resolves.toBe(false);
  });

  it('aborts and reports failure when the answer is slower than the timeout', async () => {
    server = await startServer(async (_req, res) => {
      await sleep(500);
      sendText(res, 200, '');
    });
    const started = performance.now();
    await expect(checkHealth({ host: server.url, timeoutMs: 60 })).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(400);
  });

  it('aborts after 5 s by default', () => {
    expect(HEALTH_CHECK_TIMEOUT_MS).toBe(5000);
    expect(testClient('http://127.0.0.1:1').client.config.healthCheckTimeoutMs).toBe(5000);
  });

  it('is not held back by the offline probe when called through the client', async () => {
    server = await startServer((_req, res) => sendText(res, 200, ''));
    const { client } = testClient(server.url, { offlineProbe: { url: await closedPortUrl() } });
    await expect(client.checkHealth()).resolves.toBe(true);
  });
});
