import { afterEach, describe, expect, it } from 'vitest';
import { computeRetryDelay, DEFAULT_RETRY } from '../src/index.ts';
import { rejectionOf, testClient } from './support/clients.ts';
import {
  dropConnection,
  type LoopbackServer,
  sendJson,
  sendText,
  sleep,
  startServer,
} from './support/loopback-server.ts';

let server: LoopbackServer;
afterEach(async () => {
  await server?.close();
});

/** A server whose /api/flaky drops the connection `failures` times, then answers. */
async function flakyServer(failures: number) {
  let seen = 0;
  return startServer((_req, res, raw) => {
    seen += 1;
    if (seen <= failures) dropConnection(raw);
    else sendJson(res, 200, { attempt: seen });
  });
}

describe('retries (SPEC §7)', () => {
  it('retries a GET up to 2 times on network errors, then fails with a network error', async () => {
    server = await flakyServer(Number.POSITIVE_INFINITY);
    const { client } = testClient(server.url);
    const error = await rejectionOf(client.get('/flaky'));
    expect(error).toMatchObject({ code: 'network' });
    expect(server.requests).toHaveLength(3);
  });

  it('succeeds when a retry gets through', async () => {
    server = await flakyServer(2);
    const { client } = testClient(server.url);
    await expect(client.get('/flaky')).resolves.toEqual({ attempt: 3 });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'does not retry a %s unless the call opts in',
    async (method) => {
      server = await flakyServer(Number.POSITIVE_INFINITY);
      const { client } = testClient(server.url);
      await rejectionOf(client.request(method, '/flaky', { json: {} }));
      expect(server.requests).toHaveLength(1);
    },
  );

  it('retries a POST that opts in', async () => {
    server = await flakyServer(2);
    const { client } = testClient(server.url);
    await expect(client.post('/flaky', { json: { a: 1 }, retry: true })).resolves.toEqual({
      attempt: 3,
    });
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    expect(server.requests.every((r) => r.body === '{"a":1}')).toBe(true);
  });

  it('never retries an HTTP error status, even 503 on a GET', async () => {
    server = await startServer((_req, res) => sendText(res, 503, 'busy'));
    const { client } = testClient(server.url);
    const error = await rejectionOf(client.get('/busy'));
    expect(error).toMatchObject({ code: 'http_error', status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('honours a configured retry limit', async () => {
    server = await flakyServer(Number.POSITIVE_INFINITY);
    const { client } = testClient(server.url, {
      retry: { limit: 4, baseDelayMs: 1, jitterMs: 0, maxDelayMs: 1 },
    });
    await rejectionOf(client.get('/flaky'));
    expect(server.requests).toHaveLength(5);
  });

  it('retries a GET that times out, and not a POST', async () => {
    server = await startServer(async (_req, res) => {
      await sleep(300);
      sendJson(res, 200, {});
    });
    const { client } = testClient(server.url, { timeoutMs: 60 });
    expect(await rejectionOf(client.get('/slow'))).toMatchObject({ code: 'timeout' });
    expect(server.requests).toHaveLength(3);

    const before = server.requests.length;
    expect(await rejectionOf(client.post('/slow'))).toMatchObject({ code: 'timeout' });
    expect(server.requests.length - before).toBe(1);
  });

  it('waits base x 2^attempt plus random jitter, capped, between attempts', async () => {
    server = await flakyServer(Number.POSITIVE_INFINITY);
    const draws = [0.25, 0.75, 0.5];
    const { client } = testClient(server.url, {
      retry: { limit: 3, baseDelayMs: 40, jitterMs: 20, maxDelayMs: 120 },
      random: () => draws.shift() ?? 0,
    });
    const delays: number[] = [];
    client.events.on('retry', ({ delayMs }) => delays.push(delayMs));

    await rejectionOf(client.get('/flaky'));

    // 40 + 0.25*20, 80 + 0.75*20, min(160 + 0.5*20, 120)
    expect(delays).toEqual([45, 95, 120]);
    const gaps = server.requests.slice(1).map((r, i) => r.at - (server.requests[i]?.at ?? 0));
    gaps.forEach((gap, i) => {
      // The server sees the next attempt no sooner than the delay (timer slack: 5 ms).
      expect(gap).toBeGreaterThanOrEqual((delays[i] ?? 0) - 5);
    });
  });

  it('defaults to 2 retries, 1000 ms x 2^attempt + up to 1000 ms random, capped at 10 s', () => {
    expect(DEFAULT_RETRY).toEqual({
      limit: 2,
      baseDelayMs: 1000,
      jitterMs: 1000,
      maxDelayMs: 10_000,
    });
    expect(computeRetryDelay(1, () => 0)).toBe(1000);
    expect(computeRetryDelay(1, () => 0.999)).toBe(1999);
    expect(computeRetryDelay(2, () => 0.5)).toBe(2500);
    expect(computeRetryDelay(3, () => 0)).toBe(4000);
    expect(computeRetryDelay(4, () => 0.5)).toBe(8500);
    expect(computeRetryDelay(4, () => 0.99)).toBe(8990);
    expect(computeRetryDelay(5, () => 0)).toBe(10_000);
    const { client } = testClient('http://127.0.0.1:1', { retry: {} });
    expect(client.config.retry).toEqual(DEFAULT_RETRY);
  });
});
