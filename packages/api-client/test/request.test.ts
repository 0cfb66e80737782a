import { afterEach, describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, createMemoryStorage, createTokenStore } from '../src/index.ts';
import { testClient } from './support/clients.ts';
import { type LoopbackServer, sendJson, startServer } from './support/loopback-server.ts';

let server: LoopbackServer;
afterEach(async () => {
  await server?.close();
});

describe('authenticated API requests', () => {
  it('sends every request to {host}/api with the bearer token, JSON content type and accept', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { ok: true }));
    const storage = createMemoryStorage();
    const tokens = createTokenStore({ storage });
    tokens.set('secret-token');
    const { client } = testClient(`${server.url}/`, { storage, tokenStore: tokens });

    await expect(client.get('/leads', { searchParams: { page: 2 } })).resolves.toEqual({
      ok: true,
    });
    await client.post('contacts', { json: { name: 'Ada' } });

    const [get, post] = server.requests;
    expect(get?.method).toBe('GET');
    expect(get?.path).toBe('/api/leads?page=2');
    expect(get?.headers.authorization).toBe('Bearer secret-token');
    expect(get?.headers['content-type']).toBe('application/json');
    expect(get?.headers.accept).toBe('application/json');
    expect(post?.method).toBe('POST');
    expect(post?.path).toBe('/api/contacts');
    expect(JSON.parse(post?.body ?? '')).toEqual({ name: 'Ada' });
    expect(post?.headers.authorization).toBe('Bearer secret-token');
  });

  it('reads the token on every request and sends none when there is none', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    let token: string | null = null;
    const { client } = testClient(server.url, { getToken: () => token });

    await client.get('/me');
    token = 'fresh';
    await client.get('/me');

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBe('Bearer fresh');
  });

  it('validates the body with a schema when one is given', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { count: 'three' }));
    const { client } = testClient(server.url);
    const { z } = await import('zod');
    const error = await client
      .get('/count', { schema: z.object({ count: z.number() }) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_response', body: { count: 'three' } });
  });

  it('uses the SPEC §9 15 s timeout unless configured', () => {
    expect(API_TIMEOUT_MS).toBe(15_000);
    const { client } = testClient('http://127.0.0.1:1');
    expect(client.config.timeoutMs).toBe(15_000);
    expect(client.config.baseUrl).toBe('http://127.0.0.1:1/api');
  });
});
