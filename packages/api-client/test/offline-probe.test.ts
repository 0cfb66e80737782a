import { afterEach, describe, expect, it } from 'vitest';
import {
  createOfflineProbe,
  OFFLINE_PROBE_CACHE_MS,
  OFFLINE_PROBE_TIMEOUT_MS,
  OfflineError,
} from '../src/index.ts';
import { rejectionOf, testClient } from './support/clients.ts';
import {
  closedPortUrl,
  type LoopbackServer,
  sendJson,
  sendText,
  sleep,
  startServer,
} from './support/loopback-server.ts';

const servers: LoopbackServer[] = [];
async function serve(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('offline probe (SPEC §7, §8)', () => {
  it("refuses a request with 'Network offline' and sends nothing when the probe fails", async () => {
    const api = await serve((_req, res) => sendJson(res, 200, {}));
    const { client } = testClient(api.url, { offlineProbe: { url: await closedPortUrl() } });

    const error = await rejectionOf(client.get('/leads'));

    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toMatchObject({ code: 'offline', message: 'Network offline' });
    expect(api.requests).toHaveLength(0);
  });

  it('sends a bypassed request even while the probe fails', async () => {
    const api = await serve((_req, res) => sendJson(res, 200, { sent: true }));
    const { client } = testClient(api.url, { offlineProbe: { url: await closedPortUrl() } });

    await expect(client.get('/leads', { bypassOffline: true })).resolves.toEqual({ sent: true });
    expect(api.hits('/api/leads')).toHaveLength(1);
  });

  it('caches the probe result for 5 s of the injected clock', async () => {
    const probeTarget = await serve((_req, res) => sendText(res, 204, ''));
    const api = await serve((_req, res) => sendJson(res, 200, {}));
    let now = 1_000_000;
    const { client } = testClient(api.url, {
      offlineProbe: { url: `${probeTarget.url}/generate_204` },
      now: () => now,
    });

    await client.get('/a');
    await client.get('/b');
    now += OFFLINE_PROBE_CACHE_MS - 1;
    await client.get('/c');
    expect(probeTarget.requests).toHaveLength(1);

    now += 1;
    await client.get('/d');
    expect(probeTarget.requests).toHaveLength(2);
    expect(probeTarget.requests[0]).toMatchObject({ method: 'HEAD', path: '/generate_204' });
  });

  it('caches an offline result too, then probes again once it expires', async () => {
    const api = await serve((_req, res) => sendJson(res, 200, { ok: 1 }));
    let online = false;
    const probeTarget = await serve((_req, res, raw) => {
      if (online) sendText(res, 204, '');
      else raw.socket.destroy();
    });
    let now = 0;
    const { client } = testClient(api.url, {
      offlineProbe: { url: probeTarget.url },
      now: () => now,
    });

    await expect(client.get('/x')).rejects.toBeInstanceOf(OfflineError);
    online = true;
    await expect(client.get('/x')).rejects.toBeInstanceOf(OfflineError);
    now += OFFLINE_PROBE_CACHE_MS;
    await expect(client.get('/x')).resolves.toEqual({ ok: 1 });
  });

  it('shares one probe between requests that start together', async () => {
    const probeTarget = await serve(async (_req, res) => {
      await sleep(30);
      sendText(res, 204, '');
    });
    const api = await serve((_req, res) => sendJson(res, 200, {}));
    const { client } = testClient(api.url, { offlineProbe: { url: probeTarget.url } });

    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(probeTarget.requests).toHaveLength(1);
    expect(api.requests).toHaveLength(3);
  });

  it('counts a probe that does not answer within its timeout as offline', async () => {
    const probeTarget = await serve(async (_req, res) => {
      await sleep(400);
      sendText(res, 204, '');
    });
    const started = performance.now();
    const probe = createOfflineProbe({ url: probeTarget.url, timeoutMs: 50 });
    await expect(probe.isOnline()).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('treats any HTTP answer as online: the probe tests the network, not server health', async () => {
    const probeTarget = await serve((_req, res) => sendText(res, 503, 'db down'));
    await expect(createOfflineProbe({ url: probeTarget.url }).isOnline()).resolves.toBe(true);
  });

  it("probes the API's own health check by default, before the request", async () => {
    const api = await serve((_req, res) => sendJson(res, 200, {}));
    const { client } = testClient(api.url, { offlineProbe: {} });

    await client.get('/leads');

    expect(client.config.offlineProbe).toEqual({
      url: `${api.url}/api/health-check`,
      timeoutMs: 3000,
      cacheMs: 5000,
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'HEAD /api/health-check',
      'GET /api/leads',
    ]);
  });

  it('uses the SPEC §9 probe timings: 3 s timeout, 5 s cache', () => {
    expect(OFFLINE_PROBE_TIMEOUT_MS).toBe(3000);
    expect(OFFLINE_PROBE_CACHE_MS).toBe(5000);
  });
});
