/**
 * Next calls register() once when a server process starts. The Node.js server runs the charge
 * reconciler there (ADR 0020b): reservations whose charge never came back are settled or
 * released without anyone asking.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startChargeReconciler } = await import('./lib/server/services/charge-reconciler');
  startChargeReconciler();
}
