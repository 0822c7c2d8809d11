// The store's log (ARCHITECTURE.md: pino JSON to stdout): one JSON object a line, with the time,
// the level, the component and what happened; never a shopper's personal data (no query strings,
// no bodies, no tokens or ids in paths: see routeOf). The HTTP server (scripts/server.mjs) and the
// app (lib/server) write through it; LOG_LEVEL picks the lowest level written (default info).
// Written synchronously: the server and the app bundle each hold a logger on the same stdout, and
// a line must never be cut by another's.
import { Writable } from 'node:stream';
import { format } from 'node:util';
import pino from 'pino';

// Under Jest each line goes through console, where the tests read what was logged (the routes
// fuzz test checks that nothing a customer typed is ever written).
const throughConsole = new Writable({
  write(chunk, _encoding, done) {
    const line = String(chunk).trimEnd();
    const level = /"level":"(\w+)"/.exec(line)?.[1];
    if (level === 'error' || level === 'fatal') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
    done();
  },
});

/** The store's logger, writing to `destination` (stdout unless given: tests read a stream). */
export function createLogger(destination) {
  return pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { service: 'storefront' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Whatever a caller passes under these names is never written.
      redact: {
        paths: ['email', 'password', 'token', 'authorization', 'cookie', 'document', 'phone'],
        censor: '[redacted]',
      },
    },
    destination ?? (process.env.JEST_WORKER_ID ? throughConsole : pino.destination({ sync: true })),
  );
}

export const logger = createLogger();

/** The log of one part of the store: `component` on every line. */
export const logOf = (component) => logger.child({ component });

export { routeOf } from '../observability/route-of.mjs';

/** An error as the log writes it: its name, message and frames, never a value it carried. */
export function describeError(error) {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  // The stack's frames only: its head repeats the message, which may span lines.
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const { query, cause } = /** @type {Error & { query?: unknown; cause?: unknown }} */ (error);
  if (typeof query === 'string') {
    // Drizzle's DrizzleQueryError: its message repeats the parameters; the driver's error (the
    // cause) has the SQLSTATE, and its message may quote a value ('invalid input syntax: "…"').
    const code = /** @type {{ code?: unknown } | undefined} */ (cause)?.code;
    return `${error.name}: query failed (SQLSTATE ${String(code ?? '?')}): ${query.replace(/\s+/g, ' ').trim()}\n${frames}`;
  }
  // A driver's own error (pg, PGlite): its message and detail may quote a value.
  const code = Reflect.get(error, 'code');
  if (typeof code === 'string' && 'severity' in error)
    return `${error.name}: database error (SQLSTATE ${code})\n${frames}`;
  return `${error.name}: ${error.message}\n${frames}`;
}

/**
 * The server's console as log lines (scripts/server.mjs): what Next and the libraries print
 * becomes JSON of component `console`, and an error they print is described as ours are, so that
 * Next's own report of a failed render ('Failed query: … params: …') writes no value.
 */
export function consoleToLog() {
  const log = logOf('console');
  const text = (args) =>
    args.map((arg) => (arg instanceof Error ? describeError(arg) : format('%s', arg))).join(' ');
  console.error = (...args) => log.error(text(args));
  console.warn = (...args) => log.warn(text(args));
  console.log = (...args) => log.info(text(args));
  console.info = (...args) => log.info(text(args));
}
