// How the store's server compresses its answers (scripts/server.mjs), after the scripts' nonces
// are in (docs/adr/0019): every page is compressed on every request, so its cost is the server's.
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Brotli's window is 2^18 bytes instead of the library's 2^22: a page is smaller than 256 kB, so
 * the bytes are the same, but an encoder with a 4 MB window costs its allocation on every answer,
 * and twenty at once halved a listing page's throughput (docs/adr/0027). Quality stays 4.
 */
export const BROTLI_WINDOW_BITS = 18;

/** The compression middleware of the store's server. */
export function compressAnswers() {
  return compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
  });
}

/** The encodings the compression middleware offers, and those it prefers among them. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * The encoding an answer to this request is sent in, chosen as the compression middleware
 * chooses (nothing asked, nothing compressed).
 */
export function encodingFor(request) {
  if (!request.headers['accept-encoding']) return 'identity';
  return new Negotiator(request).encoding(ENCODINGS, { preferred: PREFERRED }) ?? 'identity';
}

/**
 * A whole answer compressed once to be sent many times (a complete page, lib/server/http/
 * complete-pages.mjs): brotli at quality 6 instead of the stream's 4, 8% fewer bytes for a
 * listing (20.5 kB against 22.2) for 4.5 ms once.
 */
export function encodeWhole(bytes, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  if (encoding === 'gzip') return zlib.gzipSync(bytes);
  if (encoding === 'deflate') return zlib.deflateSync(bytes);
  return bytes;
}
