import type { Logger } from 'pino';

/** The store's logger, writing to `destination` (stdout unless given). */
export declare function createLogger(destination?: import('node:stream').Writable): Logger;
/** The store's JSON log (pino, stdout). */
export declare const logger: Logger;
/** The log of one part of the store: `component` on every line. */
export declare function logOf(component: string): Logger;
export { routeOf } from '../observability/route-of.mjs';
/** An error as the log writes it: its name, message and frames, never a value it carried. */
export declare function describeError(error: unknown): string;
/** The server's console as log lines of component `console` (scripts/server.mjs). */
export declare function consoleToLog(): void;
