import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from './support/clients.ts';
import { type LoopbackServer, sendJson, startServer } from './support/loopback-server.ts';

let server: LoopbackServer;
afterEach(async () => {
  await server?.close();
});

describe('the business a request acts on', () => {
  it('sends no x-lisa-business header until a business is chosen', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    const { client } = testClient(server.url);

    await client.get('/team/me');

    expect(server.requests[0]?.headers['x-lisa-business']).toBeUndefined();
  });

  it('sends the business given to setBusiness on every later request, and none after null', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    const { client } = testClient(server.url);

    client.setBusiness(12);
    await client.get('/team/members');
    await client.post('/team/invites', { json: { email: 'a@example.test', role: 'agent' } });
    client.setBusiness(null);
    await client.get('/team/me');

    expect(server.requests[0]?.headers['x-lisa-business']).toBe('12');
    expect(server.requests[1]?.headers['x-lisa-business']).toBe('12');
    expect(server.requests[2]?.headers['x-lisa-business']).toBeUndefined();
  });

  it('reads getBusinessId on every request when one is given', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    let business: number | null = 3;
    const { client } = testClient(server.url, { getBusinessId: () => business });

    await client.get('/team/me');
    business = 4;
    await client.get('/team/me');

    expect(server.requests[0]?.headers['x-lisa-business']).toBe('3');
    expect(server.requests[1]?.headers['x-lisa-business']).toBe('4');
  });
});

describe('the business of one call', () => {
  it('overrides the chosen business for that call only, null sending none', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, {}));
    const { client } = testClient(server.url);
    client.setBusiness(12);

    await client.get('/team/me', { business: 7 });
    await client.get('/team/invites/preview', { business: null });
    await client.get('/team/me');

    expect(server.requests.map((r) => r.headers['x-lisa-business'])).toEqual([
      '7',
      undefined,
      '12',
    ]);
  });
});
