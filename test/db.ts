// Test databases: in-memory PGlite by default, a fresh PostgreSQL database when
// TEST_DATABASE_URL is set; both get the real migrations and the demo seed.
//
// Migrating and seeding cost about 10 s a file on PGlite (its initdb most of it) and 2-3 s on
// PostgreSQL. Within one Jest run (test/global-setup.mjs sets TEST_RUN_ID) the first file that
// needs a database builds it once as a template, a PGlite `dumpDataDir` archive or a PostgreSQL
// template database, and every file starts from its own copy of it: the same rows, nothing shared.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, setDatabase, type DbHandle } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { seed } from '@/lib/server/db/seed';
import { forgetCatalogIndexes } from '@/lib/server/services/catalog-index';
import { forgetTenantLookups } from '@/lib/server/tenancy/resolve';
import { templateDatabaseName, templateDirectory } from './test-run';

export type TestDatabase = DbHandle & { drop: () => Promise<void> };

export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** How long a file waits for another worker to build the template before it gives up. */
const TEMPLATE_WAIT_MS = 120_000;

export async function createTestDatabase(
  options: { seed?: boolean } = { seed: true },
): Promise<TestDatabase> {
  const seeded = options.seed !== false;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = await sharedTemplate(seeded);
  let handle: DbHandle;
  let dropDatabase = async () => undefined as void;
  if (adminUrl) {
    const name = `storefront_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } else {
    handle = await openDatabase(template ? { snapshot: new Blob([readFileSync(template)]) } : {});
  }
  if (!template) await migrateAndSeed(handle, seeded);
  setDatabase(handle);
  forgetTenantLookups();
  forgetCatalogIndexes();
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

async function migrateAndSeed(handle: DbHandle, seeded: boolean): Promise<void> {
  await migrateDatabase(handle);
  if (seeded) await seed(handle.db);
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * This run's template (the archive's path on PGlite, the template database's name on PostgreSQL),
 * built by whichever worker asks first; undefined outside a run that set TEST_RUN_ID.
 */
async function sharedTemplate(seeded: boolean): Promise<string | undefined> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return undefined;
  const state = seeded ? 'seeded' : 'migrated';
  const base = path.join(templateDirectory(runId), `${databaseKind}-${state}`);
  const ready = `${base}.ready`;
  const failed = `${base}.failed`;
  if (existsSync(ready)) return readFileSync(ready, 'utf8');
  if (claim(`${base}.lock`)) {
    try {
      const template = await buildTemplate(runId, state, base);
      writeFileSync(`${ready}.tmp`, template);
      renameSync(`${ready}.tmp`, ready);
      return template;
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error(`test template failed: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline)
      throw new Error(`test template not built within ${TEMPLATE_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return readFileSync(ready, 'utf8');
}

/** True for the one worker that created the lock file. */
function claim(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function buildTemplate(
  runId: string,
  state: 'seeded' | 'migrated',
  base: string,
): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = templateDatabaseName(runId, state);
    await adminQuery(adminUrl, `create database ${name}`);
    const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
    try {
      await migrateAndSeed(handle, state === 'seeded');
    } finally {
      // A database is copied only while nobody is connected to it.
      await handle.close();
    }
    return name;
  }
  const handle = await openDatabase({});
  try {
    await migrateAndSeed(handle, state === 'seeded');
    const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite })
      .$client;
    const archive = await client.dumpDataDir('none');
    const file = `${base}.tar`;
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** The seeded stores' tenant ids by slug (`demo`, `outra`, `manutencao`). */
export async function storeIds(
  database: DbHandle,
): Promise<Record<'demo' | 'outra' | 'manutencao', number>> {
  const rows = await database.db.select({ id: companies.id, slug: companies.slug }).from(companies);
  return Object.fromEntries(rows.map((row) => [row.slug, row.id])) as Record<
    'demo' | 'outra' | 'manutencao',
    number
  >;
}
