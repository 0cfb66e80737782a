import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createOutboundFetch, type Resolve } from './outbound-fetch.ts';
import {
  EMPTY_ALLOW_LIST,
  isAllowedConnection,
  isForbiddenAddress,
  OutboundBlockedError,
  parseAllowList,
} from './outbound-policy.ts';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    // The reproductions: IPv4-mapped forms of loopback.
    '::ffff:127.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    // Other IPv6 spellings of an IPv4 address, unwrapped.
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '::7f00:1',
    '::127.0.0.1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    'not an address',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));
});

describe('OUTBOUND_ALLOW_HOSTS', () => {
  it('is parsed in env.ts into host names and ranges', () => {
    const env = parseEnv({
      OUTBOUND_ALLOW_HOSTS: ' localhost, Meta.Test ,10.0.0.0/8,::1, 127.0.0.1 ',
    });
    expect(env.OUTBOUND_ALLOW_HOSTS.hosts).toEqual(['localhost', 'meta.test']);
    expect(env.OUTBOUND_ALLOW_HOSTS.ranges).toHaveLength(3);
    expect(parseEnv({}).OUTBOUND_ALLOW_HOSTS.entries).toEqual([]);
  });

  it('refuses an entry that is no host, address or range', () => {
    expect(() => parseEnv({ OUTBOUND_ALLOW_HOSTS: '10.0.0.0/99' })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
    expect(() => parseEnv({ OUTBOUND_ALLOW_HOSTS: 'http://x' })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });

  it('allows a named host whatever it resolves to, and addresses in a range (mapped forms too)', () => {
    const allow = parseAllowList('zoho.test,127.0.0.0/8');
    expect(isAllowedConnection(allow, 'zoho.test', '10.0.0.5')).toBe(true);
    expect(isAllowedConnection(allow, 'other.test', '10.0.0.5')).toBe(false);
    expect(isAllowedConnection(allow, 'other.test', '127.0.0.9')).toBe(true);
    expect(isAllowedConnection(allow, 'x', '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowedConnection(EMPTY_ALLOW_LIST, 'x', '::ffff:127.0.0.1')).toBe(false);
    expect(isAllowedConnection(EMPTY_ALLOW_LIST, 'x', '8.8.8.8')).toBe(true);
  });
});

describe('createOutboundFetch', () => {
  let server: Server;
  let port = 0;
  let hits: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      const url = request.url ?? '';
      if (url.startsWith('/to/')) {
        response.writeHead(302, { location: decodeURIComponent(url.slice(4)) }).end();
      } else if (url === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end(`landed ${url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    hits = [];
  });

  /** A resolver that answers each name from the table, in turn for repeated lookups. */
  function fakeResolve(table: Record<string, string[][]>): Resolve & { calls: string[] } {
    const calls: string[] = [];
    const resolve = ((hostname, _options, callback) => {
      calls.push(hostname);
      const answers = table[hostname];
      const answer =
        answers?.[Math.min(calls.filter((c) => c === hostname).length - 1, answers.length - 1)];
      if (!answer)
        return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
      callback(
        null,
        answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    }) as Resolve & { calls: string[] };
    resolve.calls = calls;
    return resolve;
  }

  async function refusal(promise: Promise<unknown>): Promise<OutboundBlockedError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutboundBlockedError);
    return error as OutboundBlockedError;
  }

  it("refuses the issue's URLs and every other spelling of loopback, before any connection", async () => {
    const outbound = createOutboundFetch({ allow: EMPTY_ALLOW_LIST });
    for (const url of [
      `http://[::ffff:127.0.0.1]:${port}/api/health-check`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://[::1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://localhost:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await refusal(outbound(url));
    }
    await refusal(outbound('file:///etc/passwd'));
    await refusal(outbound(`http://user:pw@example.test:${port}/`));
    expect(hits).toEqual([]);
  });

  it('connects to the address the lookup hook answered, when the allow list allows it', async () => {
    const resolve = fakeResolve({ 'bakery.test': [['127.0.0.1']] });
    const allowed = createOutboundFetch({ allow: parseAllowList('127.0.0.0/8'), resolve });
    const response = await allowed(`http://bakery.test:${port}/menu`);
    expect(await response.text()).toBe('landed /menu');
    const refused = createOutboundFetch({ allow: EMPTY_ALLOW_LIST, resolve });
    const error = await refusal(refused(`http://bakery.test:${port}/menu`));
    expect(error.message).toContain(
      'bakery.test points to a private or reserved address (127.0.0.1)',
    );
    expect(hits).toEqual(['/menu']);
  });

  it('refuses a name that answers public to a pre-check and private at connect time (DNS rebinding)', async () => {
    const resolve = fakeResolve({ 'rebind.test': [['93.184.216.34'], ['127.0.0.1']] });
    // What the old safe-fetch did: look the name up, find it public, then let fetch resolve again.
    const preCheck = await new Promise<string>((done) =>
      resolve('rebind.test', { all: true }, (_e, addresses) => done(addresses[0]?.address ?? '')),
    );
    expect(isForbiddenAddress(preCheck)).toBe(false);
    const outbound = createOutboundFetch({ allow: EMPTY_ALLOW_LIST, resolve });
    await refusal(outbound(`http://rebind.test:${port}/admin`));
    expect(resolve.calls).toEqual(['rebind.test', 'rebind.test']);
    expect(hits).toEqual([]);
  });

  it('refuses an answer with any private address among public ones', async () => {
    const resolve = fakeResolve({ 'mixed.test': [['93.184.216.34', '::ffff:7f00:1']] });
    const outbound = createOutboundFetch({ allow: EMPTY_ALLOW_LIST, resolve });
    await refusal(outbound(`http://mixed.test:${port}/`));
    expect(hits).toEqual([]);
  });

  it('checks every redirect hop again, and follows the allowed ones', async () => {
    // pages.test is allowed by name (it resolves to loopback); its redirects to loopback
    // spelled as an address are not.
    const resolve = fakeResolve({
      'pages.test': [['127.0.0.1']],
      localhost: [['127.0.0.1', '::1']],
    });
    const outbound = createOutboundFetch({ allow: parseAllowList('pages.test'), resolve });
    for (const target of [
      `http://127.0.0.1:${port}/secret`,
      `http://[::ffff:7f00:1]:${port}/secret`,
      `http://localhost:${port}/secret`,
    ]) {
      await refusal(outbound(`http://pages.test:${port}/to/${encodeURIComponent(target)}`));
    }
    expect(hits.filter((h) => h === '/secret')).toEqual([]);
    const followed = await outbound(`http://pages.test:${port}/to/${encodeURIComponent('/page')}`);
    expect(await followed.text()).toBe('landed /page');
    await expect(outbound(`http://pages.test:${port}/loop`)).rejects.toThrow(/redirects/);
  });
});
