// `npm test`: lint, typecheck, Jest (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, with Redis
// when TEST_REDIS_URL is), a production build and the Playwright suite; ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `◀ ${name}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${seconds}s`,
  );
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
step('typecheck', 'npm', ['run', '-s', 'typecheck']);
// PGlite loads its WASM with a dynamic import, which Jest's VM allows only with this flag.
const jestEnv = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};
step('jest (PGlite)', 'npx', ['jest', '--json', '--outputFile=test-results/jest-pglite.json'], {
  ...jestEnv,
  TEST_DATABASE_URL: '',
  REDIS_URL: '',
});
countJest('test-results/jest-pglite.json');
if (process.env.TEST_DATABASE_URL) {
  step(
    'jest (PostgreSQL)',
    'npx',
    ['jest', '--json', '--outputFile=test-results/jest-postgres.json', 'app/api', 'lib/server'],
    // The production set-up: PostgreSQL, and Redis for rate limits when TEST_REDIS_URL is set.
    { ...jestEnv, REDIS_URL: process.env.TEST_REDIS_URL ?? '' },
  );
  countJest('test-results/jest-postgres.json');
}
if (step('build', 'npx', ['next', 'build'])) {
  step('playwright', 'npx', ['playwright', 'test']);
  countPlaywright('test-results/e2e.json');
} else {
  failures.push('playwright (not run: build failed)');
}

console.log(`\nSteps failed: ${failures.length === 0 ? 'none' : failures.join(', ')}`);
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 ? 0 : 1);
