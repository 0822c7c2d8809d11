/**
 * `npm run bench:queries` — the query budget (issue 3, raised by issue 29): "Search and category
 * queries p95 < 50 ms at 100,000 products on PGlite and PostgreSQL, growing less than 2× from 2,000
 * to 100,000." See bench/README.md, section "Query budget".
 *
 *   npx tsx --conditions=react-server bench/queries.ts [--products 2000,100000] [--iterations 40]
 *     [--postgres postgres://user@host:5432/db]
 *
 * The services are called directly, as the pages' cached loaders call them on a cache miss: no Next
 * cache, no HTTP, no rendering; only the database and the in-memory catalog index. The database is
 * always a fresh one (in-memory PGlite, or a throw-away database on the given PostgreSQL server,
 * dropped at the end, also on errors, SIGINT and SIGTERM); DATABASE_URL is never read.
 * `--conditions=react-server` makes the services' `import 'server-only'` an empty module.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Client as PgClient, Pool } from 'pg';
import { encodeListingState, parseListingState } from '../lib/contracts/listing';
import { migrateDatabase, openDatabase, type Db, type DbHandle } from '../lib/server/db/client';
import { categories, companies, products } from '../lib/server/db/schema';
import { seed } from '../lib/server/db/seed';
import { listAttributes } from '../lib/server/services/attributes';
import { forgetCatalogIndexes } from '../lib/server/services/catalog-index';
import { listProducts } from '../lib/server/services/listing';
import { findProducts, searchProducts } from '../lib/server/services/search';
import { BenchError, errorMessage, gitInfo, ROOT, sleep, withTimeout } from './shared';

// ---------------------------------------------------------------------------------------------
// Settings

const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'queries.json');
const DEFAULT_PRODUCTS = [2000, 100_000];
const DEFAULT_ITERATIONS = 40;
const WARMUP = 3;
/** The budget: p95 at the largest size, and p95 growth from the smallest to the largest. */
const BUDGET = { p95Ms: 50, growth: 2.0 };
const FIND_IDS = 20;
/** A connection stuck in a query must not keep the throw-away database from being dropped. */
const CLOSE_TIMEOUT_MS = 5_000;

const USAGE = `Usage: npx tsx --conditions=react-server bench/queries.ts [options]

  --products A,B   generated product counts, measured in ascending order (default ${DEFAULT_PRODUCTS.join(',')})
  --iterations N   timed calls per query and size, after ${WARMUP} warm-up calls (default ${DEFAULT_ITERATIONS})
  --postgres URL   an admin URL of a PostgreSQL server: the bench creates a throw-away database
                   storefront_bench_<hex> there and drops it at the end (default: in-memory PGlite)
  --no-analyze     measure right after the seed, without ANALYZE (planner statistics of a fresh load)
  -h, --help       this text
`;

// ---------------------------------------------------------------------------------------------
// Options

type Options = {
  products: number[];
  iterations: number;
  postgres: string | null;
  analyze: boolean;
};

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      products: { type: 'string' },
      iterations: { type: 'string' },
      postgres: { type: 'string' },
      'no-analyze': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const sizes =
    values.products === undefined
      ? DEFAULT_PRODUCTS
      : values.products.split(',').map((raw) => {
          const n = Number(raw.trim());
          if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
            throw new BenchError(`--products: "${raw}" must be an integer from 1 to 1000000`);
          return n;
        });
  // Seeding only tops products up, so the sizes must be measured smallest first.
  const products = [...new Set(sizes)].sort((a, b) => a - b);
  if (products.length === 0) throw new BenchError('--products is empty');
  let iterations = DEFAULT_ITERATIONS;
  if (values.iterations !== undefined) {
    iterations = Number(values.iterations);
    if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10_000)
      throw new BenchError(
        `--iterations must be an integer from 1 to 10000, got "${values.iterations}"`,
      );
  }
  let postgres: string | null = null;
  if (values.postgres !== undefined) {
    let url: URL;
    try {
      url = new URL(values.postgres);
    } catch {
      throw new BenchError(`--postgres: "${values.postgres}" is not a URL`);
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
      throw new BenchError('--postgres needs a postgres:// URL');
    postgres = values.postgres;
  }
  return { products, iterations, postgres, analyze: !values['no-analyze'] };
}

// ---------------------------------------------------------------------------------------------
// Database: in-memory PGlite, or a throw-away database on a PostgreSQL server

type BenchDatabase = {
  handle: DbHandle;
  /** For the header: what kind of database, where, which version. */
  label: string;
  /** Closes the handle and drops the throw-away database; safe to call more than once. */
  dispose: () => Promise<void>;
};

/** Hides a password in a URL that is printed or written to the results. */
function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function openBenchDatabase(postgres: string | null): Promise<BenchDatabase> {
  if (postgres === null) {
    const handle = await openDatabase({});
    const [row] = await selectRows<{ version: string }>(
      handle.db,
      sql`select current_setting('server_version') as version`,
    );
    let disposed = false;
    return {
      handle,
      label: `pglite (in memory, PostgreSQL ${row?.version ?? '?'})`,
      dispose: async () => {
        if (disposed) return;
        disposed = true;
        await handle.close();
      },
    };
  }

  const { Client } = await import('pg');
  const name = `storefront_bench_${randomBytes(6).toString('hex')}`;
  const withAdmin = async <T>(fn: (client: PgClient) => Promise<T>): Promise<T> => {
    const client = new Client({ connectionString: postgres });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  // The name is ours (hex only), so it is safe to put in the statements.
  await withAdmin((c) => c.query(`create database ${name}`));
  let handle: DbHandle | undefined;
  let disposed = false;
  const drop = async () => {
    if (disposed) return;
    disposed = true;
    try {
      await withTimeout(handle?.close() ?? Promise.resolve(), CLOSE_TIMEOUT_MS, 'closing the pool');
    } catch (error) {
      console.error(`closing the database pool failed: ${errorMessage(error)}`);
    }
    await withAdmin(async (c) => {
      // pool.end() resolves before its sockets have closed: wait for the server to see them go, so
      // that `with (force)` only ends a connection that is really stuck (an interrupted query).
      const deadline = Date.now() + CLOSE_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await sleep(50);
      }
      await c.query(`drop database if exists ${name} with (force)`);
    });
    console.log(`dropped database ${name}`);
  };
  try {
    const url = new URL(postgres);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    // An idle connection ended by the server (the forced drop after an interrupt) is reported as an
    // 'error' event on the pool, which would otherwise crash the process before the drop finishes.
    (handle.db as unknown as { $client: Pool }).$client.on('error', (error) =>
      console.error(`database pool: ${error.message}`),
    );
    const [row] = await selectRows<{ version: string }>(
      handle.db,
      sql`select current_setting('server_version') as version`,
    );
    const where = new URL(postgres);
    return {
      handle,
      label: `postgres ${row?.version ?? '?'} (database ${name} on ${where.hostname}:${where.port || 5432}, dropped at the end)`,
      dispose: drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function selectRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// ---------------------------------------------------------------------------------------------
// Cleanup on SIGINT / SIGTERM: the throw-away PostgreSQL database must not outlive the bench.

let active: BenchDatabase | null = null;
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the query benchmark and cleaning up…`);
    // dispose() bounds its own steps; this only guards against a hang, so the process still exits.
    void withTimeout(active?.dispose() ?? Promise.resolve(), 4 * CLOSE_TIMEOUT_MS, 'cleanup')
      .catch((error: unknown) => console.error(`cleanup failed: ${errorMessage(error)}`))
      .finally(() => process.exit(code));
  });
}

function checkInterrupted(): void {
  if (interrupted) throw new BenchError('interrupted');
}

// ---------------------------------------------------------------------------------------------
// The query mix: each case calls one real service, as a page or the search API would.

type Fixture = {
  db: Db;
  ctx: { tenantId: number };
  notebooksId: number;
  /** Option id of memoria = '16 GB'. */
  memoria16: number;
  /** Spread over the whole catalogue, so they are not all in the first pages of the table. */
  sampleIds: number[];
};

/** What a call returned, kept to check that each case measures what its name says. */
type Outcome = { total: number; page: number; products: number };

type QueryCase = {
  name: string;
  /** Which service, as the page or API that uses it. */
  service: 'category' | 'catalog' | 'search' | 'find';
  query?: string;
  /** `facet_filters` as a URL carries it, read through parseListingState like a page does. */
  filters?: (f: Fixture) => Record<string, unknown>;
  /** The page the case asks for: a smaller page in the answer means it measured something else. */
  page: number;
};

const memoria16 = (f: Fixture) => ({ attributes: { memoria: [f.memoria16] } });

const CASES: QueryCase[] = [
  { name: 'category /notebooks', service: 'category', page: 1 },
  {
    name: 'category /notebooks 16 GB, price desc, p2',
    service: 'category',
    filters: (f) => ({ ...memoria16(f), sort: 'finalPrice:DESC', page: 2 }),
    page: 2,
  },
  {
    name: 'catalog /catalogo newest',
    service: 'catalog',
    filters: () => ({ sort: 'newest:DESC' }),
    page: 1,
  },
  { name: "search 'notebook'", service: 'search', query: 'notebook', page: 1 },
  { name: "search 'noteboo' (prefix)", service: 'search', query: 'noteboo', page: 1 },
  { name: "search 'notbook' (typo)", service: 'search', query: 'notbook', page: 1 },
  { name: "search 'mouse sem fio'", service: 'search', query: 'mouse sem fio', page: 1 },
  {
    name: "search 'i7 16gb' relevance",
    service: 'search',
    query: 'i7 16gb',
    filters: () => ({ sort: 'relevance:DESC' }),
    page: 1,
  },
  {
    name: "search 'notebook' 16 GB, p3",
    service: 'search',
    query: 'notebook',
    filters: (f) => ({ ...memoria16(f), page: 3 }),
    page: 3,
  },
  { name: `findProducts (${FIND_IDS} ids)`, service: 'find', page: 1 },
];

/** The raw `facet_filters` of a case, or undefined for the default state. */
function rawFilters(f: Fixture, queryCase: QueryCase): string | undefined {
  return queryCase.filters ? JSON.stringify(queryCase.filters(f)) : undefined;
}

/** One call of the case's service, with the state parsed on every call as a request would. */
async function runCase(f: Fixture, queryCase: QueryCase): Promise<Outcome> {
  const raw = rawFilters(f, queryCase);
  let r: { total: number; page: number; products: unknown[] };
  switch (queryCase.service) {
    case 'category':
      r = await listProducts(f.db, f.ctx, {
        categoryId: f.notebooksId,
        state: parseListingState(raw, 'category'),
      });
      break;
    case 'catalog':
      r = await listProducts(f.db, f.ctx, { state: parseListingState(raw, 'category') });
      break;
    case 'search':
      r = await searchProducts(f.db, f.ctx, {
        query: queryCase.query ?? '',
        state: parseListingState(raw, 'search'),
      });
      break;
    case 'find':
      r = await findProducts(f.db, f.ctx, { productIds: f.sampleIds });
      break;
  }
  return { total: r.total, page: r.page, products: r.products.length };
}

/** The call as text for the JSON: service, category, query and the state as the page encodes it. */
function describeCase(f: Fixture, queryCase: QueryCase): string {
  const state = () =>
    encodeListingState(
      parseListingState(
        rawFilters(f, queryCase),
        queryCase.service === 'search' ? 'search' : 'category',
      ),
    );
  switch (queryCase.service) {
    case 'category':
      return `listProducts({ categoryId: ${f.notebooksId} /* notebooks */, state: ${state()} })`;
    case 'catalog':
      return `listProducts({ state: ${state()} })`;
    case 'search':
      return `searchProducts({ query: ${JSON.stringify(queryCase.query)}, state: ${state()} })`;
    case 'find':
      return `findProducts({ productIds: [${f.sampleIds.join(', ')}] })`;
  }
}

async function loadFixture(db: Db): Promise<Fixture> {
  const [demo] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'demo'));
  if (!demo) throw new BenchError('the seed did not create the demo store (slug "demo")');
  const ctx = { tenantId: demo.id };
  const [notebooks] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.url, 'notebooks')));
  if (!notebooks) throw new BenchError('the demo store has no category "notebooks"');
  const memoria = (await listAttributes(db, ctx)).find((a) => a.code === 'memoria');
  const memoria16 = memoria?.options.find((o) => o.name === '16 GB');
  if (!memoria16) throw new BenchError("the demo store has no attribute option memoria = '16 GB'");
  const listable = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, ctx.tenantId),
        eq(products.visible, true),
        ne(products.type, 'addon'),
      ),
    )
    .orderBy(asc(products.id));
  const step = listable.length / FIND_IDS;
  const sampleIds = Array.from(
    { length: Math.min(FIND_IDS, listable.length) },
    (_, i) => listable[Math.floor(i * step)]!.id,
  );
  return { db, ctx, notebooksId: notebooks.id, memoria16: memoria16.id, sampleIds };
}

// ---------------------------------------------------------------------------------------------
// Measuring

type Stats = { p50: number; p95: number; max: number; mean: number };
type CaseResult = {
  name: string;
  call: string;
  stats: Stats;
  samplesMs: number[];
  outcome: Outcome;
  warnings: string[];
};
type SizeResult = {
  products: number;
  listableProducts: number;
  seedMs: number;
  analyzeMs: number | null;
  indexBuildColdMs: number;
  cases: CaseResult[];
};

/** Nearest-rank percentile: with 40 samples p95 is the 38th fastest, with 10 it is the slowest. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarize(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
    mean: samples.reduce((sum, v) => sum + v, 0) / samples.length,
  };
}

const round = (ms: number): number => Math.round(ms * 100) / 100;
const ms = (value: number): string => value.toFixed(1);

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

async function measureCase(
  fixture: Fixture,
  queryCase: QueryCase,
  iterations: number,
): Promise<CaseResult> {
  // The warm-up also fills the plan caches and PGlite's buffers, as a running server would have.
  let outcome: Outcome | null = null;
  for (let i = 0; i < WARMUP; i++) outcome = await runCase(fixture, queryCase);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    checkInterrupted();
    const { value, ms: elapsed } = await timed(() => runCase(fixture, queryCase));
    samples.push(elapsed);
    outcome = value;
  }
  const result = outcome!;
  const warnings: string[] = [];
  if (result.total === 0) warnings.push('no results');
  else if (result.page < queryCase.page)
    warnings.push(`asked for page ${queryCase.page}, got page ${result.page}`);
  if (queryCase.service === 'find' && result.products < fixture.sampleIds.length)
    warnings.push(`${result.products} of ${fixture.sampleIds.length} ids found`);
  const stats = summarize(samples);
  console.log(
    `  ${queryCase.name.padEnd(44)} p50 ${ms(stats.p50).padStart(6)}  p95 ${ms(stats.p95).padStart(6)}  max ${ms(stats.max).padStart(6)} ms` +
      `   total ${result.total}, page ${result.page}, ${result.products} products` +
      (warnings.length ? `  ⚠ ${warnings.join('; ')}` : ''),
  );
  return {
    name: queryCase.name,
    call: describeCase(fixture, queryCase),
    stats: {
      p50: round(stats.p50),
      p95: round(stats.p95),
      max: round(stats.max),
      mean: round(stats.mean),
    },
    samplesMs: samples.map(round),
    outcome: result,
    warnings,
  };
}

async function measureSize(db: Db, products: number, options: Options): Promise<SizeResult> {
  console.log(`\n▶ ${products} generated products`);
  const seeded = await timed(() =>
    seed(db, { products, log: (message) => console.log(`  seed: ${message}`) }),
  );
  console.log(`  seed: ${(seeded.ms / 1000).toFixed(1)} s`);
  // A live store's tables have planner statistics (autovacuum on PostgreSQL). Without this the plans
  // would be those of a fresh bulk load, and on PostgreSQL autovacuum could analyze in the middle of
  // a measurement: taken once here, every query of this size sees the same statistics.
  let analyzeMs: number | null = null;
  if (options.analyze) {
    analyzeMs = (await timed(() => db.execute(sql`analyze`))).ms;
    console.log(`  analyze: ${(analyzeMs / 1000).toFixed(1)} s`);
  }
  checkInterrupted();
  const fixture = await loadFixture(db);

  // Once per catalog version a process reads the store's products into memory; measured on its
  // own because it is not per request (the next call of every case reuses the index).
  forgetCatalogIndexes();
  const cold = await timed(() =>
    listProducts(db, fixture.ctx, {
      categoryId: fixture.notebooksId,
      state: parseListingState(undefined, 'category'),
    }),
  );
  console.log(
    `  index build (cold): ${ms(cold.ms)} ms (first listProducts after forgetCatalogIndexes)`,
  );

  const cases: CaseResult[] = [];
  for (const queryCase of CASES) {
    checkInterrupted();
    const result = await measureCase(fixture, queryCase, options.iterations);
    cases.push(result);
  }
  const [listable] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products
        where tenant_id = ${fixture.ctx.tenantId} and visible and type <> 'addon'`,
  );
  return {
    products,
    listableProducts: listable?.n ?? 0,
    seedMs: Math.round(seeded.ms),
    analyzeMs: analyzeMs === null ? null : Math.round(analyzeMs),
    indexBuildColdMs: round(cold.ms),
    cases,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

type Verdict = {
  name: string;
  p95LargestMs: number;
  growth: number | null;
  verdict: 'ok' | 'OVER';
};

function verdicts(sizes: SizeResult[]): Verdict[] {
  const smallest = sizes[0]!;
  const largest = sizes[sizes.length - 1]!;
  return CASES.map((queryCase, i) => {
    const small = smallest.cases[i]!.stats.p95;
    const big = largest.cases[i]!.stats.p95;
    // With one size there is no growth to judge; only the p95 counts.
    const growth = sizes.length > 1 ? big / Math.max(small, 0.001) : null;
    const ok = big < BUDGET.p95Ms && (growth === null || growth < BUDGET.growth);
    return { name: queryCase.name, p95LargestMs: big, growth, verdict: ok ? 'ok' : 'OVER' };
  });
}

function printTable(sizes: SizeResult[], judged: Verdict[]): void {
  const first = sizes[0]!.products;
  const last = sizes[sizes.length - 1]!.products;
  const header = [
    'query',
    ...sizes.flatMap((s) => [`p50 ${s.products}`, `p95 ${s.products}`]),
    sizes.length > 1 ? `growth ${first}→${last}` : 'growth',
    'verdict',
  ];
  const rows = CASES.map((queryCase, i) => [
    queryCase.name,
    ...sizes.flatMap((s) => [ms(s.cases[i]!.stats.p50), ms(s.cases[i]!.stats.p95)]),
    judged[i]!.growth === null ? '–' : `${judged[i]!.growth!.toFixed(2)}x`,
    judged[i]!.verdict,
  ]);
  const cold = sizes.map((s) => s.indexBuildColdMs);
  rows.push([
    'index build (cold)',
    ...cold.flatMap((v) => [ms(v), '']),
    sizes.length > 1 ? `${(cold[cold.length - 1]! / Math.max(cold[0]!, 0.001)).toFixed(2)}x` : '–',
    'info',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  console.log('');
  console.log(line(header));
  console.log(rule);
  rows.slice(0, -1).forEach((row) => console.log(line(row)));
  console.log(rule);
  console.log(line(rows[rows.length - 1]!));
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  // The migrations folder is resolved from the working directory (lib/server/db/client.ts).
  process.chdir(ROOT);

  const database = await openBenchDatabase(options.postgres);
  active = database;
  try {
    console.log(`query budget bench — database: ${database.label}`);
    console.log(
      `  ${options.iterations} timed calls per query after ${WARMUP} warm-ups; services called directly (no Next cache); ` +
        `${options.analyze ? 'ANALYZE after each seed' : 'no ANALYZE (--no-analyze)'}; ` +
        `budget: p95 < ${BUDGET.p95Ms} ms at ${options.products[options.products.length - 1]} products and growth < ${BUDGET.growth}x`,
    );
    const migrated = await timed(() => migrateDatabase(database.handle));
    console.log(`  migrations: ${(migrated.ms / 1000).toFixed(1)} s`);

    const sizes: SizeResult[] = [];
    for (const products of options.products) {
      checkInterrupted();
      sizes.push(await measureSize(database.handle.db, products, options));
    }

    const judged = verdicts(sizes);
    console.log(
      `\nquery budget — ${database.label}${options.analyze ? '' : ', without ANALYZE'} — ${os.cpus().length} CPUs, Node ${process.version}`,
    );
    printTable(sizes, judged);
    const over = judged.filter((v) => v.verdict === 'OVER');
    const notes = sizes.flatMap((s) =>
      s.cases.flatMap((c) => c.warnings.map((w) => `${c.name} at ${s.products}: ${w}`)),
    );
    console.log('');
    console.log(
      `ms per call (p50 / p95 of ${options.iterations}); growth = p95 at ${sizes[sizes.length - 1]!.products} / p95 at ${sizes[0]!.products}; ` +
        `verdict ok = p95 < ${BUDGET.p95Ms} ms at the largest size and growth < ${BUDGET.growth}x. ` +
        `index build (cold): one call, not part of the budget.`,
    );
    for (const note of notes) console.log(`⚠ ${note}`);
    console.log(
      over.length === 0
        ? 'all queries within budget'
        : `${over.length} of ${judged.length} queries over budget: ${over.map((v) => v.name).join(', ')}`,
    );

    const report = {
      timestamp: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      git: gitInfo(),
      node: process.version,
      platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
      database: {
        kind: database.handle.kind,
        label: database.label,
        server: options.postgres === null ? null : redact(options.postgres),
      },
      options: {
        products: options.products,
        iterations: options.iterations,
        warmup: WARMUP,
        analyze: options.analyze,
      },
      budget: BUDGET,
      units: { time: 'ms', percentiles: 'nearest rank over the timed calls' },
      cases: judged.map((v) => ({
        ...v,
        growth: v.growth === null ? null : Math.round(v.growth * 100) / 100,
      })),
      sizes,
      overBudget: over.map((v) => v.name),
      notes,
    };
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  } finally {
    await database.dispose();
    active = null;
  }
}

try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(
      `\nquery bench failed: ${error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
}
