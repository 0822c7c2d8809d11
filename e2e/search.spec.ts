import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, storeUrl, test } from './fixtures';

const drawer = (page: Page) => page.getByTestId('search-drawer');
const searchField = (page: Page) =>
  page.getByRole('search').first().getByRole('combobox', { name: 'Buscar por produto' });

test("header search 'noteboo' suggests 2 departments and 4 notebooks, then lists the results", async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  const field = searchField(page);
  // The header hydrates apart, after the page (ADR 0027): a field typed in before has no handler.
  await hydrated(field);
  await field.pressSequentially('noteboo', { delay: 30 });
  const suggestions = drawer(page);
  await expect(suggestions).toBeVisible();

  const departments = suggestions.getByRole('group', { name: 'Departamentos' }).getByRole('option');
  await expect(departments).toHaveCount(2);
  await expect(departments.first()).toHaveText(/^Notebooks\s*20$/);
  const products = suggestions.getByTestId('search-suggestion');
  await expect(products).toHaveCount(4);
  for (const name of await products.allTextContents()) expect(name).toMatch(/^Notebook/);
  await expect(page.getByRole('status').filter({ hasText: 'sugestões' })).toHaveText('6 sugestões');
  const seeAll = suggestions.getByRole('option', { name: /^Ver todos os \d+ resultados$/ });
  await expect(seeAll).toBeVisible();

  // Keyboard: 'Ver todos' is active as the list opens; the arrows move through the suggestions
  // with the focus in the field; Escape closes the drawer.
  const isActive = async (option: Locator) =>
    expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await isActive(seeAll);
  await field.press('ArrowDown');
  await isActive(departments.first());
  await field.press('ArrowDown');
  await isActive(departments.nth(1));
  await expect(field).toBeFocused();
  await field.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  // ArrowDown opens them again, as a combobox does.
  await field.press('ArrowDown');
  await expect(suggestions).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('Escape');

  // Enter submits the plain form: the results page, ranked, with facets that keep the term.
  await field.press('Enter');
  await expect(page).toHaveURL(storeUrl('localhost', '/search?q=noteboo'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “noteboo”');
  await expect(page.getByRole('link', { name: 'Mais relevantes' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const cards = page.locator('[data-testid=product-card]:visible');
  await expect(cards.first()).toContainText('Notebook');
  await page.locator('[data-facet=memoria]').getByRole('checkbox', { name: /16 GB/ }).click();
  await expect(page).toHaveURL(/\/search\?q=noteboo&facet_filters=/);
  await page.reload();
  await expect(
    page.locator('[data-facet=memoria]').getByRole('checkbox', { name: /16 GB/ }),
  ).toHaveAttribute('aria-checked', 'true');
  for (const text of await cards.allTextContents()) expect(text).toMatch(/16 ?GB/);
});

test('a misspelt search still finds the product, and a department link opens its category', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  await hydrated(searchField(page));
  await searchField(page).fill('mochla');
  const suggestions = drawer(page);
  await expect(suggestions.getByTestId('search-suggestion').first()).toContainText('Mochila');
  await suggestions.getByRole('option', { name: /^Mochilas/ }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/acessorios/mochilas'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mochilas');
  await expect(drawer(page)).toBeHidden();
});

test('/search without a term, and a term with no match, show a helpful page', async ({ page }) => {
  const empty = await page.goto(storeUrl('localhost', '/search'));
  expect(empty?.status()).toBe(200);
  const section = page.getByTestId('search-empty');
  await expect(section.getByRole('heading', { level: 1 })).toHaveText('O que você procura?');
  await expect(section.getByRole('link', { name: 'Notebooks', exact: true })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);

  await section.getByRole('searchbox').fill('xyzzyqwv');
  await section.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/search?q=xyzzyqwv'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nenhum produto encontrado para “xyzzyqwv”.',
  );
  // Scoped to the page's main: while the answer streams in, a hidden copy may stand outside it.
  await expect(
    page.getByRole('main').getByText('Confira a grafia, use menos palavras ou termos mais gerais.'),
  ).toBeVisible();
});

test('bad search parameters give a normal page, never a 500', async ({ page }) => {
  for (const query of [
    'q=notebook&facet_filters=%7Bnot-json',
    `q=notebook&facet_filters=${encodeURIComponent('{"page":-1,"sort":"hack"}')}`,
    `q=${'a'.repeat(500)}`,
    'q=%27%3B%20drop%20table%20products%3B--',
    'q=notebook&q=mouse',
  ]) {
    const response = await page.goto(storeUrl('localhost', `/search?${query}`));
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('search on a phone: the field opens from the header and a suggestion opens the product @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the search button is for phones; desktops show the field');
  await page.goto(storeUrl('localhost'));
  await page.getByRole('button', { name: 'Abrir busca' }).click();
  const field = searchField(page);
  await expect(field).toBeFocused();
  await field.fill('mouse sem fio demo');
  const first = drawer(page).getByTestId('search-suggestion').first();
  await expect(first).toContainText('Mouse Sem Fio Demo M1');
  await first.click();
  await expect(page).toHaveURL(storeUrl('localhost', '/mouse-sem-fio-demo-m1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mouse Sem Fio Demo M1');
});

test('the search page and the open drawer pass axe', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/search?q=mouse'));
  await hydrated(searchField(page));
  await searchField(page).fill('teclado');
  await expect(drawer(page).getByTestId('search-suggestion').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('Outra Loja searches only its own catalogue', async ({ page }) => {
  await page.goto(storeUrl('outra.localhost', '/search?q=mochila'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “mochila”');
  await expect(page.locator('[data-testid=product-card]:visible')).toHaveCount(1);
  await expect(page.getByTestId('product-card').first()).toContainText('Mochila Outra Daily');
});

test('a repeated search is a cached page, however its term is spaced (issue 29)', async ({
  page,
}) => {
  const first = await page.request.get(storeUrl('localhost', '/search?q=mouse%20sem%20fio'));
  expect(first.status()).toBe(200);
  const again = () =>
    page.request.get(
      storeUrl('localhost', '/search?q=%20%20mouse%20%20sem%09fio%20&utm_source=busca'),
    );
  // The same page from the cache (a catalogue change elsewhere in the suite may refresh it once).
  await expect.poll(async () => (await again()).headers()['x-nextjs-cache']).toBe('HIT');
  expect(await (await again()).text()).toContain('Resultados para “mouse sem fio”');
});
