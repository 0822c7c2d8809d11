// `npm run db:seed [-- --products N] [--if-empty]`: migrate, then load DEMO-DATA.md.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from '../lib/server/db/client';
import { isDatabaseEmpty, seed } from '../lib/server/db/seed';

const { values } = parseArgs({
  options: { products: { type: 'string' }, 'if-empty': { type: 'boolean' } },
});
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 0)) {
  console.error('--products needs a whole number');
  process.exit(2);
}

const started = Date.now();
const handle = await openDatabase(databaseOptionsFromEnv());
try {
  await migrateDatabase(handle);
  if (values['if-empty'] && !(await isDatabaseEmpty(handle.db))) {
    console.log('database already has stores; seed skipped');
  } else {
    await seed(handle.db, {
      products,
      hostileStore: process.env.SEED_HOSTILE_STORE === '1',
      log: (m) => console.log(`seed: ${m}`),
    });
    // Planner statistics for the filled tables (PGlite has no autovacuum to take them later).
    await handle.db.execute(sql`analyze`);
    console.log(
      `seed finished on ${handle.kind} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
  }
} finally {
  await handle.close();
}
