import fc from 'fast-check';
import {
  cartBadgeCount,
  cartTotals,
  couponDiscountCents,
  lineCashUnitCents,
  type PricedCartLine,
} from './cart';
import { cardInstallments, cashPriceCents } from './pricing';

describe('cart rules', () => {
  test('badge: products and add-ons count their quantities, kit parts do not', () => {
    expect(
      cartBadgeCount([
        { role: 'product', quantity: 2 },
        { role: 'addon', quantity: 2 },
        { role: 'product', quantity: 1 },
        { role: 'bundle-part', quantity: 1 },
        { role: 'bundle-part', quantity: 2 },
      ]),
    ).toBe(5);
    expect(cartBadgeCount([])).toBe(0);
  });

  test('coupons: a percent of the amount, or fixed cents never above it', () => {
    expect(couponDiscountCents({ discountType: 'percentual', value: 10 }, 1415764)).toBe(141576);
    expect(couponDiscountCents({ discountType: 'fixed', value: 5000 }, 21990)).toBe(5000);
    expect(couponDiscountCents({ discountType: 'fixed', value: 5000 }, 3000)).toBe(3000);
    expect(couponDiscountCents(null, 3000)).toBe(0);
    expect(couponDiscountCents({ discountType: 'percentual', value: 150 }, 3000)).toBe(3000);
  });

  test('worked example: notebook 5.999,00 (Pix 5.399,10) + 24-month warranty 1.079,82, 2 units, DESCONTO10', () => {
    const lines: PricedCartLine[] = [
      { role: 'product', quantity: 2, unitCents: 599900, ownCashUnitCents: 539910 },
      { role: 'addon', quantity: 2, unitCents: 107982, ownCashUnitCents: null },
    ];
    const totals = cartTotals(lines, {
      coupon: { discountType: 'percentual', value: 10 },
      shippingCents: 0,
      interestFreeLimit: 12,
    });
    expect(totals).toMatchObject({
      totalPriceCents: 1415764,
      discountCents: 141576,
      totalFinalCents: 1274188,
      cash: {
        subtotalCents: 1274188,
        discountCents: 127419,
        totalCents: 1146769,
        discountPercent: 10,
      },
    });
    expect(totals.installments[11]).toEqual({
      count: 12,
      amountCents: 106182,
      totalCents: 1274188,
      interestFree: true,
    });
  });

  test('a kit part is inside its kit: it adds nothing', () => {
    const totals = cartTotals(
      [
        { role: 'product', quantity: 1, unitCents: 21990, ownCashUnitCents: 19791 },
        { role: 'bundle-part', quantity: 1, unitCents: 9990, ownCashUnitCents: null },
      ],
      { coupon: null, shippingCents: 0, interestFreeLimit: 12 },
    );
    expect(totals.totalFinalCents).toBe(21990);
    expect(totals.cash.totalCents).toBe(19791);
  });

  const line = fc.record({
    role: fc.constantFrom<PricedCartLine['role']>('product', 'addon', 'bundle-part'),
    quantity: fc.integer({ min: 1, max: 10 }),
    unitCents: fc.integer({ min: 0, max: 5_000_000 }),
    ownCashUnitCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  });
  const coupon = fc.option(
    fc.oneof(
      fc.record({
        discountType: fc.constant('percentual' as const),
        value: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        discountType: fc.constant('fixed' as const),
        value: fc.integer({ min: 0, max: 2_000_000 }),
      }),
    ),
    { nil: null },
  );

  test('property: every total follows from the pricing rules, for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        coupon,
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(3, 12),
        (lines, c, shippingCents, interestFreeLimit) => {
          const totals = cartTotals(lines, { coupon: c, shippingCents, interestFreeLimit });
          const bought = lines.filter((l) => l.role !== 'bundle-part');
          const subtotal = bought.reduce((s, l) => s + l.unitCents * l.quantity, 0);
          const cash = bought.reduce(
            (s, l) => s + cashPriceCents(l.unitCents, l.ownCashUnitCents) * l.quantity,
            0,
          );
          expect(totals.totalPriceCents).toBe(subtotal);
          expect(totals.discountCents).toBe(couponDiscountCents(c, subtotal));
          expect(totals.totalFinalCents).toBe(subtotal - totals.discountCents + shippingCents);
          expect(totals.cash.totalCents).toBe(cash - couponDiscountCents(c, cash) + shippingCents);
          // Never negative, a discount never above what it discounts, cash never dearer than card.
          expect(totals.totalFinalCents).toBeGreaterThanOrEqual(shippingCents);
          expect(totals.cash.totalCents).toBeLessThanOrEqual(totals.totalFinalCents);
          for (const l of bought) expect(lineCashUnitCents(l)).toBeLessThanOrEqual(l.unitCents);
          expect(totals.installments).toEqual(
            totals.totalFinalCents > 0
              ? cardInstallments(totals.totalFinalCents, interestFreeLimit)
              : [],
          );
          for (const i of totals.installments.filter((i) => i.interestFree))
            expect(i.totalCents).toBe(totals.totalFinalCents);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
