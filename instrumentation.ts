import type { Instrumentation } from 'next';

/**
 * Next calls register() once when a server process starts. It checks the environment first: a
 * store whose configuration is wrong (a mistyped URL, production without payment credentials and
 * without PAYMENT_SANDBOX=1) stops here with one message listing every problem, before it
 * answers anyone. The Node.js server then runs the charge reconciler (ADR 0020b): reservations
 * whose charge never came back are settled or released without anyone asking, and, with SMTP_URL,
 * the outbox worker sends the e-mails the store writes (ADR 0024), and the job runner switches
 * campaign prices on and off (ADR 0026). The HTTP server
 * (scripts/server.mjs) gets the function that closes the database and Redis when it stops.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { environmentProblems, environmentReport } =
    await import('./lib/server/config/environment');
  const problems = environmentProblems();
  if (problems.length > 0) {
    console.error(environmentReport(problems));
    // Thrown, Next would log it and serve anyway; a half-configured store must not take orders.
    process.exit(1);
  }
  const { unchargeableOptionsWarning } = await import('./lib/server/payments');
  const warning = unchargeableOptionsWarning();
  if (warning) console.warn(warning);
  const { startChargeReconciler } = await import('./lib/server/services/charge-reconciler');
  startChargeReconciler();
  const { startMailWorker } = await import('./lib/server/services/mail-worker');
  startMailWorker();
  const { startJobRunner } = await import('./lib/server/jobs');
  startJobRunner();
  const { startErrorReporting } = await import('./lib/server/error-reporting');
  await startErrorReporting();
  const [{ closeServerResources }, { CLOSE_SERVER_RESOURCES }] = await Promise.all([
    import('./lib/server/shutdown'),
    import('./lib/server/http/shutdown-hook.mjs'),
  ]);
  (globalThis as Record<symbol, unknown>)[CLOSE_SERVER_RESOURCES] = closeServerResources;
}

/**
 * Every error Next catches on the server (a page, a route handler, the proxy) is logged with the
 * request's id and route, and sent to Sentry when SENTRY_DSN is set (lib/server/error-reporting.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./lib/server/error-reporting');
  await reportRequestError(...args);
};
