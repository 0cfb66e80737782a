// The one fetch for URLs a business gives the server (knowledge pages today; webhooks and
// connectors' base URLs as they come): `context.outbound`. It refuses, before a connection
// is made, any address outbound-policy.ts refuses:
// - the address the socket connects to is checked in the HTTP agent's `lookup` hook, so a
//   name that answers public to one lookup and private to the next (DNS rebinding) is
//   refused when it connects;
// - a URL whose host is a literal address (no lookup happens) is checked before the request;
// - redirects are followed here, one hop at a time, each checked the same way.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import {
  isAllowedConnection,
  type OutboundAllowList,
  OutboundBlockedError,
} from './outbound-policy.ts';

const MAX_REDIRECTS = 5;

/** dns.lookup's shape with `all: true`: what the hook asks the resolver. */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface OutboundFetchOptions {
  allow: OutboundAllowList;
  /** The resolver (default dns.lookup); tests pass one that answers what they need. */
  resolve?: Resolve;
  maxRedirects?: number;
}

export type OutboundFetch = typeof fetch;

function blocked(hostname: string, address: string): OutboundBlockedError {
  return new OutboundBlockedError(
    `${hostname} points to a private or reserved address (${address}); only public addresses can be reached`,
  );
}

/** The agent's `lookup`: resolves, then refuses the whole answer if any address is refused. */
function guardedLookup(allow: OutboundAllowList, resolve: Resolve) {
  return (
    hostname: string,
    options: { family?: number; all?: boolean; hints?: number },
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    resolve(
      hostname,
      { all: true, family, ...(options.hints ? { hints: options.hints } : {}) },
      (error, addresses) => {
        if (error) return callback(error, []);
        const refused = addresses.find((a) => !isAllowedConnection(allow, hostname, a.address));
        if (refused)
          return callback(blocked(hostname, refused.address) as NodeJS.ErrnoException, []);
        if (addresses.length === 0) {
          return callback(
            Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
            [],
          );
        }
        if (options.all) return callback(null, addresses);
        const [first] = addresses as [LookupAddress];
        return callback(null, first.address, first.family);
      },
    );
  };
}

/** Refuses what can be refused from the URL alone: the scheme, and a literal address. */
function checkUrl(url: URL, allow: OutboundAllowList): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundBlockedError('Only http and https URLs can be fetched');
  }
  if (url.username || url.password) {
    throw new OutboundBlockedError('URLs with a user name or password are not fetched');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowedConnection(allow, host, host)) throw blocked(url.hostname, host);
}

/** The error a refused connection surfaces as (undici wraps it in "fetch failed"). */
function unwrap(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof OutboundBlockedError) return current;
    current = current.cause;
  }
  return error;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createOutboundFetch(options: OutboundFetchOptions): OutboundFetch {
  const { allow } = options;
  const resolve = options.resolve ?? (dnsLookup as unknown as Resolve);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(allow, resolve) as unknown as LookupFunction },
  });

  const outbound = async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : null;
    let url = new URL(request ? request.url : String(input));
    let method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    let body = init.body ?? null;
    const headers = new Headers(init.headers ?? request?.headers);
    for (let hop = 0; hop <= maxRedirects; hop++) {
      checkUrl(url, allow);
      let response: Response;
      try {
        response = (await undiciFetch(url, {
          ...(init as object),
          method,
          headers,
          body,
          redirect: 'manual',
          dispatcher,
        } as unknown as Parameters<typeof undiciFetch>[1])) as unknown as Response;
      } catch (error) {
        throw unwrap(error);
      }
      const location = response.headers.get('location');
      if (init.redirect === 'manual' || !REDIRECTS.has(response.status) || !location) {
        return response;
      }
      if (init.redirect === 'error') throw new TypeError(`${url.href} redirected`);
      await response.body?.cancel();
      const next = new URL(location, url);
      // As browsers do: 303 (and 301/302 after a POST) continue as GET without the body;
      // credentials never follow the request to another origin.
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = null;
        headers.delete('content-type');
        headers.delete('content-length');
      }
      if (next.origin !== url.origin) {
        headers.delete('authorization');
        headers.delete('cookie');
      }
      url = next;
    }
    throw new TypeError(`${url.href}: more than ${maxRedirects} redirects`);
  };
  return outbound as OutboundFetch;
}
