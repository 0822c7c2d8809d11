import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { isJobsSecret, runDueJobs } from '@/lib/server/jobs';

/**
 * POST /api/jobs/run — runs what is due (campaign prices on and off) for every store; for the
 * server's own runner, or an outside cron with JOBS_SECRET (`X-Jobs-Secret`). Anyone else: 404.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isJobsSecret(request.headers.get('x-jobs-secret')))
    return NextResponse.json({ success: false }, { status: 404 });
  const done = await runDueJobs(await getDb());
  return NextResponse.json(
    { success: true, content: done },
    { headers: { 'cache-control': 'no-store' } },
  );
}
