import 'server-only';
import type { CheckoutPayment } from '@/lib/contracts/checkout';
import { cartTotals } from '@/lib/domain/cart';
import { checkoutInstallments } from '@/lib/domain/payments/installments';
import { chargeTotalCents, checkoutCharge } from '@/lib/domain/order-summary';
import { message } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { ConflictError, ValidationError } from '@/lib/server/http/errors';
import type { CartRow } from './cart';
import { loadCartCatalog } from './cart-catalog';
import { cartErrors, priceLines } from './cart-lines';
import type { ServiceContext } from './context';
import { couponOutcome } from './coupon-terms';
import { quoteShipping } from './shipping';

// What a cart costs at checkout, in one place: the checkout's review (checkout.ts) and the
// order's reservation (order-reservation.ts) price a cart the same way.

export type CheckoutPricingInput = {
  zipcode: string;
  /** The shipping method chosen; a quote without one takes the cheapest. */
  shipping: string | null;
  payment?: CheckoutPayment;
  /** The order's reservation: the coupon is held while its uses are counted. */
  lockCoupon?: boolean;
};

/**
 * What a cart costs at checkout, worked out once for the review (checkoutQuote) and again, inside
 * the order's reservation, for the order itself (placeOrder): the lines at catalogue prices, the
 * coupon, shipping quoted for the address's CEP, the cash (Pix, boleto) total and the card's
 * installments. A cart with stock or other errors is refused with its first message.
 */
export async function priceCheckout(
  db: Db,
  ctx: ServiceContext,
  row: CartRow,
  input: CheckoutPricingInput,
) {
  if (row.lines.length === 0) throw new ValidationError('checkout.emptyCart');
  const catalog = await loadCartCatalog(
    db,
    ctx.tenantId,
    row.lines.map((l) => l.productId),
    row.catalogVersion,
  );
  const errors = cartErrors(row.lines, catalog, (l) => l.id ?? 0, message);
  const firstError = errors.productStock[0]?.message ?? Object.values(errors.others)[0];
  if (firstError) throw new ConflictError(firstError);
  const priced = priceLines(row.lines, catalog);

  const quotes = await quoteShipping(
    db,
    ctx,
    {
      zipcode: input.zipcode.replace(/\D/g, ''),
      products: priced
        .filter((l) => l.role === 'product')
        .map((l) => ({ product: l.productId, quantity: l.quantity })),
    },
    catalog,
  );
  const quote =
    input.shipping === null
      ? (quotes.toSorted((a, b) => a.total - b.total)[0] ?? null)
      : (quotes.find((q) => q.method === input.shipping) ?? null);
  if (!quote && (input.shipping !== null || input.payment)) {
    throw new ValidationError('checkout.shippingUnavailable', {
      shipping: ['checkout.shippingUnavailable'],
    });
  }
  // A coupon on the cart that does not discount it now (used up meanwhile, the cart below its
  // minimum…) stops the checkout with its reason: the shopper never pays what they did not see.
  const coupon = await couponOutcome(db, ctx, row.coupon, priced, { lock: input.lockCoupon });
  if (coupon.refusal) throw new ConflictError(coupon.refusal);
  const totals = cartTotals(coupon.lines, {
    coupon: coupon.rule,
    shippingCents: quote ? Math.round(quote.total * 100) : 0,
    interestFreeLimit: row.interestFreeLimit,
  });
  const cardOptions = checkoutInstallments(totals.totalFinalCents, {
    interestFreeLimit: row.interestFreeLimit,
  });

  // What the order is charged, in the parts its summary lists (the review shows the same).
  const payment = input.payment;
  const charge = checkoutCharge(
    {
      subtotalCents: totals.totalPriceCents,
      discountCents: totals.discountCents,
      shippingCents: quote ? totals.shippingCents : null,
      cash: totals.cash,
      installments: cardOptions,
    },
    payment?.method === 'creditCard'
      ? { method: payment.method, installments: payment.installments }
      : { method: payment?.method ?? null },
  );
  if (!charge) {
    throw new ValidationError('validation.invalidValue', {
      'payment.installments': ['validation.invalidValue'],
    });
  }
  const amountCents = chargeTotalCents(charge);
  const installments = payment?.method === 'creditCard' ? payment.installments : 1;
  return { catalog, priced, quotes, quote, totals, cardOptions, charge, amountCents, installments };
}
