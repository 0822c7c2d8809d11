import { connection } from 'next/server';
import { ok } from '@/lib/server/http/envelope';
import { getDb } from '@/lib/server/db/client';
import { checkReadiness } from '@/lib/server/services/readiness';

/**
 * GET /api/ready — a readiness probe, whatever the host: 200 when the database answers with every
 * migration of this build applied and Redis (when configured) answers; 503 otherwise, with what
 * failed, so that a load balancer keeps shoppers away from this instance meanwhile.
 */
export async function GET() {
  await connection();
  const { ready, checks } = await checkReadiness(getDb);
  return ok(checks, {
    status: ready ? 200 : 503,
    ...(ready ? {} : { message: 'not ready' }),
    headers: { 'cache-control': 'no-store' },
  });
}

export * from '@/lib/server/http/unsupported-methods';
