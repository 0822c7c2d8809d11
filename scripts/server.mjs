// The store's HTTP server: Next's request handler behind a Node server of our own, the one place
// that sees the connection. Before Next gets a request it sets the client's address header
// (lib/server/http/client-address.mjs: the socket's address, or by TRUST_PROXY's hops from
// X-Forwarded-For), replacing any copy the client sent; rate limits count by it (docs/adr/0016).
// It also gives every HTML page's framework scripts a fresh nonce for the Content-Security-Policy
// (lib/server/http/script-nonce.mjs, docs/adr/0019), and so compresses answers itself, after that
// (Next's own compression, before it, is off in next.config.mjs).
// `npm start` runs it through scripts/start.mjs; PORT as for `next start` (default 3000).
import { createServer } from 'node:http';
import compression from 'compression';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const { markClientAddress, proxyHops } = await import('../lib/server/http/client-address.mjs');
const { nonceScriptsOf } = await import('../lib/server/http/script-nonce.mjs');
const { withoutBenchControl } = await import('../lib/server/http/bench-pages.mjs');
const { CLOSE_SERVER_RESOURCES } = await import('../lib/server/http/shutdown-hook.mjs');

const port = Number(process.env.PORT ?? 3000);
const hops = proxyHops(process.env.TRUST_PROXY);
const server = createServer();
const app = next({ dev: false, port, httpServer: server });
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
