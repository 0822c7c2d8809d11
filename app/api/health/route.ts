import { connection } from 'next/server';
import { ok } from '@/lib/server/http/envelope';

/**
 * GET /api/health — the process is alive and answers (a liveness probe): no database, no store,
 * whatever the host. GET /api/ready says whether it should get shoppers.
 */
export async function GET() {
  await connection();
  return ok({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}

export * from '@/lib/server/http/unsupported-methods';
