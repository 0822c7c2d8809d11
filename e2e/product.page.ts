import type { Page } from '@playwright/test';

/** 'R$ 5.999,00' as Intl writes it (a no-break space after R$), for exact text matches. */
export const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

/** The product page: price block, purchase panel and stock-alert dialog. */
export class ProductPage {
  constructor(readonly page: Page) {}

  get priceBlock() {
    return this.page.getByTestId('price-block');
  }
  get purchase() {
    return this.page.getByTestId('product-purchase');
  }
  get total() {
    return this.page.getByTestId('purchase-total');
  }
  get stockAlertDialog() {
    return this.page.getByRole('dialog', { name: 'Avise-me quando chegar' });
  }
}
