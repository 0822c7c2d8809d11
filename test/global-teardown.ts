// Removes what test/db.ts built for the run: the PGlite archives and the PostgreSQL templates.
import { rmSync } from 'node:fs';
import { templateDatabasePrefix, templateDirectory } from './test-run';

export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  rmSync(templateDirectory(runId), { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [templateDatabasePrefix(runId)],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
