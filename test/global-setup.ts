// Gives the run an id: test/db.ts builds the migrated, seeded database once per run under it and
// copies it for every test file. Workers start after this and inherit the environment.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { templateDirectory } from './test-run';

export default function globalSetup(): void {
  const runId = randomBytes(6).toString('hex');
  mkdirSync(templateDirectory(runId), { recursive: true });
  process.env.TEST_RUN_ID = runId;
}
