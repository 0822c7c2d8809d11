// Complete pages kept as the store's server sends them (docs/adr/0019, issue 29). Next hands a page
// it serves from its cache to the response whole, as one string; the same string comes again for
// every request until the page changes. Adding a nonce meant reading it again for every answer
// (its bytes, its scripts) and compressing it again: a fifth of the server's time for a cached
// listing. Such a page's scripts are allowed by their hashes instead, which the page itself
// decides, so its policy and its compressed bytes are worked out once and kept here.
import { encodeWhole } from './compress.mjs';

/** At most this many pages, and about this many bytes of them (texts, bytes, encodings). */
const MAX_PAGES = 256;
const MAX_BYTES = 48 * 1024 * 1024;

/** Page text → its hashes and encodings, oldest first; null for a page that takes the nonce. */
const pages = new Map();
let heldBytes = 0;

/**
 * A complete page's bytes and the hashes of its framework scripts (`hashesOf`, from the bytes:
 * script-nonce.mjs), and its compressed bytes per encoding once asked; null when `hashesOf`
 * finds a script it cannot hash. Only a page anyone may be sent (`shared`) is kept: one made for
 * one shopper (their account, a cart) is not held in memory past its answer.
 */
export function completePage(text, hashesOf, shared) {
  const known = pages.get(text);
  if (known !== undefined) return known;
  const bytes = Buffer.from(text, 'utf8');
  const hashes = hashesOf(bytes);
  const size = text.length * 2 + (hashes ? bytes.length : 0);
  const page = hashes && { bytes, hashes, encodings: new Map(), size, held: shared };
  if (shared) {
    pages.set(text, page);
    hold(size);
  }
  return page;
}

/** Whether a page with this text is kept (tests). */
export function isKeptPage(text) {
  return pages.has(text);
}

/** The page's bytes in this encoding, compressed on the first request that asks for it. */
export function encodedPage(page, encoding) {
  let encoded = page.encodings.get(encoding);
  if (!encoded) {
    encoded = encodeWhole(page.bytes, encoding);
    page.encodings.set(encoding, encoded);
    if (page.held) {
      page.size += encoded.length;
      hold(encoded.length);
    }
  }
  return encoded;
}

/** Counts bytes held, and forgets the oldest pages while over a limit. */
function hold(bytes) {
  heldBytes += bytes;
  for (const [text, page] of pages) {
    if (pages.size <= MAX_PAGES && heldBytes <= MAX_BYTES) break;
    pages.delete(text);
    heldBytes -= page?.size ?? text.length * 2;
    if (page) page.held = false;
  }
}

/** Forgets every page (tests). */
export function forgetCompletePages() {
  pages.clear();
  heldBytes = 0;
}
