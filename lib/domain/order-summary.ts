/**
 * What an order is charged, line by line (integer cents, no I/O). The checkout's review and every
 * view of the placed order (success page, Meus pedidos, the portal, the guest lookup, the e-mail)
 * list these same lines, so what the shopper reviewed, what was charged and what is shown later
 * cannot disagree: subtotal − discounts + shipping + installment interest = total.
 */
import type { PaymentMethodGroup } from './order-status';

/** An order's charge in its parts. */
export type OrderCharge = {
  /** The bought lines at their card price. */
  subtotalCents: number;
  /** The coupon's discount on the card price. */
  discountCents: number;
  /** Pix and boleto: what the cash price saves over the card price, the coupon's difference included. */
  cashDiscountCents: number;
  /** Null while no delivery is priced in (nothing chosen, or nothing delivers to the CEP). */
  shippingCents: number | null;
  /** The card's installment interest; 0 when interest-free. */
  interestCents: number;
  method: PaymentMethodGroup | null;
};

export type OrderSummaryLineKind =
  'subtotal' | 'discount' | 'pixDiscount' | 'billetDiscount' | 'shipping' | 'interest' | 'total';

/** A line of the summary; `cents` is null where there is nothing to show yet ('—'). */
export type OrderSummaryLine = { kind: OrderSummaryLineKind; cents: number | null };

/** The amount the charge adds up to (shipping not priced in counts as nothing). */
export function chargeTotalCents(charge: OrderCharge): number {
  return (
    charge.subtotalCents -
    charge.discountCents -
    charge.cashDiscountCents +
    (charge.shippingCents ?? 0) +
    charge.interestCents
  );
}

/**
 * The summary's lines: Subtotal, Desconto (a coupon), Desconto no Pix / à vista, Frete, Juros do
 * parcelamento and Total. Discounts and interest are listed only when there are any; the total is
 * the sum of the lines above it, and unknown ('—') until the delivery is priced in.
 */
export function orderSummaryLines(charge: OrderCharge): OrderSummaryLine[] {
  const lines: OrderSummaryLine[] = [{ kind: 'subtotal', cents: charge.subtotalCents }];
  if (charge.discountCents > 0) lines.push({ kind: 'discount', cents: charge.discountCents });
  if (charge.cashDiscountCents > 0)
    lines.push({
      kind: charge.method === 'billet' ? 'billetDiscount' : 'pixDiscount',
      cents: charge.cashDiscountCents,
    });
  lines.push({ kind: 'shipping', cents: charge.shippingCents });
  if (charge.interestCents > 0) lines.push({ kind: 'interest', cents: charge.interestCents });
  lines.push({
    kind: 'total',
    cents: charge.shippingCents === null ? null : chargeTotalCents(charge),
  });
  return lines;
}

/** Lines that take the amount away from the total (shown with a minus sign). */
export const SUBTRACTED_LINES: readonly OrderSummaryLineKind[] = [
  'discount',
  'pixDiscount',
  'billetDiscount',
];

/** The checkout's prices of a cart, as its review quotes them and the order is placed with. */
export type CheckoutPrices = {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number | null;
  /** The same cart paid in cash: every line at its cash price, then the coupon. */
  cash: { subtotalCents: number; discountCents: number };
  /** The card's installment options, each with what it costs in all. */
  installments: readonly { count: number; totalCents: number }[];
};

/**
 * What the checkout charges for a choice of payment: Pix and boleto pay the cash price (the saving
 * is their discount line); a card in `installments` pays that option's total (what it costs over
 * the card price is the interest line). A card whose count is not chosen yet shows the card price.
 * Null when the count chosen is not among the options.
 */
export function checkoutCharge(
  prices: CheckoutPrices,
  payment: { method: PaymentMethodGroup | null; installments?: number | null },
): OrderCharge | null {
  const cardCents = prices.subtotalCents - prices.discountCents + (prices.shippingCents ?? 0);
  const charge: OrderCharge = {
    subtotalCents: prices.subtotalCents,
    discountCents: prices.discountCents,
    cashDiscountCents: 0,
    shippingCents: prices.shippingCents,
    interestCents: 0,
    method: payment.method,
  };
  if (payment.method === 'pix' || payment.method === 'billet') {
    const cashCents = prices.cash.subtotalCents - prices.cash.discountCents;
    charge.cashDiscountCents = Math.max(0, prices.subtotalCents - prices.discountCents - cashCents);
    return charge;
  }
  if (payment.method === 'creditCard' && payment.installments) {
    const option = prices.installments.find((o) => o.count === payment.installments);
    if (!option) return null;
    charge.interestCents = Math.max(0, option.totalCents - cardCents);
  }
  return charge;
}

/**
 * A line's amount as the shopper reads it: '—' not priced yet, 'Grátis' for free shipping,
 * discounts with a minus sign.
 */
export function summaryAmountText(
  line: OrderSummaryLine,
  money: (cents: number) => string,
  free: string,
): string {
  if (line.cents === null) return '—';
  if (line.kind === 'shipping' && line.cents === 0) return free;
  return SUBTRACTED_LINES.includes(line.kind) ? `− ${money(line.cents)}` : money(line.cents);
}
