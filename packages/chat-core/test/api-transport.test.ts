import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiChatTransport } from '../src/api-transport.ts';
import { createFloatingChat } from '../src/floating-chat-store.ts';
import { createHeroChat } from '../src/hero-chat-store.ts';
import { CHAT_STORAGE_KEYS, createMemoryStorage } from '../src/storage.ts';
import { CHAT_FAILED_TEXT, EMPTY_CHAT_RESPONSE_TEXT, HERO_LIMIT_NOTICE } from '../src/texts.ts';

// The stores driven through the real api-client against a real HTTP server on loopback.
let server: Server;
let host = '';
let handler: (req: IncomingMessage, body: string, res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

describe('floating chat over HTTP', () => {
  it('posts message, business_id and the device id, and shows the answer', async () => {
    const requests: unknown[] = [];
    handler = (req, body, res) => {
      if (req.url === '/chat') {
        requests.push(JSON.parse(body));
        json(res, 200, { response: 'We integrate with **WhatsApp**.', conversation_id: 'c1' });
      } else json(res, 200, { business_name: 'Lisa', agent_name: 'Lisa' });
    };
    const storage = createMemoryStorage({ [CHAT_STORAGE_KEYS.deviceId]: 'device-abc' });
    const chat = createFloatingChat({
      transport: createApiChatTransport({ chatHost: host }),
      storage,
    });
    await chat.start();
    await chat.send('Do you support WhatsApp?');
    expect(requests).toEqual([
      {
        message: 'Do you support WhatsApp?',
        business_id: 1,
        customer_id: 'device-abc',
        source: 'widget',
      },
    ]);
    expect(chat.getState().messages.at(-1)).toMatchObject({
      sender: 'bot',
      text: 'We integrate with **WhatsApp**.',
    });
  });

  it('shows the empty-response text for an empty body and the failure text for a 500', async () => {
    const chat = createFloatingChat({
      transport: createApiChatTransport({ chatHost: host }),
      storage: createMemoryStorage(),
    });
    handler = (_req, _body, res) => json(res, 200, { response: '' });
    await chat.send('one');
    expect(chat.getState().messages.at(-1)).toMatchObject({
      text: EMPTY_CHAT_RESPONSE_TEXT,
      isError: true,
    });
    handler = (_req, _body, res) => json(res, 500, { error: 'internal', message: 'down' });
    await chat.send('two');
    expect(chat.getState().messages.at(-1)).toMatchObject({
      text: CHAT_FAILED_TEXT,
      isError: true,
    });
  });

  it('adds no bot message when a person has the conversation and the agent stays quiet', async () => {
    handler = (_req, _body, res) =>
      json(res, 200, { response: '', status: 'open', conversation_id: 'c1' });
    const chat = createFloatingChat({
      transport: createApiChatTransport({ chatHost: host }),
      storage: createMemoryStorage(),
    });
    await chat.send('hello?');
    expect(chat.getState().messages.map((m) => m.sender)).toEqual(['user']);
  });
});

describe('hero chat over HTTP', () => {
  it('sends source hero with attachments and locks on the server limit (429)', async () => {
    const bodies: { source?: string; attachments?: unknown }[] = [];
    handler = (_req, body, res) => {
      bodies.push(JSON.parse(body));
      if (bodies.length === 1)
        json(res, 200, { response: 'Got your file.', conversation_id: 'c1' });
      else json(res, 429, { error: 'rate_limited', message: 'Free chat limit reached' });
    };
    const chat = createHeroChat({
      transport: createApiChatTransport({ chatHost: host }),
      storage: createMemoryStorage(),
      script: [],
    });
    const file = { name: 'a.txt', content_type: 'text/plain' as const, data_base64: 'aGVsbG8=' };
    await chat.send('see attached', [file]);
    expect(bodies[0]).toMatchObject({ source: 'hero', attachments: [file] });
    await chat.send('again');
    expect(chat.getState().locked).toBe(true);
    expect(chat.getState().messages.at(-1)?.text).toBe(HERO_LIMIT_NOTICE);
  });
});
