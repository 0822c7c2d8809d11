import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { nextOrderStatus } from '@/lib/domain/order-status';
import { message, type MessageKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { orders, paymentTransactions, type PaymentProvider } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '@/lib/server/http/errors';
import { providerGateway } from '@/lib/server/payments';
import { refundIdempotencyKey } from '@/lib/server/payments/provider-http';
import { sandboxGateway } from '@/lib/server/payments/sandbox';
import type { PaymentGateway } from '@/lib/server/payments/types';

/** The gateway that holds a charge: the sandbox's, or a provider's while it is configured. */
export const refundGateway = (provider: PaymentProvider): PaymentGateway | null =>
  provider === 'sandbox' ? sandboxGateway : providerGateway(provider);

/**
 * Gives an order's approved charge back through its provider, before the order moves to
 * refunded (issue 28 item 2), and outside any transaction (ADR 0020b: no lock is held while a
 * provider answers). The order must be one a refund applies to, or nothing is asked. Answers
 * the charge given back (the caller marks it with the order's change), or null for an order paid
 * outside the providers (a portal invoice). A refusal, or a refund the provider has not
 * confirmed yet (its notification will move the order), is a 409 with the reason, and the order
 * stays as it is; the same order asked again is the same refund at the provider.
 */
export async function refundCharge(
  db: Db,
  input: { tenantId: number; orderId: string },
  gatewayOf: (provider: PaymentProvider) => PaymentGateway | null = refundGateway,
): Promise<number | null> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, input.tenantId), eq(orders.id, input.orderId)));
  if (!order) throw new NotFoundError('orders.notFound');
  if (!nextOrderStatus(order.status, 'refund'))
    throw new ConflictError(
      message('orders.actionRefused', {
        action: message('orders.actions.refund'),
        status: message(`orders.status.${order.status}`),
      }),
    );
  const [charge] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, input.orderId),
        eq(paymentTransactions.status, 'approved'),
      ),
    )
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  if (!charge) return null;
  const gateway = gatewayOf(charge.provider);
  if (!gateway) throw new ServiceUnavailableError('backOffice.orders.refundUnavailable');
  const result = await gateway.refund(db, {
    orderId: input.orderId,
    providerReference: charge.providerReference,
    amountCents: charge.amountCents,
    idempotencyKey: refundIdempotencyKey(input.orderId),
  });
  if (result.status === 'refused') throw new ConflictError(result.message as MessageKey);
  if (result.status === 'pending') throw new ConflictError('backOffice.orders.refundPending');
  return charge.id;
}
