// Applies the committed SQL migrations to DATABASE_URL or to PGlite in DATA_DIR.
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from '../lib/server/db/client';

const handle = await openDatabase(databaseOptionsFromEnv());
await migrateDatabase(handle);
await handle.close();
console.log(`migrations applied (${handle.kind})`);
