import { afterEach, describe, expect, it } from 'vitest';
import { ChatError, createChatClient } from '../src/index.ts';
import { rejectionOf } from './support/clients.ts';
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

const EMPTY_TEXT = "I'm sorry, I couldn't process your request at the moment.";
const FAILED_TEXT = 'Sorry, there was an error processing your message. Please try again later.';

describe('business lookup (SPEC §7 GET {chat-host}/business/{id})', () => {
  it('reads business_name and agent_name', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { business_name: 'Acme Dental', agent_name: 'Ava', id: 7 }),
    );
    const chat = createChatClient({ chatHost: server.url });
    await expect(chat.lookupBusiness(7)).resolves.toEqual({
      business_name: 'Acme Dental',
      agent_name: 'Ava',
    });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/business/7' });
  });

  it("keeps the agent's colour and avatar, and drops a malformed one", async () => {
    const answers = [
      { widget_colour: '#0F766E', avatar_url: 'https://cdn.example/ava.png' },
      { widget_colour: 'red', avatar_url: 'javascript:alert(1)' },
      { widget_colour: '#0f766e', avatar_url: null },
    ];
    server = await startServer((_req, res) =>
      sendJson(res, 200, { business_name: 'Acme', agent_name: 'Ava', ...answers.shift() }),
    );
    const chat = createChatClient({ chatHost: server.url });
    await expect(chat.lookupBusiness(7)).resolves.toEqual({
      business_name: 'Acme',
      agent_name: 'Ava',
      widget_colour: '#0F766E',
      avatar_url: 'https://cdn.example/ava.png',
    });
    await expect(chat.lookupBusiness(7)).resolves.toEqual({
      business_name: 'Acme',
      agent_name: 'Ava',
    });
    await expect(chat.lookupBusiness(7)).resolves.toEqual({
      business_name: 'Acme',
      agent_name: 'Ava',
      widget_colour: '#0f766e',
    });
  });

  it("keeps each default ('Business', 'Lisa') for a field the answer lacks", async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { business_name: 'Acme' }));
    const chat = createChatClient({ chatHost: server.url });
    await expect(chat.lookupBusiness('7')).resolves.toEqual({
      business_name: 'Acme',
      agent_name: 'Lisa',
    });
  });

  it.each([
    [
      'an error status',
      (res: Parameters<Parameters<typeof startServer>[0]>[1]) => sendJson(res, 404, {}),
    ],
    [
      'an HTML page',
      (res: Parameters<Parameters<typeof startServer>[0]>[1]) =>
        sendText(res, 200, '<html></html>', 'text/html'),
    ],
    [
      'invalid JSON',
      (res: Parameters<Parameters<typeof startServer>[0]>[1]) => sendText(res, 200, '{x'),
    ],
  ])('ignores %s and keeps the defaults', async (_label, answer) => {
    server = await startServer((_req, res) => answer(res));
    const chat = createChatClient({ chatHost: server.url });
    await expect(chat.lookupBusiness(3)).resolves.toEqual({
      business_name: 'Business',
      agent_name: 'Lisa',
    });
  });

  it('ignores an unreachable chat host and keeps the defaults', async () => {
    const chat = createChatClient({ chatHost: await closedPortUrl() });
    await expect(chat.lookupBusiness(1)).resolves.toEqual({
      business_name: 'Business',
      agent_name: 'Lisa',
    });
  });
});

describe('send message (SPEC §7 POST {chat-host}/chat)', () => {
  it('POSTs message, business_id and customer_id and returns the reply with its extras', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, {
        response: 'We open at 9.',
        conversation_id: 'c-1',
        visitor_token: 'vt-1',
        citations: [{ index: 1, title: 'Opening hours', url: '/docs/hours' }],
      }),
    );
    const chat = createChatClient({ chatHost: `${server.url}/` });

    const reply = await chat.sendMessage({
      message: 'When do you open?',
      business_id: 7,
      customer_id: 'device-1',
      client_message_id: 'm-1',
    });

    expect(reply).toEqual({
      response: 'We open at 9.',
      isError: false,
      conversation_id: 'c-1',
      visitor_token: 'vt-1',
      citations: [{ index: 1, title: 'Opening hours', url: '/docs/hours' }],
      handoff: false,
    });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/chat' });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      message: 'When do you open?',
      business_id: 7,
      customer_id: 'device-1',
      client_message_id: 'm-1',
      source: 'widget',
    });
  });

  it.each([undefined, null, 'abc', 0, -4, 1.5])(
    'falls back to business 1 for business_id %j',
    async (id) => {
      server = await startServer((_req, res) =>
        sendJson(res, 200, { response: 'ok', conversation_id: 'c' }),
      );
      const chat = createChatClient({ chatHost: server.url });
      await chat.sendMessage({ message: 'hi', business_id: id, customer_id: 'd' });
      expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ business_id: 1 });
    },
  );

  it.each([
    ['a missing response', { conversation_id: 'c' }],
    ['an empty response', { response: '   ', conversation_id: 'c' }],
    ['an empty body', null],
  ])(
    'answers the SPEC §8 empty-response text, flagged as an error, for %s',
    async (_label, body) => {
      server = await startServer((_req, res) =>
        body === null ? sendText(res, 200, '', 'application/json') : sendJson(res, 200, body),
      );
      const chat = createChatClient({ chatHost: server.url });
      const reply = await chat.sendMessage({ message: 'hi', customer_id: 'd' });
      expect(reply.response).toBe(EMPTY_TEXT);
      expect(reply.isError).toBe(true);
    },
  );

  it('is not an error when the agent stays silent because a person has the conversation', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { response: '', conversation_id: 'c', status: 'open', handoff: true }),
    );
    const chat = createChatClient({ chatHost: server.url });
    await expect(chat.sendMessage({ message: 'hi', customer_id: 'd' })).resolves.toMatchObject({
      response: '',
      isError: false,
      handoff: true,
      status: 'open',
    });
  });

  it('throws a ChatError carrying the SPEC §8 failure text when the server fails', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 500, { error: 'internal', message: 'x' }),
    );
    const chat = createChatClient({ chatHost: server.url });
    const error = await rejectionOf(chat.sendMessage({ message: 'hi', customer_id: 'd' }));
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({
      code: 'chat_failed',
      reason: 'http',
      status: 500,
      userMessage: FAILED_TEXT,
    });
  });

  it('throws a ChatError when the chat host cannot be reached', async () => {
    const chat = createChatClient({ chatHost: await closedPortUrl() });
    const error = await rejectionOf(chat.sendMessage({ message: 'hi', customer_id: 'd' }));
    expect(error).toMatchObject({
      code: 'chat_failed',
      reason: 'network',
      userMessage: FAILED_TEXT,
    });
  });

  it('throws a ChatError for an HTML answer', async () => {
    server = await startServer((_req, res) =>
      sendText(res, 200, '<!DOCTYPE html><html></html>', 'text/html'),
    );
    const chat = createChatClient({ chatHost: server.url });
    const error = await rejectionOf(chat.sendMessage({ message: 'hi', customer_id: 'd' }));
    expect(error).toMatchObject({ reason: 'invalid_response', userMessage: FAILED_TEXT });
  });

  it('sends nothing for a blank message', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { response: 'ok' }));
    const chat = createChatClient({ chatHost: server.url });
    const error = await rejectionOf(chat.sendMessage({ message: '   ', customer_id: 'd' }));
    expect(error).toMatchObject({ reason: 'invalid_request', message: 'Message cannot be empty' });
    expect(server.requests).toHaveLength(0);
  });
});
