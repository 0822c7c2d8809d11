import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contracts/operator';
import { toReais } from '@/lib/domain/money';
import {
  paymentMethodGroup,
  type OperatorOrderAction,
  type OrderStatus,
} from '@/lib/domain/order-status';
import { renderMessage } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { orders, orderStatusHistory } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import type { ServiceContext } from './context';
import { changeOrderStatus } from './order-lifecycle';
import { placedOrderId } from './placed-orders';

/** GET /operator/orders/{number}: any placed order of the key's store. */
export async function operatorOrder(
  db: Db,
  ctx: ServiceContext,
  input: { number: number },
): Promise<OperatorOrder> {
  return operatorOrderView(db, ctx, await orderIdOf(db, ctx, input.number));
}

/**
 * POST /operator/orders/{number}/{action}: the order moved by the status machine, recorded with
 * the key's name as its actor and e-mailed to the customer; a move the rules forbid is 409 with
 * their reason ('Não é possível enviar um pedido com situação Pendente.') and changes nothing.
 */
export async function changeOperatorOrder(
  db: Db,
  ctx: ServiceContext,
  input: { number: number; action: OperatorOrderAction; operator: string },
): Promise<OperatorOrder> {
  const orderId = await orderIdOf(db, ctx, input.number);
  await db.transaction((tx) =>
    changeOrderStatus(tx, {
      tenantId: ctx.tenantId,
      orderId,
      action: input.action,
      actor: `operator:${input.operator}`,
      // The customer's e-mail speaks the store's own language, whatever the operator's cookie.
      locale: 'pt',
      strict: true,
    }),
  );
  return operatorOrderView(db, ctx, orderId);
}

async function orderIdOf(db: Db, ctx: ServiceContext, number: number): Promise<string> {
  const id = await placedOrderId(db, ctx.tenantId, number);
  if (!id) throw new NotFoundError('orders.notFound');
  return id;
}

async function operatorOrderView(
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
