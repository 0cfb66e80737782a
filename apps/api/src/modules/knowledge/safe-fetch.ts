// Fetching a URL a user typed is a server-side request forgery risk: in production only
// public addresses are fetched, and every redirect hop is checked again.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { IngestError } from '@lisa/agent/ingest';

const MAX_REDIRECTS = 5;

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const a = address.toLowerCase();
    if (a === '::1' || a === '::') return true;
    if (a.startsWith('::ffff:')) return isPrivateAddress(a.slice(7));
    return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(a);
  }
  const parts = address.split('.').map(Number);
  const [a = 0, b = 0] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

async function assertPublic(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new IngestError('invalid-url', `${url.hostname} is not a public address`);
  }
}

/** A fetch that refuses private addresses (unless allowed) and follows redirects itself. */
export function createSafeFetch(options: {
  allowPrivate: boolean;
  fetch?: typeof fetch;
}): typeof fetch {
  const doFetch = options.fetch ?? fetch;
  return (async (input: string | URL | Request, init?: RequestInit) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new IngestError('invalid-url', 'Only http and https URLs can be fetched');
      }
      if (!options.allowPrivate) await assertPublic(url);
      const response = await doFetch(url, { ...init, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      return response;
    }
    throw new IngestError('fetch-failed', `More than ${MAX_REDIRECTS} redirects`);
  }) as typeof fetch;
}
