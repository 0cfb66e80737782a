import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatRequestError, createHttpChatTransport } from '../src/http-transport.ts';
import { ChatLimitReachedError } from '../src/transport.ts';

// A real HTTP server on loopback; each test sets what it answers.
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

describe('HTTP chat transport', () => {
  it('posts the chat request as JSON and reads the response', async () => {
    let received: { method?: string; url?: string; body?: unknown } = {};
    handler = (req, body, res) => {
      received = { method: req.method, url: req.url, body: JSON.parse(body) };
      json(res, 200, { response: 'Hello!', conversation_id: 'c1', visitor_token: 'v1' });
    };
    const reply = await createHttpChatTransport({ chatHost: `${host}/` }).send({
      message: 'hi',
      business_id: 1,
      customer_id: 'device-1',
    });
    expect(received).toEqual({
      method: 'POST',
      url: '/chat',
      body: { message: 'hi', business_id: 1, customer_id: 'device-1' },
    });
    expect(reply).toEqual({ response: 'Hello!', conversationId: 'c1', visitorToken: 'v1' });
  });

  it('treats an empty body or a missing response field as an empty reply', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200);
      res.end();
    };
    const transport = createHttpChatTransport({ chatHost: host });
    expect(await transport.send({ message: 'hi', customer_id: 'd' })).toEqual({
      response: undefined,
    });
    handler = (_req, _body, res) => json(res, 200, { other: 1 });
    expect(await transport.send({ message: 'hi', customer_id: 'd' })).toEqual({
      response: undefined,
    });
  });

  it('rejects with a typed error on a server error', async () => {
    handler = (_req, _body, res) => json(res, 500, { error: 'internal', message: 'x' });
    await expect(
      createHttpChatTransport({ chatHost: host }).send({ message: 'hi', customer_id: 'd' }),
    ).rejects.toMatchObject({
      code: 'chat_http_error',
      status: 500,
    });
  });

  it('turns a 429 on a hero message into the limit error', async () => {
    handler = (_req, _body, res) =>
      json(res, 429, { error: 'rate_limited', message: 'Free chat limit reached' });
    await expect(
      createHttpChatTransport({ chatHost: host }).send({
        message: 'hi',
        customer_id: 'd',
        source: 'hero',
      }),
    ).rejects.toBeInstanceOf(ChatLimitReachedError);
  });

  it('times out', async () => {
    handler = () => {};
    const error = await createHttpChatTransport({ chatHost: host, timeoutMs: 50 })
      .send({ message: 'hi', customer_id: 'd' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatRequestError);
    expect((error as ChatRequestError).code).toBe('chat_timeout');
  });

  it('looks a business up and validates the answer', async () => {
    handler = (req, _body, res) =>
      req.url === '/business/7'
        ? json(res, 200, { business_name: 'Shop', agent_name: 'Zawadi' })
        : json(res, 404, {});
    const transport = createHttpChatTransport({ chatHost: host });
    expect(await transport.lookupBusiness(7)).toEqual({
      business_name: 'Shop',
      agent_name: 'Zawadi',
    });
    await expect(transport.lookupBusiness(8)).rejects.toMatchObject({ code: 'chat_http_error' });
  });
});
