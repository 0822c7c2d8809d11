import type { Locator, Page } from '@playwright/test';

/** 'R$ 1.416,43' → 141643, '− R$ 599,90' → -59990, 'Grátis' → 0. */
export const toCents = (text: string) =>
  (text.includes('−') ? -1 : 1) * Number(text.replace(/\D/g, '') || 0);

/**
 * An order's summary as the shopper reads it, on the checkout ('checkout') or a placed order's
 * page ('order'): each line's amount in cents, 0 for a line that is not shown.
 */
export class OrderSummary {
  constructor(
    readonly scope: Page | Locator,
    readonly place: 'checkout' | 'order',
  ) {}

  line(id: 'subtotal' | 'discount' | 'cash-discount' | 'shipping' | 'interest' | 'total') {
    return this.scope.getByTestId(`${this.place}-${id}`);
  }

  private async cents(id: Parameters<OrderSummary['line']>[0]) {
    const line = this.line(id);
    return (await line.count()) ? toCents((await line.textContent()) ?? '') : 0;
  }

  /** Every line's amount, and what the lines above the total add up to. */
  async read() {
    const [subtotal, discount, cashDiscount, shipping, interest, total] = await Promise.all(
      (['subtotal', 'discount', 'cash-discount', 'shipping', 'interest', 'total'] as const).map(
        (id) => this.cents(id),
      ),
    );
    return {
      subtotal: subtotal!,
      discount: discount!,
      cashDiscount: cashDiscount!,
      shipping: shipping!,
      interest: interest!,
      total: total!,
      addsUpTo: subtotal! + discount! + cashDiscount! + shipping! + interest!,
    };
  }
}
