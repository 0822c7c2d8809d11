/**
 * When a coupon discounts (issue 28 item 5), with no I/O: the cart, the checkout and the order's
 * reservation ask the same question with the facts they read, and the back-office shows the same
 * terms. A refusal is the message the shopper reads.
 */

export type CouponTerms = {
  active: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
  minSubtotalCents: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstPurchaseOnly: boolean;
  productIds: readonly number[];
  categoryIds: readonly number[];
};

export type CouponFacts = {
  now: Date;
  /** The cart's bought lines at their card price. */
  subtotalCents: number;
  /** Of which the lines the coupon may discount (all of them when it is not restricted). */
  eligibleSubtotalCents: number;
  /** Placed orders (not carts, not canceled) that used it. */
  uses: number;
  /** The customer's placed orders, with it and in all; null for a shopper not logged in. */
  customer: { uses: number; orders: number } | null;
};

export type CouponRefusal =
  | { key: 'cart.invalidCoupon' }
  | { key: 'coupons.usedUp' }
  | { key: 'coupons.loginRequired' }
  | { key: 'coupons.firstPurchase' }
  | { key: 'coupons.customerLimit' }
  | { key: 'coupons.noEligibleProducts' }
  | { key: 'coupons.minSubtotal'; minSubtotalCents: number };

/** Whether the coupon discounts only some products or categories. */
export const isRestricted = (terms: Pick<CouponTerms, 'productIds' | 'categoryIds'>): boolean =>
  terms.productIds.length + terms.categoryIds.length > 0;

/** Whether the coupon needs to know who buys (its per-customer rules). */
export const needsCustomer = (terms: CouponTerms): boolean =>
  terms.firstPurchaseOnly || terms.perCustomerLimit !== null;

/** Why the coupon does not discount this cart now, or null when it does. */
export function couponRefusal(terms: CouponTerms, facts: CouponFacts): CouponRefusal | null {
  const now = facts.now.getTime();
  if (
    !terms.active ||
    (terms.startsAt !== null && terms.startsAt.getTime() > now) ||
    (terms.expiresAt !== null && terms.expiresAt.getTime() <= now)
  )
    return { key: 'cart.invalidCoupon' };
  if (terms.usageLimit !== null && facts.uses >= terms.usageLimit) return { key: 'coupons.usedUp' };
  if (needsCustomer(terms) && !facts.customer) return { key: 'coupons.loginRequired' };
  if (terms.firstPurchaseOnly && facts.customer!.orders > 0)
    return { key: 'coupons.firstPurchase' };
  if (terms.perCustomerLimit !== null && facts.customer!.uses >= terms.perCustomerLimit)
    return { key: 'coupons.customerLimit' };
  if (isRestricted(terms) && facts.eligibleSubtotalCents <= 0)
    return { key: 'coupons.noEligibleProducts' };
  if (terms.minSubtotalCents !== null && facts.subtotalCents < terms.minSubtotalCents)
    return { key: 'coupons.minSubtotal', minSubtotalCents: terms.minSubtotalCents };
  return null;
}
