import { expect, type Page } from '@playwright/test';
import { storeUrl } from './fixtures';

/** The cart as a shopper meets it: the header's button and badge, the drawer and the cart page. */
export class Cart {
  constructor(readonly page: Page) {}

  get button() {
    return this.page.getByTestId('cart-button');
  }
  get badge() {
    return this.page.getByTestId('cart-badge');
  }
  get drawer() {
    return this.page.getByTestId('cart-drawer');
  }
  /** The drawer when it is open, else the page: where the cart is shown. */
  get view() {
    return this.page.locator(
      '[data-testid=cart-drawer], body:not(:has([data-testid=cart-drawer])) main',
    );
  }
  get lines() {
    return this.view.getByTestId('cart-line');
  }
  line(name: string) {
    return this.lines.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
  get summary() {
    return this.view.getByTestId('cart-summary');
  }
  snackbar(text: string) {
    return this.page
      .getByRole('status')
      .filter({ hasText: text })
      .or(this.page.getByRole('alert').filter({ hasText: text }));
  }
  /** Opens a product's page on the demo store, presses Comprar and waits for the drawer. */
  async buyFromProductPage(path: string) {
    await this.page.goto(storeUrl('localhost', path));
    await expect(this.page.getByTestId('buy')).toBeEnabled();
    await this.page.getByRole('button', { name: 'Comprar' }).click();
    await expect(this.drawer).toBeVisible();
  }
  async applyCoupon(code: string) {
    await this.view.getByText('Você tem cupom?').click();
    await this.view.getByPlaceholder('Código do cupom').fill(code);
    await this.view.getByRole('button', { name: 'Aplicar' }).click();
  }
}
