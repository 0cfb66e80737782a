// A loopback webhook receiver: keeps every request's headers and exact body bytes, and
// answers as the test tells it (a status, a delay, or a dropped connection).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  raw: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the payload field by field
  body: any;
}

export type HookAnswer = { status: number; delayMs?: number; text?: string };

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** How the next requests are answered, in order; then `fallback`. */
  answers: HookAnswer[];
  fallback: HookAnswer;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver = {
    received: [] as ReceivedHook[],
    answers: [] as HookAnswer[],
    fallback: { status: 200, text: 'ok' } as HookAnswer,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      receiver.received.push({ headers: request.headers, raw, body: JSON.parse(raw.toString()) });
      const answer = receiver.answers.shift() ?? receiver.fallback;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': 'text/plain' });
        response.end(answer.text ?? `status ${answer.status}`);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    async waitFor(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} webhook requests, got ${receiver.received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return receiver.received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
