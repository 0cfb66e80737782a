import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createTokenStore, STORAGE_KEYS } from '../src/index.ts';
import { rejectionOf, testClient } from './support/clients.ts';
import { type LoopbackServer, sendJson, startServer } from './support/loopback-server.ts';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('chat boxes and tasks (SPEC §3, §7)', () => {
  it('GETs /api/whatsapp-chat-box and caches its data list', async () => {
    const boxes = [{ id: 1, name: 'Support line' }];
    const server = await startServer((_req, res) => sendJson(res, 200, { data: boxes, total: 1 }));
    servers.push(server);
    const storage = createMemoryStorage();
    const { client } = testClient(server.url, { storage });

    await expect(client.getChatBoxes()).resolves.toEqual(boxes);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/whatsapp-chat-box' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.chatBoxes) ?? 'null')).toEqual(boxes);
    expect(client.readCachedChatBoxes()).toEqual(boxes);
  });

  it('GETs /api/tasks and caches the whole response', async () => {
    const body = { data: [{ id: 't1', title: 'Call back' }], page: 1 };
    const server = await startServer((_req, res) => sendJson(res, 200, body));
    servers.push(server);
    const storage = createMemoryStorage();
    const { client } = testClient(server.url, { storage });

    await expect(client.getTasks()).resolves.toEqual(body);
    expect(server.requests[0]?.path).toBe('/api/tasks');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.tasks) ?? 'null')).toEqual(body);
    expect(client.readCachedTasks()).toEqual(body);
  });

  it('sends these same-origin calls to appOrigin when it differs from the API host', async () => {
    const api = await startServer((_req, res) => sendJson(res, 200, { data: [] }));
    const app = await startServer((_req, res) => sendJson(res, 200, { data: ['from app'] }));
    servers.push(api, app);
    const { client } = testClient(api.url, { appOrigin: app.url });

    await expect(client.getChatBoxes()).resolves.toEqual(['from app']);
    expect(api.requests).toHaveLength(0);
    expect(app.requests[0]?.path).toBe('/api/whatsapp-chat-box');
  });

  it('keeps the previous cache when the chat-box answer has no data list', async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, { items: [] }));
    servers.push(server);
    const storage = createMemoryStorage({ [STORAGE_KEYS.chatBoxes]: '[{"id":9}]' });
    const { client } = testClient(server.url, { storage });

    expect(await rejectionOf(client.getChatBoxes())).toMatchObject({ code: 'invalid_response' });
    expect(client.readCachedChatBoxes()).toEqual([{ id: 9 }]);
  });
});

describe('a sign-out while a call is in flight', () => {
  it('leaves no cached credit, chat boxes or tasks behind', async () => {
    const held: { answer?: () => void } = {};
    const server = await startServer((req, res) => {
      const body =
        req.path === '/api/credit'
          ? { credit_balance: 10, credit_used: 1 }
          : req.path === '/api/tasks'
            ? { data: [] }
            : { data: [{ id: 1 }] };
      held.answer = () => sendJson(res, 200, body);
    });
    servers.push(server);
    const storage = createMemoryStorage();
    const tokenStore = createTokenStore({ storage });
    const { client } = testClient(server.url, { storage, tokenStore });

    const calls = [() => client.getCredit(), () => client.getChatBoxes(), () => client.getTasks()];
    for (const [index, call] of calls.entries()) {
      tokenStore.set('tok');
      const pending = call();
      await expect.poll(() => server.requests.length).toBe(index + 1);
      tokenStore.clear();
      held.answer?.();
      await pending;
    }
    for (const key of [STORAGE_KEYS.credit, STORAGE_KEYS.chatBoxes, STORAGE_KEYS.tasks])
      expect(storage.getItem(key), key).toBeNull();
  });
});
