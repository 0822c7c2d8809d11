import type { APIRequestContext, Page } from '@playwright/test';
import { Account } from './account.page';
import { Checkout } from './checkout.page';
import { expect, freshCpf, storeUrl } from './fixtures';

/** acme's corporate portal (seeded: compras@ and admin@acme.com.br, Senha123). */
export const acme = storeUrl('localhost', '/portal/acme');

/** The portal header's navigation. */
export const portalHeader = (page: Page) =>
  page.getByRole('navigation', { name: 'Portal corporativo' });

/** Logs in with the portal's own login form, at `portal`. */
export async function logInAtPortal(
  page: Page,
  email: string,
  password = 'Senha123',
  portal = acme,
) {
  await page.goto(portal);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  const account = new Account(page);
  await account.logIn('email', email, password);
  await expect(account.message('Login realizado com sucesso!')).toBeVisible();
}

/**
 * A buyer's order as the portal takes it: the SKU lines pasted into the cart, the checkout with
 * the purchase order, paid by `method`. Answers the order's number, from the order page it ends on.
 */
export async function orderBySkuList(
  page: Page,
  email: string,
  lines: string,
  purchaseOrder: string,
  method: 'Pix' | 'Boleto' = 'Boleto',
): Promise<string> {
  await page.goto(`${acme}/carrinho`);
  await page.getByRole('textbox', { name: 'Lista de SKUs' }).fill(lines);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  const count = lines.split('\n').length;
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Linhas adicionadas ao carrinho: ${count} de ${count}.` }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/portal\/acme\/checkout$/);
  const checkout = new Checkout(page);
  await expect(checkout.main.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  await checkout.main.getByLabel('Número do pedido de compra').fill(purchaseOrder);
  await checkout.confirmEmail(email);
  await checkout.choose(method);
  await checkout.place();
  await expect(page).toHaveURL(/\/portal\/acme\/pedidos\/\d+\?novo=1$/);
  return /pedidos\/(\d+)/.exec(page.url())![1]!;
}

/**
 * A buyer of acme of this test's own, added by acme's administrator through the API: a test that
 * fills a cart uses one, so that no other test (they run in parallel) shares the server's cart
 * that a login adopts. The password is Compra123.
 */
export async function newAcmeBuyer(
  request: APIRequestContext,
): Promise<{ email: string; name: string }> {
  const login = await request.post(storeUrl('localhost', '/api/customer/auth'), {
    data: { login: 'admin@acme.com.br', password: 'Senha123' },
  });
  const { token } = ((await login.json()) as { content: { token: string } }).content;
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `comprador.${run}@acme.com.br`;
  const name = `Comprador Teste ${run}`;
  const created = await request.post(storeUrl('localhost', '/api/portal/acme/buyers'), {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      email,
      document: freshCpf(),
      phone: '11987650000',
      password: 'Compra123',
    },
  });
  expect(created.status()).toBe(200);
  return { email, name };
}
