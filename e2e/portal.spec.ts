import type { Page } from '@playwright/test';
import { Account } from './account.page';
import { expect, storeUrl, test } from './fixtures';

/** The corporate portal of SPEC.md section 2 (issue 8): who gets in, and what its frame shows. */
const acme = storeUrl('localhost', '/portal/acme');

const header = (page: Page) => page.getByRole('navigation', { name: 'Portal corporativo' });

async function logInAtPortal(page: Page, email: string) {
  await page.goto(acme);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  await new Account(page).logIn('email', email, 'Senha123');
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
  await expect(nav.getByRole('link', { name: 'Carrinho vazio' })).toHaveAttribute(
    'href',
    '/portal/acme/carrinho',
  );

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
