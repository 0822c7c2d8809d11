/**
 * The checkout's installment helper (SPEC.md section 9: 'Checkout helper caps at 21 with
 * per-installment percentages'). Up to 12 it is exactly the card options of pricing.ts; from 13
 * to 21 it goes on with its own percentages, ending at the advertised '21x' factor.
 */
import {
  ADVERTISED_INSTALLMENTS,
  ADVERTISED_INSTALLMENTS_FACTOR,
  CARD_INTEREST_FACTORS,
  cardInstallments,
  MAX_CARD_INSTALLMENTS,
  MIN_INSTALLMENT_CENTS,
  type Installment,
} from '../pricing';

export const CHECKOUT_MAX_INSTALLMENTS = ADVERTISED_INSTALLMENTS;

/** A factor as a percent over the price, to 4 decimals: 1.230352 → 23.0352. */
const percentOf = (factor: number) => Math.round((factor - 1) * 1_000_000) / 10_000;

/**
 * Interest percent over the price per installment count (index = count, 1..21; index 0 unused).
 *
 * 1..12 are CARD_INTEREST_FACTORS as percents (0 at one payment, 20.48 at 12): the 2.99% monthly
 * Price table. That rate cannot carry on to 21: its Price factor at 21 is 1.360995 (36.0995%),
 * while the store advertises 21x at 1.230352. The advertised price is what the shopper was
 * promised, so 13..21 climb in equal steps from 12's 20.48 to exactly 23.0352 at 21 (linear
 * interpolation, rounded to 4 decimals): the table grows with every count and its last entry is
 * the advertised factor, so the '21x de' of the product page and the checkout's 21x agree.
 */
export const CHECKOUT_INTEREST_PERCENTS: readonly number[] = (() => {
  const table = CARD_INTEREST_FACTORS.map((factor, count) => (count === 0 ? 0 : percentOf(factor)));
  const from = table[MAX_CARD_INSTALLMENTS]!;
  const to = percentOf(ADVERTISED_INSTALLMENTS_FACTOR);
  const steps = CHECKOUT_MAX_INSTALLMENTS - MAX_CARD_INSTALLMENTS;
  for (let step = 1; step <= steps; step++)
    table.push(Math.round((from + ((to - from) * step) / steps) * 10_000) / 10_000);
  return table;
})();

/** Total over price for a count: 23.0352% → 1.230352, the same number pricing.ts writes. */
export function checkoutInterestFactor(count: number): number {
  const percent = CHECKOUT_INTEREST_PERCENTS[count];
  if (percent === undefined || count < 1) throw new RangeError(`Parcelas inválidas: ${count}`);
  return Math.round((100 + percent) * 10_000) / 1_000_000;
}

export type CheckoutInstallment = Installment & {
  /** Percent over the price this option costs; 0 when interest-free. */
  interestPercent: number;
};

export type CheckoutInstallmentOptions = {
  /** Counts up to this are interest-free: 12 by default, 3 in the store variant that says so. */
  interestFreeLimit?: number;
  /** The most installments offered; never more than 21. */
  max?: number;
};

/**
 * Installment options at checkout: counts 1..min(max, floor(price / R$ 5)), at least 1, at most
 * 21. Counts up to 12 come from cardInstallments, so they match every card and product page.
 * From 13 on the installment is price × factor / count rounded once (not the rounded total
 * divided again), the sum the product page's '21x de' shows.
 */
export function checkoutInstallments(
  priceCents: number,
  {
    interestFreeLimit = MAX_CARD_INSTALLMENTS,
    max = CHECKOUT_MAX_INSTALLMENTS,
  }: CheckoutInstallmentOptions = {},
): CheckoutInstallment[] {
  const limit = Math.max(
    1,
    Math.min(max, CHECKOUT_MAX_INSTALLMENTS, Math.floor(priceCents / MIN_INSTALLMENT_CENTS)),
  );
  const options: CheckoutInstallment[] = cardInstallments(priceCents, interestFreeLimit)
    .slice(0, limit)
    .map((o) => ({
      ...o,
      interestPercent: o.interestFree ? 0 : CHECKOUT_INTEREST_PERCENTS[o.count]!,
    }));
  for (let count = MAX_CARD_INSTALLMENTS + 1; count <= limit; count++) {
    const interestFree = count <= interestFreeLimit;
    const factor = interestFree ? 1 : checkoutInterestFactor(count);
    options.push({
      count,
      amountCents: Math.round((priceCents * factor) / count),
      totalCents: Math.round(priceCents * factor),
      interestFree,
      interestPercent: interestFree ? 0 : CHECKOUT_INTEREST_PERCENTS[count]!,
    });
  }
  return options;
}
