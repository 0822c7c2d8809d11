import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { Cart } from './cart.page';
import { expect, hydrated, landOn, storeUrl, test, withoutStoreDefaults } from './fixtures';
import { logInAtPortal, portalHeader } from './portal.page';
import { MENU_QUERY, StoreShell } from './shell.page';

const disclaimer =
  'Preços e condições podem sofrer alterações sem prévia notificação. Em caso de preços divergentes, considere válido o preço do carrinho de compras.';

test('the demo store shows its header, menu and footer @mobile', async ({ page }) => {
  const response = await page.goto(storeUrl('localhost'));
  expect(response?.status()).toBe(200);
  const shell = new StoreShell(page);
  await expect(page).toHaveTitle(/Loja Demo/);
  await expect(shell.header.getByRole('img', { name: 'Loja Demo' })).toBeVisible();
  await expect(shell.priceDisclaimer).toHaveText(disclaimer);
  await expect(shell.footer.getByText('Segunda a sexta, das 08:00 às 17:45')).toBeVisible();
  await expect(
    shell.footer.getByTestId('payment-icons').getByText('Pix', { exact: true }),
  ).toBeVisible();
  await expect(
    shell.footer.getByTestId('payment-icons').getByText('Boleto', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Loja em manutenção. Nenhuma compra será aceita no momento.'),
  ).toHaveCount(0);
});

test('the category menu links to category pages with facet_filters and from_menu', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  const menu = page.getByRole('navigation', { name: 'Todas as categorias' });
  await expect(menu.getByRole('link', { name: 'Notebooks', exact: true })).toHaveAttribute(
    'href',
    `/notebooks${MENU_QUERY}`,
  );
  await menu.getByRole('link', { name: 'Acessórios', exact: true }).hover();
  await menu.getByRole('link', { name: 'Mouses' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', `/acessorios/mouses${MENU_QUERY}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mouses');
});

test('on a phone the header fits and the menu drawer opens, links the categories and closes @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(storeUrl('localhost'));
  // Every header shortcut, the cart last, is inside the screen.
  const cart = page.getByRole('navigation', { name: 'Atalhos da loja' }).getByRole('link').last();
  const box = await cart.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Todas as categorias' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Mouses' })).toHaveAttribute(
    'href',
    `/acessorios/mouses${MENU_QUERY}`,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await drawer.getByRole('link', { name: 'Mochilas' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', `/acessorios/mochilas${MENU_QUERY}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mochilas');
  await expect(drawer).toBeHidden();
});

test('Outra Loja answers on its own host with its own theme', async ({ page }) => {
  await page.goto(storeUrl('localhost'));
  const demoColour = await new StoreShell(page).primaryColour();

  await page.goto(storeUrl('outra.localhost'));
  const shell = new StoreShell(page);
  await expect(page).toHaveTitle(/Outra Loja/);
  await expect(shell.header.getByRole('img', { name: 'Outra Loja' })).toBeVisible();
  expect(await shell.primaryColour()).not.toBe(demoColour);
  await expect(page.locator('html')).toHaveAttribute('data-store', 'outra');
});

test('a store in maintenance shows the maintenance banner', async ({ page }) => {
  await page.goto(storeUrl('manutencao.localhost'));
  await expect(page.getByRole('status').filter({ hasText: 'Loja em manutenção' })).toHaveText(
    'Loja em manutenção. Nenhuma compra será aceita no momento.',
  );
});

test('an unknown host answers 404 "Loja não encontrada" on pages and API', async ({
  page,
  request,
}) => {
  const response = await page.goto(storeUrl('desconhecida.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loja não encontrada');
  // In the shopper's language, as every page the store writes.
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: storeUrl('desconhecida.localhost') }]);
  expect((await page.goto(storeUrl('desconhecida.localhost')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store not found');
  // Node does not resolve *.localhost names, so the API call names the host in the header.
  const api = await request.get(storeUrl('127.0.0.1', '/api/company'), {
    headers: { host: 'desconhecida.localhost' },
  });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, message: 'Loja não encontrada' });
});

test('unknown pages and /404 answer 404 with the translated page; hidden pages redirect to /404', async ({
  page,
}) => {
  const missing = await page.goto(storeUrl('localhost', '/esta-pagina-nao-existe'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(new StoreShell(page).priceDisclaimer).toBeVisible();

  const fixed = await page.goto(storeUrl('localhost', '/404'));
  expect(fixed?.status()).toBe(404);

  await page.goto(storeUrl('localhost', '/pagina-oculta'));
  await expect(page).toHaveURL(storeUrl('localhost', '/404'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
});

test('the language switch turns texts to English and prices to USD at the store rate', async ({
  page,
  request,
}) => {
  const company = (await (await request.get(storeUrl('localhost', '/api/company'))).json()) as {
    content: { usdPerBrl: number }[];
  };
  const rate = company.content[0]!.usdPerBrl;

  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  const shell = new StoreShell(page);
  await expect(page.getByTestId('final-price')).toHaveText('R$ 5.999,00'.replace(' ', '\u00a0'));
  await expect(shell.header.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await shell.switchLanguage('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(shell.header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(shell.priceDisclaimer).toHaveText(/^Prices and conditions may change/);
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Math.round(599900 * rate) / 100,
  );
  await expect(page.getByTestId('final-price')).toHaveText(usd);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');

  await shell.switchLanguage('Português');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(shell.priceDisclaimer).toHaveText(disclaimer);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto(storeUrl('localhost'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

/** WCAG 2.2 AA violations axe finds inside `selector` (listed by rule and node). */
async function axeViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(selector)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * A modal opened by `trigger` (ADR 0020h): the focus goes in, the page behind is inert and does
 * not scroll, axe finds nothing in it, Escape closes it and the focus is back on `trigger`.
 */
async function checkModal(page: Page, trigger: Locator, dialog: Locator) {
  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  expect(
    await page.evaluate(() => document.querySelector('main')?.closest('[inert]') != null),
  ).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  expect(await axeViolationsIn(page, '[role=dialog][aria-modal=true]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(
    await page.evaluate(() => document.querySelector('main')?.closest('[inert]') != null),
  ).toBe(false);
}

test('every dialog, drawer, menu and combobox of the store pages: focus in and back, Escape, axe', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-03-09T13:00:00Z')); // Monday 10:00 in São Paulo
  await page.goto(storeUrl('localhost'));
  const header = page.getByRole('banner');

  // The login panel.
  await checkModal(
    page,
    header.getByRole('button', { name: 'Entrar', exact: true }),
    page.getByRole('dialog', { name: 'Acesse sua conta' }),
  );

  // A service dialog (the 0800 sales phone in sales hours).
  await checkModal(
    page,
    page.getByTestId('help-section').getByRole('button', { name: 'Telefone' }),
    page.getByTestId('dialog-0800'),
  );

  // The search combobox's suggestions: Escape closes them, back in the field.
  const field = page
    .getByRole('search')
    .first()
    .getByRole('combobox', { name: 'Buscar por produto' });
  await field.pressSequentially('noteboo', { delay: 30 });
  const suggestions = page.getByTestId('search-drawer');
  await expect(suggestions.getByTestId('search-suggestion')).toHaveCount(4);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolationsIn(page, '[data-testid=search-drawer]')).toEqual([]);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await suggestions.getByRole('option').nth(1).getAttribute('id'))!,
  );
  await expect(field).toBeFocused();
  await field.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(field).toBeFocused();
  await field.fill('');

  // The cart drawer, its tabs (arrows, Home and End), and the confirmation inside it.
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  expect(await axeViolationsIn(page, '[data-testid=cart-drawer]')).toEqual([]);
  const tabs = drawer.getByRole('tablist', { name: 'Painéis do carrinho' });
  const tab = (name: string) => tabs.getByRole('tab', { name });
  await tab('Carrinho').focus();
  await page.keyboard.press('End');
  await expect(tab('Buscar')).toBeFocused();
  await expect(tab('Buscar')).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tabpanel').getByRole('searchbox')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tab('Carrinho')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Categorias')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Carrinho')).toHaveAttribute('aria-selected', 'true');
  const remove = drawer.getByRole('button', { name: 'Excluir SSD Demo 1TB do carrinho' });
  const confirm = page.getByRole('dialog', { name: 'Excluir produto' });
  await remove.click();
  await expect(confirm.getByRole('button', { name: 'Sim, excluir' })).toBeFocused();
  expect(await axeViolationsIn(page, '[role=dialog][aria-modal=true]')).toEqual([]);
  // Escape closes the confirmation alone, back on its button inside the drawer.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Comprar' })).toBeFocused();
});

test("on a phone, the menu drawer and the bottom bar's account sheet: focus in and back, Escape, axe @mobile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(storeUrl('localhost'));
  await checkModal(
    page,
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('dialog', { name: 'Todas as categorias' }),
  );
  await checkModal(
    page,
    page
      .getByRole('navigation', { name: 'Navegação rápida' })
      .getByRole('button', { name: 'Conta' }),
    page.getByRole('dialog', { name: 'Acesse sua conta' }),
  );
});

test('the other dialogs and menus pass axe while open: entry pop-up, stock alert, video box, share cart, portal menus', async ({
  page,
  context,
}) => {
  // The entry pop-up, as a first-time visitor meets it: it takes the focus, axe finds nothing.
  await withoutStoreDefaults(context);
  await landOn(page, storeUrl('localhost', '/'));
  await page.goto(storeUrl('localhost', '/notebooks'));
  const popUp = page.getByRole('dialog', { name: 'Bem-vindo!' });
  await expect(popUp.getByRole('button', { name: 'Fechar' })).toBeFocused();
  expect(await axeViolationsIn(page, '[role=dialog][aria-modal=true]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popUp).toBeHidden();

  // The stock alert of an unavailable product and the video box of the product presentation.
  await page.goto(storeUrl('localhost', '/mouse-sem-fio-demo-m1'));
  const alert = page.getByRole('button', { name: 'Avise-me quando chegar' });
  await hydrated(alert);
  await checkModal(page, alert, page.getByRole('dialog', { name: 'Avise-me quando chegar' }));
  await page.goto(storeUrl('localhost', '/apresentacao-do-produto'));
  const play = page.getByRole('button', {
    name: 'Assistir ao vídeo: Notebook Demo Pro 15 em ação',
  });
  await hydrated(play);
  await checkModal(page, play, page.getByRole('dialog', { name: 'Notebook Demo Pro 15 em ação' }));

  // The share dialog of the cart page.
  const cart = new Cart(page);
  await cart.buyFromProductPage('/ssd-demo-1tb');
  await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
  const share = page.getByRole('main').getByRole('button', { name: 'Compartilhar carrinho' });
  await hydrated(share);
  await checkModal(page, share, page.getByRole('dialog', { name: 'Compartilhar carrinho' }));

  // The portal's menus (not modal: the page stays usable).
  await logInAtPortal(page, 'admin@acme.com.br');
  const nav = portalHeader(page);
  for (const [button, item] of [
    ['Administrar', 'Compradores'],
    ['Menu de Alice', 'Sair'],
  ] as const) {
    await nav.getByRole('button', { name: button }).click();
    await expect(nav.getByRole('menuitem', { name: item })).toBeVisible();
    expect(await axeViolationsIn(page, '[role=menu]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('menuitem', { name: item })).toBeHidden();
  }
});
