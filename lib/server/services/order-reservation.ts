import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { PlacedOrderInput } from '@/lib/contracts/checkout';
import { message } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  products,
  type CartBeforePlacing,
  type OrderAddress,
} from '@/lib/server/db/schema';
import { ConflictError, NotFoundError } from '@/lib/server/http/errors';
import type { PaymentOption } from '@/lib/server/payments/types';
import { findCart } from './cart';
import { unitsByProduct } from './cart-lines';
import type { ServiceContext } from './context';
import { priceCheckout } from './checkout-pricing';

// Phase A of placing an order (ADR 0020b): the one short transaction that reserves the stock and
// writes the pending order. Phase B (the charge) and C (its outcome) are in checkout.ts and
// order-charges.ts.

/** The buyer placing an order, as the order and its charge need them. */
export type OrderBuyer = {
  id: number;
  name: string;
  email: string;
  document: string | null;
  phone: string | null;
};

/** Where an order goes, who is credited and, in a corporate portal, for which company. */
export type OrderDelivery = {
  address: OrderAddress;
  affiliateId?: string | null;
  /** The company the charge is billed to (a portal order), instead of the buyer. */
  billTo?: { name: string; document: string };
  portal?: {
    groupId: number;
    companyId: number;
    purchaseOrderNumber: string | null;
    costCentre: string | null;
  };
};

/** Phase A's answer: a new reservation to charge, or the order another submit of this key made. */
export type Reservation =
  | { kind: 'reserved'; orderId: string; number: number; amountCents: number; installments: number }
  | { kind: 'charging'; orderId: string }
  | { kind: 'placed'; orderId: string };

/**
 * Phase A, one short transaction: the cart locked and priced, its stock reserved, and the order
 * written as `pending` with its prices, the submit's key and charge_pending_since; what placing
 * overwrites of the cart is kept (cart_before_placing) so that a release gives it back.
 */
export async function reserveOrder(
  db: Db,
  ctx: ServiceContext,
  input: Omit<PlacedOrderInput, 'address' | 'affiliateId'>,
  placing: { buyer: OrderBuyer; delivery: OrderDelivery; option: PaymentOption; now: Date },
): Promise<Reservation> {
  const { buyer, delivery, option, now } = placing;
  return db.transaction(async (tx): Promise<Reservation> => {
    const row = await findCart(tx, ctx, input.cart, true);
    if (row.order.customerId !== buyer.id) throw new NotFoundError('cart.notFound');
    if (row.order.status !== 'new') {
      // Another submit of the same key placed it, or is charging it: the same order, placed once.
      const [done] = await tx
        .select({ key: orders.placeKey, pendingSince: orders.chargePendingSince })
        .from(orders)
        .where(eq(orders.id, row.order.id));
      if (done?.key !== input.idempotencyKey) throw new NotFoundError('cart.notFound');
      return { kind: done.pendingSince ? 'charging' : 'placed', orderId: row.order.id };
    }
    const {
      catalog,
      priced,
      quote,
      charge: parts,
      amountCents,
      installments,
    } = await priceCheckout(tx, ctx, row, {
      zipcode: delivery.address.zipcode,
      shipping: input.shipping,
      payment: input.payment,
      lockCoupon: true,
    });
    // priceCheckout refuses a missing shipping method when paying.
    const shipment = quote!;
    const shippingCents = parts.shippingCents!;

    // Stock: one conditional decrement per product; a unit someone else took first fails here.
    for (const [productId, quantity] of unitsByProduct(row.lines)) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(
          and(
            eq(products.tenantId, ctx.tenantId),
            eq(products.id, productId),
            gte(products.stock, quantity),
          ),
        )
        .returning({ id: products.id });
      if (taken.length === 0)
        throw new ConflictError(
          message('cart.outOfStock', { name: catalog.products.get(productId)?.name ?? '' }),
        );
    }

    // The lines keep the prices they were sold at.
    for (const line of priced)
      if (line.id != null && line.storedPriceCents !== line.unitCents)
        await tx
          .update(orderItems)
          .set({ priceCents: line.unitCents })
          .where(and(eq(orderItems.tenantId, ctx.tenantId), eq(orderItems.id, line.id)));

    const [cart] = await tx.select().from(orders).where(eq(orders.id, row.order.id));
    const cartBeforePlacing: CartBeforePlacing = {
      customerEmail: cart!.customerEmail,
      customerDocument: cart!.customerDocument,
      shippingAddress: cart!.shippingAddress,
      shipment: cart!.shipment,
      transactionMethod: cart!.transactionMethod,
      affiliateId: cart!.affiliateId,
      portalGroupId: cart!.portalGroupId,
      portalCompanyId: cart!.portalCompanyId,
      purchaseOrderNumber: cart!.purchaseOrderNumber,
      costCentre: cart!.costCentre,
      totalPriceCents: cart!.totalPriceCents,
      totalDiscountCents: cart!.totalDiscountCents,
      cashDiscountCents: cart!.cashDiscountCents,
      totalShippingCents: cart!.totalShippingCents,
      interestCents: cart!.interestCents,
      totalFinalCents: cart!.totalFinalCents,
      itemPrices: row.lines.flatMap((l): [number, number][] =>
        l.id == null || l.storedPriceCents === undefined ? [] : [[l.id, l.storedPriceCents]],
      ),
    };

    const [order] = await tx
      .update(orders)
      .set({
        status: 'pending',
        placeKey: input.idempotencyKey,
        affiliateId: delivery.affiliateId ?? null,
        portalGroupId: delivery.portal?.groupId ?? null,
        portalCompanyId: delivery.portal?.companyId ?? null,
        purchaseOrderNumber: delivery.portal?.purchaseOrderNumber ?? null,
        costCentre: delivery.portal?.costCentre ?? null,
        placedAt: now,
        updatedAt: now,
        chargePendingSince: now,
        chargeCheckedAt: null,
        cartBeforePlacing,
        customerEmail: buyer.email,
        customerDocument: buyer.document,
        shippingAddress: delivery.address,
        shipment: {
          method: shipment.method,
          description: shipment.description,
          totalCents: shippingCents,
          deliveryTime: shipment.deliveryTime,
        },
        transactionMethod: option,
        // The charge in the parts every view of the order lists, as the review listed them.
        totalPriceCents: parts.subtotalCents,
        totalDiscountCents: parts.discountCents,
        cashDiscountCents: parts.cashDiscountCents,
        totalShippingCents: shippingCents,
        interestCents: parts.interestCents,
        totalFinalCents: amountCents,
      })
      .where(and(eq(orders.id, row.order.id), eq(orders.status, 'new')))
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new NotFoundError(message('cart.notFound'));
    await tx.insert(orderStatusHistory).values({
      tenantId: ctx.tenantId,
      orderId: order.id,
      fromStatus: 'new',
      toStatus: 'pending',
      actor: 'customer',
    });
    return { kind: 'reserved', orderId: order.id, number: order.number, amountCents, installments };
  });
}
