/**
 * Sentry in the browser when the build has a DSN (NEXT_PUBLIC_SENTRY_DSN): errors, traces sampled
 * at 0.1, session replays at 0.1 and every session with an error (SPEC.md section 9), with text
 * masked and media blocked. Loaded after the page, never for a build without a DSN.
 */
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
      environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || 'production',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: [Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
    }),
  );
}
