// One Jest run's shared files and databases, named by the run id test/global-setup.ts picks.
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the run keeps its database templates and their build locks. */
export function templateDirectory(runId: string): string {
  return path.join(tmpdir(), `storefront-test-${runId}`);
}

/** The PostgreSQL template database of the run, for the seeded or the only migrated state. */
export function templateDatabaseName(runId: string, state: 'seeded' | 'migrated'): string {
  return `${templateDatabasePrefix(runId)}${state}`;
}

export function templateDatabasePrefix(runId: string): string {
  return `storefront_template_${runId}_`;
}
