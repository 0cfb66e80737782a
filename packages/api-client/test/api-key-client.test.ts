// The API-key client: every call carries the key as its bearer token (also after a 401),
// sends no offline probe, parses answers with the contracts' schemas, and builds the query.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKeyClient, HttpError, InvalidResponseError } from '../src/index.ts';
import { type LoopbackServer, sendJson, startServer } from './support/loopback-server.ts';

let server: LoopbackServer;
afterEach(async () => {
  await server?.close();
});

const conversation = {
  id: 7,
  status: 'waiting',
  channel: 'website',
  contact: { id: 3, name: 'Ada', email: null, phone: null },
  assignee_id: null,
  handoff_reason: 'visitor_asked_for_a_person',
  last_message: null,
  unread_count: 0,
  waiting_since: '2026-11-25T10:00:00.000Z',
  last_activity_at: '2026-11-25T10:00:00.000Z',
  created_at: '2026-11-25T09:00:00.000Z',
  version: 2,
};

describe('createApiKeyClient', () => {
  it('sends the key on every call, without an offline probe, and builds the list query', async () => {
    server = await startServer((request, response) => {
      if (request.path.startsWith('/api/conversations/9')) {
        sendJson(response, 401, { error: 'unauthorized', message: 'This API key is not valid.' });
        return;
      }
      sendJson(response, 200, {
        data: [],
        counts: { bot: 0, waiting: 0, open: 0, resolved: 0 },
        next_cursor: null,
      });
    });
    const lisa = createApiKeyClient({ host: server.url, apiKey: 'lisa_sk_test' });

    await lisa.conversations.list({ status: 'waiting', q: 'refund', assignee: undefined });
    await expect(lisa.conversations.get(9)).rejects.toBeInstanceOf(HttpError);
    await lisa.conversations.list();

    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/conversations?status=waiting&q=refund',
      '/api/conversations/9',
      '/api/conversations',
    ]);
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe('Bearer lisa_sk_test');
    }
    expect(server.hits('/api/health-check')).toHaveLength(0);
  });

  it('replies and updates with typed bodies and refuses an answer of the wrong shape', async () => {
    server = await startServer((request, response) => {
      if (request.method === 'POST') {
        sendJson(response, 201, { message: { nope: true }, conversation });
        return;
      }
      sendJson(response, 200, { ...conversation, status: 'resolved' });
    });
    const lisa = createApiKeyClient({ host: server.url, apiKey: 'lisa_sk_test' });

    const resolved = await lisa.conversations.update(7, { status: 'resolved' });
    expect(resolved.status).toBe('resolved');
    await expect(lisa.conversations.reply(7, { text: 'Hello' })).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ status: 'resolved' });
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ text: 'Hello' });
  });
});
