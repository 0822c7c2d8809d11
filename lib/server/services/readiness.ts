import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { migrationsFolder } from '@/lib/server/db/client';

/**
 * What GET /api/ready checks before a load balancer sends an instance shoppers (issue 27): the
 * database answers, every migration of this build is applied (an instance of a newer build waits
 * for the one-shot migration), and Redis answers when REDIS_URL is set. Each check reports a word,
 * never an error's text (it could carry a connection string).
 */
export type Readiness = {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    redis: 'ok' | 'unreachable' | 'not configured';
  };
};

/** How long each check may take: a probe that hangs is a failed probe. */
export const READINESS_TIMEOUT_MS = 2_000;

export async function checkReadiness(
  db: () => Promise<Db>,
  env: Record<string, string | undefined> = process.env,
): Promise<Readiness> {
  const [database, redis] = await Promise.all([databaseChecks(db), redisCheck(env.REDIS_URL)]);
  const checks = { ...database, redis };
  const ready =
    checks.database === 'ok' && checks.migrations === 'ok' && checks.redis !== 'unreachable';
  return { ready, checks };
}

async function databaseChecks(db: () => Promise<Db>): Promise<Omit<Readiness['checks'], 'redis'>> {
  try {
    const handle = await withTimeout(db());
    await withTimeout(handle.execute(sql`select 1`));
    try {
      const { rows } = (await withTimeout(
        handle.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
      )) as unknown as { rows: { last: unknown }[] };
      return {
        database: 'ok',
        migrations: Number(rows[0]?.last ?? 0) >= lastMigrationOfThisBuild() ? 'ok' : 'pending',
      };
    } catch {
      // No migration table: nothing was ever migrated.
      return { database: 'ok', migrations: 'pending' };
    }
  } catch {
    return { database: 'unreachable', migrations: 'unknown' };
  }
}

let lastMigration: number | undefined;
/** The time stamp of the newest migration this build carries (drizzle's journal, read once). */
function lastMigrationOfThisBuild(): number {
  lastMigration ??= Math.max(
    ...(
      JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((entry) => entry.when),
  );
  return lastMigration;
}

type RedisProbe = { url: string; redis: import('ioredis').Redis };
const globalForProbe = globalThis as unknown as { __storefrontReadinessRedis?: RedisProbe };

/** Tests: closes the probes' Redis connection so that the process can end. */
export function closeReadinessProbe(): void {
  const probe = globalForProbe.__storefrontReadinessRedis;
  globalForProbe.__storefrontReadinessRedis = undefined;
  if (probe && probe.redis.status !== 'end') probe.redis.disconnect();
}

/**
 * One connection serves every probe while it lasts; it never reconnects by itself (a lost one is
 * dropped and the next probe opens a new one) and queues nothing, so a Redis down fails at once.
 */
async function redisCheck(url: string | undefined): Promise<Readiness['checks']['redis']> {
  if (!url) return 'not configured';
  if (globalForProbe.__storefrontReadinessRedis?.url !== url) closeReadinessProbe();
  let redis = globalForProbe.__storefrontReadinessRedis?.redis;
  try {
    if (!redis) {
      const { Redis } = await import('ioredis');
      redis = new Redis(url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      redis.on('error', () => undefined);
      globalForProbe.__storefrontReadinessRedis = { url, redis };
      await withTimeout(redis.connect());
    }
    if ((await withTimeout(redis.ping())) === 'PONG') return 'ok';
  } catch {
    // Falls through: the connection is dropped below.
  }
  // A refused connection has ended already; closing it again would hold a 2 s timer.
  closeReadinessProbe();
  return 'unreachable';
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
