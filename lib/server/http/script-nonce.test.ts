/**
 * The nonce on the framework's inline scripts (issue 25, item 15; ADR 0019): only the scripts Next
 * and React write get it, however the HTML is cut into chunks, and only HTML answers change. A
 * page handed over whole gets those scripts' hashes instead, and is sent as kept (issue 29).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { BROTLI_WINDOW_BITS, compressAnswers } from './compress.mjs';
import { forgetCompletePages, isKeptPage } from './complete-pages.mjs';
import {
  frameworkScriptHashes,
  isFrameworkScript,
  nonceScriptsOf,
  ScriptNoncer,
  withScriptHashes,
  withScriptNonce,
} from './script-nonce.mjs';

const FRAMEWORK_SCRIPTS = [
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[27201,[\\"$2\\"],\\"IconMark\\"]\\n"])',
  'self.__next_f.push([1,"a \\u003c/script\\u003e; self.__next_f.push([0]) ) ; b"])',
  'self.__next_f.push([3,"AAECAw=="])',
  '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,{"a":[1,null]}])',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
  'requestAnimationFrame(function(){$RT=performance.now()});',
  '$RC("B:1","S:1")',
  '$RS("S:2","P:2")',
  '$RX("B:3","digest",null,"")',
];

const INJECTED_SCRIPTS = [
  'alert(1)',
  '',
  'self.__next_f.push([1,"x"]);alert(1)',
  'self.__next_f.push([1,"x"])\nalert(1)',
  'self.__next_f.push([1,"x"].concat(alert(1)))',
  'self.__next_f.push([1,"x"],alert(1))',
  'self.__next_f.push([1,"x"])//',
  'self.__next_f.push(alert(1))',
  'self.__next_f.push([1,x])',
  'self.__next_f.push([1,"x\\"])',
  'window.__next_f.push([1,"x"])',
  '(globalThis[alert(1)] || (globalThis[alert(1)] = [])).push({})',
  '$RC(alert(1))',
  '$RC("B:1"),alert("S:1")',
  '$RC("B:1");alert(1)',
  '$RC("B:1")\nalert(1)',
  'requestAnimationFrame(function(){$RT=performance.now()});alert(1)',
  'alert(1);requestAnimationFrame(function(){$RT=performance.now()});',
  '$RQ=function(){alert(1)};$RQ()',
];

describe('which inline scripts get the nonce', () => {
  test.each(FRAMEWORK_SCRIPTS)('Next or React wrote %s', (body) => {
    expect(isFrameworkScript(body)).toBe(true);
  });

  test.each(INJECTED_SCRIPTS)('not %j', (body) => {
    expect(isFrameworkScript(body)).toBe(false);
  });

  test('every inline script of a page React streams with a late boundary and an error', async () => {
    // Next's own copy of React, which renders the store's pages.
    const React = (await import('next/dist/compiled/react')).default;
    const { renderToPipeableStream } = await import('next/dist/compiled/react-dom/server.node');
    const { PassThrough } = await import('node:stream');
    const late = (ms: number, fail = false) => {
      const promise = new Promise<string>((resolve, reject) =>
        setTimeout(() => (fail ? reject(new Error('falhou')) : resolve('pronto')), ms),
      );
      function Late() {
        return React.createElement('p', null, React.use(promise));
      }
      return React.createElement(
        React.Suspense,
        { fallback: React.createElement('p', null, 'carregando') },
        React.createElement(Late),
      );
    };
    const html = await new Promise<string>((resolve) => {
      const out = new PassThrough();
      let text = '';
      out.on('data', (part: Buffer) => (text += part.toString()));
      out.on('end', () => resolve(text));
      const page = React.createElement('main', null, late(5), late(10), late(15, true));
      const stream = renderToPipeableStream(page, {
        onShellReady: () => stream.pipe(out),
        onError: () => 'digest',
      });
    });
    const scripts = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.join('')).toContain('$RC(');
    expect(scripts.join('')).toContain('$RX(');
    for (const body of scripts) expect([body, isFrameworkScript(body)]).toEqual([body, true]);
  });
});

const HTML = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization","name":"Loja Demo"}</script>',
  '</head><body><p title="&lt;script&gt;">Promoção: R$ 5.999,00 — notebooks</p>',
  '<div><script>alert(document.cookie)</script><img src=x onerror="alert(1)"></div>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\nção\\n"])</script>',
  '<script>$RC("B:1","S:1")</script><script>self.__next_f.push([1,"x"]);alert(2)</script>',
  // Crawlers get Turbopack's chunk list with React's id; other attributes are not the framework's.
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":[]})</script>',
  '<script type="module">self.__next_f.push([1,"y"])</script>',
  '<script id="_R_" data-x="1">self.__next_f.push([1,"z"])</script>',
  '</body></html>',
].join('');

const NONCED = HTML.replace('<script>(self', '<script nonce="N">(self')
  .replace('<script>self.__next_f.push([1,"0', '<script nonce="N">self.__next_f.push([1,"0')
  .replace('<script>$RC', '<script nonce="N">$RC')
  .replace('<script id="_R_">(globalThis', '<script id="_R_" nonce="N">(globalThis');

/** A framework script with a raw carriage return, which the browser reads as a line feed. */
const WITH_CARRIAGE_RETURN = HTML.replace('\\nção', '\\nç\rão');

/** The policy's form of the SHA-256 of a script's text. */
const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
/** The texts of the scripts NONCED gives the nonce to, in page order. */
const NONCED_TEXTS = [...NONCED.matchAll(/<script[^>]* nonce="N">([^]*?)<\/script>/g)].map(
  (m) => m[1]!,
);

describe('the scripts of a page handed over whole', () => {
  test('are hashed where the nonce would go, and nowhere else', () => {
    expect(NONCED_TEXTS).toHaveLength(4);
    expect(frameworkScriptHashes(Buffer.from(HTML))).toEqual(NONCED_TEXTS.map(hashOf));
    // A text the browser's parser would change before hashing it: the page takes the nonce.
    expect(frameworkScriptHashes(Buffer.from(WITH_CARRIAGE_RETURN))).toBe(null);
  });

  test('the policy names them in script-src only', () => {
    expect(
      withScriptHashes("default-src 'self'; script-src 'self'", ['sha256-A', 'sha256-B']),
    ).toBe("default-src 'self'; script-src 'sha256-A' 'sha256-B' 'self'");
    expect(withScriptHashes("script-src 'self'", [])).toBe("script-src 'self'");
  });
});

describe('the HTML stream', () => {
  const BYTES = Buffer.from(HTML);
  /** What a noncer sends for the page given in these pieces, as text. */
  const nonced = (pieces: Buffer[]) => {
    const noncer = new ScriptNoncer('N');
    return Buffer.concat([...pieces.map((piece) => noncer.push(piece)), noncer.end()]).toString();
  };

  test('the framework scripts get the nonce; injected and external ones and JSON-LD do not', () => {
    expect(nonced([BYTES])).toBe(NONCED);
    expect(NONCED.match(/nonce="N"/g)).toHaveLength(4);
  });

  test('cut in two anywhere (inside a tag, a script or a character), the result is the same', () => {
    for (let cut = 0; cut <= BYTES.length; cut++)
      if (nonced([BYTES.subarray(0, cut), BYTES.subarray(cut)]) !== NONCED)
        throw new Error(`differs when cut at byte ${cut}`);
  });

  test('cut into single bytes, the result is the same', () => {
    expect(nonced([...BYTES].map((byte) => Buffer.from([byte])))).toBe(NONCED);
  });

  test('bytes that are not UTF-8 pass as they came', () => {
    const odd = Buffer.concat([Buffer.from('<p>'), Buffer.from([0xff, 0xc3]), BYTES]);
    const noncer = new ScriptNoncer('N');
    const out = Buffer.concat([noncer.push(odd), noncer.end()]);
    expect(out.subarray(0, 5)).toEqual(odd.subarray(0, 5));
    expect(out.subarray(5).toString()).toBe(NONCED);
  });

  test('the policy gets the nonce in script-src only', () => {
    expect(
      withScriptNonce(
        "default-src 'self'; script-src 'self' https://a.example; style-src 'self'",
        'N',
      ),
    ).toBe("default-src 'self'; script-src 'nonce-N' 'self' https://a.example; style-src 'self'");
    expect(withScriptNonce("default-src 'self'", 'N')).toBe("default-src 'self'");
  });
});

describe('answers of a Node server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const compress = compressAnswers();
    server = createServer((req, res) => {
      compress(req as never, res as never, () => {
        nonceScriptsOf(req, res);
        res.setHeader('content-security-policy', "script-src 'self'");
        if (req.url?.startsWith('/whole')) {
          // As Next sends a page from its cache: the headers set, then the page as one string.
          const html = req.url === '/whole-with-carriage-return' ? WITH_CARRIAGE_RETURN : HTML;
          if (req.url === '/whole-private')
            res.setHeader(
              'cache-control',
              'private, no-cache, no-store, max-age=0, must-revalidate',
            );
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('content-length', Buffer.byteLength(html));
          res.end(html);
        } else if (req.url === '/page') {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('content-length', Buffer.byteLength(HTML));
          res.flushHeaders();
          // Bytes cut inside a multi-byte character, as a stream may deliver them.
          const bytes = Buffer.from(HTML);
          const cut = bytes.indexOf(Buffer.from('ção')) + 1;
          res.write(bytes.subarray(0, cut));
          res.end(bytes.subarray(cut));
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              html: '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
            }),
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('a page: a fresh nonce in the policy and on the framework scripts, gzipped after', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'identity' } });
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(res.headers.get('content-security-policy')).toBe(`script-src 'nonce-${nonce}' 'self'`);
      expect(await res.text()).toBe(NONCED.replaceAll('nonce="N"', `nonce="${nonce}"`));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);

    const gzipped = await compressed('gzip');
    expect(gzipped.encoding).toBe('gzip');
    const nonce = /'nonce-([^']+)'/.exec(gzipped.csp)![1]!;
    expect(gunzipSync(gzipped.body).toString()).toBe(
      NONCED.replaceAll('nonce="N"', `nonce="${nonce}"`),
    );
  });

  test('brotli, as browsers ask, in a 256 kB window', async () => {
    const answer = await compressed('gzip, deflate, br');
    expect(answer.encoding).toBe('br');
    const nonce = /'nonce-([^']+)'/.exec(answer.csp)![1]!;
    expect(brotliDecompressSync(answer.body).toString()).toBe(
      NONCED.replaceAll('nonce="N"', `nonce="${nonce}"`),
    );
    // The stream's first bits say its window (RFC 7932, 9.1): 1, then 3 bits of WBITS − 17.
    expect(BROTLI_WINDOW_BITS).toBe(18);
    expect(answer.body[0]! & 0x0f).toBe(1 | ((BROTLI_WINDOW_BITS - 17) << 1));
  });

  /** The page as sent, still compressed (fetch would decompress it by itself). */
  const compressed = (encoding: string, path = '/page') =>
    new Promise<{ encoding?: string; body: Buffer; csp: string; vary?: string; length?: string }>(
      (resolve) =>
        import('node:http').then(({ get }) =>
          get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(parts),
                csp: String(res.headers['content-security-policy']),
                vary: res.headers.vary,
                length: res.headers['content-length'],
              }),
            );
          }),
        ),
    );

  test('a page handed over whole: its scripts hashed in the policy, its bytes as Next made them', async () => {
    forgetCompletePages();
    const policy = `script-src ${NONCED_TEXTS.map((text) => `'${hashOf(text)}'`).join(' ')} 'self'`;
    const plain = await fetch(`${base}/whole`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-security-policy')).toBe(policy);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(HTML)));
    expect(await plain.text()).toBe(HTML);

    const answers = [await compressed('gzip, deflate, br', '/whole')];
    answers.push(await compressed('gzip, deflate, br', '/whole'));
    for (const answer of answers) {
      expect(answer).toMatchObject({ encoding: 'br', csp: policy, vary: 'Accept-Encoding' });
      expect(brotliDecompressSync(answer.body).toString()).toBe(HTML);
      expect(answer.length).toBe(String(answer.body.length));
    }
    // The second answer is the bytes kept from the first.
    expect(answers[1]!.body.equals(answers[0]!.body)).toBe(true);
    const gzipped = await compressed('gzip', '/whole');
    expect(gzipped).toMatchObject({ encoding: 'gzip', csp: policy });
    expect(gunzipSync(gzipped.body).toString()).toBe(HTML);
    // Encoded as the middleware would have: deflate for a client that takes nothing else.
    const deflated = await compressed('deflate', '/whole');
    expect(deflated).toMatchObject({ encoding: 'deflate', csp: policy });
    expect(inflateSync(deflated.body).toString()).toBe(HTML);
  });

  test('a page made for one shopper is sent with its hashes but not kept', async () => {
    forgetCompletePages();
    const policy = `script-src ${NONCED_TEXTS.map((text) => `'${hashOf(text)}'`).join(' ')} 'self'`;
    for (let i = 0; i < 2; i++) {
      const answer = await compressed('gzip, deflate, br', '/whole-private');
      expect(answer).toMatchObject({ encoding: 'br', csp: policy });
      expect(brotliDecompressSync(answer.body).toString()).toBe(HTML);
      expect(isKeptPage(HTML)).toBe(false);
    }
    await compressed('br', '/whole');
    expect(isKeptPage(HTML)).toBe(true);
  });

  test('a page whose script the browser would read otherwise than its bytes takes the nonce', async () => {
    const res = await fetch(`${base}/whole-with-carriage-return`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const nonce = /^script-src 'nonce-([^']+)' 'self'$/.exec(
      res.headers.get('content-security-policy')!,
    )![1]!;
    expect(await res.text()).toBe(
      NONCED.replace('\\nção', '\\nç\rão').replaceAll('nonce="N"', `nonce="${nonce}"`),
    );
  });

  test('any other answer passes untouched', async () => {
    const res = await fetch(`${base}/api`);
    expect(res.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(await res.json()).toEqual({
      html: '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    });
  });
});
