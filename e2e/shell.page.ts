import type { Page } from '@playwright/test';

/** The store shell: header, footer and the language switch. */
export class StoreShell {
  constructor(readonly page: Page) {}

  get header() {
    return this.page.locator('header').first();
  }
  get footer() {
    return this.page.locator('footer');
  }
  get logo() {
    return this.header
      .getByRole('link')
      .filter({ has: this.page.locator('img') })
      .first();
  }
  get priceDisclaimer() {
    return this.page.getByTestId('price-disclaimer');
  }
  async switchLanguage(name: 'English' | 'Português') {
    await Promise.all([
      this.page.waitForEvent('load'),
      this.header.getByRole('button', { name }).click(),
    ]);
  }
  primaryColour() {
    return this.page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--store-primary').trim(),
    );
  }
}

/** SPEC.md: a menu link carries page 1 and the cheapest-first sort in `facet_filters`. */
export const MENU_QUERY = `?facet_filters=${encodeURIComponent('{"page":1,"sort":"finalPrice:ASC"}')}&from_menu=true`;
