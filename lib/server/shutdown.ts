import 'server-only';
import { closeDb } from '@/lib/server/db/client';
import { closeRateCounter } from '@/lib/server/security/rate-limit';
import { closeReadinessProbe } from '@/lib/server/services/readiness';

/**
 * What the server holds open, closed once its last request has been answered (scripts/server.mjs
 * on SIGTERM): the database pool or PGlite's files, the rate limits' Redis, the probe's Redis.
 * The HTTP server lives outside Next's bundle, so instrumentation.ts hands it this function
 * through `globalThis`.
 */
export async function closeServerResources(): Promise<void> {
  closeReadinessProbe();
  await Promise.allSettled([closeDb(), closeRateCounter()]);
}
