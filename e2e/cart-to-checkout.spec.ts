import { expect, freshCpf, registerShopper, storeUrl, test } from './fixtures';
import { Cart } from './cart.page';
import { brl } from './product.page';

/**
 * From the cart to the checkout (issue 25): the CEP quoted in the cart comes along (the summary
 * shows the chosen quote, the checkout picks its address and delivery, a new address is filled
 * from the CEP); a shopper sent to log in or register comes back to the checkout with the cart;
 * a store in maintenance says it takes no purchase before any is started.
 */

const CHECKOUT_LOGIN = `/onestepcheckout/login?redirect=${encodeURIComponent('/onestepcheckout')}`;

test('a CEP quoted in the drawer: the summary shows the chosen quote; registering from the checkout comes back to it with the cart, the new address filled from the CEP and the delivery chosen', async ({
  page,
}) => {
  const cart = new Cart(page);
  await cart.buyFromProductPage('/notebook-demo-pro-15');
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.summary.getByTestId('summary-shipping')).toHaveText(
    'Calculado na próxima etapa',
  );

  await cart.view.getByLabel('CEP').fill('01310100');
  await cart.view.getByRole('button', { name: 'Calcular' }).click();
  const quotes = cart.view.getByTestId('shipping-quotes');
  // The cheapest is chosen at first: free above R$ 299.
  await expect(quotes.getByRole('radio', { name: /Entrega econômica/ })).toBeChecked();
  await expect(cart.summary.getByTestId('summary-shipping')).toHaveText('Grátis');
  await quotes.getByRole('radio', { name: /Entrega expressa/ }).check();
  await expect(cart.summary.getByTestId('summary-shipping')).toHaveText(brl('R$ 149,98'));
  await expect(cart.summary).toContainText('Entrega expressa · 02 a 04 dias úteis');
  await expect(cart.summary.getByTestId('summary-total')).toHaveText(brl('R$ 6.148,98'));
  await cart.summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/checkout-cart-quote.png' });

  await cart.drawer.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', CHECKOUT_LOGIN));
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Cadastre-se agora' }).click();
  await expect(page).toHaveURL(
    storeUrl(
      'localhost',
      `/onestepcheckout/customer/register?redirect=${encodeURIComponent('/onestepcheckout')}`,
    ),
  );
  const cpf = freshCpf();
  await main.getByRole('textbox', { name: 'Nome completo' }).fill('Bruna Checkout Teste');
  await main.getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await main.getByLabel('Data de nascimento').fill('1992-05-20');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(`bruna.${cpf}@exemplo.com.br`);
  await main.getByRole('textbox', { name: 'Telefone' }).fill('11912345678');
  await main.getByLabel('Senha', { exact: true }).filter({ visible: true }).fill('Cadastro1');
  await main.getByRole('button', { name: 'Criar conta' }).click();

  // Back at the checkout, logged in, with the cart.
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Cadastro realizado com sucesso!' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  await expect(main).toContainText('Notebook Demo Pro 15');
  // No address yet: the new address starts at the cart's CEP, filled from it.
  await expect(main.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
  await expect(main.getByRole('textbox', { name: 'Rua' })).toHaveValue('Avenida Paulista');
  await expect(main.getByRole('textbox', { name: 'Bairro' })).toHaveValue('Bela Vista');
  await expect(main.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
  await expect(main.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
  await main
    .getByRole('region', { name: 'Entrega' })
    .screenshot({ path: '/tmp/checkout-address-from-cep.png' });
  await main.getByRole('textbox', { name: 'Número' }).fill('1578');
  await main.getByRole('button', { name: 'Salvar endereço' }).click();

  // The delivery chosen in the cart, not the cheapest.
  const delivery = main.getByRole('group', { name: 'Forma de entrega' });
  await expect(delivery.getByRole('radio', { name: /Entrega expressa/ })).toBeChecked();
  await expect(delivery.getByRole('radio', { name: /Entrega econômica/ })).not.toBeChecked();
  await expect(page.getByTestId('checkout-total')).not.toHaveText('—');
  await main
    .getByRole('region', { name: 'Entrega' })
    .screenshot({ path: '/tmp/checkout-preselected.png' });
});

test('logging in from the checkout comes back to it with the cart; the CEP quoted on the cart page picks that address and delivery', async ({
  page,
}) => {
  // A shopper of their own (the demo customer's cart is other journeys'), with a second address.
  const email = await registerShopper(page, { secondAddressInRio: true });
  const cart = new Cart(page);
  await cart.buyFromProductPage('/ssd-demo-1tb');
  await page.goto(storeUrl('localhost', '/onestepcheckout/carrinho'));
  // The shopper's second address (Rio de Janeiro), not the main one.
  await cart.view.getByLabel('CEP').fill('20040-020');
  await cart.view.getByRole('button', { name: 'Calcular' }).click();
  const radios = cart.view.getByTestId('shipping-quotes').getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(radios.first()).toBeChecked();
  // The dearer of the two, so that the checkout's default (the cheapest) would differ.
  await radios.last().check();
  await expect(radios.last()).toBeChecked();
  const method = (await radios.last().getAttribute('value'))!;
  await expect(cart.summary.getByTestId('summary-shipping')).not.toHaveText(
    'Calculado na próxima etapa',
  );

  await cart.summary.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', CHECKOUT_LOGIN));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel('Senha', { exact: true }).fill('Senha123');
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout'));
  await expect(main).toContainText('SSD Demo 1TB');
  const address = main
    .getByTestId('checkout-address-option')
    .filter({ hasText: 'CEP 20040-020' })
    .getByRole('radio');
  await expect(address).toBeChecked();
  const delivery = main.getByRole('group', { name: 'Forma de entrega' });
  await expect(delivery.locator(`input[value="${method}"]`)).toBeChecked();
});

test("an unknown CEP in the drawer: 'Erro ao buscar CEP', no quote shown or kept; a CEP found next takes the error away", async ({
  page,
}) => {
  const cart = new Cart(page);
  await cart.buyFromProductPage('/ssd-demo-1tb');
  await cart.view.getByLabel('CEP').fill('00000-000');
  await cart.view.getByRole('button', { name: 'Calcular' }).click();
  await expect(cart.snackbar('Erro ao buscar CEP')).toBeVisible();
  await expect(cart.view.getByTestId('shipping-quotes')).toHaveCount(0);
  await expect(cart.summary.getByTestId('summary-shipping')).toHaveText(
    'Calculado na próxima etapa',
  );
  // A CEP that is found next takes the error away at once (not when it times out after 5 s).
  await cart.view.getByLabel('CEP').fill('01310-100');
  await cart.view.getByRole('button', { name: 'Calcular' }).click();
  await expect(cart.view.getByTestId('shipping-quotes')).toBeVisible();
  await expect(cart.snackbar('Erro ao buscar CEP')).toHaveCount(0, { timeout: 1000 });
});

test('a store in maintenance says so at the buy button and in the cart, and sends no cart change', async ({
  page,
}) => {
  const closed = 'manutencao.localhost';
  const message = 'Loja em manutenção. Nenhuma compra será aceita no momento.';
  const cartWrites: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/sale/'))
      cartWrites.push(request.url());
  });
  await page.goto(storeUrl(closed, '/notebooks'));
  const href = await page.locator('main article a[href]').first().getAttribute('href');
  await page.goto(storeUrl(closed, href!));
  await expect(page.getByTestId('purchase-maintenance')).toHaveText(message);
  await expect(page.getByTestId('buy')).toBeDisabled();
  await expect(page.getByTestId('buy')).toHaveAccessibleDescription(message);
  await page
    .getByTestId('product-purchase')
    .screenshot({ path: '/tmp/checkout-maintenance-product.png' });

  await page.goto(storeUrl(closed, '/onestepcheckout/carrinho'));
  await expect(page.getByRole('main').getByTestId('purchase-maintenance')).toHaveText(message);
  await page.screenshot({ path: '/tmp/checkout-maintenance-cart.png' });

  await page.goto(storeUrl(closed, '/onestepcheckout'));
  await expect(page.getByTestId('checkout-maintenance')).toHaveText(message);
  expect(cartWrites).toEqual([]);
});
