import 'server-only';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type {
  CheckoutQuote,
  CheckoutQuoteInput,
  CheckoutResult,
  PlacedOrderInput,
} from '@/lib/contracts/checkout';
import { toReais } from '@/lib/domain/money';
import { saoPauloDate } from '@/lib/domain/payments/calendar';
import { message } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { customers, orders, paymentTransactions, type OrderAddress } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { activeOption, gatewayFor } from '@/lib/server/payments';
import { PaymentUnavailableError, PROVIDER_TIMEOUT_MS } from '@/lib/server/payments/provider-http';
import type {
  ChargeQuery,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  PaymentOption,
} from '@/lib/server/payments/types';
import { chargeAnswer, paymentView } from '@/lib/server/payments/view';
import { getAddress } from './addresses';
import { findCart } from './cart';
import { requireCustomer, type ServiceContext } from './context';
import { placedOrderView } from './placed-orders';
import { getCompany } from './company';
import { pendingCharge, reconcileOrder, releaseReservation, settleCharge } from './order-charges';
import { assertStoreTakesPurchases } from './store-open';
import { priceCheckout } from './checkout-pricing';
import { reserveOrder, type OrderBuyer, type OrderDelivery } from './order-reservation';

/** A payment the provider refused: the order is not placed and the cart stays as it was. */
export class PaymentDeclinedError extends ConflictError {}

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
  if (!charge) throw new NotFoundError('orders.notFound');
  return {
    order: await placedOrderView(db, ctx.tenantId, orderId),
    payment: paymentView(charge.row, ctx.locale),
  };
}

/**
 * The affiliate credited with an order (SPEC.md section 9): a customer of this store in an
 * affiliate group, never the buyer. Any other id is left out without bothering the shopper.
 */
async function creditedAffiliate(
  db: Db,
  tenantId: number,
  buyerId: number,
  id: string | undefined,
): Promise<string | null> {
  const affiliate = Number(id);
  if (!id || affiliate === buyerId) return null;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.id, affiliate),
        isNotNull(customers.affiliateGroup),
      ),
    );
  return row ? String(row.id) : null;
}

/**
 * POST /sale/checkout/quote: the review of the checkout page — the shipping options for the
 * chosen address and what the order costs by Pix or boleto and in each card installment count.
 * The same pricing the order is placed with.
 */
export async function checkoutQuote(
  db: Db,
  ctx: ServiceContext,
  input: CheckoutQuoteInput,
): Promise<CheckoutQuote> {
  requireCustomer(ctx);
  const address = await getAddress(db, ctx, { id: input.address });
  return quoteCartCheckout(db, ctx, input, address.zipcode);
}

/** The checkout's review of the caller's open cart delivered to `zipcode` (store or portal). */
export async function quoteCartCheckout(
  db: Db,
  ctx: ServiceContext,
  input: { cart: string; shipping?: string },
  zipcode: string,
): Promise<CheckoutQuote> {
  const customer = requireCustomer(ctx);
  const row = await findCart(db, ctx, input.cart, false);
  if (row.order.customerId !== customer.id || row.order.status !== 'new')
    throw new NotFoundError('cart.notFound');
  const { quotes, quote, totals, cardOptions } = await priceCheckout(db, ctx, row, {
    zipcode,
    shipping: input.shipping ?? null,
  });
  return {
    shippingOptions: quotes,
    shipping: quote,
    subtotal: toReais(totals.totalPriceCents),
    discount: toReais(totals.discountCents),
    shippingTotal: toReais(totals.shippingCents),
    total: toReais(totals.totalFinalCents),
    cash: {
      subtotal: toReais(totals.cash.subtotalCents),
      discount: toReais(totals.cash.discountCents),
      total: toReais(totals.cash.totalCents),
      discountPercent: totals.cash.discountPercent,
    },
    installments: cardOptions.map((o) => ({
      count: o.count,
      amount: toReais(o.amountCents),
      total: toReais(o.totalCents),
      interestFree: o.interestFree,
      interestPercent: o.interestPercent,
    })),
  };
}

/**
 * POST /sale/checkout: the customer's cart becomes an order (placeCartOrder below): every
 * price, the coupon, shipping and the payment amount are computed from the catalogue; the
 * order goes to `pending` (or `processing` when the card is approved at once) and the cart is
 * gone. A declined card gives the cart back as it was.
 */
export async function placeOrder(
  db: Db,
  ctx: ServiceContext,
  input: PlacedOrderInput,
  now = new Date(),
  gatewayOf?: (option: PaymentOption) => PaymentGateway,
): Promise<CheckoutResult> {
  const { address: addressId, affiliateId, ...order } = input;
  return placeCartOrder(
    db,
    ctx,
    order,
    async (buyer) => ({
      address: toOrderAddress(await getAddress(db, ctx, { id: addressId })),
      affiliateId: await creditedAffiliate(db, ctx.tenantId, buyer.id, affiliateId),
    }),
    now,
    gatewayOf,
  );
}

/** An address of the customer's book as the order keeps it. */
const toOrderAddress = (address: OrderAddress): OrderAddress => ({
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
});

/** How long a resubmit waits for the first submit's charge before asking the provider itself. */
const RESUBMIT_WAIT_MS = PROVIDER_TIMEOUT_MS + 5_000;
const RESUBMIT_POLL_MS = 200;

/**
 * The order of the caller's open cart (placeOrder above, and the corporate portal's checkout):
 * `deliver` decides where it goes once the store takes orders by that method. Three steps, and
 * no transaction is open while the provider is asked (ADR 0020b):
 *
 * A. one short transaction locks the cart, prices it (nothing the browser sent about money
 *    counts), reserves the stock with a conditional decrement (two shoppers never buy the same
 *    last unit) and writes the order as `pending`, marked as awaiting its charge;
 * B. the provider charges, outside any transaction, with the submit's idempotency key;
 * C. one short transaction records the charge and moves the order through the status machine
 *    (settleCharge): approved → processing, review → payment_review, Pix and boleto pending.
 *
 * A declined card releases the order: its stock goes back on sale and the cart is as it was,
 * and the shopper reads the provider's refusal. A provider out of reach answers its message;
 * the order is released at once when the provider says it took no charge, else the reconciler
 * (order-charges.ts) settles it once the provider can be asked. A resubmit with the same key
 * answers the same order and never charges twice: while the first one's charge is under way it
 * waits for its outcome.
 */
export async function placeCartOrder(
  db: Db,
  ctx: ServiceContext,
  input: Omit<PlacedOrderInput, 'address' | 'affiliateId'>,
  deliver: (buyer: OrderBuyer) => Promise<OrderDelivery>,
  now = new Date(),
  gatewayOf: (option: PaymentOption) => PaymentGateway = gatewayFor,
): Promise<CheckoutResult> {
  const customer = requireCustomer(ctx);

  await assertStoreTakesPurchases(db, ctx);
  const store = await getCompany(db, ctx);
  const option = activeOption(store.paymentOptions, input.payment.method);
  if (!option) {
    throw new ValidationError('checkout.methodUnavailable', {
      'payment.method': ['checkout.methodUnavailable'],
    });
  }
  const [buyer] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      document: customers.document,
      phone: customers.phone,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.tenantId), eq(customers.id, customer.id)));
  if (!buyer) throw new NotFoundError(message('auth.loginRequired'));
  const delivery = await deliver(buyer);
  const shippingAddress = delivery.address;
  const gateway = gatewayOf(option);
  const waitUntil = Date.now() + RESUBMIT_WAIT_MS;

  for (;;) {
    const reserved = await reserveOrder(db, ctx, input, { buyer, delivery, option, now });
    if (reserved.kind === 'placed') return customerCheckoutResult(db, ctx, reserved.orderId);
    if (reserved.kind === 'charging') {
      // Another submit of this key is charging: its outcome is this one's, never a second charge.
      const outcome = await awaitCharge(db, ctx, reserved.orderId, waitUntil, gatewayOf);
      if (outcome === 'released') continue; // the cart is back: this submit places it again
      return customerCheckoutResult(db, ctx, reserved.orderId);
    }

    const request: ChargeRequest = {
      tenantId: ctx.tenantId,
      orderId: reserved.orderId,
      orderNumber: reserved.number,
      option,
      group: input.payment.method,
      amountCents: reserved.amountCents,
      installments: reserved.installments,
      customer: {
        name: delivery.billTo?.name ?? buyer.name,
        email: buyer.email,
        // A buyer without a document on file is billed under the delivery address's.
        document: delivery.billTo?.document ?? (buyer.document || shippingAddress.document),
      },
      address: shippingAddress,
      card:
        input.payment.method === 'creditCard'
          ? {
              token: input.payment.cardToken,
              holderDocument: input.payment.holderDocument,
              holderName: input.payment.holderName,
              brand: input.payment.cardBrand,
            }
          : undefined,
      idempotencyKey: input.idempotencyKey,
      storeName: store.name,
      today: saoPauloDate(now),
    };
    let result: ChargeResult;
    try {
      result = await gateway.charge(db, request);
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      const known = await outcomeAfterFailure(db, gateway, error, {
        orderId: reserved.orderId,
        idempotencyKey: input.idempotencyKey,
        group: input.payment.method,
        amountCents: reserved.amountCents,
        since: now,
      });
      // Not known: the order waits for the reconciler (the shopper reads the same message).
      if (known === undefined) throw error;
      if (known === null) {
        await releaseReservation(db, {
          tenantId: ctx.tenantId,
          orderId: reserved.orderId,
          actor: `provider:${gateway.provider}`,
        });
        throw error;
      }
      result = known;
    }
    await settleCharge(db, {
      tenantId: ctx.tenantId,
      orderId: reserved.orderId,
      provider: gateway.provider,
      option,
      group: input.payment.method,
      amountCents: reserved.amountCents,
      installments: reserved.installments,
      result,
      locale: ctx.locale,
    });
    if (result.status === 'declined')
      throw new PaymentDeclinedError(
        chargeAnswer(result.details.message ?? 'paymentAnswers.declined'),
      );
    return customerCheckoutResult(db, ctx, reserved.orderId);
  }
}

/**
 * What became of a charge whose call failed: nothing, when the provider answered that it took
 * none (null); else its word when asked once more (a result, or null: it never arrived);
 * undefined when that cannot be known now.
 */
async function outcomeAfterFailure(
  db: Db,
  gateway: PaymentGateway,
  failure: PaymentUnavailableError,
  query: ChargeQuery,
): Promise<ChargeResult | null | undefined> {
  if (failure.answered) return null;
  try {
    return await gateway.chargeStatus(db, query);
  } catch (error) {
    if (error instanceof PaymentUnavailableError) return undefined;
    throw error;
  }
}

/**
 * A resubmit's wait for the charge another submit of its key is making: 'settled' once it was
 * applied, 'released' when it gave the cart back. Past `until` (that submit's process stopped,
 * or its provider never answered) the provider is asked here, as the reconciler would; no answer
 * then is the provider's unavailability.
 */
async function awaitCharge(
  db: Db,
  ctx: ServiceContext,
  orderId: string,
  until: number,
  gatewayOf: (option: PaymentOption) => PaymentGateway,
): Promise<'settled' | 'released'> {
  for (;;) {
    const pending = await pendingCharge(db, ctx.tenantId, orderId);
    if (!pending) break;
    if (Date.now() >= until) {
      const outcome = await reconcileOrder(db, pending, new Date(), gatewayOf);
      if (outcome === 'unknown') throw new PaymentUnavailableError(`order ${orderId}: unanswered`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, RESUBMIT_POLL_MS));
  }
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.id, orderId)));
  return order?.status === 'new' ? 'released' : 'settled';
}
