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
  },
): Promise<StatusChange> {
  const [order] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customerId: orders.customerId,
      email: orders.customerEmail,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, input.tenantId), eq(orders.id, input.orderId)))
    .for('update');
  if (!order || order.status === 'new') throw new NotFoundError('orders.notFound');
  const to = nextOrderStatus(order.status, input.action);
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
  await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    tenantId: input.tenantId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor: input.actor,
  });
  if (input.action === 'cancel' && RETURNS_STOCK_ON_CANCEL.includes(order.status))
    await returnStock(tx, input.tenantId, order.id);

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
      ),
    );
  }
  return { from: order.status, to };
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
