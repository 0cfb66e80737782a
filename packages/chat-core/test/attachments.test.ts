import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiChatTransport } from '../src/api-transport.ts';
import { systemClock } from '../src/clock.ts';
import { liveChatMessage } from '../src/live-session.ts';

// A teammate's files on the visitor's side: the live message keeps their ids, and the
// transport fetches one with the visitor token from GET /api/attachments/:id.
let server: Server;
let host = '';
const seen: { url?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '' });
    if (req.headers.authorization !== 'Bearer visitor-token') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end('price list');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('attachments on the visitor side', () => {
  it('keeps the name and id of a teammate message’s files', () => {
    const message = liveChatMessage(
      {
        id: '7',
        sender: 'agent',
        text: 'Here it is',
        author_name: 'Sam',
        attachments: [{ id: 12, name: 'prices.txt', content_type: 'text/plain', size: 10 }],
        created_at: new Date().toISOString(),
      },
      systemClock,
    );
    expect(message.attachments).toEqual([{ name: 'prices.txt', id: 12 }]);
  });

  it('fetches a file with the visitor token and fails plainly without it', async () => {
    const transport = createApiChatTransport({ chatHost: `${host}/` });
    const blob = await transport.fetchAttachment?.(12, 'visitor-token');
    expect(await blob?.text()).toBe('price list');
    expect(seen.at(-1)).toEqual({
      url: '/api/attachments/12',
      authorization: 'Bearer visitor-token',
    });
    await expect(transport.fetchAttachment?.(12, 'someone-else')).rejects.toThrow('404');
  });
});
