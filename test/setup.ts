import './count-assertions';

// Route handlers call next/server's connection() to stay out of build-time prerendering; tests
// call the handlers directly, outside a Next request scope, where it has nothing to do.
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  connection: async () => undefined,
}));

// Loaders mark their results with cacheLife/cacheTag, which need a Next server; in tests the
// loaders simply run, uncached.
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

// Jest runs files in parallel workers that share the test Redis: each worker counts (and clears
// its counts) under its own namespace, so one file's forgetRateCounts leaves another's alone.
process.env.REDIS_NAMESPACE = `jest-${process.env.JEST_WORKER_ID ?? '1'}`;

// A test that reaches a rate limit opens the counter (a Redis connection when REDIS_URL is set),
// one that asks /api/ready the probe's; they are closed after each file, or Jest would wait.
afterAll(async () => {
  const { closeRateCounter } = await import('@/lib/server/security/rate-limit');
  await closeRateCounter();
  const { closeReadinessProbe } = await import('@/lib/server/services/readiness');
  closeReadinessProbe();
});
