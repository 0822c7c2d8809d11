import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { firstName } from '@/lib/domain/customer';
import {
  nextOrderStatus,
  RETURNS_STOCK_ON_CANCEL,
  type OrderAction,
  type OrderStatus,
} from '@/lib/domain/order-status';
import { message } from '@/lib/i18n/messages';
import { orderStatusEmail } from '@/lib/mail/emails';
import type { Db } from '@/lib/server/db/client';
import {
  companies,
  customers,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  type CartBeforePlacing,
} from '@/lib/server/db/schema';
import { ConflictError, NotFoundError } from '@/lib/server/http/errors';
import { queueEmail } from './outbox';
import type { Locale } from '@/lib/domain/money';

export type StatusChange = { from: OrderStatus; to: OrderStatus } | null;

/**
 * Moves a placed order by one action of the status machine (lib/domain/order-status.ts), inside
 * the caller's transaction: the order row is locked, the change is recorded with its actor and
 * e-mailed to the customer, and a cancel puts the units still in the warehouse back on sale.
 * Returns null when the rules forbid the action from the order's status (a late or repeated
 * event); `strict` turns that into a 409 for an operator who asked for it.
 *
 * Any change decides the order's charge: it is no longer awaited (charge_pending_since cleared),
 * so the reconciler leaves it alone. A release (ADR 0020b) is allowed only while the charge is
 * still awaited: it puts the reserved units back on sale and gives the shopper their cart back as
 * it was before placing (lines' prices, address, shipping, totals), without an e-mail.
 */
export async function changeOrderStatus(
  tx: Db,
  input: {
    tenantId: number;
    orderId: string;
    action: OrderAction;
    actor: string;
    /** The customer's e-mail's language. */
    locale: Locale;
    strict?: boolean;
    /**
     * False when the customer hears of the change otherwise: the checkout's own outcome is told
     * by the order's confirmation e-mail.
     */
    notify?: boolean;
    /** A shipment's carrier and tracking code, stored with it and told to the customer. */
    shipping?: { carrier: string; trackingCode: string };
  },
): Promise<StatusChange> {
  const [order] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customerId: orders.customerId,
      email: orders.customerEmail,
      chargePendingSince: orders.chargePendingSince,
      cartBeforePlacing: orders.cartBeforePlacing,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, input.tenantId), eq(orders.id, input.orderId)))
    .for('update');
  if (!order || order.status === 'new') throw new NotFoundError('orders.notFound');
  const released = input.action === 'release';
  const to =
    released && !order.chargePendingSince ? null : nextOrderStatus(order.status, input.action);
  if (!to) {
    if (input.strict)
      throw new ConflictError(
        message('orders.actionRefused', {
          action: message(`orders.actions.${input.action}`),
          status: message(`orders.status.${order.status}`),
        }),
      );
    return null;
  }
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: new Date(),
      chargePendingSince: null,
      chargeCheckedAt: null,
      ...(released ? cartFields(order.cartBeforePlacing) : {}),
      ...(input.action === 'ship' && input.shipping
        ? { carrier: input.shipping.carrier, trackingCode: input.shipping.trackingCode }
        : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    tenantId: input.tenantId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor: input.actor,
  });
  if (input.action === 'cancel' && RETURNS_STOCK_ON_CANCEL.includes(order.status))
    await returnStock(tx, input.tenantId, order.id);
  if (released) {
    await returnStock(tx, input.tenantId, order.id);
    for (const [id, priceCents] of order.cartBeforePlacing?.itemPrices ?? [])
      await tx
        .update(orderItems)
        .set({ priceCents })
        .where(
          and(
            eq(orderItems.tenantId, input.tenantId),
            eq(orderItems.orderId, order.id),
            eq(orderItems.id, id),
          ),
        );
    // The shopper was told at checkout; the cart is theirs again, nothing to e-mail.
    return { from: order.status, to };
  }

  if (input.notify === false) return { from: order.status, to };
  const [person] = order.customerId
    ? await tx
        .select({ name: customers.name, store: companies.name })
        .from(customers)
        .innerJoin(companies, eq(companies.id, customers.tenantId))
        .where(eq(customers.id, order.customerId))
    : [];
  if (order.email) {
    await queueEmail(
      tx,
      { tenantId: input.tenantId, email: order.email },
      orderStatusEmail(
        input.locale,
        { name: firstName(person?.name ?? ''), number: order.number, store: person?.store ?? '' },
        to,
        input.action === 'ship' && input.shipping
          ? { carrier: input.shipping.carrier, code: input.shipping.trackingCode }
          : null,
      ),
    );
  }
  return { from: order.status, to };
}

/**
 * The cart's own fields again, as placing found them: the order's placing key, time, address,
 * shipment and totals go (the order number stays with it: numbers are never reused).
 */
function cartFields(before: CartBeforePlacing | null) {
  const placing = { placeKey: null, placedAt: null, cartBeforePlacing: null };
  if (!before) return placing;
  const fields: Partial<CartBeforePlacing> = { ...before };
  delete fields.itemPrices;
  return { ...placing, ...fields };
}

/** The order's units (kit parts included, add-on services not) go back on sale. */
async function returnStock(tx: Db, tenantId: number, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orderItems.orderId, orderId),
        sql`${orderItems.type} <> 'addon'`,
      ),
    );
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  for (const [productId, quantity] of units)
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
}
