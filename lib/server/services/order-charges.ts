import 'server-only';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { firstName } from '@/lib/domain/customer';
import type { Locale } from '@/lib/domain/money';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { orderPlacedEmail } from '@/lib/mail/emails';
import type { Db } from '@/lib/server/db/client';
import { companies, customers, orders, paymentTransactions } from '@/lib/server/db/schema';
import { gatewayFor, OPTION_GROUP } from '@/lib/server/payments';
import { PaymentUnavailableError } from '@/lib/server/payments/provider-http';
import type {
  ChargeQuery,
  ChargeResult,
  PaymentGateway,
  PaymentOption,
} from '@/lib/server/payments/types';
import { changeOrderStatus } from './order-lifecycle';
import { queueEmail } from './outbox';
import { storedCharge } from './placed-orders';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('payments');

/*
 * The checkout's phase C and the reconciliation of charges whose answer never came back
 * (ADR 0020b). The checkout reserved the stock and wrote the order as `pending` with
 * orders.charge_pending_since set (phase A), then asked the provider outside any transaction
 * (phase B); here the provider's answer is applied in one short transaction, only through the
 * order status machine: approved → processing, review → payment_review, Pix and boleto stay
 * pending, a refusal releases the order back to the cart it was (stock back on sale).
 */

/** A reservation whose charge has not been applied after this long is asked about at the provider. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** A reservation the provider could not be asked about for this long is released (stock back). */
export const RELEASE_AFTER_MS = 30 * 60_000;
/** A reconciler took an order to ask about it: others leave it for this long (several instances). */
export const RECONCILE_LEASE_MS = 60_000;
/** How many reservations one run of the reconciler asks about. */
const RECONCILE_BATCH = 50;

/** Who applied an outcome, in the order's history. */
export const RECONCILER_ACTOR = 'system:reconciler';

export type SettleInput = {
  tenantId: number;
  orderId: string;
  provider: PaymentGateway['provider'];
  option: PaymentOption;
  group: PaymentMethodGroup;
  amountCents: number;
  installments: number;
  result: ChargeResult;
  /** The order's e-mail's language: the shopper's at checkout, the store's (pt) otherwise. */
  locale: Locale;
};

/**
 * 'settled': the charge is recorded and the order moved by it; 'released': the provider refused
 * it and the order is a cart again; 'already': someone applied this order's charge first (a
 * resubmit, the reconciler, a webhook) or the order was decided meanwhile (an operator).
 */
export type SettleOutcome = 'settled' | 'released' | 'already';

/**
 * Phase C: the provider's answer applied to its order in one short transaction. The order row is
 * locked first, so the checkout, a resubmit and the reconciler apply one charge once.
 */
export async function settleCharge(db: Db, input: SettleInput): Promise<SettleOutcome> {
  const actor = `provider:${input.provider}`;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, input.tenantId), eq(orders.id, input.orderId)))
      .for('update');
    if (!order) return 'already';
    const [known] = await tx
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.provider, input.provider),
          eq(paymentTransactions.providerReference, input.result.providerReference),
        ),
      );
    if (known) return 'already';
    if (!order.chargePendingSince) {
      // Decided meanwhile. A charge the provider took for an order that is a cart again (released
      // after RELEASE_AFTER_MS without an answer) is the operator's to give back.
      if (input.result.status !== 'declined') {
        if (order.status === 'new')
          log.error(
            `${input.provider} ${input.result.status} charge ${input.result.providerReference} of order ${order.number} came after its release: refund it`,
          );
        else await recordCharge(tx, input);
      }
      return 'already';
    }
    if (input.result.status === 'declined') {
      await changeOrderStatus(tx, { ...common(input), action: 'release', actor });
      return 'released';
    }
    await recordCharge(tx, input);
    await tx
      .update(orders)
      .set({ chargePendingSince: null, chargeCheckedAt: null, cartBeforePlacing: null })
      .where(eq(orders.id, order.id));
    const action =
      input.result.status === 'approved'
        ? 'approve'
        : input.result.status === 'review'
          ? 'review'
          : null;
    // The confirmation e-mail below tells the shopper; no status e-mail besides it.
    if (action) await changeOrderStatus(tx, { ...common(input), action, actor, notify: false });
    await confirmationEmail(tx, order, input.locale);
    return 'settled';
  });
}

const common = (input: { tenantId: number; orderId: string; locale: Locale }) => ({
  tenantId: input.tenantId,
  orderId: input.orderId,
  locale: input.locale,
});

async function recordCharge(tx: Db, input: SettleInput): Promise<void> {
  await tx.insert(paymentTransactions).values({
    tenantId: input.tenantId,
    orderId: input.orderId,
    provider: input.provider,
    method: input.option,
    methodGroup: input.group,
    status: input.result.status,
    amountCents: input.amountCents,
    installments: input.installments,
    providerReference: input.result.providerReference,
    details: input.result.details,
  });
}

/** 'Recebemos o seu pedido …' with the order's summary lines, as placing it always sent. */
async function confirmationEmail(
  tx: Db,
  order: typeof orders.$inferSelect,
  locale: Locale,
): Promise<void> {
  if (!order.customerEmail) return;
  const [names] = await tx
    .select({ store: companies.name, buyer: customers.name })
    .from(companies)
    .leftJoin(customers, eq(customers.id, order.customerId ?? -1))
    .where(eq(companies.id, order.tenantId));
  await queueEmail(
    tx,
    { tenantId: order.tenantId, email: order.customerEmail },
    orderPlacedEmail(
      locale,
      { name: firstName(names?.buyer ?? ''), number: order.number, store: names?.store ?? '' },
      storedCharge(order),
    ),
  );
}

/**
 * The reservation given back: the order becomes its cart again and its units go back on sale,
 * if its charge is still awaited (changeOrderStatus refuses it otherwise). True when released.
 */
export async function releaseReservation(
  db: Db,
  input: { tenantId: number; orderId: string; actor: string; locale?: Locale },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const change = await changeOrderStatus(tx, {
      tenantId: input.tenantId,
      orderId: input.orderId,
      action: 'release',
      actor: input.actor,
      locale: input.locale ?? 'pt',
    });
    return change !== null;
  });
}

/** An order whose charge is awaited, as the reconciler reads it. */
export type PendingCharge = {
  id: string;
  tenantId: number;
  placeKey: string | null;
  transactionMethod: string | null;
  totalFinalCents: number;
  chargePendingSince: Date | null;
};

const pendingColumns = {
  id: orders.id,
  tenantId: orders.tenantId,
  placeKey: orders.placeKey,
  transactionMethod: orders.transactionMethod,
  totalFinalCents: orders.totalFinalCents,
  chargePendingSince: orders.chargePendingSince,
};

export type ReconcileOutcome = 'settled' | 'released' | 'unknown' | 'already';

/**
 * One reservation reconciled: the provider is asked what became of its charge (outside any
 * transaction) and its answer applied as the checkout would; a charge the provider never got is
 * released; without an answer the order waits, until RELEASE_AFTER_MS have passed: then it is
 * released, its units back on sale.
 */
export async function reconcileOrder(
  db: Db,
  order: PendingCharge,
  now: Date,
  gatewayOf: (option: PaymentOption) => PaymentGateway = gatewayFor,
  /**
   * 'notified': a provider's webhook told of the charge, maybe while the checkout still waits
   * for its answer: only a charge the provider shows is applied, nothing is released, and a
   * provider out of reach throws (the webhook answers 503, the provider sends it again).
   */
  mode: 'due' | 'notified' = 'due',
): Promise<ReconcileOutcome> {
  const since = order.chargePendingSince;
  const option = order.transactionMethod as PaymentOption | null;
  if (!since) return 'already';
  const release = async () =>
    (await releaseReservation(db, {
      tenantId: order.tenantId,
      orderId: order.id,
      actor: RECONCILER_ACTOR,
    }))
      ? 'released'
      : 'already';
  if (!option || !(option in OPTION_GROUP) || !order.placeKey)
    return mode === 'notified' ? 'unknown' : release();
  const gateway = gatewayOf(option);
  const query: ChargeQuery = {
    orderId: order.id,
    idempotencyKey: order.placeKey,
    group: OPTION_GROUP[option],
    amountCents: order.totalFinalCents,
    since,
  };
  let found: ChargeResult | null;
  try {
    found = await gateway.chargeStatus(db, query);
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError) || mode === 'notified') throw error;
    if (now.getTime() - since.getTime() < RELEASE_AFTER_MS) return 'unknown';
    log.error(`order ${order.id}: no answer from ${gateway.provider}, released`);
    return release();
  }
  if (!found) return mode === 'notified' ? 'unknown' : release();
  const outcome = await settleCharge(db, {
    tenantId: order.tenantId,
    orderId: order.id,
    provider: gateway.provider,
    option,
    group: query.group,
    amountCents: order.totalFinalCents,
    installments: found.installments ?? 1,
    result: found,
    locale: 'pt',
  });
  return outcome;
}

export type ReconcileReport = Record<ReconcileOutcome, number>;

/**
 * Every reservation whose charge has been awaited for RECONCILE_AFTER_MS, reconciled. Safe on
 * several instances: one short transaction takes a batch (`FOR UPDATE SKIP LOCKED`, and a lease
 * in charge_checked_at that others respect for RECONCILE_LEASE_MS), then each is asked about
 * with no lock held while the provider answers.
 */
export async function reconcilePendingCharges(
  db: Db,
  now = new Date(),
  gatewayOf: (option: PaymentOption) => PaymentGateway = gatewayFor,
): Promise<ReconcileReport> {
  const dueBefore = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const leaseBefore = new Date(now.getTime() - RECONCILE_LEASE_MS);
  const picked = await db.transaction(async (tx) => {
    const due = await tx
      .select(pendingColumns)
      .from(orders)
      .where(
        and(
          isNotNull(orders.chargePendingSince),
          lt(orders.chargePendingSince, dueBefore),
          or(isNull(orders.chargeCheckedAt), lt(orders.chargeCheckedAt, leaseBefore)),
        ),
      )
      .orderBy(asc(orders.chargePendingSince))
      .limit(RECONCILE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(orders)
        .set({ chargeCheckedAt: now })
        .where(
          sql`${orders.id} in (${sql.join(
            due.map((o) => sql`${o.id}`),
            sql`, `,
          )})`,
        );
    return due;
  });
  const report: ReconcileReport = { settled: 0, released: 0, unknown: 0, already: 0 };
  for (const order of picked) {
    try {
      report[await reconcileOrder(db, order, now, gatewayOf)]++;
    } catch (error) {
      // One order's trouble does not stop the others; its lease runs out and it is asked again.
      log.error({ err: error }, `reconciling order ${order.id} failed`);
      report.unknown++;
    }
  }
  return report;
}

/** The order's awaited charge, if it still is (a resubmit's and the reconciler's read). */
export async function pendingCharge(
  db: Db,
  tenantId: number | null,
  orderId: string,
): Promise<PendingCharge | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(orders)
    .where(
      and(
        tenantId === null ? undefined : eq(orders.tenantId, tenantId),
        eq(orders.id, orderId),
        isNotNull(orders.chargePendingSince),
      ),
    );
  return row ?? null;
}
