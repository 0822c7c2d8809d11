import type { IncomingMessage, ServerResponse } from 'node:http';

/** Brotli's window, in bits, of the store's server (2^18 bytes = 256 kB). */
export declare const BROTLI_WINDOW_BITS: 18;
/** The compression middleware of the store's server. */
export declare function compressAnswers(): (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;
/** The encoding the compression middleware would choose for this request. */
export declare function encodingFor(request: IncomingMessage): 'br' | 'gzip' | 'identity';
/** A whole answer compressed once, to be sent many times. */
export declare function encodeWhole(bytes: Buffer, encoding: string): Buffer;
