import AxeBuilder from '@axe-core/playwright';
import { expect, storeUrl, test } from './fixtures';
import { Cart } from './cart.page';
import { brl } from './product.page';

test('notebook with a 24-month warranty → drawer and badge → quantity → DESCONTO10 → shipping → share by link → the recipient takes the cart', async ({
  page,
  context,
  browser,
}) => {
  // A browser lets the store write the link it copies; the headless shell asks for the grant.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByLabel('Garantia Estendida 24 meses').check();
  await page.getByRole('button', { name: 'Comprar' }).click();

  await expect(cart.drawer).toBeVisible();
  await expect(cart.lines).toHaveCount(1);
  const notebook = cart.line('Notebook Demo Pro 15');
  await expect(notebook.getByTestId('cart-addon')).toHaveText([/Garantia Estendida 24 meses/]);
  // SPEC.md section 4: an add-on counts in the badge, a kit's parts do not.
  await expect(cart.badge).toHaveText('2');
  await expect(cart.snackbar('Produto adicionado no seu carrinho')).toBeVisible();

  await notebook
    .getByRole('button', { name: 'Aumentar a quantidade de Notebook Demo Pro 15' })
    .click();
  await expect(notebook.getByTestId('line-quantity')).toHaveText('2');
  await expect(cart.badge).toHaveText('4');
  await expect(cart.summary.getByTestId('summary-subtotal')).toHaveText(brl('R$ 14.157,64'));

  await cart.applyCoupon('DESCONTO10');
  await expect(cart.snackbar('Cupom adicionado com sucesso')).toBeVisible();
  // The worked example: (5.999,00 + 1.079,82) × 2 = 14.157,64; 10% off; Pix on each line's cash price.
  await expect(cart.summary.getByTestId('summary-discount')).toHaveText(`− ${brl('R$ 1.415,76')}`);
  await expect(cart.summary.getByTestId('summary-total')).toHaveText(brl('R$ 12.741,88'));
  await expect(cart.summary.getByTestId('summary-pix')).toHaveText(
    `${brl('R$ 11.467,69')} No PIX · 10% de desconto`,
  );
  await expect(cart.summary.getByTestId('summary-installments')).toContainText(
    `ou em até 12x de ${brl('R$ 1.061,82')} sem juros`,
  );

  await cart.view.getByLabel('CEP').fill('01310100');
  await expect(cart.view.getByLabel('CEP')).toHaveValue('01310-100');
  await cart.view.getByRole('button', { name: 'Calcular' }).click();
  await expect(cart.view.getByTestId('shipping-quotes').getByRole('listitem')).toHaveText([
    /Entrega econômica \(05 a 10 dias úteis\)\s*Grátis/,
    /Entrega expressa \(02 a 04 dias úteis\)/,
  ]);

  await cart.view.getByRole('button', { name: 'Remover cupom' }).click();
  await expect(cart.snackbar('Cupom removido com sucesso')).toBeVisible();
  await expect(cart.summary.getByTestId('summary-total')).toHaveText(brl('R$ 14.157,64'));

  await cart.view.getByRole('button', { name: 'Compartilhar carrinho' }).click();
  const share = page.getByRole('dialog', { name: 'Compartilhar carrinho' });
  await share.getByRole('button', { name: 'Copiar link' }).click();
  await expect(share.getByRole('button', { name: 'Link copiado!' })).toBeVisible();
  await expect(cart.snackbar('Carrinho compartilhado com sucesso!')).toBeVisible();
  const link = await share.getByLabel('Link do carrinho').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(link).toMatch(new RegExp(`^${storeUrl('localhost', '/cart/share/')}[A-Za-z0-9_-]{32}$`));
  // The copy feedback resets after 2 s (SPEC.md section 9).
  await expect(share.getByRole('button', { name: 'Copiar link' })).toBeVisible({ timeout: 4000 });

  const other = await browser.newContext();
  const recipient = await other.newPage();
  expect((await recipient.goto(link))?.status()).toBe(200);
  await expect(recipient.getByRole('heading', { level: 1 })).toHaveText('Carrinho compartilhado');
  await expect(recipient.getByTestId('shared-lines')).toContainText('2× Notebook Demo Pro 15');
  await expect(recipient.getByTestId('shared-total')).toHaveText(brl('R$ 14.157,64'));
  await recipient.getByRole('button', { name: 'Adicionar ao meu carrinho' }).click();
  await expect(recipient).toHaveURL(storeUrl('localhost', '/onestepcheckout/carrinho'));
  const theirs = new Cart(recipient);
  await expect(theirs.line('Notebook Demo Pro 15').getByTestId('line-quantity')).toHaveText('2');
  await expect(theirs.badge).toHaveText('4');
  await expect(theirs.summary.getByTestId('summary-total')).toHaveText(brl('R$ 14.157,64'));
  await other.close();
});

test('a shared-cart link that does not exist is a real 404 with the not-found page', async ({
  page,
}) => {
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'curto']) {
    const response = await page.goto(storeUrl('localhost', `/cart/share/${id}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('shared-lines')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Carrinho compartilhado');
  }
});

test('a 4th graphics card gives the limit message and the cart keeps 3', async ({ page }) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/placa-de-video-demo-rtx'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  const increase = page.getByTestId('product-purchase').getByRole('button', { name: 'Aumentar' });
  for (let i = 0; i < 2; i++) await increase.click();
  await page.getByRole('button', { name: 'Comprar' }).click();
  const line = cart.line('Placa de Vídeo Demo RTX');
  await expect(line.getByTestId('line-quantity')).toHaveText('3');
  await line
    .getByRole('button', { name: 'Aumentar a quantidade de Placa de Vídeo Demo RTX' })
    .click();
  await expect(
    cart.snackbar('É permitido comprar no máximo 3 unidades deste produto por pedido.'),
  ).toBeVisible();
  await expect(line.getByTestId('line-quantity')).toHaveText('3');
  await expect(cart.badge).toHaveText('3');
});

test('removing asks first; minus at one unit asks to delete', async ({ page }) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  const line = cart.line('SSD Demo 1TB');
  await line.getByRole('button', { name: 'Diminuir a quantidade de SSD Demo 1TB' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir produto' });
  await expect(confirm).toContainText('Deseja excluir SSD Demo 1TB do seu carrinho?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: 'Excluir SSD Demo 1TB do carrinho' }).click();
  await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(cart.snackbar('Produto removido do seu carrinho')).toBeVisible();
  await expect(cart.view.getByTestId('cart-empty')).toContainText('Seu carrinho está vazio.');
  await expect(cart.badge).toHaveCount(0);
});

test("a cart the server no longer has: 'O seu carrinho expirou.' and the id is forgotten", async ({
  page,
}) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(cart.badge).toHaveText('1');
  // The stored id now names a cart the server does not have (deleted or never known).
  await page.evaluate(() => localStorage.setItem('orderId', 'x'.repeat(32)));
  await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
  await expect(cart.snackbar('O seu carrinho expirou.')).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('orderId'))).toBeNull();
});

test('a cart that became an order is reset when the page loads, without a message', async ({
  page,
}) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/ssd-demo-1tb'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(cart.badge).toHaveText('1');
  // The server now answers this cart as an order awaiting payment.
  await page.route('**/api/sale/order/*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { content: { status: string } };
    body.content.status = 'pending';
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('orderId'))).toBeNull();
  await expect(cart.badge).toHaveCount(0);
  await expect(cart.snackbar('O seu carrinho expirou.')).toHaveCount(0);
});

test("a kit's parts stay behind 'Ver detalhes do produto' and do not count in the badge", async ({
  page,
}) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/kit-home-office-demo'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  const line = cart.line('Kit Home Office Demo');
  await expect(cart.badge).toHaveText('1');
  await line.getByRole('button', { name: 'Ver detalhes do produto' }).click();
  await expect(line.getByRole('list', { name: 'Itens do kit' }).getByRole('listitem')).toHaveCount(
    2,
  );
});

test("'Comprar' on a simple product's card adds it and opens the cart page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(storeUrl('localhost', '/pecas/ssd'));
  const card = page.getByTestId('product-card').filter({ hasText: 'SSD Demo 1TB' });
  await card.hover();
  await card.getByRole('button', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/carrinho'));
  await expect(new Cart(page).line('SSD Demo 1TB')).toBeVisible();
});

test('the cart page and drawer pass axe', async ({ page }) => {
  const cart = new Cart(page);
  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await expect(cart.lines).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
  await expect(cart.lines).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('@mobile the cart page stacks its summary under the lines', async ({ page }) => {
  const cart = new Cart(page);
  await cart.buyFromProductPage('/ssd-demo-1tb');
  await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
  const line = await cart.lines.first().boundingBox();
  const summary = await cart.summary.boundingBox();
  expect(summary!.y).toBeGreaterThan(line!.y + line!.height);
  expect(summary!.width).toBeGreaterThan(300);
});
