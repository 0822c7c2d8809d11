// The client's network address as the store's own server sees it (docs/adr/0016). Plain
// JavaScript without 'server-only': scripts/server.mjs runs it in Node before Next gets the request.

/**
 * The header the store's server sets on every request it hands to Next: the address rate limits
 * count by. Any copy a client sends is replaced, so route handlers may trust it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

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

/** `::ffff:10.0.0.1` (an IPv4 client on an IPv6 socket) counts as `10.0.0.1`. */
function normalizeAddress(address) {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/** Sets CLIENT_ADDRESS_HEADER on a Node request, over any copy the client sent. */
export function markClientAddress(request, hops) {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(request, hops);
}
