// Which addresses the server may connect to when a business gives it a URL (knowledge pages,
// webhooks, connectors' base URLs): public unicast addresses only, unless the operator names
// a host or range in OUTBOUND_ALLOW_HOSTS. Ranges come from ipaddr.js; IPv6 forms that carry
// an IPv4 address (::ffff:a.b.c.d, ::ffff:0:a.b.c.d, 64:ff9b::a.b.c.d, 2002:AABB:CCDD::)
// are judged by the IPv4 address inside them.
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface OutboundAllowList {
  /** Host names (lower case) whose addresses may be private: the operator trusts them. */
  hosts: readonly string[];
  /** Address ranges that may be reached even though they are not public. */
  ranges: readonly [Address, number][];
  /** The entries as written, for logs and errors. */
  entries: readonly string[];
}

export const EMPTY_ALLOW_LIST: OutboundAllowList = { hosts: [], ranges: [], entries: [] };

/** Raised before a connection is made to an address the policy refuses. */
export class OutboundBlockedError extends Error {
  readonly code = 'outbound_blocked';
  constructor(message: string) {
    super(message);
    this.name = 'OutboundBlockedError';
  }
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}[a-z0-9_])?)*\.?$/;

/**
 * Parses OUTBOUND_ALLOW_HOSTS: comma-separated host names (`localhost`, `meta.test`),
 * addresses (`127.0.0.1`, `::1`) and CIDR ranges (`10.0.0.0/8`, `fd00::/8`). Throws on an
 * entry that is none of these.
 */
export function parseAllowList(value: string | undefined): OutboundAllowList {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0);
  const hosts: string[] = [];
  const ranges: [Address, number][] = [];
  for (const entry of entries) {
    const bare = entry.replace(/^\[|\]$/g, '');
    if (bare.includes('/')) {
      try {
        ranges.push(ipaddr.parseCIDR(bare));
        continue;
      } catch {
        throw new Error(`"${entry}" is not a valid CIDR range`);
      }
    }
    if (ipaddr.isValid(bare)) {
      const address = ipaddr.parse(bare);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (HOST_NAME.test(bare)) {
      hosts.push(bare.replace(/\.$/, ''));
    } else {
      throw new Error(`"${entry}" is neither a host name, an address nor a CIDR range`);
    }
  }
  return { hosts, ranges, entries };
}

/** The IPv4 address an IPv6 address stands for, when it embeds one. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  const bytes = address.toByteArray();
  const last4 = () => ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  // ::ffff:0:a.b.c.d (SIIT, RFC 6145)
  if (range === 'rfc6145') return last4();
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix, RFC 6052)
  if (address.match(ipaddr.parseCIDR('64:ff9b::/96'))) return last4();
  // ::a.b.c.d (deprecated IPv4-compatible form); :: and ::1 are judged as IPv6 below.
  if (zeros(0, 12) && !zeros(12, 14)) return last4();
  // 2002:AABB:CCDD::/48 (6to4)
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  return null;
}

/** True for any address that is not public unicast: loopback, private, link-local, ... */
export function isForbiddenAddress(text: string): boolean {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return true;
  let address: Address = ipaddr.parse(bare);
  if (address.kind() === 'ipv6') {
    const inner = embeddedIPv4(address as ipaddr.IPv6);
    if (inner) address = inner;
  }
  return address.range() !== 'unicast';
}

function inRanges(text: string, ranges: OutboundAllowList['ranges']): boolean {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const address = ipaddr.parse(bare);
  const candidates: Address[] = [address];
  if (address.kind() === 'ipv6') {
    const inner = embeddedIPv4(address as ipaddr.IPv6);
    if (inner) candidates.push(inner);
  } else {
    candidates.push((address as ipaddr.IPv4).toIPv4MappedAddress());
  }
  return candidates.some((candidate) =>
    ranges.some(([base, bits]) => candidate.kind() === base.kind() && candidate.match(base, bits)),
  );
}

/**
 * Whether a connection to `address` (what DNS answered, or the URL's literal address) for
 * `hostname` (the URL's host) is allowed.
 */
export function isAllowedConnection(
  allow: OutboundAllowList,
  hostname: string,
  address: string,
): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (allow.hosts.includes(host)) return true;
  if (inRanges(address, allow.ranges)) return true;
  return !isForbiddenAddress(address);
}
