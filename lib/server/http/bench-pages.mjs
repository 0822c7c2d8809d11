// The benchmark's pages (app/bench-control, bench/README.md) exist for `npm run bench` alone: only
// a server it starts with BENCH_PAGES=1 serves them. Any other server answers their paths as the
// paths of no page, a store's real 404, as the /dev pages do without their flags.

/** The bench's static control page, outside the store's layout and, as served, outside proxy.ts. */
export const BENCH_CONTROL = '/bench-control';

/** True when this server runs for the bench. */
export function benchPagesServed(env = process.env) {
  return env.BENCH_PAGES === '1';
}

/**
 * The URL scripts/server.mjs hands to Next. The control page is prerendered and proxy.ts does not
 * see it, so without the flag its path (and its own files, `/bench-control.rsc` and the like) is
 * turned into a store path no page has, which the proxy and the store answer with a 404.
 */
export function withoutBenchControl(url, env = process.env) {
  if (benchPagesServed(env)) return url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not a valid escape: Next refuses it with a 400 of its own.
  }
  if (!/^\/+bench-control(?:\.|\/*$)/.test(decoded)) return url;
  return `${BENCH_CONTROL}/off${query === -1 ? '' : url.slice(query)}`;
}
