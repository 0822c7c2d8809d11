import 'server-only';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { CheckoutResult, PlacedOrderInput } from '@/lib/contracts/checkout';
import { cartTotals } from '@/lib/domain/cart';
import { firstName } from '@/lib/domain/customer';
import { formatMoney } from '@/lib/domain/money';
import { saoPauloDate } from '@/lib/domain/payments/calendar';
import { checkoutInstallments } from '@/lib/domain/payments/installments';
import { translateKey } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import {
  customers,
  orderItems,
  orders,
  orderStatusHistory,
  outboxEmails,
  paymentTransactions,
  products,
} from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { activeOption, gatewayFor } from '@/lib/server/payments';
import { paymentView } from '@/lib/server/payments/view';
import { getAddress } from './addresses';
import { findCart, usableCoupon } from './cart';
import { loadCartCatalog } from './cart-catalog';
import { cartErrors, priceLines, unitsByProduct } from './cart-lines';
import { requireCustomer, type ServiceContext } from './context';
import { orderPayment, placedOrderView } from './placed-orders';
import { quoteShipping } from './shipping';
import { getCompany } from './company';

/** A payment the provider refused: the order is not placed and the cart stays as it was. */
export class PaymentDeclinedError extends ConflictError {}

/** The placed order and its charge, as the success page shows them. */
export async function checkoutResult(
  db: Db,
  ctx: ServiceContext,
  orderId: string,
): Promise<CheckoutResult> {
  const [order, payment] = await Promise.all([
    placedOrderView(db, ctx.tenantId, orderId),
    orderPayment(db, ctx, orderId),
  ]);
  if (!payment) throw new Error(`order ${orderId} has no charge`);
  return { order, payment };
}

/**
 * GET /sale/checkout/{orderId}: the success page's result, for the customer who placed the order
 * only. Anyone else's order, a cart and an order without a charge are all 'not found' alike, so
 * the answer never tells that an id exists. One query checks the owner and reads the charge; the
 * page polls it every few seconds while a Pix or boleto awaits payment.
 */
export async function customerCheckoutResult(
  db: Db,
  ctx: ServiceContext,
  orderId: string,
): Promise<CheckoutResult> {
  const customer = requireCustomer(ctx);
  const [charge] = await db
    .select({ row: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.id, paymentTransactions.orderId))
    .where(
      and(
        eq(orders.tenantId, ctx.tenantId),
        eq(orders.id, orderId),
        eq(orders.customerId, customer.id),
        ne(orders.status, 'new'),
        eq(paymentTransactions.tenantId, ctx.tenantId),
      ),
    )
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  if (!charge) throw new NotFoundError(translateKey(ctx.locale, 'orders.notFound'));
  return {
    order: await placedOrderView(db, ctx.tenantId, orderId),
    payment: paymentView(charge.row),
  };
}

/**
 * POST /sale/checkout: the customer's cart becomes an order in one transaction. Every price,
 * the coupon, shipping and the payment amount are computed here from the catalogue (nothing the
 * browser sent about money counts); a submit that waited for another with the same idempotency
 * key answers that order; stock is reserved with a conditional decrement, so two
 * shoppers never buy the same last unit; the provider charges; the order goes to `pending`
 * (or `processing` when the card is approved at once) and the cart is gone. A declined card
 * rolls everything back: the cart stays as it was.
 */
export async function placeOrder(
  db: Db,
  ctx: ServiceContext,
  input: PlacedOrderInput,
  now = new Date(),
): Promise<CheckoutResult> {
  const customer = requireCustomer(ctx);
  const t = (key: string, values?: Record<string, string | number>) =>
    translateKey(ctx.locale, key, values);

  const store = await getCompany(db, ctx);
  if (store.maintenance) throw new ConflictError(t('maintenance.banner'));
  const option = activeOption(store.paymentOptions, input.payment.method);
  if (!option) {
    const message = t('checkout.methodUnavailable');
    throw new ValidationError(message, { 'payment.method': [message] });
  }
  const address = await getAddress(db, ctx, { id: input.address });
  const [buyer] = await db
    .select({ name: customers.name, email: customers.email, document: customers.document })
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, customer.id)));
  if (!buyer) throw new NotFoundError(t('auth.loginRequired'));

  const placed = await db.transaction(async (tx) => {
    const row = await findCart(tx, ctx, input.cart, true);
    if (row.order.customerId !== customer.id) throw new NotFoundError(t('cart.notFound'));
    if (row.order.status !== 'new') {
      // A second submit that waited for the first one's lock: the same order, placed once.
      const [done] = await tx
        .select({ key: orders.placeKey })
        .from(orders)
        .where(eq(orders.id, row.order.id));
      if (done?.key === input.idempotencyKey) return row.order.id;
      throw new NotFoundError(t('cart.notFound'));
    }
    if (row.lines.length === 0) throw new ValidationError(t('checkout.emptyCart'));

    const catalog = await loadCartCatalog(
      tx,
      ctx.tenantId,
      row.lines.map((l) => l.productId),
    );
    const errors = cartErrors(row.lines, catalog, (l) => l.id ?? 0, t);
    const firstError = errors.productStock[0]?.message ?? Object.values(errors.others)[0];
    if (firstError) throw new ConflictError(firstError);
    const priced = priceLines(row.lines, catalog);

    const quotes = await quoteShipping(tx, ctx, {
      zipcode: address.zipcode.replace(/\D/g, ''),
      products: priced
        .filter((l) => l.role === 'product')
        .map((l) => ({ product: l.productId, quantity: l.quantity })),
    });
    const quote = quotes.find((q) => q.method === input.shipping);
    if (!quote) {
      const message = t('checkout.shippingUnavailable');
      throw new ValidationError(message, { shipping: [message] });
    }
    const shippingCents = Math.round(quote.total * 100);
    const coupon = usableCoupon(row);
    const totals = cartTotals(priced, {
      coupon: coupon ? { discountType: coupon.discountType, value: coupon.value } : null,
      shippingCents,
      interestFreeLimit: row.interestFreeLimit,
    });

    let amountCents = totals.cash.totalCents;
    let installments = 1;
    const payment = input.payment;
    if (payment.method === 'creditCard') {
      const choice = checkoutInstallments(totals.totalFinalCents, {
        interestFreeLimit: row.interestFreeLimit,
      }).find((i) => i.count === payment.installments);
      if (!choice) {
        const message = t('validation.invalidValue');
        throw new ValidationError(message, { 'payment.installments': [message] });
      }
      amountCents = choice.totalCents;
      installments = choice.count;
    }

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
          t('cart.outOfStock', { name: catalog.products.get(productId)?.name ?? '' }),
        );
    }

    // The lines keep the prices they were sold at.
    for (const line of priced)
      if (line.id != null && line.storedPriceCents !== line.unitCents)
        await tx
          .update(orderItems)
          .set({ priceCents: line.unitCents })
          .where(and(eq(orderItems.tenantId, ctx.tenantId), eq(orderItems.id, line.id)));

    const cash = input.payment.method !== 'creditCard';
    const [order] = await tx
      .update(orders)
      .set({
        status: 'pending',
        placeKey: input.idempotencyKey,
        placedAt: now,
        updatedAt: now,
        customerEmail: buyer.email,
        customerDocument: buyer.document,
        shippingAddress: {
          name: address.name,
          document: address.document,
          type: address.type,
          phone: address.phone,
          zipcode: address.zipcode,
          street: address.street,
          number: address.number,
          complement: address.complement,
          district: address.district,
          city: address.city,
          region: address.region,
        },
        shipment: {
          method: quote.method,
          description: quote.description,
          totalCents: shippingCents,
          deliveryTime: quote.deliveryTime,
        },
        transactionMethod: option,
        totalPriceCents: cash ? totals.cash.subtotalCents : totals.totalPriceCents,
        totalDiscountCents: cash ? totals.cash.discountCents : totals.discountCents,
        totalShippingCents: shippingCents,
        totalFinalCents: amountCents,
      })
      .where(and(eq(orders.id, row.order.id), eq(orders.status, 'new')))
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new NotFoundError(t('cart.notFound'));
    await tx.insert(orderStatusHistory).values({
      tenantId: ctx.tenantId,
      orderId: order.id,
      fromStatus: 'new',
      toStatus: 'pending',
      actor: 'customer',
    });

    const gateway = gatewayFor(option);
    const charge = await gateway.charge(tx, {
      tenantId: ctx.tenantId,
      orderId: order.id,
      orderNumber: order.number,
      option,
      group: input.payment.method,
      amountCents,
      installments,
      customer: { name: buyer.name, email: buyer.email, document: buyer.document ?? '' },
      card:
        input.payment.method === 'creditCard'
          ? { token: input.payment.cardToken, holderDocument: input.payment.holderDocument }
          : undefined,
      storeName: store.name,
      today: saoPauloDate(now),
    });
    if (charge.status === 'declined')
      throw new PaymentDeclinedError(charge.details.message ?? t('checkout.declined'));

    await tx.insert(paymentTransactions).values({
      tenantId: ctx.tenantId,
      orderId: order.id,
      provider: gateway.provider,
      method: option,
      methodGroup: input.payment.method,
      status: charge.status,
      amountCents,
      installments,
      providerReference: charge.providerReference,
      details: charge.details,
    });
    const next =
      charge.status === 'approved'
        ? 'processing'
        : charge.status === 'review'
          ? 'payment_review'
          : null;
    if (next) {
      await tx.update(orders).set({ status: next }).where(eq(orders.id, order.id));
      await tx.insert(orderStatusHistory).values({
        tenantId: ctx.tenantId,
        orderId: order.id,
        fromStatus: 'pending',
        toStatus: next,
        actor: `provider:${gateway.provider}`,
      });
    }
    const values = {
      name: firstName(buyer.name),
      number: order.number,
      store: store.name,
      // Orders are paid in reais, whatever language the shopper reads.
      total: formatMoney(amountCents, 'pt', 1),
    };
    await tx.insert(outboxEmails).values({
      tenantId: ctx.tenantId,
      to: buyer.email,
      subject: t('checkout.emailSubject', values),
      text: t('checkout.emailText', values),
    });
    return order.id;
  });
  return checkoutResult(db, ctx, placed);
}
