// The store's HTTP server: Next's request handler behind a Node server of our own, the one place
// that sees the connection. Before Next gets a request it sets the client's address header
// (lib/server/http/client-address.mjs: the socket's address, or by TRUST_PROXY's hops from
// X-Forwarded-For), replacing any copy the client sent; rate limits count by it (docs/adr/0016).
// It also gives every HTML page's framework scripts a fresh nonce for the Content-Security-Policy
// (lib/server/http/script-nonce.mjs, docs/adr/0019), and so compresses answers itself, after that
// (Next's own compression, before it, is off in next.config.mjs).
// `npm start` runs it through scripts/start.mjs; PORT as for `next start` (default 3000). The image
// runs the same file from .next/standalone (scripts/standalone.mjs puts it there, docs/adr/0023).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';

process.env.NODE_ENV ??= 'production';
// The app's folder (the checkout, or the standalone output) and the configuration its build
// resolved, which Next then uses as is, as its own standalone server.js does: the standalone
// output has no next.config.mjs, and a checkout runs with what it was built with.
const dir = fileURLToPath(new URL('..', import.meta.url));
process.chdir(dir);
const { config: conf } = JSON.parse(
  readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'),
);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
const { default: next } = await import('next');
const { markClientAddress, proxyHops } = await import('../lib/server/http/client-address.mjs');
const { nonceScriptsOf } = await import('../lib/server/http/script-nonce.mjs');
const { withoutBenchControl } = await import('../lib/server/http/bench-pages.mjs');
const { CLOSE_SERVER_RESOURCES } = await import('../lib/server/http/shutdown-hook.mjs');

const port = Number(process.env.PORT ?? 3000);
const hops = proxyHops(process.env.TRUST_PROXY);
const server = createServer();
const app = next({ dev: false, dir, conf, port, httpServer: server });
const handle = app.getRequestHandler();
const compress = compression();
await app.prepare();
server.on('request', (request, response) => {
  markClientAddress(request, hops);
  // The bench's control page only when the bench runs the server (lib/server/http/bench-pages.mjs).
  request.url = withoutBenchControl(request.url ?? '/');
  compress(request, response, () => {
    nonceScriptsOf(response);
    void handle(request, response);
  });
});
server.listen(port, () => {
  const proxies = hops === 0 ? 'no proxy trusted' : `${hops} proxy hop(s) trusted`;
  console.log(`> Ready on http://localhost:${port} (${proxies})`);
});

// Graceful stop (SIGTERM from an orchestrator, Ctrl-C): no new connection is accepted, requests
// in flight are answered (10 s at most, then their connections are cut), kept-alive connections
// are closed as soon as they are idle, then Next, the database and Redis are closed
// (lib/server/shutdown.ts, handed over by instrumentation.ts) and the process exits 0.
const STOP_GRACE_MS = 10_000;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`> ${signal}: answering the requests in flight, then stopping`);
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
  server.close(async () => {
    clearInterval(idle);
    clearTimeout(cut);
    let code = 0;
    try {
      await app.close();
      await globalThis[CLOSE_SERVER_RESOURCES]?.();
    } catch (error) {
      console.error('> stopping failed', error);
      code = 1;
    }
    process.exit(code);
  });
  server.closeIdleConnections();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
