import type { Page } from '@playwright/test';

/** Favourites and comparison as a shopper meets them: hearts, compare boxes, the bar, the pages. */
export class PersonalLists {
  constructor(readonly page: Page) {}

  heart(product: string) {
    return this.page.getByRole('button', { name: `Favoritar ${product}`, exact: true });
  }
  compareBox(product: string) {
    return this.page.getByRole('checkbox', { name: `Comparar ${product}`, exact: true });
  }
  /** Next keeps pages visited before in the DOM, hidden (React Activity): visible cards only. */
  get cardNames() {
    return this.page.locator('[data-testid=product-card]:visible .card-name');
  }
  get bar() {
    return this.page.getByRole('region', { name: 'Comparação de produtos' });
  }
  get table() {
    return this.page.getByTestId('compare-table');
  }
  /** A row of the comparison table by its attribute name. */
  row(name: string) {
    return this.table.getByRole('row', { name: new RegExp(`^${name}\\b`) });
  }
  message(text: string) {
    return this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text });
  }
  /** What the browser keeps under a localStorage key (SPEC.md section 9). */
  stored<T>(key: 'favorites' | 'comparisonProducts'): Promise<T | null> {
    return this.page.evaluate((k) => {
      const raw = window.localStorage.getItem(k);
      return raw === null ? null : (JSON.parse(raw) as T);
    }, key);
  }
}

/** The id of a product of the demo store, through the store API. */
export async function productId(page: Page, url: string): Promise<number> {
  const response = await page.request.get(`/api/router?url=${url}`);
  const body = (await response.json()) as { content: { content: { id: number } } };
  return body.content.content.id;
}
