import fc from 'fast-check';

import {
  advertisedInstallmentCents,
  ADVERTISED_INSTALLMENTS_FACTOR,
  CARD_INTEREST_FACTORS,
  cardInstallments,
} from '../pricing';
import {
  CHECKOUT_INTEREST_PERCENTS,
  CHECKOUT_MAX_INSTALLMENTS,
  checkoutInstallments,
  checkoutInterestFactor,
} from './installments';

// Worked example of pricing.test.ts: Notebook Demo Pro 15 at a final R$ 5.999,00.
const final = 599900;

describe('interest percentages per count', () => {
  test('1..12 are the card factors as percents, 13..21 climb to the advertised 23.0352', () => {
    expect(CHECKOUT_MAX_INSTALLMENTS).toBe(21);
    expect(CHECKOUT_INTEREST_PERCENTS.slice(1)).toEqual([
      0, 4.51, 6.04, 7.59, 9.15, 10.72, 12.31, 13.92, 15.54, 17.17, 18.82, 20.48, 20.7639, 21.0478,
      21.3317, 21.6156, 21.8996, 22.1835, 22.4674, 22.7513, 23.0352,
    ]);
  });
  test('the factors are those of pricing.ts, to the last bit', () => {
    for (let count = 1; count <= 12; count++)
      expect(checkoutInterestFactor(count)).toBe(CARD_INTEREST_FACTORS[count]);
    expect(checkoutInterestFactor(21)).toBe(ADVERTISED_INSTALLMENTS_FACTOR);
    expect(checkoutInterestFactor(13)).toBe(1.207639);
  });
  test('every count costs more than the one before', () => {
    for (let count = 2; count <= 21; count++)
      expect(CHECKOUT_INTEREST_PERCENTS[count]!).toBeGreaterThan(
        CHECKOUT_INTEREST_PERCENTS[count - 1]!,
      );
  });
  test('no factor for 0 or 22 installments', () => {
    expect(() => checkoutInterestFactor(0)).toThrow(RangeError);
    expect(() => checkoutInterestFactor(22)).toThrow(RangeError);
  });
});

describe('checkout options', () => {
  test('R$ 5.999,00: 12 interest-free, then 13x to 21x with interest', () => {
    const options = checkoutInstallments(final);
    expect(options).toHaveLength(21);
    expect(options[11]).toEqual({
      count: 12,
      amountCents: 49992,
      totalCents: 599900,
      interestFree: true,
      interestPercent: 0,
    });
    expect(options[12]).toEqual({
      count: 13,
      amountCents: 55728,
      totalCents: 724463,
      interestFree: false,
      interestPercent: 20.7639,
    });
    expect(options[20]).toEqual({
      count: 21,
      amountCents: 35147,
      totalCents: 738088,
      interestFree: false,
      interestPercent: 23.0352,
    });
  });
  test('store variant with 3 interest-free installments', () => {
    const options = checkoutInstallments(final, { interestFreeLimit: 3 });
    expect(options[2]).toEqual({
      count: 3,
      amountCents: 199967,
      totalCents: 599900,
      interestFree: true,
      interestPercent: 0,
    });
    expect(options[3]).toEqual({
      count: 4,
      amountCents: 161358,
      totalCents: 645432,
      interestFree: false,
      interestPercent: 7.59,
    });
    expect(options[11]).toEqual({
      count: 12,
      amountCents: 60230,
      totalCents: 722760,
      interestFree: false,
      interestPercent: 20.48,
    });
  });
  test('one installment per R$ 5, at least one, never past max', () => {
    expect(checkoutInstallments(2999).map((o) => o.count)).toEqual([1, 2, 3, 4, 5]);
    expect(checkoutInstallments(499)).toEqual([
      { count: 1, amountCents: 499, totalCents: 499, interestFree: true, interestPercent: 0 },
    ]);
    expect(checkoutInstallments(9000)).toHaveLength(18);
    expect(checkoutInstallments(final, { max: 6 })).toHaveLength(6);
    expect(checkoutInstallments(final, { max: 30 })).toHaveLength(21);
    expect(checkoutInstallments(final, { max: 0 })).toHaveLength(1);
  });
});

describe('properties', () => {
  const price = fc.integer({ min: 1, max: 100_000_000 });
  const limit = fc.constantFrom(1, 3, 6, 12);

  test('up to 12 the options are cardInstallments, with their percent', () => {
    fc.assert(
      fc.property(price, limit, (p, interestFreeLimit) => {
        const card = cardInstallments(p, interestFreeLimit);
        const checkout = checkoutInstallments(p, { interestFreeLimit }).slice(0, 12);
        expect(checkout.map(({ interestPercent: _, ...o }) => o)).toEqual(card);
      }),
    );
  });
  test("21x is the product page's '21x de' for every price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_500, max: 100_000_000 }), (p) => {
        expect(checkoutInstallments(p)[20]!.amountCents).toBe(advertisedInstallmentCents(p));
      }),
    );
  });
  test('counts run 1..n and totals never fall as the count grows', () => {
    fc.assert(
      fc.property(price, limit, (p, interestFreeLimit) => {
        const options = checkoutInstallments(p, { interestFreeLimit });
        expect(options.map((o) => o.count)).toEqual(options.map((_, i) => i + 1));
        for (let i = 1; i < options.length; i++)
          expect(options[i]!.totalCents).toBeGreaterThanOrEqual(options[i - 1]!.totalCents);
      }),
    );
  });
});
