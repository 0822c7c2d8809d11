/**
 * `npx tsx e2e/multi-instance/serve.ts`: the multi-instance topology (two standalone servers,
 * nginx at http://localhost:3300, PostgreSQL and Redis of TEST_DATABASE_URL and TEST_REDIS_URL)
 * with the demo stores and the hostile one, until Ctrl-C. QA points the journeys at it:
 * `PLAYWRIGHT_BASE_URL=http://localhost:3300 npx playwright test --project desktop` (README).
 */
import { missingForTopology, startTopology } from './topology';

const missing = missingForTopology();
if (missing) {
  console.error(`The topology needs ${missing}.`);
  process.exit(1);
}
const topology = await startTopology(
  { nginx: 3300, a: 3301, b: 3302 },
  { SEED_HOSTILE_STORE: '1' },
);
console.log(
  `Serving the stores behind nginx at ${topology.origin} (A ${topology.a.origin}, B ${topology.b.origin})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void topology.stop().then(() => process.exit(0));
  });
