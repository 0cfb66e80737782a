import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 and an ephemeral port. Each test installs the handler it
// needs and reads back what the client actually sent.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export type Handler = (
  request: RecordedRequest,
  response: ServerResponse,
  raw: IncomingMessage,
) => void | Promise<void>;

export interface LoopbackServer {
  url: string;
  requests: RecordedRequest[];
  /** Requests whose path starts with `prefix`. */
  hits(prefix: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const request: RecordedRequest = {
        method: raw.method ?? 'GET',
        path: raw.url ?? '/',
        headers: raw.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      requests.push(request);
      Promise.resolve(handler(request, response, raw)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a port we bound and released. */
export async function closedPortUrl(): Promise<string> {
  const server = await startServer(() => {});
  await server.close();
  return server.url;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendText(
  response: ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain',
): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

/** Drops the connection without an answer: the client's fetch fails with a network error. */
export function dropConnection(raw: IncomingMessage): void {
  raw.socket.destroy();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
