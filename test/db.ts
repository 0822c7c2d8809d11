// Test databases: in-memory PGlite by default, a fresh PostgreSQL database when
// TEST_DATABASE_URL is set; both get the real migrations and the demo seed.
import { randomBytes } from 'node:crypto';
import { migrateDatabase, openDatabase, setDatabase, type DbHandle } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { seed } from '@/lib/server/db/seed';
import { forgetCatalogIndexes } from '@/lib/server/services/catalog-index';
import { forgetTenantLookups } from '@/lib/server/tenancy/resolve';

export type TestDatabase = DbHandle & { drop: () => Promise<void> };

export async function createTestDatabase(
  options: { seed?: boolean } = { seed: true },
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  let dropDatabase = async () => undefined as void;
  if (adminUrl) {
    const { Client } = await import('pg');
    const name = `storefront_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString() });
    dropDatabase = async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    handle = await openDatabase({});
  }
  await migrateDatabase(handle);
  if (options.seed !== false) await seed(handle.db);
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

export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

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
