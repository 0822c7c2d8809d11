import 'server-only';
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CustomerOrderDetail, OrderPayment } from '@/lib/contracts/checkout';
import type { GuestOrderBody, OrderSummary, PlacedOrder } from '@/lib/contracts/orders';
import { normalizeDocument } from '@/lib/domain/documents';
import { toReais } from '@/lib/domain/money';
import { paymentMethodGroup } from '@/lib/domain/order-status';
import { orderSummaryLines, type OrderCharge } from '@/lib/domain/order-summary';

import type { Db } from '@/lib/server/db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  paymentTransactions,
} from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { paymentView } from '@/lib/server/payments/view';
import { spend } from '@/lib/server/security/limits';
import { requireCustomer, type ServiceContext } from './context';

/** The charge a placed order's row records, in its parts (every view lists them as lines). */
export function storedCharge(order: typeof orders.$inferSelect): OrderCharge {
  return {
    subtotalCents: order.totalPriceCents,
    discountCents: order.totalDiscountCents,
    cashDiscountCents: order.cashDiscountCents,
    shippingCents: order.totalShippingCents,
    interestCents: order.interestCents,
    method: paymentMethodGroup(order.transactionMethod),
  };
}

/** A placed order of this store as its buyer sees it (prices as paid, never the catalogue's now). */
export async function placedOrderView(
  db: Db,
  tenantId: number,
  orderId: string,
): Promise<PlacedOrder> {
  const [[order], items, history] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId))),
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.id)),
    db
      .select({ status: orderStatusHistory.toStatus, at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.tenantId, tenantId), eq(orderStatusHistory.orderId, orderId)),
      )
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  if (!order) throw new Error(`order ${orderId} vanished while it was read`);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: (order.placedAt ?? order.createdAt).toISOString(),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      parent: i.parentId,
      type: i.type,
      name: i.name,
      sku: i.sku,
      mediaUrl: i.mediaUrl,
      quantity: i.quantity,
      price: toReais(i.priceCents),
    })),
    totalPrice: toReais(order.totalPriceCents),
    totalDiscount: toReais(order.totalDiscountCents),
    cashDiscount: toReais(order.cashDiscountCents),
    totalShipping: toReais(order.totalShippingCents),
    interest: toReais(order.interestCents),
    totalTax: toReais(order.totalTaxCents),
    totalFinal: toReais(order.totalFinalCents),
    summary: orderSummaryLines(storedCharge(order)).map((line) => ({
      kind: line.kind,
      amount: line.cents === null ? null : toReais(line.cents),
    })),
    shipment: order.shipment
      ? {
          description: order.shipment.description,
          total: toReais(order.shipment.totalCents),
          deliveryTime: order.shipment.deliveryTime,
        }
      : null,
    destination: order.shippingAddress
      ? { city: order.shippingAddress.city, region: order.shippingAddress.region }
      : null,
    tracking:
      order.carrier && order.trackingCode
        ? { carrier: order.carrier, code: order.trackingCode }
        : null,
    // The buyer reads the method's group ('pix'), not the store's provider option behind it.
    transaction: order.transactionMethod
      ? { method: paymentMethodGroup(order.transactionMethod) ?? order.transactionMethod }
      : null,
    // The steps of this placing: a cart given back after a refused charge (ADR 0020b) and placed
    // again keeps its earlier steps for the operator, not for its buyer.
    history: history.slice(history.findLastIndex((h) => h.status === 'new') + 1).map((h) => ({
      status: h.status as PlacedOrder['status'],
      at: h.at.toISOString(),
    })),
  };
}

/**
 * The id of this store's placed order (never a cart) of that number that `owner` also matches
 * (the store's operator may open any of its orders).
 */
export async function placedOrderId(
  db: Db,
  tenantId: number,
  number: number,
  owner?: SQL,
): Promise<string | null> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.number, number),
        ne(orders.status, 'new'),
        owner,
      ),
    )
    .limit(1);
  return found?.id ?? null;
}

/**
 * POST /sale/order/guest/view: the order whose number and buyer document both match, in this
 * store, once placed (a cart is not an order). Anything else is 'Pedido não encontrado!'. Each
 * lookup is counted before it is made and a found order takes its count back: past
 * RATE_POLICIES.guestOrder's misses from one address, 429 (numbers are sequential: the document is
 * what keeps them private).
 */
export async function lookUpGuestOrder(
  db: Db,
  ctx: ServiceContext,
  input: GuestOrderBody,
  client: { address: string },
): Promise<PlacedOrder> {
  const attempt = await spend(ctx, 'guestOrder', { address: client.address });
  const found = await placedOrderId(
    db,
    ctx.tenantId,
    Number(input.id),
    and(
      eq(orders.customerDocument, normalizeDocument(input.customerDocument)),
      // A corporate portal's orders are seen in the portal, by its users only.
      isNull(orders.portalGroupId),
    ),
  );
  if (!found) throw new NotFoundError('orders.notFound');
  await attempt.refund();
  return placedOrderView(db, ctx.tenantId, found);
}

/** The columns of an order's line in a list of orders (Meus pedidos, a portal's Meus Pedidos). */
export const orderSummaryColumns = {
  number: orders.number,
  status: orders.status,
  placedAt: orders.placedAt,
  createdAt: orders.createdAt,
  totalFinalCents: orders.totalFinalCents,
  // Qualified by hand: in a one-table select drizzle writes a bare "id", which oi's would take.
  items: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = "orders"."id" and oi.parent_id is null)`,
};

export function toOrderSummary(row: {
  number: number;
  status: OrderSummary['status'];
  placedAt: Date | null;
  createdAt: Date;
  totalFinalCents: number;
  items: number;
}): OrderSummary {
  return {
    number: row.number,
    status: row.status,
    createdAt: (row.placedAt ?? row.createdAt).toISOString(),
    totalFinal: toReais(row.totalFinalCents),
    items: row.items,
  };
}

/** Meus pedidos: the logged-in customer's placed orders in this store, newest first. */
export async function listCustomerOrders(db: Db, ctx: ServiceContext): Promise<OrderSummary[]> {
  const { id } = requireCustomer(ctx);
  const rows = await db
    .select(orderSummaryColumns)
    .from(orders)
    .where(
      and(eq(orders.tenantId, ctx.tenantId), eq(orders.customerId, id), ne(orders.status, 'new')),
    )
    .orderBy(desc(orders.number));
  return rows.map(toOrderSummary);
}

/** The latest charge of an order (null for an order placed before payments were recorded). */
export async function orderPayment(
  db: Db,
  ctx: ServiceContext,
  orderId: string,
): Promise<OrderPayment | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.tenantId, ctx.tenantId), eq(paymentTransactions.orderId, orderId)),
    )
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return row ? paymentView(row, ctx.locale) : null;
}

/**
 * One placed order of the logged-in customer by its number, with its charge (the Pix code or
 * boleto still to pay, the card's result); anyone else's is not found.
 */
export async function customerOrder(
  db: Db,
  ctx: ServiceContext,
  input: { number: number },
): Promise<CustomerOrderDetail> {
  const { id } = requireCustomer(ctx);
  const found = await placedOrderId(db, ctx.tenantId, input.number, eq(orders.customerId, id));
  if (!found) throw new NotFoundError('orders.notFound');
  const [order, payment] = await Promise.all([
    placedOrderView(db, ctx.tenantId, found),
    orderPayment(db, ctx, found),
  ]);
  return { ...order, payment };
}
