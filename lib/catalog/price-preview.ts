import {
  ADVERTISED_INSTALLMENTS,
  advertisedInstallmentCents,
  bestInterestFreeInstallment,
  cashDiscountPercent,
  cashPriceCents,
  discountPercent,
} from '@/lib/domain/pricing';

/** What shoppers will see of a product's prices, in cents, by the storefront's own rules. */
export type PricePreview = {
  priceCents: number;
  finalPriceCents: number;
  /** The chip's percent; 0 shows no 'De' price and no chip. */
  discount: number;
  cashCents: number;
  cashDiscount: number;
  interestFree: { count: number; amountCents: number };
  advertised: { count: number; amountCents: number };
};

/**
 * The back-office's price preview (issue 28): 'De'/'Por', the discount chip, the Pix price and
 * its percent, the best interest-free installments and the '21x de', through the same
 * lib/domain/pricing rules the cards and the product page use. Null until both prices read.
 */
export function pricePreview(
  prices: { priceCents: number | null; finalPriceCents: number | null; inCashCents: number | null },
  interestFreeLimit: number,
): PricePreview | null {
  const { priceCents, finalPriceCents } = prices;
  if (priceCents === null || finalPriceCents === null || finalPriceCents > priceCents) return null;
  const cashCents = cashPriceCents(finalPriceCents, prices.inCashCents);
  const best = bestInterestFreeInstallment(finalPriceCents, interestFreeLimit);
  return {
    priceCents,
    finalPriceCents,
    discount: discountPercent(priceCents, finalPriceCents),
    cashCents,
    cashDiscount: cashDiscountPercent(finalPriceCents, cashCents),
    interestFree: { count: best.count, amountCents: best.amountCents },
    advertised: {
      count: ADVERTISED_INSTALLMENTS,
      amountCents: advertisedInstallmentCents(finalPriceCents),
    },
  };
}
