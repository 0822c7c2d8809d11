/**
 * Price rules of SPEC.md section 9, all in integer cents. Every card, product page, cart and
 * checkout uses these; nothing else computes a discount, an installment or an add-on price.
 */

/** Discount chip: round(1 − finalPrice/price) as a percent; 0 when there is no discount. */
export function discountPercent(priceCents: number, finalPriceCents: number): number {
  if (priceCents <= 0 || finalPriceCents >= priceCents) return 0;
  return Math.round((1 - finalPriceCents / priceCents) * 100);
}

/** The store's standard Pix/cash discount when a product has no cash price of its own. */
export const DEFAULT_CASH_DISCOUNT_PERCENT = 10;

/** Cash (Pix or boleto) price: the product's own, else the standard 10% off the final price. */
export function cashPriceCents(
  finalPriceCents: number,
  inCashPriceCents: number | null | undefined,
): number {
  if (
    inCashPriceCents !== null &&
    inCashPriceCents !== undefined &&
    inCashPriceCents <= finalPriceCents
  )
    return inCashPriceCents;
  return Math.round((finalPriceCents * (100 - DEFAULT_CASH_DISCOUNT_PERCENT)) / 100);
}

/** Percent the cash price saves against the final price, rounded ('10% de desconto'). */
export function cashDiscountPercent(finalPriceCents: number, cashCents: number): number {
  if (finalPriceCents <= 0 || cashCents >= finalPriceCents) return 0;
  return Math.round((1 - cashCents / finalPriceCents) * 100);
}

export const ADVERTISED_INSTALLMENTS = 21;
export const ADVERTISED_INSTALLMENTS_FACTOR = 1.230352;

/** The '21x de' amount: finalPrice × 1.230352 / 21. */
export function advertisedInstallmentCents(finalPriceCents: number): number {
  return Math.round((finalPriceCents * ADVERTISED_INSTALLMENTS_FACTOR) / ADVERTISED_INSTALLMENTS);
}

export const MAX_CARD_INSTALLMENTS = 12;
/** One installment per R$ 5 of price. */
export const MIN_INSTALLMENT_CENTS = 500;
const MONTHLY_RATE = 0.0299;

/**
 * Interest factor per installment count (index = count, 1..12): 1 for one payment, then the
 * Price-table factor of a 2.99% monthly rate, which is 1.2048 at 12 installments.
 */
export const CARD_INTEREST_FACTORS: readonly number[] = [
  0,
  1,
  ...Array.from({ length: MAX_CARD_INSTALLMENTS - 1 }, (_, i) => {
    const n = i + 2;
    return Math.round(((n * MONTHLY_RATE) / (1 - (1 + MONTHLY_RATE) ** -n)) * 10_000) / 10_000;
  }),
];

/** Card installments a price allows: floor(price / R$ 5), at least 1, at most 12. */
export function cardInstallmentCount(priceCents: number): number {
  return Math.max(
    1,
    Math.min(MAX_CARD_INSTALLMENTS, Math.floor(priceCents / MIN_INSTALLMENT_CENTS)),
  );
}

export type Installment = {
  count: number;
  amountCents: number;
  totalCents: number;
  interestFree: boolean;
};

/**
 * Card options for a price: interest-free up to the store's limit (12, or 3 in the store variant
 * that says so), with the factor table beyond it.
 */
export function cardInstallments(
  priceCents: number,
  interestFreeLimit: number = MAX_CARD_INSTALLMENTS,
): Installment[] {
  return Array.from({ length: cardInstallmentCount(priceCents) }, (_, i) => {
    const count = i + 1;
    const interestFree = count <= interestFreeLimit;
    const totalCents = interestFree
      ? priceCents
      : Math.round(priceCents * CARD_INTEREST_FACTORS[count]!);
    return { count, amountCents: Math.round(totalCents / count), totalCents, interestFree };
  });
}

/** The best interest-free option to advertise ('12x de R$ 499,92 sem juros'). */
export function bestInterestFreeInstallment(
  priceCents: number,
  interestFreeLimit: number = MAX_CARD_INSTALLMENTS,
): Installment {
  const options = cardInstallments(priceCents, interestFreeLimit).filter((o) => o.interestFree);
  return options[options.length - 1]!;
}

export type PriceRule =
  | { priceType: 'fixed'; value: number }
  | { priceType: 'percent'; value: number }
  | {
      priceType: 'price_range';
      rates: { startPriceCents: number; endPriceCents: number; priceCents: number }[];
    };

/**
 * An amount priced by a rule on a base amount: fixed cents, basis points of the base, or the
 * rate whose range holds the base (0 when none does). Add-ons are priced on their product's final
 * price, shipping on the products' total (SPEC.md section 9).
 */
export function priceByRuleCents(rule: PriceRule, baseCents: number): number {
  switch (rule.priceType) {
    case 'fixed':
      return rule.value;
    case 'percent':
      return Math.round((baseCents * rule.value) / 10_000);
    case 'price_range':
      return (
        rule.rates.find((r) => baseCents >= r.startPriceCents && baseCents <= r.endPriceCents)
          ?.priceCents ?? 0
      );
  }
}

/** Price of an add-on for a product whose final price is given. */
export function addonPriceCents(rule: PriceRule, productFinalPriceCents: number): number {
  return priceByRuleCents(rule, productFinalPriceCents);
}

/** Price of a shipping method for the products' total (percent or price_range rules). */
export function shippingPriceCents(rule: PriceRule, productsTotalCents: number): number {
  return priceByRuleCents(rule, productsTotalCents);
}

export const DELIVERY_DAYS = { min: 5, max: 10 } as const;

/**
 * Delivery term in business days: 05 to 10, or production time plus that for items made to order
 * (notebooks with a production time, payment-link items). Its words come from messages/
 * (lib/i18n/business-days.ts).
 */
export function deliveryTerm(productionTimeDays: number | null | undefined): {
  minDays: number;
  maxDays: number;
} {
  const extra = productionTimeDays && productionTimeDays > 0 ? productionTimeDays : 0;
  return { minDays: DELIVERY_DAYS.min + extra, maxDays: DELIVERY_DAYS.max + extra };
}

export type BundleChoice = {
  quantity: number;
  priceCents: number;
  finalPriceCents: number;
  defaultPriceCents: number;
  defaultFinalPriceCents: number;
};

/**
 * A bundle's price for the options chosen: its own price covers the default options, and each
 * group whose choice differs adds (or takes off) the difference between the chosen option and the
 * group's default, times the quantity. So the default kit costs exactly what its card says.
 */
export function bundleTotalCents(
  bundle: { priceCents: number; finalPriceCents: number },
  choices: BundleChoice[],
): { priceCents: number; finalPriceCents: number } {
  let priceCents = bundle.priceCents;
  let finalPriceCents = bundle.finalPriceCents;
  for (const c of choices) {
    priceCents += (c.priceCents - c.defaultPriceCents) * c.quantity;
    finalPriceCents += (c.finalPriceCents - c.defaultFinalPriceCents) * c.quantity;
  }
  return { priceCents: Math.max(0, priceCents), finalPriceCents: Math.max(0, finalPriceCents) };
}
