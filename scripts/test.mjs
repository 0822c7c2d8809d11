// `npm test`: lint, typecheck, Jest (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, with Redis
// when TEST_REDIS_URL is), a production build and the Playwright suite; ends with one 'N passed, N failed' line
// that also counts the Jest assertions (test/count-assertions.ts writes them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0, assertions: 0 };
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

/**
 * Runs single-threaded steps side by side (lint, format and typecheck each use one core; the
 * machine has two): each one's output is printed whole when it ends, so logs do not interleave.
 */
async function parallelSteps(steps) {
  const results = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${name}\n${output.trimEnd()}`);
            console.log(
              `◀ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds}s`,
            );
            if (status !== 0) failures.push(name);
            resolve(status === 0);
          });
        }),
    ),
  );
  return results;
}

function countJest(file, assertionsFile) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests;
  const assertions = existsSync(assertionsFile)
    ? readFileSync(assertionsFile, 'utf8')
        .split('\n')
        .reduce((sum, line) => sum + Number(line.split('\t')[0] || 0), 0)
    : 0;
  totals.assertions += assertions;
  console.log(`  ${report.numTotalTests} tests, ${assertions} assertions`);
}

/** Runs Jest on `args`, with its report and assertion count under test-results/<name>. */
function jest(title, name, args, env) {
  const report = `test-results/${name}.json`;
  const assertions = `test-results/${name}-assertions.txt`;
  // Two workers: Jest's default on a 2-core machine is one (cores - 1), which left a core idle
  // while each file waits on its database.
  step(title, 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${report}`, ...args], {
    ...jestEnv,
    ...env,
    TEST_ASSERTIONS_FILE: assertions,
  });
  countJest(report, assertions);
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

const checksStarted = Date.now();
const [, , typesChecked] = await parallelSteps([
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
]);
console.log(
  `(lint, format and typecheck side by side: ${((Date.now() - checksStarted) / 1000).toFixed(1)}s)`,
);
// PGlite loads its WASM with a dynamic import, which Jest's VM allows only with this flag.
const jestEnv = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};
jest('jest (PGlite)', 'jest-pglite', [], { TEST_DATABASE_URL: '', REDIS_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  // Again on PostgreSQL, the files that open a database: those that import test/db.ts.
  jest('jest (PostgreSQL)', 'jest-postgres', ['--findRelatedTests', 'test/db.ts'], {
    // The production set-up: PostgreSQL, and Redis for rate limits when TEST_REDIS_URL is set.
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  });
}
// The typecheck step checked the same files the build would check again (next.config.mjs).
if (step('build', 'npm', ['run', '-s', 'build'], typesChecked ? { TYPES_CHECKED: '1' } : {})) {
  step('playwright', 'npx', ['playwright', 'test', '--project', 'desktop', '--project', 'mobile']);
  countPlaywright('test-results/e2e.json');
  // Two standalone servers, nginx, PostgreSQL and Redis of their own (issue 27), alone on the
  // machine; skipped where TEST_DATABASE_URL, TEST_REDIS_URL or nginx is missing.
  step(
    'playwright (multi-instance)',
    'npx',
    ['playwright', 'test', '--project', 'multi-instance'],
    {
      E2E_LOCAL_SERVER: '0',
      E2E_REPORT: 'test-results/e2e-multi-instance.json',
    },
  );
  countPlaywright('test-results/e2e-multi-instance.json');
} else {
  failures.push('playwright (not run: build failed)');
}

console.log(`\nSteps failed: ${failures.length === 0 ? 'none' : failures.join(', ')}`);
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length;
console.log(
  `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.assertions} Jest assertions`,
);
process.exit(failures.length === 0 ? 0 : 1);
