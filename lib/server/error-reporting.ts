import 'server-only';
import type { Instrumentation } from 'next';
import { describeError, logOf, routeOf } from '@/lib/server/log.mjs';
import { sentryEnabled } from '@/lib/server/sentry';

/**
 * Errors the server did not expect, wherever Next caught them (pages, route handlers, server
 * actions, the proxy): one log line each, and, when SENTRY_DSN is set, an event in Sentry
 * (SPEC.md section 9: traces sampled at 0.1). Nothing a shopper typed goes out: the route
 * without its query or tokens, a database error's statement without its parameters, no
 * cookies or headers.
 */
const log = logOf('next');

/** Sentry on the server, when configured (instrumentation.ts register()). */
export async function startErrorReporting(): Promise<void> {
  if (!sentryEnabled()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT || 'production',
    tracesSampleRate: 0.1,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  });
}

type SentryEvent = import('@sentry/nextjs').Event;

/**
 * What leaves for Sentry: no cookies, headers, query or body, no breadcrumbs (they carry URLs and
 * console lines), paths as routes, and no statement parameters in messages.
 */
export function scrubEvent<E extends SentryEvent>(event: E): E {
  if (event.request) {
    event.request = {
      method: event.request.method,
      url: event.request.url ? routeOf(new URL(event.request.url, 'http://x').pathname) : undefined,
    };
  }
  for (const exception of event.exception?.values ?? [])
    if (exception.value) exception.value = exception.value.split('\nparams:')[0];
  // 'GET /user/recovery/{token}' names the request by its path: the route, not the token.
  if (event.transaction)
    event.transaction = event.transaction.replace(/\/\S*/, (path) => routeOf(path));
  delete event.user;
  delete event.breadcrumbs;
  return event;
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
