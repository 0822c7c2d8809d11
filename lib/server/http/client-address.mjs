// The client's network address as the store's own server sees it (docs/adr/0016). Plain
// JavaScript without 'server-only': scripts/server.mjs runs it in Node before Next gets the request.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The header the store's server sets on every request it hands to Next: the address rate limits
 * count by, sealed with this process's secret. Any copy a client sends is replaced; and a server
 * that is not ours in front of Next (`next start`, `next dev`, a platform's) passes a client's
 * copy through, which then has no valid seal and counts as 'unknown'.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/** The secret of this process (and the Next it runs), made once and kept in the environment. */
function seal() {
  process.env.STOREFRONT_ADDRESS_SEAL ??= randomBytes(24).toString('base64url');
  return process.env.STOREFRONT_ADDRESS_SEAL;
}

/** The header's value for an address: the seal, a space, the address. */
export function sealAddress(address) {
  return `${seal()} ${address}`;
}

/** The address of a sealed header value, or null when the value carries no valid seal. */
export function unsealAddress(value) {
  if (!value) return null;
  const space = value.indexOf(' ');
  if (space <= 0) return null;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(seal());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value.slice(space + 1).trim() || null;
}

/**
 * How many reverse proxies stand in front of the store (TRUST_PROXY): '' or unset is none; `1`
 * (one proxy, as before) also makes the store host come from X-Forwarded-Host; `N` any number.
 * Anything else is none, with a warning, rather than trusting what a client sends.
 */
export function proxyHops(value = process.env.TRUST_PROXY) {
  if (value === undefined || value.trim() === '') return 0;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  if (!warned.has(value)) {
    warned.add(value);
    console.warn(`[client-address] TRUST_PROXY=${value} is not a number of proxies: none trusted`);
  }
  return 0;
}
const warned = new Set();

/**
 * Without a proxy, the socket's address: X-Forwarded-For is whatever the client wrote. Behind N
 * proxies, the N-th X-Forwarded-For entry from the right: the nearest proxy appended the address
 * it saw, each proxy before it did the same, and entries further left are the client's to invent.
 * With fewer entries than proxies, the leftmost (the request came through fewer proxies).
 */
export function clientAddressOf(request, hops) {
  const socketAddress = normalizeAddress(request.socket?.remoteAddress ?? '');
  if (hops <= 0) return socketAddress || 'unknown';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socketAddress || 'unknown';
  return normalizeAddress(forwarded[Math.max(forwarded.length - hops, 0)]) || 'unknown';
}

/**
 * `::ffff:10.0.0.1` (an IPv4 client on an IPv6 socket) counts as `10.0.0.1`. An IPv6 client
 * counts by its /64 network: one subscriber is given a whole /64 and could walk through it.
 */
export function normalizeAddress(address) {
  const trimmed = address.trim().toLowerCase().replace(/%.*$/, '');
  if (trimmed.startsWith('::ffff:') && trimmed.includes('.')) return trimmed.slice(7);
  if (!trimmed.includes(':')) return trimmed;
  const [head = '', tail] = trimmed.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Sets CLIENT_ADDRESS_HEADER on a Node request, over any copy the client sent. */
export function markClientAddress(request, hops) {
  request.headers[CLIENT_ADDRESS_HEADER] = sealAddress(clientAddressOf(request, hops));
}
