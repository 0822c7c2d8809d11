import { expect, storeUrl, test } from './fixtures';
import { Account } from './account.page';

// The bar is for small screens: these journeys run on the phone project only.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the bottom bar shows on small screens only');
});

const bar = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Navegação rápida' });

test('@mobile bottom bar: search, login in the account panel, its links, Sair from an account page', async ({
  page,
}) => {
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/'));
  await expect(bar(page).getByRole('link', { name: 'Início' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await bar(page).getByRole('button', { name: 'Buscar' }).click();
  const field = bar(page).getByRole('searchbox', { name: 'Buscar por produto' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('placeholder', 'O que você procura?');
  // An empty search goes nowhere.
  await bar(page).getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  await field.fill('ssd 1tb');
  await field.press('Enter');
  await expect(page).toHaveURL(storeUrl('localhost', '/search?q=ssd%201tb'));
  await expect(page.getByRole('main').getByTestId('product-card').first()).toContainText('SSD');

  // Logged out, the account panel is the login form.
  await bar(page).getByRole('button', { name: 'Conta' }).click();
  await expect(account.panel).toBeVisible();
  await account.logIn('email', 'cliente@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await expect(account.panel).toBeHidden();

  await bar(page).getByRole('button', { name: 'Conta' }).click();
  const panel = page.getByRole('dialog', { name: 'Olá, Maria' });
  await expect(panel).toBeVisible();
  const links = [
    ['Meus dados', '/customer/account/edit'],
    ['Meus pedidos', '/customer/account/orders'],
    ['Meus wallpapers', '/customer/account/wallpapers'],
    ['Meus uploads', '/customer/account/uploads'],
    ['Meus favoritos', '/customer/account/wishlist'],
    ['Meus Guias e manuais', '/customer/account/user-guide'],
  ] as const;
  await expect(panel.getByRole('link')).toHaveText(links.map(([name]) => name));
  for (const [name, href] of links)
    await expect(panel.getByRole('link', { name })).toHaveAttribute('href', href);
  await panel.getByRole('link', { name: 'Meus pedidos' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/orders'));
  await expect(panel).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Meus pedidos' })).toBeVisible();

  // Sair on an account page: logged out and home, not the login page.
  await bar(page).getByRole('button', { name: 'Conta' }).click();
  await panel.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  await expect(account.nav.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await account.token()).toBeNull();
});

test('@mobile bottom bar: the cart badge counts what was bought and opens the drawer; wishlist link', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('bottom-bar-cart-badge')).toHaveText('1');
  await expect(bar(page).getByRole('link', { name: 'Carrinho: 1 item' })).toBeVisible();
  await page.getByTestId('bottom-bar-cart-button').click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Fechar' }).first().click();
  await bar(page).getByRole('link', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/wishlist'));
  await expect(bar(page).getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bar(page).getByRole('link', { name: 'Fale conosco pelo WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
});

test('@mobile bottom bar is hidden in the one-step checkout and the portal', async ({ page }) => {
  for (const path of ['/onestepcheckout/login', '/onestepcheckout/carrinho', '/portal/acme']) {
    await page.goto(storeUrl('localhost', path));
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
  }
  await page.goto(storeUrl('localhost', '/wishlist'));
  await expect(bar(page)).toBeVisible();
});

test('@mobile bottom bar rises above the on-screen keyboard only past 300px', async ({ page }) => {
  // Chromium here has no on-screen keyboard: the visual viewport is replaced by one the test
  // shrinks, as a phone's keyboard would.
  await page.addInitScript(() => {
    const viewport = new EventTarget();
    let keyboard = 0;
    Object.defineProperties(viewport, {
      height: { get: () => window.innerHeight - keyboard },
      width: { get: () => window.innerWidth },
      offsetTop: { get: () => 0 },
      offsetLeft: { get: () => 0 },
      scale: { get: () => 1 },
    });
    Object.defineProperty(window, 'visualViewport', { get: () => viewport });
    (window as unknown as { keyboard: (h: number) => void }).keyboard = (height: number) => {
      keyboard = height;
      viewport.dispatchEvent(new Event('resize'));
    };
  });
  await page.goto(storeUrl('localhost', '/'));
  const height = await page.evaluate(() => window.innerHeight);
  const bottom = async () => {
    const box = await page.getByTestId('bottom-bar').boundingBox();
    return Math.round(box!.y + box!.height);
  };
  await expect.poll(bottom).toBe(height);
  await bar(page).getByRole('button', { name: 'Buscar' }).click();
  await page.evaluate(() => (window as unknown as { keyboard: (h: number) => void }).keyboard(300));
  await expect.poll(bottom).toBe(height);
  await page.evaluate(() => (window as unknown as { keyboard: (h: number) => void }).keyboard(340));
  await expect.poll(bottom).toBe(height - 340);
  await expect(bar(page).getByRole('searchbox', { name: 'Buscar por produto' })).toBeInViewport();
  await page.evaluate(() => (window as unknown as { keyboard: (h: number) => void }).keyboard(0));
  await expect.poll(bottom).toBe(height);
});

test('@mobile an affiliate copies the page link with their id; other customers see no such button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = new Account(page);
  await page.goto(storeUrl('localhost', '/notebooks?page=1'));
  await bar(page).getByRole('button', { name: 'Conta' }).click();
  await expect(account.panel).toBeVisible();
  await account.logIn('email', 'afiliado@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/customer/auth/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    return ((await response.json()) as { content: { customer: { id: number } } }).content.customer
      .id;
  });
  const copy = bar(page).getByRole('button', { name: 'Copiar link de afiliado' });
  await expect(copy).toHaveText('Indicar');
  await copy.click();
  await expect(bar(page).getByTestId('affiliate-link')).toHaveText('Link copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    storeUrl('localhost', `/notebooks?page=1&affiliateId=${id}`),
  );
  // SPEC.md section 9: the feedback resets after 2 s.
  await expect(bar(page).getByTestId('affiliate-link')).toHaveText('Indicar', { timeout: 4000 });

  await bar(page).getByRole('button', { name: 'Conta' }).click();
  await page
    .getByRole('dialog', { name: 'Olá, Ana' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await expect(page).toHaveURL(storeUrl('localhost', '/'));
  // Ana's login message lasts 5 s: it goes first, so the one below is the new login's.
  await expect(account.message('Login realizado com sucesso!')).toHaveCount(0, { timeout: 8000 });
  await bar(page).getByRole('button', { name: 'Conta' }).click();
  await expect(account.panel).toBeVisible();
  await account.logIn('email', 'cliente@exemplo.com.br', 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
  await expect(page.getByTestId('affiliate-link')).toHaveCount(0);
});
