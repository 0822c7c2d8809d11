import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contracts/operator';
import { toReais } from '@/lib/domain/money';
import { paymentMethodGroup, type OrderStatus } from '@/lib/domain/order-status';
import { renderMessage } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { orders, orderStatusHistory } from '@/lib/server/db/schema';
import type { ServiceContext } from './context';

/**
 * A placed order as the store's operators see it (the operator API's answer, the back-office's
 * order page's head): its status and label, totals, payment and every change with its actor.
 */
export async function operatorOrderView(
  db: Db,
  ctx: ServiceContext,
  orderId: string,
): Promise<OperatorOrder> {
  const [[order], history] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.id, orderId))),
    db
      .select({
        from: orderStatusHistory.fromStatus,
        to: orderStatusHistory.toStatus,
        actor: orderStatusHistory.actor,
        at: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.tenantId, ctx.tenantId), eq(orderStatusHistory.orderId, orderId)),
      )
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  if (!order) throw new Error(`order ${orderId} vanished while it was read`);
  const label = (status: OrderStatus) => renderMessage(ctx.locale, `orders.status.${status}`);
  const group = paymentMethodGroup(order.transactionMethod);
  return {
    number: order.number,
    status: order.status,
    statusLabel: label(order.status),
    createdAt: (order.placedAt ?? order.createdAt).toISOString(),
    customerEmail: order.customerEmail,
    totalPrice: toReais(order.totalPriceCents),
    totalDiscount: toReais(order.totalDiscountCents),
    cashDiscount: toReais(order.cashDiscountCents),
    totalShipping: toReais(order.totalShippingCents),
    interest: toReais(order.interestCents),
    totalTax: toReais(order.totalTaxCents),
    totalFinal: toReais(order.totalFinalCents),
    payment: order.transactionMethod
      ? {
          method: order.transactionMethod,
          group,
          groupLabel: group && renderMessage(ctx.locale, `orders.method.${group}`),
        }
      : null,
    history: history.map((h) => ({
      from: h.from as OrderStatus | null,
      to: h.to as OrderStatus,
      label: label(h.to as OrderStatus),
      actor: h.actor,
      at: h.at.toISOString(),
    })),
  };
}
