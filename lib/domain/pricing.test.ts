import {
  addonPriceCents,
  bundleTotalCents,
  advertisedInstallmentCents,
  bestInterestFreeInstallment,
  CARD_INTEREST_FACTORS,
  cardInstallmentCount,
  cardInstallments,
  cashDiscountPercent,
  cashPriceCents,
  deliveryTerm,
  discountPercent,
} from './pricing';

// Worked example: Notebook Demo Pro 15, price R$ 6.999,00, final R$ 5.999,00, Pix R$ 5.399,10.
const price = 699900;
const final = 599900;

describe('discount chip', () => {
  test('round(1 − final/price): 6.999 → 5.999 is 14%', () => {
    expect(discountPercent(price, final)).toBe(14);
  });
  test('no discount, or a price of zero, shows 0', () => {
    expect(discountPercent(final, final)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });
});

describe('Pix / cash price', () => {
  test('the product cash price wins; its percent is rounded against the final price', () => {
    expect(cashPriceCents(final, 539910)).toBe(539910);
    expect(cashDiscountPercent(final, 539910)).toBe(10);
  });
  test('without a cash price the standard 10% applies', () => {
    expect(cashPriceCents(final, null)).toBe(539910);
    expect(cashPriceCents(9990, undefined)).toBe(8991);
  });
  test('a cash price above the final price is ignored', () => {
    expect(cashPriceCents(10000, 12000)).toBe(9000);
  });
});

describe('installments', () => {
  test("'21x de' = final × 1.230352 / 21: R$ 5.999,00 → R$ 351,47", () => {
    expect(advertisedInstallmentCents(final)).toBe(35147);
  });
  test('count is floor(price / R$ 5) between 1 and 12', () => {
    expect(cardInstallmentCount(final)).toBe(12);
    expect(cardInstallmentCount(2999)).toBe(5);
    expect(cardInstallmentCount(499)).toBe(1);
  });
  test('factor table runs from 1 at one payment to 1.2048 at 12', () => {
    expect(CARD_INTEREST_FACTORS[1]).toBe(1);
    expect(CARD_INTEREST_FACTORS[12]).toBe(1.2048);
    for (let n = 2; n <= 12; n++)
      expect(CARD_INTEREST_FACTORS[n]!).toBeGreaterThan(CARD_INTEREST_FACTORS[n - 1]!);
  });
  test('12 interest-free installments of R$ 499,92 for R$ 5.999,00', () => {
    expect(bestInterestFreeInstallment(final)).toEqual({
      count: 12,
      amountCents: 49992,
      totalCents: 599900,
      interestFree: true,
    });
  });
  test('the 3-installment store variant charges the factor from the 4th installment on', () => {
    const options = cardInstallments(final, 3);
    expect(options[2]).toEqual({
      count: 3,
      amountCents: 199967,
      totalCents: 599900,
      interestFree: true,
    });
    expect(options[3]!.interestFree).toBe(false);
    expect(options[11]).toEqual({
      count: 12,
      amountCents: 60230,
      totalCents: 722760,
      interestFree: false,
    });
    expect(bestInterestFreeInstallment(final, 3).count).toBe(3);
  });
});

describe('add-on prices', () => {
  test('fixed, percent of the final price and price range', () => {
    expect(addonPriceCents({ priceType: 'fixed', value: 9900 }, final)).toBe(9900);
    expect(addonPriceCents({ priceType: 'percent', value: 1000 }, final)).toBe(59990);
    const rates = [
      { startPriceCents: 0, endPriceCents: 299999, priceCents: 19900 },
      { startPriceCents: 300000, endPriceCents: 999999, priceCents: 39900 },
    ];
    expect(addonPriceCents({ priceType: 'price_range', rates }, final)).toBe(39900);
    expect(addonPriceCents({ priceType: 'price_range', rates }, 1_500_000)).toBe(0);
  });
});

describe('delivery term', () => {
  test('05 to 10 business days, plus production time for made-to-order items', () => {
    expect(deliveryTerm(null)).toEqual({ minDays: 5, maxDays: 10 });
    expect(deliveryTerm(5)).toEqual({ minDays: 10, maxDays: 15 });
  });
});

describe('bundle total', () => {
  // Kit Home Office Demo: R$ 299,80 / R$ 219,90 with the default keyboard (R$ 199,90 / R$ 159,90)
  // and mouse (R$ 99,90 / R$ 79,90).
  const kit = { priceCents: 29980, finalPriceCents: 21990 };
  const keyboard = { defaultPriceCents: 19990, defaultFinalPriceCents: 15990, quantity: 1 };
  test('the default choices cost exactly the bundle price', () => {
    expect(
      bundleTotalCents(kit, [{ ...keyboard, priceCents: 19990, finalPriceCents: 15990 }]),
    ).toEqual(kit);
  });
  test('another option adds the difference to the default, times its quantity', () => {
    // Teclado Mecânico Nexus K1 ABNT2: R$ 349,90 / R$ 289,90 → + R$ 150,00 / + R$ 130,00.
    expect(
      bundleTotalCents(kit, [{ ...keyboard, priceCents: 34990, finalPriceCents: 28990 }]),
    ).toEqual({ priceCents: 44980, finalPriceCents: 34990 });
    expect(
      bundleTotalCents(kit, [
        { ...keyboard, quantity: 2, priceCents: 34990, finalPriceCents: 28990 },
      ]).finalPriceCents,
    ).toBe(47990);
  });
});
