import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IngestError } from '@lisa/agent/ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, isPrivateAddress } from './safe-fetch.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111'])('allows %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('createSafeFetch', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/hop') response.writeHead(302, { location: '/page' }).end();
      else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end('landed');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('refuses a private address in production, before any request is made', async () => {
    const guarded = createSafeFetch({ allowPrivate: false });
    const error = await guarded(`${base}/page`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('invalid-url');
  });

  it('checks every redirect hop again', async () => {
    const seen: string[] = [];
    // A public page that redirects to a private address is refused at the second hop.
    const fake = (async (input: string | URL | Request) => {
      seen.push(String(input));
      return new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/admin' } });
    }) as typeof fetch;
    const guarded = createSafeFetch({ allowPrivate: false, fetch: fake });
    const error = await guarded('http://93.184.216.34/start').catch((e: unknown) => e);
    expect((error as IngestError).code).toBe('invalid-url');
    expect(seen).toEqual(['http://93.184.216.34/start']);
  });

  it('follows redirects itself, and gives up on a loop', async () => {
    const open = createSafeFetch({ allowPrivate: true });
    expect(await (await open(`${base}/hop`)).text()).toBe('landed');
    expect(((await open(`${base}/loop`).catch((e: unknown) => e)) as IngestError).code).toBe(
      'fetch-failed',
    );
  });
});
