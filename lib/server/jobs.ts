import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { invalidate } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { logOf } from '@/lib/server/log.mjs';
import { publishDuePages } from '@/lib/server/services/admin-pages';
import { switchDuePriceCampaigns } from '@/lib/server/services/price-campaigns';

const log = logOf('jobs');

/** How often a server process runs what is due (a campaign starts at most this late). */
const DEFAULT_EVERY_MS = 15_000;

const holder = globalThis as unknown as {
  __storefrontJobsSecret?: string;
  __storefrontJobRunner?: NodeJS.Timeout;
};

/**
 * The secret POST /api/jobs/run takes: JOBS_SECRET (an outside cron's), else one this process
 * made and only its own runner knows.
 */
export function jobsSecret(): string {
  return (holder.__storefrontJobsSecret ??=
    process.env.JOBS_SECRET ?? randomBytes(24).toString('base64url'));
}

export function isJobsSecret(given: string | null): boolean {
  const expected = Buffer.from(jobsSecret());
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Everything due, run inside a request (POST /api/jobs/run): Next revalidates cache tags only
 * within a request's work store, so a timer cannot run these itself (ADR 0026). Today: campaign
 * prices switched on and off, and content pages published at their scheduled time. Answers what
 * was done.
 */
export async function runDueJobs(
  db: Db,
  now: Date = new Date(),
): Promise<{ campaignTags: number; pageTags: number }> {
  // Each kind expires its own tags at once: a failure in the next leaves these expired.
  const campaignTags = await switchDuePriceCampaigns(db, now);
  if (campaignTags.length > 0) invalidate(campaignTags);
  const pageTags = await publishDuePages(db, now);
  if (pageTags.length > 0) invalidate(pageTags);
  return { campaignTags: campaignTags.length, pageTags: pageTags.length };
}

/**
 * The runner on a timer in each server process (instrumentation.ts): it asks its own server to
 * run what is due (one call at a time). Jobs claim their rows (FOR UPDATE SKIP LOCKED), so any
 * number of instances may run one; JOBS_RUNNER=0 leaves it to others or to an outside cron.
 */
export function startJobRunner(): void {
  if (holder.__storefrontJobRunner || process.env.JOBS_RUNNER === '0') return;
  const every = Number(process.env.JOBS_EVERY_MS ?? DEFAULT_EVERY_MS);
  const url = `http://127.0.0.1:${process.env.PORT ?? 3000}/api/jobs/run`;
  let running = false;
  let lastError = 0;
  holder.__storefrontJobRunner = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-jobs-secret': jobsSecret() },
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      // The server may still be starting or already stopping: said once a minute at most.
      if (Date.now() - lastError > 60_000) {
        lastError = Date.now();
        log.warn({ error: String(error) }, 'job run failed');
      }
    } finally {
      running = false;
    }
  }, every);
  holder.__storefrontJobRunner.unref();
}
