import 'server-only';

/** Whether server errors go to Sentry (SENTRY_DSN; Sentry.init in lib/server/error-reporting.ts). */
export const sentryEnabled = () => Boolean(process.env.SENTRY_DSN);

/**
 * An error the store caught and answered itself (a route handler's 500): to Sentry too, when it
 * is configured. Errors Next catches reach Sentry through onRequestError instead.
 */
export function captureError(error: unknown, tags: Record<string, string>): void {
  if (!sentryEnabled()) return;
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error, { tags }));
}
