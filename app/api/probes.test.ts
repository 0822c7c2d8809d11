/**
 * GET /api/health and GET /api/ready (issue 27): the probes a load balancer asks, whatever the
 * host. Ready means the database answers with every migration of this build applied, and Redis
 * answers when it is configured.
 */
import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import type { Db } from '@/lib/server/db/client';
import { checkReadiness } from '@/lib/server/services/readiness';
import { createTestDatabase, type TestDatabase } from '@/test/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.drop());

const db = async () => database.db;

test('health answers 200 without asking the database', async () => {
  const response = await health();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ success: true, content: { status: 'ok' } });
});

test('ready: 200 with every check ok on a migrated database', async () => {
  const response = await ready();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    content: {
      database: 'ok',
      migrations: 'ok',
      redis: process.env.REDIS_URL ? 'ok' : 'not configured',
    },
  });
});

test('a migration of this build not yet applied, a database or a Redis out of reach: not ready', async () => {
  const migrations = sql`drizzle.__drizzle_migrations`;
  const [{ last }] = (
    (await database.db.execute(
      sql`select max(created_at) as last from ${migrations}`,
    )) as unknown as {
      rows: { last: string }[];
    }
  ).rows as [{ last: string }];
  await database.db.execute(sql`delete from ${migrations} where created_at = ${last}`);
  expect(await checkReadiness(db, {})).toEqual({
    ready: false,
    checks: { database: 'ok', migrations: 'pending', redis: 'not configured' },
  });

  const down = async (): Promise<Db> => {
    throw new Error('connect ECONNREFUSED postgres://store:secret@db/store');
  };
  expect(await checkReadiness(down, {})).toEqual({
    ready: false,
    checks: { database: 'unreachable', migrations: 'unknown', redis: 'not configured' },
  });

  // Nothing listens on port 1: refused at once.
  const noRedis = await checkReadiness(down, { REDIS_URL: 'redis://127.0.0.1:1' });
  expect(noRedis.checks.redis).toBe('unreachable');
});
