// How the store's server compresses its answers (scripts/server.mjs), after the scripts' nonces
// are in (docs/adr/0019): every page is compressed on every request, so its cost is the server's.
import zlib from 'node:zlib';
import compression from 'compression';

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
