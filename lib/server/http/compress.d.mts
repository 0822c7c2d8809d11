import type { IncomingMessage, ServerResponse } from 'node:http';

/** Brotli's window, in bits, of the store's server (2^18 bytes = 256 kB). */
export declare const BROTLI_WINDOW_BITS: 18;
/** The compression middleware of the store's server. */
export declare function compressAnswers(): (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;
