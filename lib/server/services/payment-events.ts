import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { OrderAction } from '@/lib/domain/order-status';
import type { Db } from '@/lib/server/db/client';
import { paymentEvents, paymentTransactions, type PaymentProvider } from '@/lib/server/db/schema';
import type { PaymentEvent, PaymentGateway } from '@/lib/server/payments/types';
import { pendingCharge, reconcileOrder } from './order-charges';
import { changeOrderStatus } from './order-lifecycle';

/** What an event does to its order (after clearing a review, an approval still starts from pending). */
const ACTIONS: Record<PaymentEvent['type'], OrderAction[]> = {
  approved: ['clearReview', 'approve'],
  review: ['review'],
  declined: ['cancel'],
  canceled: ['cancel'],
  refunded: ['refund'],
};

export type EventOutcome = 'applied' | 'ignored' | 'duplicate' | 'unknown';

/**
 * A provider's event (its signature already checked) applied once: the event id is recorded in
 * the same transaction, so a replay changes nothing ('duplicate'); an event the order's status no
 * longer allows (approval after a cancel) is recorded and ignored; a charge we do not know is
 * 'unknown'.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [transaction] = await tx
      .select({
        id: paymentTransactions.id,
        tenantId: paymentTransactions.tenantId,
        orderId: paymentTransactions.orderId,
      })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.provider, provider),
          eq(paymentTransactions.providerReference, event.providerReference),
        ),
      )
      .for('update');
    if (!transaction) return 'unknown';
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        tenantId: transaction.tenantId,
        provider,
        eventId: event.eventId,
        transactionId: transaction.id,
        type: event.type,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';

    let changed = false;
    for (const action of ACTIONS[event.type]) {
      const change = await changeOrderStatus(tx, {
        tenantId: transaction.tenantId,
        orderId: transaction.orderId,
        action,
        actor: `provider:${provider}`,
        // The customer's e-mail speaks the store's own language (pt-BR first).
        locale: 'pt',
      });
      changed ||= change !== null;
    }
    if (!changed) return 'ignored';
    await tx
      .update(paymentTransactions)
      // Every event type is also the charge's status it leads to.
      .set({ status: event.type, updatedAt: new Date() })
      .where(eq(paymentTransactions.id, transaction.id));
    return 'applied';
  });
}

/**
 * A provider's notification as it arrived: its signature checked by the provider's gateway (a
 * bad one is 'refused' and changes nothing), an authentic notice with nothing for the store
 * 'ignored', anything else applied once. The webhook routes and the sandbox's bank both come here.
 */
export async function receiveWebhook(
  db: Db,
  gateway: PaymentGateway,
  rawBody: string,
  headers: Headers,
): Promise<EventOutcome | 'refused'> {
  const reading = await gateway.parseWebhook(rawBody, headers);
  if (!reading) return 'refused';
  if (reading === 'nothing') return 'ignored';
  const outcome = await applyPaymentEvent(db, gateway.provider, reading);
  if (outcome !== 'unknown' || !reading.orderId) return outcome;
  // A charge not recorded yet: its order still awaits the answer (a checkout waiting for it, or
  // a process stopped before it applied it, ADR 0020b). The provider's word on it is applied as
  // the checkout would, which clears the order's marker; then the event applies as any other.
  const pending = await pendingCharge(db, null, reading.orderId);
  if (!pending) return outcome;
  await reconcileOrder(db, pending, new Date(), () => gateway, 'notified');
  return applyPaymentEvent(db, gateway.provider, reading);
}
