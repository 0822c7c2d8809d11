import { cartTotals, type PricedCartLine } from './cart';
import { couponRefusal, type CouponFacts, type CouponTerms } from './coupons';

const terms = (changes: Partial<CouponTerms> = {}): CouponTerms => ({
  active: true,
  startsAt: null,
  expiresAt: null,
  minSubtotalCents: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstPurchaseOnly: false,
  productIds: [],
  categoryIds: [],
  ...changes,
});
const facts = (changes: Partial<CouponFacts> = {}): CouponFacts => ({
  now: new Date('2026-11-27T12:00:00Z'),
  subtotalCents: 100_000,
  eligibleSubtotalCents: 100_000,
  uses: 0,
  customer: { uses: 0, orders: 0 },
  ...changes,
});

describe('couponRefusal', () => {
  test('a coupon in its window, under its limits, discounts', () => {
    expect(couponRefusal(terms(), facts())).toBeNull();
  });

  test.each<[string, Partial<CouponTerms>, Partial<CouponFacts>, string]>([
    ['switched off', { active: false }, {}, 'cart.invalidCoupon'],
    ['not started', { startsAt: new Date('2026-11-28T00:00:00Z') }, {}, 'cart.invalidCoupon'],
    [
      'ended at this instant',
      { expiresAt: new Date('2026-11-27T12:00:00Z') },
      {},
      'cart.invalidCoupon',
    ],
    ['used up', { usageLimit: 3 }, { uses: 3 }, 'coupons.usedUp'],
    [
      'per customer, nobody logged in',
      { perCustomerLimit: 1 },
      { customer: null },
      'coupons.loginRequired',
    ],
    [
      'first purchase of a returning customer',
      { firstPurchaseOnly: true },
      { customer: { uses: 0, orders: 2 } },
      'coupons.firstPurchase',
    ],
    [
      'per customer, used',
      { perCustomerLimit: 1 },
      { customer: { uses: 1, orders: 1 } },
      'coupons.customerLimit',
    ],
    [
      'restricted, nothing it covers',
      { productIds: [7] },
      { eligibleSubtotalCents: 0 },
      'coupons.noEligibleProducts',
    ],
    ['below the minimum', { minSubtotalCents: 100_001 }, {}, 'coupons.minSubtotal'],
  ])('%s', (_case, rule, fact, key) => {
    expect(couponRefusal(terms(rule), facts(fact))?.key).toBe(key);
  });

  test('the minimum is exactly reached; a limit not reached yet', () => {
    expect(
      couponRefusal(terms({ minSubtotalCents: 100_000, usageLimit: 4 }), facts({ uses: 3 })),
    ).toBeNull();
  });
});

describe('cartTotals with a restricted coupon', () => {
  const line = (unitCents: number, couponEligible?: boolean): PricedCartLine => ({
    role: 'product',
    quantity: 1,
    unitCents,
    ownCashUnitCents: null,
    couponEligible,
  });

  test('only the covered lines are discounted, by card and in cash', () => {
    const totals = cartTotals([line(599_900, true), line(37_990, false)], {
      coupon: { discountType: 'percentual', value: 15 },
      shippingCents: 0,
      interestFreeLimit: 12,
    });
    expect(totals.totalPriceCents).toBe(637_890);
    expect(totals.discountCents).toBe(89_985);
    expect(totals.totalFinalCents).toBe(547_905);
    // Cash: 10% off each line first (539.910 and 34.191), then 15% of the notebook's cash price.
    expect(totals.cash.discountCents).toBe(80_987);
  });

  test('a fixed coupon never passes what it covers', () => {
    const totals = cartTotals([line(10_000, true), line(50_000, false)], {
      coupon: { discountType: 'fixed', value: 30_000 },
      shippingCents: 0,
      interestFreeLimit: 12,
    });
    expect(totals.discountCents).toBe(10_000);
  });
});
