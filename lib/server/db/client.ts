import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('db');

export type Schema = typeof schema;
/** A database or an open transaction: services accept either (ARCHITECTURE.md item 4). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DbHandle = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' };

export const migrationsFolder = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'lib/server/db/migrations',
);

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory), started from
 * `snapshot` (a `dumpDataDir` archive) when given: that skips PGlite's initdb, several seconds.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  snapshot?: Blob;
}): Promise<DbHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DB_POOL_MAX ?? 10),
    });
    // An idle connection the server ends (restart, dropped test database) must not crash the
    // process: node-postgres re-emits its error on the pool, and an unheard 'error' event throws.
    pool.on('error', (error) => log.error(`idle connection closed: ${error.message}`));
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  const [{ PGlite }, { drizzle }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  // PGlite creates the data directory itself but not its parents.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Search needs trigram similarity and accent folding (migration 0003), bundled with PGlite.
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    extensions: { pg_trgm, unaccent },
  });
  readDrizzleTypesAsTextOnce(client);
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    close: () => client.close(),
    kind: 'pglite',
  };
}

type PGliteClient = InstanceType<typeof import('@electric-sql/pglite').PGlite>;
type QueryOptions = Parameters<PGliteClient['query']>[2];

/** The types drizzle reads as the database's text (it maps dates and intervals itself). */
const DRIZZLE_TEXT_TYPES = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/**
 * drizzle's PGlite session sends its text parsers with every query, and PGlite then copies its
 * whole parser table (one entry per type, 361 here) into a new object for that query: about
 * 190 µs a query, measured, several times per cart change. The same parsers go into the client's
 * own table once, and a query whose parsers are exactly those is sent without them. Any other
 * per-query parsers still pass through.
 */
function readDrizzleTypesAsTextOnce(client: PGliteClient): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const withoutDrizzleParsers = (options: QueryOptions): QueryOptions => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    const types = Object.keys(parsers);
    const onlyDrizzle =
      types.length === DRIZZLE_TEXT_TYPES.length &&
      DRIZZLE_TEXT_TYPES.every((type) => type in parsers);
    return onlyDrizzle ? { ...options, parsers: undefined } : options;
  };
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutDrizzleParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query;
      tx.query = (text, params, options) => txQuery(text, params, withoutDrizzleParsers(options));
      return callback(tx);
    });
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

export function databaseOptionsFromEnv(): { url?: string; dataDir?: string } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  return {
    dataDir: path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? '.data/pglite'),
  };
}

// One handle per process: the proxy and the app bundles share it through globalThis, because PGlite
// allows only one open instance of a data directory (ARCHITECTURE.md, known pitfalls).
const globalForDb = globalThis as unknown as { __storefrontDb?: Promise<DbHandle> };

/** Points the process at an already open database (tests, scripts). */
export function setDatabase(handle: DbHandle): void {
  globalForDb.__storefrontDb = Promise.resolve(handle);
}

/** How often the embedded database's planner statistics are refreshed while the store runs. */
const PGLITE_ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum, so its planner statistics stay as the last ANALYZE left them: a table
 * analysed small (or never) gets plans for a small table. Seen here: with no statistics the cart
 * lookup by id scanned every order of the store through the (store, number) index, a cost that
 * grows with every cart. The store refreshes them when it opens the database and every
 * PGLITE_ANALYZE_INTERVAL_MS after (PostgreSQL's own autovacuum does this on a server).
 */
async function keepStatisticsFresh(handle: DbHandle): Promise<DbHandle> {
  if (handle.kind !== 'pglite') return handle;
  const analyze = () => handle.db.execute(sql`analyze`);
  await analyze();
  setInterval(() => {
    analyze().catch((error: unknown) => log.error({ err: error }, 'analyze failed'));
  }, PGLITE_ANALYZE_INTERVAL_MS).unref();
  return handle;
}

/** Closes the process's database (its pool, or PGlite's files) when the server stops. */
export async function closeDb(): Promise<void> {
  const opening = globalForDb.__storefrontDb;
  globalForDb.__storefrontDb = undefined;
  if (opening) await (await opening).close();
}

export function getDb(): Promise<Db> {
  globalForDb.__storefrontDb ??= openDatabase(databaseOptionsFromEnv()).then(keepStatisticsFresh);
  return globalForDb.__storefrontDb.then((h) => h.db);
}
