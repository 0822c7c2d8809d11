// A nonce, fresh for every page answer, on the inline scripts Next and React write, so that the
// Content-Security-Policy needs no 'unsafe-inline' while pages stay prerendered and cached
// (docs/adr/0019). Plain JavaScript without 'server-only': scripts/server.mjs runs it in Node on
// the HTML Next sends, after Next's cache.
//
// Next can put a nonce on its scripts only while it renders (a page rendered for every request);
// a prerendered shell has none. So the store's server adds it as the HTML goes out, and only to a
// script whose text is one Next or React writes: inlined data (`self.__next_f.push([…])`, Turbopack's
// chunk list), each a JSON value checked by JSON.parse, or React's streaming runtime, whose code is
// read from React itself, with a call whose arguments are JSON. A script of any other text (one an
// attacker slipped into content) gets no nonce and the browser refuses to run it. A page Next
// hands over whole (from its cache) names those same scripts by their hashes in its policy
// instead, so that it can be kept as sent (complete-pages.mjs, ADR 0019's addendum).
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { completePage, encodedPage } from './complete-pages.mjs';
import { encodingFor } from './compress.mjs';

/** 144 random bits, fresh for each answer. */
export const newNonce = () => randomBytes(18).toString('base64');

/** The policy with the nonce added to its script-src (unchanged without one). */
export function withScriptNonce(policy, nonce) {
  return withScriptSources(policy, `'nonce-${nonce}'`);
}

/** The policy with the scripts' hashes ('sha256-…') added to its script-src. */
export function withScriptHashes(policy, hashes) {
  return withScriptSources(policy, hashes.map((hash) => `'${hash}'`).join(' '));
}

const withScriptSources = (policy, sources) =>
  sources === '' ? policy : policy.replace(/(^|;\s*)script-src /, `$1script-src ${sources} `);

const require = createRequire(import.meta.url);

/**
 * The code of React's streaming runtime ($RC, $RS, $RX, $RR, $RT), which React writes inline ahead
 * of its first call: the string constants of the server renderers Next ships (stable and
 * experimental builds, which Next picks between by its configuration).
 */
function reactRuntimeCode() {
  const code = new Set();
  for (const build of ['react-dom', 'react-dom-experimental']) {
    const file = require.resolve(
      `next/dist/compiled/${build}/cjs/react-dom-server.node.production.js`,
    );
    const source = readFileSync(file, 'utf8');
    for (const [, literal] of source.matchAll(
      /stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)/g,
    )) {
      // Some constants carry the start of the first call (`…};$RS("`): the call is checked apart.
      const text = runInNewContext(literal).replace(/\$R[A-Z]\("$/, '');
      if (/^(\$R|requestAnimationFrame\()/.test(text) && text.includes('function')) code.add(text);
    }
  }
  if (code.size === 0) throw new Error("React's streaming runtime was not found in Next's React");
  // Longest first: one constant can be another plus a `;`.
  return [...code].sort((a, b) => b.length - a.length);
}

let runtimeCode;
const runtime = () => (runtimeCode ??= reactRuntimeCode());

/** Where Next's inlined data goes: the RSC payload, Turbopack's chunk list. */
const PUSH_TARGET =
  /^(?:self\.__next_f\.push\(|\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(|\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\()/;

/** The index just past the JSON array or object that starts at `start`, or -1. */
function jsonEnd(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (i >= text.length) return -1;
    } else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * Most scripts of a page: one chunk of the RSC payload, `[digit,"…"]` with a JavaScript string
 * literal: no unescaped quote, so nothing can follow it. Checked by a regular expression (the
 * unrolled form, about 2 ns a character) rather than JSON.parse, which takes four times as long.
 */
const PAYLOAD_CHUNK = /^self\.__next_f\.push\(\[\d,"[^"\\]*(?:\\[^][^"\\]*)*"\]\)$/;

/** `target.push(<JSON>)` statements, one or more, separated by `;` or a new line. */
function isInlinedData(body) {
  if (PAYLOAD_CHUNK.test(body)) return true;
  let i = 0;
  while (i < body.length) {
    const target = PUSH_TARGET.exec(body.slice(i));
    if (!target) return false;
    const start = i + target[0].length;
    if (body[start] !== '[' && body[start] !== '{') return false;
    const end = jsonEnd(body, start);
    if (end < 0 || body[end] !== ')') return false;
    try {
      JSON.parse(body.slice(start, end));
    } catch {
      return false;
    }
    i = end + 1;
    if (body[i] === ';') i++;
    if (body[i] === '\n') i++;
  }
  return i > 0;
}

/** React's runtime code, if any, then at most one call of it with JSON arguments. */
function isReactRuntime(body) {
  let rest = body;
  let code = false;
  for (let found = true; found;) {
    found = false;
    for (const definition of runtime())
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        code = found = true;
      }
  }
  if (rest === '') return code;
  const call = /^\$R[A-Z]\(([^]*)\);?$/.exec(rest);
  if (!call) return false;
  try {
    return Array.isArray(JSON.parse(`[${call[1]}]`));
  } catch {
    return false;
  }
}

/** Whether an inline script's text is one Next or React writes (and so gets the nonce). */
export const isFrameworkScript = (body) => isInlinedData(body) || isReactRuntime(body);

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script>');
const TAG_END = 0x3e; // '>'
/** The opening tags of the framework's inline scripts: bare, or with React's id (`_R_`). */
const FRAMEWORK_TAG = /^<script(?: id="[\w:-]*")?>$/;

/**
 * Adds the nonce to the framework's inline scripts of an HTML stream, chunk by chunk. React escapes
 * `<` in text and attributes, so `<script` in its output is a tag (its own, or raw HTML from
 * content); the framework's inline scripts have no attribute but React's id. A script is held back
 * until its end has arrived, so that its whole text is checked.
 *
 * It works on the bytes: the page is never decoded from UTF-8 nor encoded again (which took a
 * sixth of the server's time for a cached page, issue 29). Only a script's tag and text are read,
 * as latin1 (a character per byte): their structure (quotes, brackets, backslashes) is ASCII, and
 * UTF-8 never puts an ASCII byte inside a multi-byte character, so the checks read them as they
 * would the decoded text, and a chunk boundary inside a character needs no care.
 */
export class ScriptNoncer {
  #pending = Buffer.alloc(0);
  constructor(nonce) {
    this.nonce = nonce;
    this.attribute = Buffer.from(` nonce="${nonce}"`);
  }

  /** What can be sent now of the HTML so far. */
  push(bytes) {
    const html = this.#pending.length === 0 ? bytes : Buffer.concat([this.#pending, bytes]);
    const out = [];
    let from = 0;
    for (let at = 0; ;) {
      const open = html.indexOf(OPEN, at);
      if (open < 0) {
        const keep = partialOpenAtEnd(html, at);
        // A copy: the bytes held back outlive the chunk they came in.
        this.#pending = Buffer.from(html.subarray(html.length - keep));
        out.push(html.subarray(from, html.length - keep));
        return Buffer.concat(out);
      }
      const script = scriptAt(html, open);
      if (!script) {
        this.#pending = Buffer.from(html.subarray(open));
        out.push(html.subarray(from, open));
        return Buffer.concat(out);
      }
      if (script.framework) {
        out.push(html.subarray(from, script.tagEnd), this.attribute);
        from = script.tagEnd;
      }
      at = script.close + CLOSE.length;
    }
  }

  /** The rest, at the end of the answer. */
  end() {
    const rest = this.#pending;
    this.#pending = Buffer.alloc(0);
    return rest;
  }
}

/**
 * The script whose tag opens at `open`: where its tag and its text end, and whether it is one of
 * the framework's (its tag bare or with React's id, its text one Next or React writes); null
 * while its `</script>` has not arrived.
 */
function scriptAt(html, open) {
  const tagEnd = html.indexOf(TAG_END, open + OPEN.length);
  const close = tagEnd < 0 ? -1 : html.indexOf(CLOSE, tagEnd + 1);
  if (close < 0) return null;
  const framework =
    FRAMEWORK_TAG.test(html.toString('latin1', open, tagEnd + 1)) &&
    isFrameworkScript(html.toString('latin1', tagEnd + 1, close));
  return { tagEnd, close, framework };
}

const CARRIAGE_RETURN = 0x0d;

/**
 * The SHA-256 hashes ('sha256-…', as a policy names them) of the framework's inline scripts of a
 * complete page, the same scripts the nonce goes on (docs/adr/0019): a policy naming them allows
 * those texts and no other. Null when a script's text holds a carriage return, which the browser's
 * HTML parser turns into a line feed before it hashes; such a page takes the nonce.
 */
export function frameworkScriptHashes(html) {
  const hashes = [];
  for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, at)) {
    const script = scriptAt(html, at);
    if (!script) break;
    if (script.framework) {
      const text = html.subarray(script.tagEnd + 1, script.close);
      if (text.includes(CARRIAGE_RETURN)) return null;
      const hash = `sha256-${createHash('sha256').update(text).digest('base64')}`;
      if (!hashes.includes(hash)) hashes.push(hash);
    }
    at = script.close + CLOSE.length;
  }
  return hashes;
}

/** How many bytes at the end of html (from `from` on) could begin `<script`. */
function partialOpenAtEnd(html, from) {
  for (let k = Math.min(OPEN.length - 1, html.length - from); k > 0; k--)
    if (html.subarray(html.length - k).equals(OPEN.subarray(0, k))) return k;
  return 0;
}

/**
 * Whether an answer may go to anyone, as its cache-control says: Next marks a page it made for
 * one request `private, no-store`.
 */
const isShared = (response) =>
  !/\b(?:private|no-store)\b/i.test(String(response.getHeader('cache-control') ?? ''));

/**
 * Makes a Node response allow the framework's inline scripts of an HTML page with a
 * Content-Security-Policy; any other answer passes untouched. Call before Next gets the response
 * (Next sets the headers, then flushes them and writes the body), inside the compression
 * middleware.
 *
 * - A page streamed in parts (rendered for this request) gets a fresh nonce in its policy and on
 *   those scripts as its bytes go out.
 * - A page Next hands over whole (served from its cache) gets their hashes in its policy instead,
 *   and is sent as kept by complete-pages.mjs, already compressed: the same page needs no work
 *   the second time.
 */
export function nonceScriptsOf(request, response) {
  const original = {
    writeHead: response.writeHead,
    flushHeaders: response.flushHeaders,
    write: response.write,
    end: response.end,
  };
  /** undefined until the headers are known; then the noncer, or null for other answers. */
  let noncer;
  const policyOfPage = () => {
    const type = String(response.getHeader('content-type') ?? '');
    const policy = response.getHeader('content-security-policy');
    return type.startsWith('text/html') && typeof policy === 'string' ? policy : null;
  };
  const decide = () => {
    if (noncer !== undefined) return noncer;
    const policy = policyOfPage();
    if (policy === null) return (noncer = null);
    const nonce = newNonce();
    response.setHeader('content-security-policy', withScriptNonce(policy, nonce));
    // The nonces make the body longer than Next counted.
    response.removeHeader('content-length');
    return (noncer = new ScriptNoncer(nonce));
  };
  /** The whole page as it goes out with its scripts' hashes, or null to take the nonce. */
  const completeAnswer = (text, encoding) => {
    const policy = policyOfPage();
    if (policy === null || request.method !== 'GET' || response.headersSent) return null;
    if (encoding !== undefined && encoding !== 'utf8' && encoding !== 'utf-8') return null;
    const page = completePage(text, frameworkScriptHashes, isShared(response));
    if (!page) return null;
    response.setHeader('content-security-policy', withScriptHashes(policy, page.hashes));
    const contentEncoding = encodingFor(request);
    const body = encodedPage(page, contentEncoding);
    // The compression middleware sends an answer with an encoding as it is.
    if (contentEncoding !== 'identity') response.setHeader('content-encoding', contentEncoding);
    response.setHeader('content-length', body.length);
    return body;
  };
  const bytesOf = (chunk, encoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

  response.writeHead = function (status, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value);
    decide();
    return original.writeHead.call(this, status, ...(typeof rest[0] === 'string' ? [rest[0]] : []));
  };
  response.flushHeaders = function () {
    decide();
    return original.flushHeaders.call(this);
  };
  response.write = function (chunk, encoding, callback) {
    const html = decide();
    if (!html || chunk == null) return original.write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    return original.write.call(this, html.push(bytesOf(chunk, encoding)), undefined, done);
  };
  response.end = function (chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (noncer === undefined && typeof chunk === 'string') {
      const whole = completeAnswer(chunk, typeof encoding === 'string' ? encoding : undefined);
      if (whole) {
        noncer = null;
        return original.end.call(this, whole, undefined, done);
      }
    }
    const html = decide();
    if (!html) return original.end.call(this, chunk, encoding, callback);
    const last = chunk != null && typeof chunk !== 'function' ? bytesOf(chunk, encoding) : null;
    const rest = last ? Buffer.concat([html.push(last), html.end()]) : html.end();
    return original.end.call(this, rest, undefined, done);
  };
}
