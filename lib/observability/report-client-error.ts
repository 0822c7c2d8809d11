/**
 * An error a page's error boundary caught, sent to Sentry when the build has a DSN
 * (NEXT_PUBLIC_SENTRY_DSN, read at build time). Without one the bundler drops the import: no
 * shopper downloads Sentry for nothing. Server errors are logged and reported by the server
 * itself (instrumentation.ts onRequestError); the digest ties the two.
 */
export function reportClientError(error: Error & { digest?: string }): void {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.captureException(error, { tags: { digest: error.digest } }),
  );
}
