import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { reconcilePendingCharges } from './order-charges';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('payments');

/** How often the server asks about reservations whose charge has not come back (ADR 0020b). */
export const RECONCILE_EVERY_MS = 60_000;

const globalForReconciler = globalThis as unknown as { __chargeReconciler?: boolean };

/**
 * The reconciler on a timer in the server process (instrumentation.ts): one run at a time, and
 * one timer per process however many bundles load this module. Several instances may each run
 * one: reconcilePendingCharges takes its orders with a lease. RECONCILE_CHARGES=0 turns it off
 * (a process that must not touch orders, or `npm run orders -- reconcile` run by cron instead).
 */
export function startChargeReconciler(everyMs = RECONCILE_EVERY_MS): void {
  if (globalForReconciler.__chargeReconciler || process.env.RECONCILE_CHARGES === '0') return;
  globalForReconciler.__chargeReconciler = true;
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => reconcilePendingCharges(db))
      .then((report) => {
        if (report.settled + report.released + report.unknown > 0)
          log.info({ report }, 'reconciled charges');
      })
      .catch((error: unknown) => log.error({ err: error }, 'reconciling charges failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs).unref();
}
