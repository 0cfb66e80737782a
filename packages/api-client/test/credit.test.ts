import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createTokenStore, STORAGE_KEYS } from '../src/index.ts';
import { testClient } from './support/clients.ts';
import {
  closedPortUrl,
  type LoopbackServer,
  sendJson,
  sendText,
  startServer,
} from './support/loopback-server.ts';

let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('credit (SPEC §7 GET /credit)', () => {
  it('reads credit_balance and the first present used amount from GET {host}/api/credit', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { credit_balance: 4200, credit_used: 800, total_used: 9 }),
    );
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage });
    tokenStore.set('tok');
    const { client } = testClient(server.url, { storage, tokenStore });

    await expect(client.getCredit()).resolves.toEqual({
      balance: 4200,
      used: 800,
      source: 'server',
      message: null,
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/credit' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('falls back to the cached value when the call fails after a good answer', async () => {
    let healthy = true;
    server = await startServer((_req, res) =>
      healthy
        ? sendJson(res, 200, { credit_balance: 150, total_credits_used: 50 })
        : sendText(res, 500, 'boom'),
    );
    const { client } = testClient(server.url);

    await client.getCredit();
    healthy = false;

    await expect(client.getCredit()).resolves.toEqual({
      balance: 150,
      used: 50,
      source: 'cache',
      message: null,
    });
  });

  it("falls back to 6960 with 'Credit endpoint temporarily disabled' when nothing is cached", async () => {
    const { client } = testClient(await closedPortUrl());
    await expect(client.getCredit()).resolves.toEqual({
      balance: 6960,
      used: 0,
      source: 'default',
      message: 'Credit endpoint temporarily disabled',
    });
  });

  it('reads the cache from the injected storage', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.credit]: JSON.stringify({ balance: 12, used: 3 }),
    });
    const { client } = testClient(await closedPortUrl(), { storage });
    await expect(client.getCredit()).resolves.toMatchObject({
      balance: 12,
      used: 3,
      source: 'cache',
    });
  });

  it('treats an HTML page or a body without credit_balance as a failure', async () => {
    let answer: 'html' | 'wrong' = 'html';
    server = await startServer((_req, res) =>
      answer === 'html'
        ? sendText(res, 200, '<html><body>login</body></html>', 'text/html')
        : sendJson(res, 200, { balance: 10 }),
    );
    const { client } = testClient(server.url);
    await expect(client.getCredit()).resolves.toMatchObject({ balance: 6960, source: 'default' });
    answer = 'wrong';
    await expect(client.getCredit()).resolves.toMatchObject({ balance: 6960, source: 'default' });
  });

  it('ignores a corrupt cache rather than failing', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.credit]: '{not json' });
    const { client } = testClient(await closedPortUrl(), { storage });
    await expect(client.getCredit()).resolves.toMatchObject({ balance: 6960, source: 'default' });
  });
});
