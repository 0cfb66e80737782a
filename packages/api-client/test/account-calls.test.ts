import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createTokenStore, HttpError } from '../src/index.ts';
import { testClient } from './support/clients.ts';
import { type LoopbackServer, sendJson, startServer } from './support/loopback-server.ts';

let server: LoopbackServer;
afterEach(async () => {
  await server?.close();
});

function signedInClient(url: string) {
  const storage = createMemoryStorage();
  const tokens = createTokenStore({ storage });
  tokens.set('stored-token');
  return { tokens, ...testClient(url, { storage, tokenStore: tokens }) };
}

describe('per-call token and 401 handling (account calls)', () => {
  it('sends the given token instead of the stored one, and none for null', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    const { client } = signedInClient(server.url);

    await client.get('/auth/me', { token: 'fresh-token' });
    await client.post('/auth/sign-in', { json: {}, token: null });
    await client.get('/leads');

    const [me, signIn, leads] = server.requests;
    expect(me?.headers.authorization).toBe('Bearer fresh-token');
    expect(signIn?.headers.authorization).toBeUndefined();
    expect(leads?.headers.authorization).toBe('Bearer stored-token');
  });

  it('keeps the stored token on a 401 when the call asks to, and clears it otherwise', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 401, { error: 'unauthorized', message: 'Incorrect password.' }),
    );
    const { client, tokens } = signedInClient(server.url);
    const cleared: string[] = [];
    client.events.on('token-cleared', ({ reason }) => cleared.push(reason));

    const refused = await client
      .post('/auth/two-factor/disable', { json: {}, keepTokenOnUnauthorized: true })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(401);
    expect(tokens.get()).toBe('stored-token');
    expect(cleared).toEqual([]);

    await client.get('/leads').catch(() => undefined);
    expect(tokens.get()).toBeNull();
    expect(cleared).toEqual(['unauthorized']);
  });

  it("carries Retry-After's seconds on the error", async () => {
    server = await startServer((_req, res) => {
      res.setHeader('retry-after', '42');
      sendJson(res, 429, { error: 'rate_limited', message: 'Too many attempts.' });
    });
    const { client } = signedInClient(server.url);
    const error = await client.post('/auth/sign-in', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).retryAfterSeconds).toBe(42);
    expect((error as HttpError).body).toEqual({
      error: 'rate_limited',
      message: 'Too many attempts.',
    });
  });
});
