// The store's HTTP server: Next's request handler behind a Node server of our own, the one place
// that sees the connection. Before Next gets a request it sets the client's address header
// (lib/server/http/client-address.mjs: the socket's address, or by TRUST_PROXY's hops from
// X-Forwarded-For), replacing any copy the client sent; rate limits count by it (docs/adr/0016).
// It also allows every HTML page's framework scripts in the Content-Security-Policy, by a fresh
// nonce or, for a page Next hands over whole, by their hashes (lib/server/http/script-nonce.mjs,
// docs/adr/0019), and so compresses answers itself, after that (Next's own compression, before
// it, is off in next.config.mjs); a page handed over whole is sent as kept, already compressed.
// `npm start` runs it through scripts/start.mjs; PORT as for `next start` (default 3000). The image
// runs the same file from .next/standalone (scripts/standalone.mjs puts it there, docs/adr/0023).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const { compressAnswers } = await import('../lib/server/http/compress.mjs');
const { withoutBenchControl } = await import('../lib/server/http/bench-pages.mjs');
const { CLOSE_SERVER_RESOURCES } = await import('../lib/server/http/shutdown-hook.mjs');
const { consoleToLog, logOf, routeOf } = await import('../lib/server/log.mjs');
const log = logOf('http');
consoleToLog();

const port = Number(process.env.PORT ?? 3000);
const hops = proxyHops(process.env.TRUST_PROXY);
const server = createServer();
const app = next({ dev: false, dir, conf, port, httpServer: server });
const handle = app.getRequestHandler();
const compress = compressAnswers();
await app.prepare();
server.on('request', (request, response) => {
  trackRequest(request, response);
  logRequest(request, response);
  markClientAddress(request, hops);
  // The bench's control page only when the bench runs the server (lib/server/http/bench-pages.mjs).
  request.url = withoutBenchControl(request.url ?? '/');
  compress(request, response, () => {
    nonceScriptsOf(request, response);
    void handle(request, response);
  });
});
server.listen(port, () => {
  const proxies = hops === 0 ? 'no proxy trusted' : `${hops} proxy hop(s) trusted`;
  log.info(`Ready on http://localhost:${port} (${proxies})`);
});

// Every request is one line of the log when its answer ends: its id, the store (host), the route
// without anything personal (routeOf), the status and how long it took. The id comes from the
// proxy (nginx's $request_id) when it sends one, or is made here; Next's handlers read it from
// the request and the answer carries it (X-Request-Id), so that a shopper's report finds the line.
const REQUEST_ID = /^[\w.-]{8,128}$/;
const STATIC_FILES = /^\/(_next\/static|media|fonts)\/|^\/favicon/;
function logRequest(request, response) {
  const started = performance.now();
  const given = request.headers['x-request-id'];
  const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  request.headers['x-request-id'] = requestId;
  response.setHeader('x-request-id', requestId);
  response.on('close', () => {
    const route = routeOf(request.url);
    const status = response.statusCode;
    const level = status >= 500 ? 'error' : STATIC_FILES.test(route) ? 'debug' : 'info';
    log[level](
      {
        requestId,
        store: (request.headers.host ?? '').split(':')[0],
        method: request.method,
        route,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}

// Graceful stop (SIGTERM from an orchestrator, Ctrl-C): no new connection is accepted, requests
// in flight are answered (10 s at most, then their connections are cut), then Next, the database
// and Redis are closed (lib/server/shutdown.ts, handed over by instrumentation.ts) and the process
// exits 0. A connection the server took just before it stopped, whose request has not arrived yet,
// is not closed as idle: a proxy may have written a POST on it already, which it could neither
// see answered nor replay elsewhere. It gets its answer (with `Connection: close`, like every
// answer from then on); one that sends nothing is closed after FRESH_CONNECTION_GRACE_MS.
const STOP_GRACE_MS = 10_000;
const FRESH_CONNECTION_GRACE_MS = 2_000;
/** Each open connection: how many requests it answered and how many it has in flight. */
const connections = new Map();
server.on('connection', (socket) => {
  connections.set(socket, { answered: 0, inFlight: 0 });
  socket.on('close', () => connections.delete(socket));
});
/** Counts a request on its connection; once the server is stopping, its answer closes it. */
function trackRequest(request, response) {
  const connection = connections.get(request.socket);
  if (!connection) return;
  connection.inFlight += 1;
  if (stopping) response.setHeader('connection', 'close');
  response.on('close', () => {
    connection.inFlight -= 1;
    connection.answered += 1;
  });
}
/** Closes the connections with nothing in flight: kept-alive ones, and fresh ones if `fresh`. */
function closeIdle(fresh) {
  for (const [socket, connection] of connections)
    if (connection.inFlight === 0 && (fresh || connection.answered > 0)) socket.destroy();
}
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: answering the requests in flight, then stopping`);
  const fresh = setTimeout(() => closeIdle(true), FRESH_CONNECTION_GRACE_MS);
  const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
  // net.Server's close: it stops listening and calls back once every connection has ended.
  // http.Server's own close would first drop every connection without a request in flight,
  // fresh ones included (Node 19+).
  Server.prototype.close.call(server, async () => {
    clearTimeout(fresh);
    clearTimeout(cut);
    let code = 0;
    try {
      await app.close();
      await globalThis[CLOSE_SERVER_RESOURCES]?.();
    } catch (error) {
      log.error({ err: error }, 'stopping failed');
      code = 1;
    }
    process.exit(code);
  });
  closeIdle(false);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
