import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/config';
import { translateKey } from '@/lib/i18n/messages';
import { getDb } from '@/lib/server/db/client';
import { fail } from '@/lib/server/http/envelope';
import { isJobsSecret, runDueJobs } from '@/lib/server/jobs';

/**
 * POST /api/jobs/run — runs what is due (campaign prices on and off) for every store; for the
 * server's own runner, or an outside cron with JOBS_SECRET (`X-Jobs-Secret`). Anyone else: 404.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isJobsSecret(request.headers.get('x-jobs-secret')))
    return fail(
      404,
      translateKey(toLocale(request.cookies.get(LOCALE_COOKIE)?.value), 'errors.pageNotFound'),
      undefined,
      { 'cache-control': 'no-store' },
    );
  const done = await runDueJobs(await getDb());
  return NextResponse.json(
    { success: true, content: done },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export * from '@/lib/server/http/unsupported-methods';
