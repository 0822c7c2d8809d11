/**
 * `npm run bench` — builds the app, seeds a throw-away database, starts `next start` and
 * measures a few store pages: Lighthouse (mobile, median of N runs), first-load script and HTML
 * bytes, and server throughput/latency with autocannon. Then, as a child process, the query budget
 * (bench/queries.ts: search and category services at 2,000 and 100,000 products). See bench/README.md.
 *
 *   npm run bench -- [--no-build] [--runs N] [--duration S] [--pages /a,/b] [--port P]
 *                    [--no-queries | --queries-only] [--query-products A,B]
 *
 * All traffic goes to 127.0.0.1 with `Host: localhost:<port>` (the demo store); every step has a time
 * limit, and the server (its whole process group), Chrome and the data directory are removed at the
 * end, also on errors, SIGINT and SIGTERM.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, {
  type Flags as LighthouseFlags,
  type Result as LighthouseResult,
} from 'lighthouse';
import { benchAddToCart, CART_SHOPPERS, type CartLoadResult } from './cart';
import { benchInteractions, type InteractionResult } from './interactions';
import { BenchError, errorMessage, gitInfo, ROOT, sleep, withTimeout } from './shared';

// ---------------------------------------------------------------------------------------------
// Settings

const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
const LOG_FILE = path.join(ROOT, 'bench', 'results', 'server.log');
const BARE_LOG_FILE = path.join(ROOT, 'bench', 'results', 'bare-next.log');
/** Next's command, under a folder with node_modules. */
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const PRODUCTS = 2000;
/** The query budget's sizes: the pages' catalogue and issue 29's 100,000 (bench/queries.ts). */
const QUERY_PRODUCTS = [PRODUCTS, 100_000];
const QUERIES_RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'queries.json');
const DEFAULT_PAGES = [
  '/',
  '/notebooks',
  '/notebook-demo-pro-15',
  '/search?q=notebook',
  '/bench-control',
  '/bench-control/via-proxy',
];
/** The control page as it is served (no store layout, no proxy) and through the proxy (ADR 0006). */
const CONTROL = '/bench-control';
const CONTROL_VIA_PROXY = '/bench-control/via-proxy';
/**
 * A bare Next.js App Router page of the same version, built and served apart from the store
 * (bench/bare-next): the second control of issue 29, for script bytes and throughput.
 */
const BARE_NEXT = '(bare Next.js)';
const BARE_NEXT_SOURCE = path.join(ROOT, 'bench', 'bare-next');
/**
 * Where the bare control is built: a folder of its own with the store's node_modules hard-linked
 * in, so that Turbopack's root is that folder and none of the store's files (instrumentation,
 * client instrumentation) join the control, as they would inside the store's tree.
 */
const BARE_NEXT_DIR = path.join(ROOT, 'bench', 'results', 'bare-next-app');
/** The category page a repeated search's throughput is compared with. */
const CATEGORY_PAGE = '/notebooks';
/** The search page, `noindex` on purpose: its SEO score is not held to 100. */
const isSearch = (page: string) => page.startsWith('/search');
/** Issue 29's page budgets. */
const PAGE_BUDGET = {
  performance: 97,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  otherScores: 100,
  /** Script transferred until the network is idle, over the bare Next.js page's. */
  extraScriptBytes: 60_000,
  htmlBytes: 80_000,
  /** Category and product pages: of the control through the proxy, and of the bare control. */
  catalogThroughput: { viaProxy: 0.8, bare: 0.3 },
  homeThroughput: { viaProxy: 0.6 },
  /** A repeated search, of the category page. */
  searchThroughput: { category: 0.5 },
  p99Ms: 50,
};
const HOSTNAME = 'localhost'; // the demo store's domain; the port is stripped by the proxy
const CONNECT_ADDRESS = '127.0.0.1';
const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chrome connects to `localhost` over ::1 first; keep every connection on 127.0.0.1.
  `--host-resolver-rules=MAP localhost ${CONNECT_ADDRESS}`,
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;
const DOCUMENT_ERRORS = new Set([
  'ERRORED_DOCUMENT_REQUEST',
  'FAILED_DOCUMENT_REQUEST',
  'NOT_HTML',
]);

const TIMEOUTS = {
  buildMs: 20 * 60_000,
  seedMs: 10 * 60_000,
  serverReadyMs: 120_000,
  httpMs: 30_000,
  lighthouseRunMs: 180_000,
  chromeLaunchMs: 60_000,
  // autocannon stops itself after `duration`; this only guards against a hang.
  loadSlackMs: 60_000,
  killGraceMs: 5_000,
  // Seeding 100,000 products and timing the queries 40 times each: several minutes on PGlite.
  queriesMs: 30 * 60_000,
};

const USAGE = `Usage: npm run bench -- [options]

  --no-build       reuse the existing production build (.next/BUILD_ID must exist)
  --runs N         Lighthouse runs per page, median reported (default 3)
  --duration S     autocannon seconds per page, after a ${WARMUP_SECONDS} s warm-up (default 10)
  --pages /a,/b    pages to measure (default ${DEFAULT_PAGES.join(',')})
  --port P         port for the store server (default: a free port)
  --no-queries     skip the query budget (bench/queries.ts) after the pages
  --queries-only   run only the query budget: no build, seed, server or page measurements
  --cart-postgres URL
                   also measure add to cart on a throw-away database of this PostgreSQL server
  --query-products A,B
                   product counts for the query budget (default ${QUERY_PRODUCTS.join(',')})
  -h, --help       this text
`;

// ---------------------------------------------------------------------------------------------
// Options

type Options = {
  build: boolean;
  runs: number;
  duration: number;
  pages: string[];
  port: number | null;
  /** Run the page measurements (off with --queries-only). */
  pageBench: boolean;
  /** Run the query budget (off with --no-queries). */
  queries: boolean;
  queryProducts: number[];
  /** Admin URL of a PostgreSQL server: add to cart is measured on a throw-away database there too. */
  cartPostgres: string | null;
};

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      duration: { type: 'string' },
      pages: { type: 'string' },
      port: { type: 'string' },
      'no-queries': { type: 'boolean', default: false },
      'queries-only': { type: 'boolean', default: false },
      'query-products': { type: 'string' },
      'cart-postgres': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const int = (
    name: string,
    raw: string | undefined,
    fallback: number,
    min: number,
    max: number,
  ): number => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new BenchError(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return n;
  };
  const pages =
    values.pages === undefined
      ? DEFAULT_PAGES
      : values.pages
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
  if (pages.length === 0) throw new BenchError('--pages is empty');
  for (const page of pages) {
    if (!page.startsWith('/') || page.startsWith('//'))
      throw new BenchError(`--pages: "${page}" must be a path starting with a single /`);
  }
  if (values['no-queries'] && values['queries-only'])
    throw new BenchError('--no-queries and --queries-only exclude each other');
  const queryProducts =
    values['query-products'] === undefined
      ? QUERY_PRODUCTS
      : values['query-products']
          .split(',')
          .map((raw) => int('query-products', raw.trim(), 0, 1, 1_000_000));
  return {
    build: !values['no-build'],
    runs: int('runs', values.runs, 3, 1, 15),
    duration: int('duration', values.duration, 10, 1, 300),
    pages,
    port: values.port === undefined ? null : int('port', values.port, 0, 1, 65535),
    pageBench: !values['queries-only'],
    queries: !values['no-queries'],
    queryProducts,
    cartPostgres: values['cart-postgres'] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Cleanup: every child runs in its own process group, killed as a group.

const cleanups: Array<{ label: string; fn: () => Promise<void> | void }> = [];
const liveGroups = new Set<number>();
let cleaning: Promise<void> | null = null;

function onCleanup(label: string, fn: () => Promise<void> | void): void {
  cleanups.push({ label, fn });
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const { label, fn } of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup (${label}) failed: ${errorMessage(error)}`);
      }
    }
  })();
  return cleaning;
}

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: nothing left in the group
  }
}

/** SIGTERM to the child's process group, SIGKILL if anything of it is still there after a grace. */
async function killGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  if (signalGroup(pgid, 'SIGTERM')) {
    const deadline = Date.now() + TIMEOUTS.killGraceMs;
    while (Date.now() < deadline && signalGroup(pgid, 0)) await sleep(100);
    if (signalGroup(pgid, 0)) signalGroup(pgid, 'SIGKILL');
  }
  liveGroups.delete(pgid);
}

let interrupted = false;
let interruptExitCode = 130;
/** Stops the main flow at the next step once a signal has started the cleanup. */
function checkInterrupted(): void {
  if (interrupted) throw new BenchError('interrupted');
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    interruptExitCode = code;
    console.error(`\n${signal}: stopping the benchmark and cleaning up…`);
    void cleanup().finally(() => process.exit(code));
  });
}
// Registered first, so it runs last: any group still alive (a build or seed cut short).
onCleanup('child processes', async () => {
  const groups = [...liveGroups];
  for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + TIMEOUTS.killGraceMs;
  while (Date.now() < deadline && groups.some((pgid) => signalGroup(pgid, 0))) await sleep(100);
  for (const pgid of groups) {
    signalGroup(pgid, 'SIGKILL');
    liveGroups.delete(pgid);
  }
});
// Last resort if the process exits without the async cleanup having run.
process.on('exit', () => {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
});

function spawnGroup(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | 'pipe',
  cwd = ROOT,
): ChildProcess {
  const child = spawn(cmd, args, {
    cwd,
    env,
    detached: true, // own process group, so the whole tree can be killed
    stdio: ['ignore', stdio, stdio],
  });
  if (child.pid !== undefined) {
    const pgid = child.pid;
    liveGroups.add(pgid);
    child.once('exit', () => {
      // The group may outlive its leader (grandchildren); only forget it when it is empty.
      if (!signalGroup(pgid, 0)) liveGroups.delete(pgid);
    });
  }
  return child;
}

/** Runs a command to completion with inherited output and a time limit. */
async function runStep(
  label: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  cwd = ROOT,
): Promise<void> {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnGroup(cmd, args, env, 'inherit', cwd);
  const result = await new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    timedOut: boolean;
  }>((resolve, reject) => {
    const timer = setTimeout(() => {
      void killGroup(child).then(() => resolve({ code: null, signal: null, timedOut: true }));
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new BenchError(`${label}: could not start ${cmd}: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut: false });
    });
  });
  if (child.pid !== undefined) await killGroup(child); // leftovers of the group, if any
  if (result.timedOut)
    throw new BenchError(`${label} did not finish within ${Math.round(timeoutMs / 1000)} s`);
  if (result.code !== 0)
    throw new BenchError(
      `${label} failed (${result.signal ? `signal ${result.signal}` : `exit code ${result.code}`})`,
    );
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, CONNECT_ADDRESS, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() =>
        port ? resolve(port) : reject(new BenchError('could not find a free port')),
      );
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, CONNECT_ADDRESS, () => server.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP against 127.0.0.1 with the store's Host header

type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function httpGet(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: CONNECT_ADDRESS,
        port,
        path: pathname,
        agent: false,
        headers: { host: `${HOSTNAME}:${port}`, 'user-agent': 'storefront-bench', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUTS.httpMs, () =>
      req.destroy(new BenchError(`GET ${pathname} timed out after ${TIMEOUTS.httpMs / 1000} s`)),
    );
    req.on('error', reject);
  });
}

/** Follows same-origin redirects (at most 5), as the browser would. */
async function httpGetFollow(
  port: number,
  pathname: string,
  headers: Record<string, string>,
): Promise<HttpResponse & { finalPath: string }> {
  let current = pathname;
  for (let hop = 0; hop <= 5; hop++) {
    const res = await httpGet(port, current, headers);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location) return { ...res, finalPath: current };
    const next = new URL(location, `http://${HOSTNAME}:${port}${current}`);
    if (next.hostname !== HOSTNAME || next.port !== String(port))
      throw new BenchError(`${pathname} redirects off-site to ${location}`);
    current = next.pathname + next.search;
  }
  throw new BenchError(`${pathname}: too many redirects`);
}

function decodeBody(body: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case '':
    case 'identity':
      return body;
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    default:
      throw new BenchError(`unsupported content-encoding "${encoding}"`);
  }
}

/** Body as sent on the wire (compressed if the server compressed) and decoded. */
async function fetchCompressed(
  port: number,
  pathname: string,
): Promise<{
  status: number;
  finalPath: string;
  contentType: string;
  encoding: string;
  raw: Buffer;
  transferBytes: number;
  gzipBytes: number;
  selfGzipped: boolean;
}> {
  const res = await httpGetFollow(port, pathname, { 'accept-encoding': 'gzip, br' });
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const raw = decodeBody(res.body, encoding);
  const compressed = encoding !== '' && encoding !== 'identity';
  return {
    status: res.status,
    finalPath: res.finalPath,
    contentType: String(res.headers['content-type'] ?? ''),
    encoding: compressed ? encoding : 'identity',
    raw,
    transferBytes: res.body.length,
    // What a browser would transfer: the server's compressed body, or our own gzip when it sent none.
    gzipBytes: compressed ? res.body.length : zlib.gzipSync(raw, { level: 6 }).length,
    selfGzipped: !compressed,
  };
}

// ---------------------------------------------------------------------------------------------
// First-load bytes: HTML, <script src>, modulepreload / preload as=script, inline scripts

type Tag = { attrs: Map<string, string>; content: string };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, entity: string) => {
    const e = entity.toLowerCase();
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return (
      ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' } as Record<string, string>)[e] ?? ''
    );
  });
}

function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of source.matchAll(re)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

function findScripts(html: string): Tag[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((m) => ({
    attrs: parseAttributes(m[1]!),
    content: m[2]!,
  }));
}

function findLinks(html: string): Tag[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...withoutComments.matchAll(/<link\b([^>]*)>/gi)].map((m) => ({
    attrs: parseAttributes(m[1]!),
    content: '',
  }));
}

const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

type ScriptFile = {
  url: string;
  via: 'script' | 'modulepreload' | 'preload';
  status: number;
  encoding: string;
  bytes: number;
  transferBytes: number;
  gzipBytes: number;
  selfGzipped: boolean;
};

type BytesResult = {
  status: number;
  finalPath: string;
  html: { bytes: number; gzipBytes: number; encoding: string; selfGzipped: boolean };
  scripts: ScriptFile[];
  scriptBytes: number;
  scriptGzipBytes: number;
  scriptsSelfGzipped: boolean;
  inlineScripts: number;
  inlineScriptBytes: number;
  inlineDataBytes: number; // JSON-LD and other non-executable <script type>
  skipped: Array<{ url: string; reason: string }>;
};

async function measureBytes(port: number, page: string): Promise<BytesResult> {
  const doc = await fetchCompressed(port, page);
  const html = doc.raw.toString('utf8');
  const base = new URL(doc.finalPath, `http://${HOSTNAME}:${port}`);
  const wanted = new Map<string, ScriptFile['via']>();
  const skipped: BytesResult['skipped'] = [];
  let inlineScripts = 0;
  let inlineScriptBytes = 0;
  let inlineDataBytes = 0;

  const want = (href: string, via: ScriptFile['via']): void => {
    const url = new URL(href, base);
    if (url.origin !== base.origin) {
      skipped.push({ url: url.href, reason: 'other origin (not fetched: local traffic only)' });
      return;
    }
    const key = url.pathname + url.search;
    if (!wanted.has(key)) wanted.set(key, via);
  };

  for (const { attrs, content } of findScripts(html)) {
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    const src = attrs.get('src');
    if (!JS_TYPES.has(type)) {
      if (!src) inlineDataBytes += Buffer.byteLength(content);
      continue;
    }
    if (src) {
      if (attrs.has('nomodule'))
        skipped.push({ url: src, reason: 'nomodule (not loaded by modern browsers)' });
      else want(src, 'script');
    } else {
      inlineScripts++;
      inlineScriptBytes += Buffer.byteLength(content);
    }
  }
  for (const { attrs } of findLinks(html)) {
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) want(href, 'modulepreload');
    else if (rel.includes('preload') && (attrs.get('as') ?? '').toLowerCase() === 'script')
      want(href, 'preload');
  }

  const scripts: ScriptFile[] = [];
  for (const [pathname, via] of wanted) {
    const file = await fetchCompressed(port, pathname);
    scripts.push({
      url: pathname,
      via,
      status: file.status,
      encoding: file.encoding,
      bytes: file.raw.length,
      transferBytes: file.transferBytes,
      gzipBytes: file.gzipBytes,
      selfGzipped: file.selfGzipped,
    });
  }
  const ok = scripts.filter((s) => s.status === 200);
  return {
    status: doc.status,
    finalPath: doc.finalPath,
    html: {
      bytes: doc.raw.length,
      gzipBytes: doc.gzipBytes,
      encoding: doc.encoding,
      selfGzipped: doc.selfGzipped,
    },
    scripts,
    scriptBytes: ok.reduce((sum, s) => sum + s.bytes, 0),
    scriptGzipBytes: ok.reduce((sum, s) => sum + s.gzipBytes, 0),
    scriptsSelfGzipped: ok.some((s) => s.selfGzipped),
    inlineScripts,
    inlineScriptBytes,
    inlineDataBytes,
    skipped,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse (default = mobile config), median of N runs with one Chrome

type Scores = Record<Category, number | null>; // 0–100
type Metrics = Record<Metric, number | null>;
type LighthouseRun = {
  scores: Scores;
  metrics: Metrics;
  /** Script bytes transferred until the network was idle (Lighthouse's network records). */
  scriptTransferBytes: number | null;
  finalUrl: string | null;
  runtimeError: string | null;
  warnings: string[];
  benchmarkIndex: number | null;
};
type LighthousePage = {
  runs: LighthouseRun[];
  median: Scores;
  medianMetrics: Metrics;
  medianScriptTransferBytes: number | null;
  lighthouseVersion: string | null;
  userAgent: string | null;
  error?: string;
};

function summarizeRun(lhr: LighthouseResult): LighthouseRun {
  const scores = {} as Scores;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {} as Metrics;
  for (const [key, audit] of Object.entries(METRICS) as Array<[Metric, string]>) {
    const value = lhr.audits[audit]?.numericValue;
    metrics[key] =
      typeof value === 'number'
        ? Math.round(value * (key === 'cls' ? 1000 : 1)) / (key === 'cls' ? 1000 : 1)
        : null;
  }
  const requests = (
    lhr.audits['network-requests']?.details as
      { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
  )?.items;
  return {
    scores,
    metrics,
    scriptTransferBytes: requests
      ? requests
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
      : null,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: (lhr.runWarnings ?? []).map(String),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  runs: number,
  beforeRun: () => void,
): Promise<LighthousePage> {
  const flags: LighthouseFlags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    maxWaitForLoad: 45_000,
  };
  const page: LighthousePage = {
    runs: [],
    median: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    medianMetrics: { fcpMs: null, lcpMs: null, tbtMs: null, cls: null, speedIndexMs: null },
    medianScriptTransferBytes: null,
    lighthouseVersion: null,
    userAgent: null,
  };
  for (let i = 1; i <= runs; i++) {
    checkInterrupted();
    beforeRun();
    process.stdout.write(`  lighthouse ${url} run ${i}/${runs}… `);
    const started = Date.now();
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      // A hung run leaves Chrome in an unknown state: a timeout is fatal (the cleanup kills Chrome).
      result = await withTimeout(
        lighthouse(url, flags),
        TIMEOUTS.lighthouseRunMs,
        `Lighthouse run ${i} of ${url}`,
      );
    } catch (error) {
      if (error instanceof BenchError) throw error;
      checkInterrupted();
      beforeRun();
      console.log(`failed: ${errorMessage(error)}`);
      page.error = errorMessage(error);
      continue;
    }
    if (!result) {
      console.log('no result');
      page.error = 'Lighthouse returned no result';
      continue;
    }
    const run = summarizeRun(result.lhr);
    page.lighthouseVersion = result.lhr.lighthouseVersion;
    page.userAgent = result.lhr.environment?.hostUserAgent ?? null;
    page.runs.push(run);
    const s = run.scores;
    console.log(
      `${((Date.now() - started) / 1000).toFixed(1)} s  perf ${s.performance ?? '–'} a11y ${s.accessibility ?? '–'} bp ${s['best-practices'] ?? '–'} seo ${s.seo ?? '–'}` +
        (run.runtimeError ? `  (${run.runtimeError})` : ''),
    );
    // The document itself failed (4xx/5xx, not HTML): more runs would only fail the same way.
    const code = result.lhr.runtimeError?.code ?? '';
    if (DOCUMENT_ERRORS.has(code) && i < runs) {
      console.log(`  (remaining runs of ${url} skipped after ${code})`);
      break;
    }
  }
  for (const category of CATEGORIES) {
    page.median[category] = median(
      page.runs.map((r) => r.scores[category]).filter((v): v is number => v !== null),
    );
  }
  for (const key of Object.keys(METRICS) as Metric[]) {
    page.medianMetrics[key] = median(
      page.runs.map((r) => r.metrics[key]).filter((v): v is number => v !== null),
    );
  }
  page.medianScriptTransferBytes = median(
    page.runs.map((r) => r.scriptTransferBytes).filter((v): v is number => v !== null),
  );
  return page;
}

// ---------------------------------------------------------------------------------------------
// autocannon (no bundled types: the few fields used here are typed locally)

type AutocannonHistogram = {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
  total: number;
};
type AutocannonResult = {
  requests: AutocannonHistogram;
  latency: AutocannonHistogram;
  throughput: AutocannonHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  timeout: number;
};
type AutocannonInstance = EventEmitter & PromiseLike<AutocannonResult> & { stop: () => void };
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => AutocannonInstance;

type LoadResult = {
  connections: number;
  durationS: number;
  warmupS: number;
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
};

let activeLoad: AutocannonInstance | null = null;
onCleanup('autocannon', () => activeLoad?.stop());

async function cannon(port: number, page: string, seconds: number): Promise<AutocannonResult> {
  const instance = autocannon({
    url: `http://${CONNECT_ADDRESS}:${port}${page}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    // Like a browser: the store's Host, and compression accepted.
    headers: { host: `${HOSTNAME}:${port}`, 'accept-encoding': 'gzip, br', accept: 'text/html' },
  });
  activeLoad = instance;
  try {
    return await withTimeout(
      instance,
      seconds * 1000 + TIMEOUTS.loadSlackMs,
      `autocannon on ${page}`,
    );
  } finally {
    instance.stop();
    activeLoad = null;
  }
}

async function runLoad(port: number, page: string, seconds: number): Promise<LoadResult> {
  process.stdout.write(`  autocannon ${page}: warm-up ${WARMUP_SECONDS} s, measure ${seconds} s… `);
  await cannon(port, page, WARMUP_SECONDS);
  const r = await cannon(port, page, seconds);
  console.log(
    `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
  );
  return {
    connections: CONNECTIONS,
    durationS: seconds,
    warmupS: WARMUP_SECONDS,
    requestsPerSecond: r.requests.average,
    latencyMs: {
      average: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.average,
  };
}

// ---------------------------------------------------------------------------------------------
// Build, seed, server

function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // The bench uses its own PGlite data directory, never a configured PostgreSQL; only
  // --cart-postgres passes a throw-away database of its own.
  delete env.DATABASE_URL;
  // The bench's orders are test payments through the embedded sandbox (a production start
  // refuses them unless told: lib/server/config/environment.ts).
  return { ...env, PAYMENT_SANDBOX: '1', ...extra };
}

type Server = {
  child: ChildProcess;
  log: string[];
  stopping: boolean;
  /** Stops the server's process group and closes its log; once, whoever calls first. */
  stop: () => Promise<void>;
};

/** The server's whole output goes to LOG_FILE (git-ignored); the last lines are also kept in memory. */
function startServer(
  port: number,
  database: { DATA_DIR: string } | { DATABASE_URL: string } | null,
  bare = false,
): Server {
  // No `-H 127.0.0.1`: with it, Next treats the proxy's rewrite to http://localhost:<port>/… as an
  // external URL and proxies it over HTTP, which hangs. The bench itself only connects to 127.0.0.1.
  // Started as `npm start` starts it (scripts/start.mjs: the same Node options; its seed finds the
  // database already filled and leaves it).
  const where =
    database === null
      ? ''
      : 'DATA_DIR' in database
        ? `DATA_DIR=${database.DATA_DIR}`
        : 'PostgreSQL';
  // The bare control is Next's own server on its own build (bench/bare-next).
  const argv = bare
    ? [path.join(BARE_NEXT_DIR, NEXT_BIN), 'start', '--port', String(port)]
    : ['scripts/start.mjs'];
  console.log(`\n▶ server: PORT=${port} node ${argv.join(' ')}${where ? ` (${where})` : ''}`);
  const child = spawnGroup(
    'node',
    argv,
    // The bench's control pages are served only when told to (lib/server/http/bench-pages.mjs).
    childEnv({ ...database, PORT: String(port), BENCH_PAGES: '1' }),
    'pipe',
    bare ? BARE_NEXT_DIR : ROOT,
  );
  const log: string[] = [];
  const file = createWriteStream(bare ? BARE_LOG_FILE : LOG_FILE);
  file.on('error', (error) => console.error(`server log: ${error.message}`));
  const keep = (chunk: Buffer): void => {
    if (!file.writableEnded) file.write(chunk);
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopped: Promise<void> | null = null;
  const server: Server = {
    child,
    log,
    stopping: false,
    stop: () =>
      (stopped ??= (async () => {
        server.stopping = true;
        await killGroup(child);
        await new Promise<void>((resolve) => file.end(resolve));
      })()),
  };
  child.once('exit', (code, signal) => {
    const line = `[bench] next start exited (${signal ? `signal ${signal}` : `exit code ${code}`})`;
    keep(Buffer.from(`${line}\n`));
    if (!server.stopping) console.error(`\n${line} while the benchmark was running`);
  });
  onCleanup('server', () => server.stop());
  return server;
}

function serverExited(server: Server): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null;
}

/** Figures from a dead server would be meaningless: stop with its last output instead. */
function assertServerAlive(server: Server): void {
  if (serverExited(server)) {
    throw new BenchError(
      `next start exited (${server.child.signalCode ?? `exit code ${server.child.exitCode}`}) during the benchmark:\n${serverLogTail(server)}`,
    );
  }
}

function serverLogTail(server: Server, lines = 40): string {
  return (
    server.log
      .slice(-lines)
      .map((line) => `    | ${line}`)
      .join('\n') || '    | (no output)'
  );
}

async function waitForServer(server: Server, port: number): Promise<number> {
  const deadline = Date.now() + TIMEOUTS.serverReadyMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (serverExited(server)) {
      throw new BenchError(
        `next start exited (${server.child.exitCode ?? server.child.signalCode}) before answering:\n${serverLogTail(server)}`,
      );
    }
    try {
      const res = await httpGet(port, '/');
      return res.status;
    } catch (error) {
      lastError = errorMessage(error);
    }
    await sleep(500);
  }
  throw new BenchError(
    `GET / did not answer within ${TIMEOUTS.serverReadyMs / 1000} s (${lastError}):\n${serverLogTail(server)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Report

type PageResult = {
  /** The page's path, or BARE_NEXT for the bare control. */
  page: string;
  /** What is requested, on `port`. */
  path: string;
  port: number;
  url: string;
  bytes: BytesResult | null;
  lighthouse: LighthousePage | null;
  load: LoadResult | null;
  errors: string[];
};

const kB = (bytes: number | undefined | null): string =>
  bytes === undefined || bytes === null ? '–' : (bytes / 1000).toFixed(1);

function printTable(results: PageResult[]): string[] {
  const notes: string[] = [];
  const mark = (value: string, flagged: boolean): string => (flagged ? `${value}*` : value);
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'TBT ms',
    'JS idle kB',
    'JS kB gz',
    'inline JS kB',
    'HTML kB',
    'HTML kB gz',
    'req/s',
    'p99 ms',
  ];
  const rows = results.map((r) => {
    const m = r.lighthouse?.median;
    const score = (v: number | null | undefined): string =>
      v === null || v === undefined ? '–' : String(Math.round(v));
    const b = r.bytes;
    return [
      b && b.status !== 200 ? `${r.page} [${b.status}]` : r.page,
      score(m?.performance),
      score(m?.accessibility),
      score(m?.['best-practices']),
      score(m?.seo),
      r.lighthouse?.medianMetrics.lcpMs == null
        ? '–'
        : (r.lighthouse.medianMetrics.lcpMs / 1000).toFixed(2),
      r.lighthouse?.medianMetrics.tbtMs == null
        ? '–'
        : String(Math.round(r.lighthouse.medianMetrics.tbtMs)),
      kB(r.lighthouse?.medianScriptTransferBytes),
      b ? mark(kB(b.scriptGzipBytes), b.scriptsSelfGzipped) : '–',
      b ? kB(b.inlineScriptBytes) : '–',
      b ? kB(b.html.bytes) : '–',
      b ? mark(kB(b.html.gzipBytes), b.html.selfGzipped) : '–',
      r.load ? String(Math.round(r.load.requestsPerSecond)) : '–',
      r.load ? String(r.load.latencyMs.p99) : '–',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    const b = r.bytes;
    if (b?.scriptsSelfGzipped || b?.html.selfGzipped) {
      const plain = b.scripts.filter((s) => s.status === 200 && s.selfGzipped);
      const what = [
        ...(b.html.selfGzipped ? [`the HTML (${b.html.bytes} B)`] : []),
        ...(plain.length
          ? [
              `${plain.length} of ${b.scripts.length} script files (${plain.map((s) => `${s.bytes} B`).join(', ')})`,
            ]
          : []),
      ];
      notes.push(
        `* ${r.page}: ${what.join(' and ')} came uncompressed from the server; their gzip -6 size (zlib, computed by the bench) is counted instead`,
      );
    }
    if (r.bytes && r.bytes.status !== 200)
      notes.push(
        `${r.page}: HTTP ${r.bytes.status}${r.bytes.finalPath !== r.page ? ` (after redirect to ${r.bytes.finalPath})` : ''} — figures are for that response`,
      );
    const failedScripts = r.bytes?.scripts.filter((s) => s.status !== 200) ?? [];
    if (failedScripts.length)
      notes.push(
        `${r.page}: ${failedScripts.length} script(s) not 200, left out of JS kB: ${failedScripts.map((s) => `${s.url} (${s.status})`).join(', ')}`,
      );
    if (r.load && (r.load.non2xx || r.load.errors || r.load.timeouts)) {
      notes.push(
        `${r.page}: load test saw ${r.load.non2xx} non-2xx, ${r.load.errors} errors, ${r.load.timeouts} timeouts`,
      );
    }
    const lh = r.lighthouse;
    if (lh && lh.runs.length > 0) {
      const runtimeErrors = [...new Set(lh.runs.map((run) => run.runtimeError).filter(Boolean))];
      if (runtimeErrors.length) notes.push(`${r.page}: Lighthouse: ${runtimeErrors.join('; ')}`);
    }
    if (lh?.error) notes.push(`${r.page}: Lighthouse: ${lh.error}`);
    for (const error of r.errors) notes.push(`${r.page}: ${error}`);
  }
  if (results.some((r) => (r.bytes?.status ?? 0) >= 500 || r.errors.length))
    notes.push(`server output: ${path.relative(process.cwd(), LOG_FILE)}`);
  if (notes.length) {
    console.log('');
    for (const note of notes) console.log(note);
  }
  return notes;
}

/**
 * Each store page against issue 29's budgets: Lighthouse scores, LCP, TBT and CLS; script
 * transferred until the network is idle over the bare Next.js page's; the HTML's size;
 * throughput as a share of the controls' (category and product pages, the home) or of the
 * category page's (a repeated search); p99 latency; and the interactions' INP.
 */
function printBudgets(
  results: PageResult[],
  interactions: InteractionResult[],
): Array<{ page: string; over: string[] }> {
  const find = (page: string) => results.find((r) => r.page === page);
  const control = find(CONTROL);
  const viaProxy = find(CONTROL_VIA_PROXY);
  const bareNext = find(BARE_NEXT);
  const category = find(CATEGORY_PAGE);
  const pages = results.filter((r) => !r.page.startsWith(CONTROL) && r.page !== BARE_NEXT);
  if (pages.length === 0) return [];
  console.log('\nbudgets');
  const verdicts = pages.map((r) => {
    const over: string[] = [];
    const parts: string[] = [];
    const check = (label: string, ok: boolean | null) => {
      parts.push(`${label} ${ok === null ? '?' : ok ? 'ok' : 'OVER'}`);
      if (ok !== true) over.push(label);
    };
    const m = r.lighthouse?.median;
    const metrics = r.lighthouse?.medianMetrics;
    check(
      `perf ${m?.performance ?? '–'}`,
      m ? (m.performance ?? 0) >= PAGE_BUDGET.performance : null,
    );
    const lcp = metrics?.lcpMs ?? null;
    check(`LCP ${lcp ?? '–'} ms`, lcp === null ? null : lcp <= PAGE_BUDGET.lcpMs);
    const tbt = metrics?.tbtMs ?? null;
    check(`TBT ${tbt ?? '–'} ms`, tbt === null ? null : tbt <= PAGE_BUDGET.tbtMs);
    const cls = metrics?.cls ?? null;
    check(`CLS ${cls ?? '–'}`, cls === null ? null : cls <= PAGE_BUDGET.cls);
    // The search page is noindex on purpose: SEO is left out of its verdict.
    const categories = isSearch(r.page)
      ? (['accessibility', 'best-practices'] as const)
      : (['accessibility', 'best-practices', 'seo'] as const);
    const others = categories.map((k) => m?.[k] ?? null);
    check(
      `${isSearch(r.page) ? 'a11y/bp' : 'a11y/bp/seo'} ${others.map((v) => v ?? '–').join('/')}`,
      m ? others.every((v) => v === PAGE_BUDGET.otherScores) : null,
    );
    const idle = r.lighthouse?.medianScriptTransferBytes ?? null;
    const bareIdle = bareNext?.lighthouse?.medianScriptTransferBytes ?? null;
    const extra = idle !== null && bareIdle !== null ? idle - bareIdle : null;
    check(
      `JS bare Next+${kB(extra)} kB`,
      extra === null ? null : extra <= PAGE_BUDGET.extraScriptBytes,
    );
    const html = r.bytes?.html.bytes ?? null;
    check(`HTML ${kB(html)} kB`, html === null ? null : html <= PAGE_BUDGET.htmlBytes);
    const rps = r.load?.requestsPerSecond ?? null;
    const share = (c: PageResult | undefined) =>
      rps !== null && c?.load ? rps / c.load.requestsPerSecond : null;
    const ratio = (v: number | null) => (v === null ? '–' : v.toFixed(2));
    if (isSearch(r.page)) {
      const ofCategory = share(category);
      check(
        `req/s ${ratio(ofCategory)}× ${CATEGORY_PAGE}`,
        ofCategory === null ? null : ofCategory >= PAGE_BUDGET.searchThroughput.category,
      );
    } else {
      const proxied = share(viaProxy);
      const bare = share(control);
      const home = r.page === '/';
      const wanted: { viaProxy: number; bare?: number } = home
        ? PAGE_BUDGET.homeThroughput
        : PAGE_BUDGET.catalogThroughput;
      check(
        `req/s ${ratio(proxied)}× control via proxy, ${ratio(bare)}× bare`,
        proxied === null
          ? null
          : proxied >= wanted.viaProxy &&
              (wanted.bare === undefined || (bare !== null && bare >= wanted.bare)),
      );
    }
    const p99 = r.load?.latencyMs.p99 ?? null;
    check(`p99 ${p99 ?? '–'} ms`, p99 === null ? null : p99 <= PAGE_BUDGET.p99Ms);
    console.log(`  ${r.page}: ${parts.join(' · ')}`);
    return { page: r.page, over };
  });
  for (const i of interactions) {
    const label = `INP ${i.inpMs === null ? (i.error ? '–' : '< 16') : i.inpMs} ms`;
    console.log(`  ${i.name} (${i.page}): ${label} ${i.withinBudget ? 'ok' : 'OVER'}`);
    verdicts.push({ page: `${i.name} (${i.page})`, over: i.withinBudget ? [] : [label] });
  }
  return verdicts;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  process.chdir(ROOT);
  const pages = options.pageBench ? await benchPages(options) : null;
  if (!options.queries) return;
  const queries = await benchQueries(options);
  if (pages) {
    // The page results were written before the query budget ran, so that a failure there keeps them.
    await writeFile(RESULTS_FILE, `${JSON.stringify({ ...pages, queries }, null, 2)}\n`);
    console.log(`query budget added to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }
}

/** Build, seed, server, then bytes, Lighthouse and load per page; writes RESULTS_FILE. */
async function benchPages(options: Options): Promise<Record<string, unknown>> {
  const startedAt = new Date();

  // Checked first, so that a missing seed does not cost a build.
  if (!existsSync(path.join(ROOT, 'scripts', 'seed.ts'))) {
    throw new BenchError(
      'scripts/seed.ts does not exist (yet): the benchmark needs it to create the demo stores and products.',
    );
  }

  // 1. Build: the store, and the bare Next.js control apart from it
  const hasBuild = existsSync(path.join(ROOT, '.next', 'BUILD_ID'));
  if (!options.build && hasBuild)
    console.log('--no-build: using the existing production build (.next/BUILD_ID)');
  else {
    if (!options.build) console.log('--no-build given, but there is no .next/BUILD_ID: building.');
    await runStep('build', 'npm', ['run', '-s', 'build'], childEnv(), TIMEOUTS.buildMs);
  }
  if (options.build || !existsSync(path.join(BARE_NEXT_DIR, '.next', 'BUILD_ID'))) {
    await rm(BARE_NEXT_DIR, { recursive: true, force: true });
    await mkdir(BARE_NEXT_DIR, { recursive: true });
    await cp(BARE_NEXT_SOURCE, BARE_NEXT_DIR, { recursive: true });
    // Hard links: the same files as the store's node_modules, in a second of the disk's time.
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), BARE_NEXT_DIR]);
    await runStep(
      'build of the bare Next.js control',
      'node',
      [path.join(BARE_NEXT_DIR, NEXT_BIN), 'build'],
      childEnv(),
      TIMEOUTS.buildMs,
      BARE_NEXT_DIR,
    );
  }

  // 2. Fresh database
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  onCleanup('data dir', () => rm(dataDir, { recursive: true, force: true }));
  try {
    await runStep(
      `seed (${PRODUCTS} products)`,
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--products', String(PRODUCTS)],
      childEnv({ DATA_DIR: dataDir }),
      TIMEOUTS.seedMs,
    );
  } catch (error) {
    throw new BenchError(
      `${errorMessage(error)}. The seed (scripts/seed.ts) must migrate and fill DATA_DIR; see its output above.`,
    );
  }

  // 3. Server
  let port = options.port;
  if (port === null) port = await freePort();
  else if (!(await portIsFree(port)))
    throw new BenchError(`port ${port} on ${CONNECT_ADDRESS} is already in use`);
  await mkdir(path.dirname(LOG_FILE), { recursive: true });
  const server = startServer(port, { DATA_DIR: dataDir });
  const rootStatus = await waitForServer(server, port);
  console.log(`✔ server answers on http://${HOSTNAME}:${port}/ (GET / → ${rootStatus})`);
  const barePort = await freePort();
  const bareServer = startServer(barePort, null, true);
  await waitForServer(bareServer, barePort);
  console.log(`✔ the bare Next.js control answers on http://${HOSTNAME}:${barePort}/`);
  const aliveServers = () => {
    assertServerAlive(server);
    assertServerAlive(bareServer);
  };

  const page = (label: string, pathname: string, on: number): PageResult => ({
    page: label,
    path: pathname,
    port: on,
    url: `http://${HOSTNAME}:${on}${pathname}`,
    bytes: null,
    lighthouse: null,
    load: null,
    errors: [],
  });
  const results: PageResult[] = [
    ...options.pages.map((p) => page(p, p, port!)),
    page(BARE_NEXT, '/', barePort),
  ];

  // 4a. Bytes (also warms every page up before Lighthouse sees it)
  console.log('\n▶ first-load bytes');
  for (const r of results) {
    checkInterrupted();
    aliveServers();
    try {
      r.bytes = await measureBytes(r.port, r.path);
      console.log(
        `  ${r.page}: HTTP ${r.bytes.status}, HTML ${kB(r.bytes.html.bytes)} kB (${r.bytes.html.encoding}), ` +
          `${r.bytes.scripts.length} scripts ${kB(r.bytes.scriptGzipBytes)} kB gz, ${r.bytes.inlineScripts} inline ${kB(r.bytes.inlineScriptBytes)} kB`,
      );
    } catch (error) {
      r.errors.push(`bytes: ${errorMessage(error)}`);
      console.log(`  ${r.page}: failed: ${errorMessage(error)}`);
    }
  }

  // 4b. Lighthouse, one Chrome for every run
  console.log(
    `\n▶ lighthouse (mobile, ${options.runs} run${options.runs === 1 ? '' : 's'} per page)`,
  );
  const chrome = await withTimeout(
    launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    }),
    TIMEOUTS.chromeLaunchMs,
    'Chrome launch',
  );
  let chromeKilled = false;
  const killChrome = (): void => {
    if (chromeKilled) return;
    chromeKilled = true;
    chrome.kill();
  };
  onCleanup('chrome', killChrome);
  for (const r of results) {
    r.lighthouse = await runLighthouse(chrome, r.url, options.runs, aliveServers);
  }
  killChrome(); // free the CPU before the load test

  // 4b'. Responsiveness (INP) of three interactions on a slowed phone
  console.log(`\n▶ interactions (phone, CPU ${4}× slower)`);
  const interactions = await benchInteractions(
    `http://${HOSTNAME}:${port}`,
    CHROME_PATH,
    CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  );

  // 4c. Throughput
  console.log(
    `\n▶ load (${CONNECTIONS} connections, ${options.duration} s after a ${WARMUP_SECONDS} s warm-up)`,
  );
  for (const r of results) {
    checkInterrupted();
    aliveServers();
    try {
      r.load = await runLoad(r.port, r.path, options.duration);
    } catch (error) {
      if (error instanceof BenchError) throw error;
      checkInterrupted();
      r.errors.push(`load: ${errorMessage(error)}`);
      console.log(`failed: ${errorMessage(error)}`);
    }
  }

  // 4d. Add to cart (issue 4's budget)
  checkInterrupted();
  assertServerAlive(server);
  console.log(`\n▶ add to cart (${CART_SHOPPERS} shoppers at once, ${options.duration} s)`);
  const cart = await benchAddToCart(
    { address: CONNECT_ADDRESS, port, host: `${HOSTNAME}:${port}` },
    options.duration,
  );
  printCart(cart);

  const cartOnPostgres = options.cartPostgres ? await benchCartOnPostgres(options) : null;

  assertServerAlive(server);

  // 5. Report
  const notes = printTable(results);
  const budgets = printBudgets(results, interactions);
  const git = gitInfo();
  const report = {
    timestamp: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    products: PRODUCTS,
    options: {
      ...options,
      connections: CONNECTIONS,
      warmupS: WARMUP_SECONDS,
      host: HOSTNAME,
      address: CONNECT_ADDRESS,
      port,
    },
    lighthouse: {
      version:
        results.find((r) => r.lighthouse?.lighthouseVersion)?.lighthouse?.lighthouseVersion ?? null,
      userAgent: results.find((r) => r.lighthouse?.userAgent)?.lighthouse?.userAgent ?? null,
      config: 'default (mobile, simulated throttling)',
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
    },
    units: {
      bytes: 'bytes; table kB = 1000 bytes',
      latency: 'ms',
      throughput: 'requests/s (average)',
      scores: '0–100, median of runs',
    },
    pages: results,
    interactions,
    addToCart: { pglite: cart, postgres: cartOnPostgres },
    budgets,
    notes,
  };
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  // The query budget that follows times single calls: nothing else should use the CPU meanwhile.
  await server.stop();
  await bareServer.stop();
  return report;
}

/**
 * Add to cart on PostgreSQL (--cart-postgres): a throw-away database seeded like the pages' one,
 * its own `next start`, the same shoppers; the database is dropped at the end.
 */
async function benchCartOnPostgres(options: Options): Promise<CartLoadResult> {
  const { Client } = await import('pg');
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: options.cartPostgres! });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // The name is ours (hex only), so it is safe to put in the statements.
  const name = `storefront_cart_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  onCleanup('cart database', () => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(options.cartPostgres!);
  url.pathname = `/${name}`;
  const DATABASE_URL = url.toString();
  await runStep(
    `seed on PostgreSQL (${PRODUCTS} products)`,
    'npx',
    ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--products', String(PRODUCTS)],
    childEnv({ DATABASE_URL }),
    TIMEOUTS.seedMs,
  );
  const port = await freePort();
  const server = startServer(port, { DATABASE_URL });
  try {
    await waitForServer(server, port);
    console.log(
      `\n▶ add to cart on PostgreSQL (${CART_SHOPPERS} shoppers at once, ${options.duration} s)`,
    );
    const cart = await benchAddToCart(
      { address: CONNECT_ADDRESS, port, host: `${HOSTNAME}:${port}` },
      options.duration,
    );
    printCart(cart);
    return cart;
  } finally {
    await server.stop();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function printCart(cart: CartLoadResult): void {
  console.log(
    `  ${cart.requests} requests (${cart.requestsPerSecond}/s), ${cart.failures} failed; ` +
      `p50 ${cart.latencyMs.p50} ms, p95 ${cart.latencyMs.p95} ms, p99 ${cart.latencyMs.p99} ms: ` +
      `${cart.withinBudget ? 'OK' : 'OVER BUDGET'} (p95 < ${cart.budgetMs} ms)`,
  );
  console.log(
    `  control GET /api/company, same shoppers: ${cart.control.requestsPerSecond}/s, ` +
      `p50 ${cart.control.latencyMs.p50} ms, p95 ${cart.control.latencyMs.p95} ms`,
  );
}

type QueriesSummary = {
  file: string;
  database: string | null;
  products: number[];
  overBudget: string[];
  cases: Array<{ name: string; p95LargestMs: number; growth: number | null; verdict: string }>;
};

/**
 * The query budget (bench/queries.ts) as a child process with its own in-memory PGlite; its table
 * is printed as it runs. A failure there (not an over-budget result) fails the bench.
 */
async function benchQueries(options: Options): Promise<QueriesSummary | null> {
  checkInterrupted();
  await runStep(
    `query budget (${options.queryProducts.join(', ')} products)`,
    'npx',
    [
      'tsx',
      '--conditions=react-server',
      'bench/queries.ts',
      '--products',
      options.queryProducts.join(','),
    ],
    childEnv(),
    TIMEOUTS.queriesMs,
  );
  try {
    const raw = JSON.parse(await readFile(QUERIES_RESULTS_FILE, 'utf8')) as {
      database?: { label?: string };
      options?: { products?: number[] };
      overBudget?: string[];
      cases?: QueriesSummary['cases'];
    };
    return {
      file: path.relative(ROOT, QUERIES_RESULTS_FILE),
      database: raw.database?.label ?? null,
      products: raw.options?.products ?? options.queryProducts,
      overBudget: raw.overBudget ?? [],
      cases: raw.cases ?? [],
    };
  } catch (error) {
    console.error(`query budget: could not read ${QUERIES_RESULTS_FILE}: ${errorMessage(error)}`);
    return null;
  }
}

try {
  await main();
  await cleanup();
} catch (error) {
  if (interrupted) {
    await cleanup();
    process.exit(interruptExitCode);
  }
  console.error(
    `\nbench failed: ${error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  await cleanup();
  process.exitCode = 1;
}
