import 'server-only';
import { closeDb } from '@/lib/server/db/client';
import { CLOSE_SHARED_CACHE } from '@/lib/server/http/shutdown-hook.mjs';
import { closeRateCounter } from '@/lib/server/security/rate-limit';
import { stopMailWorker } from '@/lib/server/services/mail-worker';
import { closeReadinessProbe } from '@/lib/server/services/readiness';

/**
 * What the server holds open, closed once its last request has been answered (scripts/server.mjs
 * on SIGTERM): the database pool or PGlite's files, the rate limits' Redis, the probe's Redis and
 * the shared cache's Redis (opened by its handlers, outside the bundle, which leave their closing
 * function on `globalThis`).
 * The HTTP server lives outside Next's bundle, so instrumentation.ts hands it this function
 * through `globalThis`.
 */
export async function closeServerResources(): Promise<void> {
  closeReadinessProbe();
  // The e-mails being sent are recorded as sent before the database closes.
  await stopMailWorker();
  const closeSharedCache = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[
    CLOSE_SHARED_CACHE
  ];
  await Promise.allSettled([closeDb(), closeRateCounter(), closeSharedCache?.()]);
}
