/**
 * Sentry in the browser when the build has a DSN (NEXT_PUBLIC_SENTRY_DSN): errors, traces sampled
 * at 0.1, session replays at 0.1 and every session with an error (SPEC.md section 9), with text
 * masked and media blocked; what leaves is scrubbed as the server's is (sentry-scrub.ts). Loaded
 * after the page, never for a build without a DSN.
 */
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void Promise.all([import('@sentry/nextjs'), import('@/lib/observability/sentry-scrub')]).then(
    ([Sentry, { scrubEvent, scrubSpan }]) =>
      Sentry.init({
        dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
        environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || 'production',
        tracesSampleRate: 0.1,
        beforeSend: scrubEvent,
        beforeSendSpan: scrubSpan,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        integrations: [Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
      }),
  );
}
