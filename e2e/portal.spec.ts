import type { Page } from '@playwright/test';
import { Account } from './account.page';
import { expect, storeUrl, test } from './fixtures';

/** The corporate portal of SPEC.md section 2 (issue 8): who gets in, and what its frame shows. */
const acme = storeUrl('localhost', '/portal/acme');

const header = (page: Page) => page.getByRole('navigation', { name: 'Portal corporativo' });

async function logInAtPortal(page: Page, email: string) {
  await page.goto(acme);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  const account = new Account(page);
  await account.logIn('email', email, 'Senha123');
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
}

test('a visitor gets the login form and nothing of the company', async ({ page }) => {
  const response = await page.goto(acme);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  await expect(
    page.getByText(
      'Entre com o e-mail ou o CPF e a senha que o administrador da sua empresa cadastrou.',
    ),
  ).toBeVisible();
  expect(await page.content()).not.toContain('Acme Tecnologia');
  await expect(header(page)).toHaveCount(0);
  // The store's own frame is not there.
  await expect(page.getByRole('navigation', { name: 'Minha conta' })).toHaveCount(0);
});

test("acme's buyer enters, sees the company's portal without Administrar, and leaves with Sair", async ({
  page,
}) => {
  await logInAtPortal(page, 'compras@acme.com.br');
  await expect(page.getByTestId('portal-customer-name')).toHaveText('Acme Tecnologia Ltda');
  await expect(page.getByText('Bem-vindo ao portal de compras da Acme')).toBeVisible();
  const nav = header(page);
  await expect(nav.getByRole('link', { name: 'Meus Pedidos' })).toHaveAttribute(
    'href',
    '/portal/acme/pedidos',
  );
  const support = nav.getByRole('link', { name: 'Suporte técnico (abre em nova aba)' });
  await expect(support).toHaveAttribute('href', '/suporte-tecnico');
  await expect(support).toHaveAttribute('target', '_blank');
  await expect(nav.getByText('Administrar')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrinho vazio' }),
  ).toHaveAttribute('href', '/portal/acme/carrinho');

  // The catalogue's products open inside the portal.
  const card = page.getByRole('link', { name: 'Mouse Demo Travel Bluetooth' }).first();
  await expect(card).toHaveAttribute('href', '/portal/acme/mouse-demo-travel-bluetooth');
  await card.click();
  await expect(page).toHaveURL(/\/portal\/acme\/mouse-demo-travel-bluetooth$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mouse Demo Travel Bluetooth' }),
  ).toBeVisible();
  await expect(page.getByTestId('portal-customer-name')).toHaveText('Acme Tecnologia Ltda');

  // The first-name menu (a disclosure).
  await nav.locator('summary').filter({ hasText: 'Carlos' }).click();
  await expect(nav.getByText('Olá, Carlos')).toBeVisible();
  await nav.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/portal\/acme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  await expect(page.getByTestId('portal-customer-name')).toHaveCount(0);
});

test("acme's administrator sees Administrar with Compradores and Empresas", async ({ page }) => {
  await logInAtPortal(page, 'admin@acme.com.br');
  const nav = header(page);
  await nav.getByText('Administrar').click();
  await expect(nav.getByRole('link', { name: 'Compradores' })).toHaveAttribute(
    'href',
    '/portal/acme/admin/compradores',
  );
  await expect(nav.getByRole('link', { name: 'Empresas' })).toHaveAttribute(
    'href',
    '/portal/acme/admin/empresas',
  );
});

for (const email of ['cliente@exemplo.com.br', 'compras@globex.com.br'])
  test(`${email} gets the portal's not-found page at /portal/acme`, async ({ page }) => {
    await logInAtPortal(page, email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Portal não encontrado.' }),
    ).toBeVisible();
    await expect(
      page.getByText('O endereço não existe ou você não tem acesso a este portal.'),
    ).toBeVisible();
    expect(await page.content()).not.toContain('Bem-vindo ao portal de compras da Acme');
    await expect(page.getByTestId('portal-customer-name')).toHaveCount(0);
    // A product inside the portal is not theirs either.
    await page.goto(`${acme}/mouse-demo-travel-bluetooth`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Portal não encontrado.' }),
    ).toBeVisible();
  });

test('the portal fits a phone and has no store bottom bar @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone');
  await logInAtPortal(page, 'compras@acme.com.br');
  await expect(page.getByTestId('portal-customer-name')).toBeVisible();
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test("acme's buyer orders by pasting SKU lines; a wrong line stays in the field with its reason", async ({
  page,
}) => {
  await logInAtPortal(page, 'compras@acme.com.br');
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho vazio' }).click();
  await expect(page).toHaveURL(/\/portal\/acme\/carrinho$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Lista de SKUs' });
  await field.fill('NB-DEMO-PRO-15;2\nNAO-EXISTE;1\nSSD-DEMO-1TB;1');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Linhas adicionadas ao carrinho: 2 de 3.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Estas linhas não foram adicionadas:' }),
  ).toContainText('Linha 2: SKU NAO-EXISTE não encontrado.');
  await expect(field).toHaveValue('NAO-EXISTE;1');
  const cartLines = page.getByTestId('cart-lines');
  await expect(cartLines).toContainText('Notebook Demo Pro 15');
  await expect(cartLines).toContainText('SSD Demo 1TB');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrinho: 3 itens' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute(
    'href',
    '/portal/acme/checkout',
  );
});

test('a CSV file fills the SKU list field before it is sent', async ({ page }) => {
  await logInAtPortal(page, 'admin@acme.com.br');
  await page.goto(`${acme}/carrinho`);
  await page.getByLabel('Carregar arquivo CSV').setInputFiles({
    name: 'pedido.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,quantidade\nSSD-DEMO-1TB,2\n'),
  });
  await expect(page.getByRole('textbox', { name: 'Lista de SKUs' })).toHaveValue(
    'sku,quantidade\nSSD-DEMO-1TB,2\n',
  );
});

test("Meus Pedidos lists the portal's orders, and is nobody else's", async ({ page }) => {
  await logInAtPortal(page, 'compras@acme.com.br');
  await header(page).getByRole('link', { name: 'Meus Pedidos' }).click();
  await expect(page).toHaveURL(/\/portal\/acme\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  await expect(page.getByText('Nenhum pedido feito pelo portal ainda.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Catálogo' })).toHaveAttribute(
    'href',
    '/portal/acme',
  );
  // A store customer's session gets the portal's not-found page there too.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInAtPortal(page, 'cliente@exemplo.com.br');
  await page.goto(`${acme}/pedidos`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Portal não encontrado.' }),
  ).toBeVisible();
});
