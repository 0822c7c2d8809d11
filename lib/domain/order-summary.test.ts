import fc from 'fast-check';
import { cartTotals } from './cart';
import { checkoutInstallments } from './payments/installments';
import {
  chargeTotalCents,
  checkoutCharge,
  orderSummaryLines,
  SUBTRACTED_LINES,
  type CheckoutPrices,
} from './order-summary';

/** The checkout's prices of one notebook at R$ 5.999,00 with R$ 49,90 shipping. */
function pricesOf(unitCents: number, shippingCents: number | null, coupon = false): CheckoutPrices {
  const totals = cartTotals([{ role: 'product', quantity: 1, unitCents, ownCashUnitCents: null }], {
    coupon: coupon ? { discountType: 'percentual', value: 10 } : null,
    shippingCents: shippingCents ?? 0,
    interestFreeLimit: 12,
  });
  return {
    subtotalCents: totals.totalPriceCents,
    discountCents: totals.discountCents,
    shippingCents,
    cash: { subtotalCents: totals.cash.subtotalCents, discountCents: totals.cash.discountCents },
    installments: checkoutInstallments(totals.totalFinalCents),
  };
}

/** The lines as the shopper reads them, subtracted ones negative. */
const signed = (lines: ReturnType<typeof orderSummaryLines>) =>
  lines.map((l) => [l.kind, SUBTRACTED_LINES.includes(l.kind) ? -l.cents! : l.cents]);

describe('an order summary', () => {
  test('a card in 21x lists the interest, and its lines add up to the 21x total', () => {
    const prices = pricesOf(599900, 4990);
    const option = prices.installments.find((o) => o.count === 21)!;
    const charge = checkoutCharge(prices, { method: 'creditCard', installments: 21 })!;
    expect(chargeTotalCents(charge)).toBe(option.totalCents);
    expect(signed(orderSummaryLines(charge))).toEqual([
      ['subtotal', 599900],
      ['shipping', 4990],
      ['interest', option.totalCents - 604890],
      ['total', option.totalCents],
    ]);
    // 23.0352% over R$ 6.048,90.
    expect(option.totalCents).toBe(Math.round(604890 * 1.230352));
  });

  test('an interest-free card lists no interest; no count chosen yet is the card price', () => {
    const prices = pricesOf(599900, 4990);
    for (const installments of [10, null])
      expect(
        signed(orderSummaryLines(checkoutCharge(prices, { method: 'creditCard', installments })!)),
      ).toEqual([
        ['subtotal', 599900],
        ['shipping', 4990],
        ['total', 604890],
      ]);
    expect(checkoutCharge(prices, { method: 'creditCard', installments: 22 })).toBeNull();
  });

  test('Pix with a coupon: Desconto, then Desconto no Pix down to the cash total; boleto is à vista', () => {
    const prices = pricesOf(599900, 4990, true);
    const pix = checkoutCharge(prices, { method: 'pix' })!;
    // Card: 5999.00 − 599.90; cash: 5399.10 − 539.91.
    expect(signed(orderSummaryLines(pix))).toEqual([
      ['subtotal', 599900],
      ['discount', -59990],
      ['pixDiscount', -(539910 - 485919)],
      ['shipping', 4990],
      ['total', 485919 + 4990],
    ]);
    const billet = orderSummaryLines(checkoutCharge(prices, { method: 'billet' })!);
    expect(billet.map((l) => l.kind)).toContain('billetDiscount');
  });

  test('no delivery priced in: shipping and the total are unknown', () => {
    const lines = orderSummaryLines(checkoutCharge(pricesOf(10000, null), { method: null })!);
    expect(lines).toEqual([
      { kind: 'subtotal', cents: 10000 },
      { kind: 'shipping', cents: null },
      { kind: 'total', cents: null },
    ]);
  });

  test('for any cart, method and count, the lines add up to what the checkout charges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        fc.constantFrom('pix', 'billet', 'creditCard') as fc.Arbitrary<
          'pix' | 'billet' | 'creditCard'
        >,
        fc.integer({ min: 1, max: 21 }),
        (unit, shipping, coupon, method, count) => {
          const prices = pricesOf(unit, shipping, coupon);
          const option = prices.installments.find((o) => o.count === count);
          const charge = checkoutCharge(prices, { method, installments: count });
          if (method === 'creditCard' && !option) return expect(charge).toBeNull();
          const lines = orderSummaryLines(charge!);
          const sum = lines
            .filter((l) => l.kind !== 'total')
            .reduce((s, l) => s + (SUBTRACTED_LINES.includes(l.kind) ? -l.cents! : l.cents!), 0);
          const charged =
            method === 'creditCard'
              ? option!.totalCents
              : prices.cash.subtotalCents - prices.cash.discountCents + shipping;
          expect(lines.at(-1)).toEqual({ kind: 'total', cents: charged });
          expect(sum).toBe(charged);
        },
      ),
    );
  });
});
