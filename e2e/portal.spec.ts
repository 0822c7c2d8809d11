import { Account } from './account.page';
import { Checkout } from './checkout.page';
import {
  acme,
  logInAtPortal,
  newAcmeBuyer,
  orderBySkuList,
  portalHeader as header,
} from './portal.page';
import { expect, hydrated, storeUrl, test } from './fixtures';

/** The corporate portal of SPEC.md section 2 (issue 8): who gets in, and what its frame shows. */

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
  // Buyers' accounts are made by their administrator: no registering, no social login here.
  await expect(page.getByRole('link', { name: 'Cadastre-se' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
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
  // The cart (its count is the buyer's: other tests may fill it) opens the portal's cart page.
  await expect(page.getByTestId('portal-cart-button')).toHaveAttribute(
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

  // The first-name menu (a menu: its items are menuitems).
  await nav.getByRole('button', { name: 'Menu de Carlos' }).click();
  await expect(nav.getByText('Olá, Carlos')).toBeVisible();
  await nav.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/portal\/acme$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de compras' })).toBeVisible();
  await expect(page.getByTestId('portal-customer-name')).toHaveCount(0);
});

test("acme's administrator sees Administrar with Compradores and Empresas", async ({ page }) => {
  await logInAtPortal(page, 'admin@acme.com.br');
  const nav = header(page);
  await nav.getByRole('button', { name: 'Administrar' }).click();
  await expect(nav.getByRole('menuitem', { name: 'Compradores' })).toHaveAttribute(
    'href',
    '/portal/acme/admin/compradores',
  );
  await expect(nav.getByRole('menuitem', { name: 'Empresas' })).toHaveAttribute(
    'href',
    '/portal/acme/admin/empresas',
  );
  // The menus close as menus do: on Escape (back to their button), and when another opens.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('menuitem', { name: 'Compradores' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Administrar' })).toBeFocused();
  await nav.getByRole('button', { name: 'Administrar' }).click();
  await nav.getByRole('button', { name: 'Menu de Alice' }).click();
  await expect(nav.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: 'Compradores' })).toBeHidden();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(nav.getByRole('menuitem', { name: 'Sair' })).toBeHidden();

  // Comprar leads to the portal's cart (no store drawer), whose line opens the portal's page.
  await page.goto(`${acme}/mouse-demo-travel-bluetooth`);
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/portal\/acme\/carrinho$/);
  await expect(
    page.getByTestId('cart-lines').getByRole('link', { name: 'Mouse Demo Travel Bluetooth' }),
  ).toHaveAttribute('href', '/portal/acme/mouse-demo-travel-bluetooth');
  await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
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
  request,
}) => {
  await logInAtPortal(page, (await newAcmeBuyer(request)).email, 'Compra123');
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
  const upload = page.getByLabel('Carregar arquivo CSV');
  // Its button is disabled until the page's script runs (a shopper cannot pick a file before);
  // Playwright's setInputFiles would set the files regardless, and the change would be lost.
  await expect(upload).toBeEnabled();
  await upload.setInputFiles({
    name: 'pedido.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,quantidade\nSSD-DEMO-1TB,2\n'),
  });
  await expect(page.getByRole('textbox', { name: 'Lista de SKUs' })).toHaveValue(
    'sku,quantidade\nSSD-DEMO-1TB,2\n',
  );
});

test("Meus Pedidos lists the portal's orders, and is nobody else's", async ({ page }) => {
  // Globex's buyer has ordered nothing through the portal (acme's buyer does, below).
  const globex = storeUrl('localhost', '/portal/globex');
  await page.goto(globex);
  await new Account(page).logIn('email', 'compras@globex.com.br', 'Senha123');
  await header(page).getByRole('link', { name: 'Meus Pedidos' }).click();
  await expect(page).toHaveURL(/\/portal\/globex\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  await expect(page.getByText('Nenhum pedido feito pelo portal ainda.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Catálogo' })).toHaveAttribute(
    'href',
    '/portal/globex',
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

test(
  "acme's buyer pastes two SKU lines, pays by boleto with a purchase order and finds the order; the administrator sees both buyers' orders and buys one again",
  { tag: '@local' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    await logInAtPortal(page, 'compras@acme.com.br');
    await expect(header(page).getByText('Administrar')).toHaveCount(0);
    await page.goto(`${acme}/carrinho`);
    await page
      .getByRole('textbox', { name: 'Lista de SKUs' })
      .fill('NB-DEMO-PRO-15;1\nSSD-DEMO-1TB;2');
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Linhas adicionadas ao carrinho: 2 de 2.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(/\/portal\/acme\/checkout$/);

    const checkout = new Checkout(page);
    await expect(checkout.main.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
    await expect(
      checkout.main
        .getByRole('group', { name: /^Acme Tecnologia Ltda CNPJ 11\.222\.333\/0001-81$/ })
        .getByRole('radio', {
          name: /^Rua das Indústrias, 500 Distrito Industrial, Campinas\/SP CEP 13054-000$/,
        }),
    ).toBeChecked();
    await checkout.main.getByLabel('Número do pedido de compra').fill('PO-2026-0042');
    await checkout.main.getByLabel('Centro de custo').fill('TI Campinas');
    await checkout.confirmEmail('compras@acme.com.br');
    await checkout.choose('Boleto');
    await checkout.place();

    await expect(page).toHaveURL(/\/portal\/acme\/pedidos\/\d+\?novo=1$/);
    const number = /pedidos\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do pedido' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Pedido ${number}` })).toBeVisible();
    await expect(page.getByText('Obrigado pela sua compra!')).toBeVisible();
    await expect(page.getByTestId('portal-order-buyer')).toHaveText('Carlos Compras Acme');
    await expect(page.getByTestId('portal-order-company')).toHaveText('Acme Tecnologia Ltda');
    await expect(page.getByTestId('portal-order-purchase-order')).toHaveText('PO-2026-0042');
    await expect(page.getByTestId('portal-order-cost-centre')).toHaveText('TI Campinas');
    await expect(page.getByTestId('order-status')).toHaveText('Pendente');
    await expect(page.getByTestId('billet-line')).toHaveValue(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Carrinho vazio' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Voltar para Meus Pedidos' }).click();
    const row = page.getByTestId('portal-orders').getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('PO-2026-0042');
    await expect(row).toContainText('TI Campinas');
    await expect(row).toContainText('Pendente');

    // Another buyer of the company orders too (by Pix).
    const second = await newAcmeBuyer(request);
    const other = await browser.newContext();
    const secondPage = await other.newPage();
    await logInAtPortal(secondPage, second.email, 'Compra123');
    const hers = await orderBySkuList(
      secondPage,
      second.email,
      'SSD-DEMO-1TB;1',
      'PO-2026-0043',
      'Pix',
    );
    // The bank pays her Pix: the order's page turns to Aprovado by itself.
    await expect(secondPage.getByTestId('order-status')).toHaveText('Pendente');
    const bank = await other.newPage();
    await bank.goto(storeUrl('localhost', '/dev/payments'));
    await bank.getByRole('button', { name: `Pagar o pedido ${hers}` }).click();
    await expect(bank.getByTestId('bank-result').filter({ visible: true })).toHaveText(
      `Pedido ${hers}: pago — webhook aplicado.`,
    );
    await bank.close();
    await expect(secondPage.getByTestId('order-status')).toHaveText('Aprovado', {
      timeout: 15_000,
    });
    await other.close();

    // The administrator sees both buyers' orders among the company's, and buys one again.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logInAtPortal(page, 'admin@acme.com.br');
    await header(page).getByRole('link', { name: 'Meus Pedidos' }).click();
    await expect(page.getByText('Pedidos da empresa')).toBeVisible();
    const adminRow = page.getByTestId('portal-orders').getByRole('row').filter({ hasText: number });
    await expect(adminRow).toContainText('Carlos Compras Acme');
    const herRow = page.getByTestId('portal-orders').getByRole('row').filter({ hasText: hers });
    await expect(herRow).toContainText(second.name);
    await expect(herRow).toContainText('PO-2026-0043');
    await adminRow.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/acme/pedidos/${number}$`));
    await page.getByRole('button', { name: 'Comprar novamente' }).click();
    await expect(page).toHaveURL(/\/portal\/acme\/carrinho$/);
    const lines = page.getByTestId('cart-lines');
    await expect(lines).toContainText('Notebook Demo Pro 15');
    await expect(lines).toContainText('SSD Demo 1TB');
  },
);

test("an order outside the visitor's scope is not found in the portal", async ({ page }) => {
  await logInAtPortal(page, 'compras@acme.com.br');
  await page.goto(`${acme}/pedidos/100001`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Portal não encontrado.' }),
  ).toBeVisible();
});

test('a portal link whose client-side navigation fails opens with a full page load', async ({
  page,
}) => {
  await logInAtPortal(page, 'compras@acme.com.br');
  await expect(page.getByTestId('portal-customer-name')).toHaveText('Acme Tecnologia Ltda');
  // Every React Server Components fetch fails (a flaky network, a deploy in between).
  let refused = 0;
  await page.route('**/*', async (route) => {
    if ((await route.request().headerValue('rsc')) === '1') {
      refused += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await hydrated(header(page).getByRole('link', { name: 'Meus Pedidos' }));
  await header(page).getByRole('link', { name: 'Meus Pedidos' }).click();
  await expect(page).toHaveURL(/\/portal\/acme\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(documents).toContain('/portal/acme/pedidos');
});
