import 'server-only';
import type { Instrumentation } from 'next';
import { scrubEvent, scrubSpan } from '@/lib/observability/sentry-scrub';
import { describeError, logOf, routeOf } from '@/lib/server/log.mjs';
import { sentryEnabled } from '@/lib/server/sentry';

/**
 * Errors the server did not expect, wherever Next caught them (pages, route handlers, server
 * actions, the proxy): one log line each, and, when SENTRY_DSN is set, an event in Sentry
 * (SPEC.md section 9: traces sampled at 0.1). Nothing a shopper typed goes out
 * (lib/observability/sentry-scrub.ts).
 */
const log = logOf('next');

/** Sentry on the server, when configured (instrumentation.ts register()). */
export async function startErrorReporting(): Promise<void> {
  if (!sentryEnabled()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT || 'production',
    tracesSampleRate: tracesSampleRate(),
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
  });
}

/**
 * SPEC.md's 0.1 of requests traced; SENTRY_TRACES_SAMPLE_RATE (0 to 1) overrides it, so a test can
 * trace every request and see each span that would leave.
 */
export function tracesSampleRate(): number {
  const rate = Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? '');
  return process.env.SENTRY_TRACES_SAMPLE_RATE && rate >= 0 && rate <= 1 ? rate : 0.1;
}

export const reportRequestError: Instrumentation.onRequestError = async (
  error,
  request,
  context,
) => {
  const requestId = request.headers['x-request-id'];
  log.error(
    {
      requestId: typeof requestId === 'string' ? requestId : undefined,
      method: request.method,
      route: routeOf(request.path),
      routeType: context.routeType,
      routePath: context.routePath,
      digest: (error as { digest?: string }).digest,
      error: describeError(error),
    },
    'request failed',
  );
  if (!sentryEnabled()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(
    error,
    { ...request, path: routeOf(request.path), headers: {} },
    context,
  );
};
