/**
 * Cart rules of SPEC.md sections 4, 5 and 9, in integer cents, with no I/O: the cart service
 * prices every order with these, and the cart UI counts its badge with them.
 */
import { cardInstallments, cashDiscountPercent, cashPriceCents, type Installment } from './pricing';

/** Units of one product a shopper may put in a cart before being sent to the sales team. */
export const MAX_UNITS_PER_LINE = 10;

/** Most lines one request may add, and most lines a cart holds (add-ons and kit parts included). */
export const MAX_ITEMS_PER_REQUEST = 20;
export const MAX_CART_LINES = 100;

/**
 * How a line counts in a cart: products and kits are bought; add-ons are bought with their product
 * (their quantity follows it); a kit's parts are shown inside the kit and priced by it.
 */
export type CartLineRole = 'product' | 'addon' | 'bundle-part';

export type CartBadgeLine = { role: CartLineRole; quantity: number };

/** The cart badge: quantities of every line except kit parts (an add-on counts, SPEC.md section 4). */
export function cartBadgeCount(lines: readonly CartBadgeLine[]): number {
  return lines.reduce((sum, l) => (l.role === 'bundle-part' ? sum : sum + l.quantity), 0);
}

export type CouponRule = { discountType: 'percentual' | 'fixed'; value: number };

/** A coupon's discount on an amount: a percent of it, or fixed cents never above it. */
export function couponDiscountCents(coupon: CouponRule | null, amountCents: number): number {
  if (!coupon || amountCents <= 0) return 0;
  if (coupon.discountType === 'percentual')
    return Math.round((amountCents * Math.min(100, Math.max(0, coupon.value))) / 100);
  return Math.min(amountCents, Math.max(0, coupon.value));
}

export type PricedCartLine = {
  role: CartLineRole;
  quantity: number;
  /** The line's unit price by card: the product's final price, a kit's configured price, an add-on's price. */
  unitCents: number;
  /**
   * The product's own cash (Pix) price when the line is exactly the product as listed; null
   * means the store's standard Pix discount applies to `unitCents`.
   */
  ownCashUnitCents: number | null;
  /** Whether the coupon discounts the line (a coupon restricted to some products); yes if unsaid. */
  couponEligible?: boolean;
};

export type CartTotals = {
  /** Sum of the bought lines at their card price. */
  totalPriceCents: number;
  /** The coupon's discount on that sum. */
  discountCents: number;
  shippingCents: number;
  /** What the cart costs by card: total − discount + shipping. */
  totalFinalCents: number;
  /** The same cart paid in cash (Pix or boleto): each line at its cash price, then the coupon. */
  cash: {
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
    /** Percent the cash total saves against the card total ('10% de desconto'). */
    discountPercent: number;
  };
  /** Card installments of the card total (interest-free up to the store's limit). */
  installments: Installment[];
};

/** Unit price of a line paid in cash. */
export function lineCashUnitCents(line: PricedCartLine): number {
  return cashPriceCents(line.unitCents, line.ownCashUnitCents);
}

/**
 * Totals of a cart: the bought lines (products, kits and add-ons; kit parts are inside their
 * kit's price), the coupon on the sum of the lines it covers, shipping on top; the same for cash, and the card
 * installments of the final total.
 */
export function cartTotals(
  lines: readonly PricedCartLine[],
  options: { coupon: CouponRule | null; shippingCents: number; interestFreeLimit: number },
): CartTotals {
  let totalPriceCents = 0;
  let cashSubtotalCents = 0;
  // What the coupon discounts: the lines it covers, by card and in cash.
  let eligibleCents = 0;
  let eligibleCashCents = 0;
  for (const line of lines) {
    if (line.role === 'bundle-part') continue;
    totalPriceCents += line.unitCents * line.quantity;
    cashSubtotalCents += lineCashUnitCents(line) * line.quantity;
    if (line.couponEligible === false) continue;
    eligibleCents += line.unitCents * line.quantity;
    eligibleCashCents += lineCashUnitCents(line) * line.quantity;
  }
  const shippingCents = Math.max(0, options.shippingCents);
  const discountCents = couponDiscountCents(options.coupon, eligibleCents);
  const totalFinalCents = totalPriceCents - discountCents + shippingCents;
  const cashDiscountCents = couponDiscountCents(options.coupon, eligibleCashCents);
  const cashTotalCents = cashSubtotalCents - cashDiscountCents + shippingCents;
  return {
    totalPriceCents,
    discountCents,
    shippingCents,
    totalFinalCents,
    cash: {
      subtotalCents: cashSubtotalCents,
      discountCents: cashDiscountCents,
      totalCents: cashTotalCents,
      discountPercent: cashDiscountPercent(totalFinalCents, cashTotalCents),
    },
    installments:
      totalFinalCents > 0 ? cardInstallments(totalFinalCents, options.interestFreeLimit) : [],
  };
}
