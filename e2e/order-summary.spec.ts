import { expect, registerShopper, storeUrl, test } from './fixtures';
import { Checkout, TEST_CARDS } from './checkout.page';
import { OrderSummary, toCents } from './order-summary.page';

/** A shopper of their own (registerShopper), logged in on the login page. */
async function newShopperLoggedIn(checkout: Checkout) {
  const { page, main } = checkout;
  const email = await registerShopper(page);
  await page.goto(storeUrl('localhost', '/onestepcheckout/login'));
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel('Senha', { exact: true }).fill('Senha123');
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  return email;
}

test('a notebook with a warranty in 21x: the checkout lists the warranty and the interest; the success page and Meus pedidos list the same lines, adding up to the charged Valor', async ({
  page,
}) => {
  const checkout = new Checkout(page);
  const email = await newShopperLoggedIn(checkout);
  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15'));
  await expect(page.getByTestId('buy')).toBeEnabled();
  await page.getByLabel('Garantia Estendida 12 meses').check();
  await page.getByRole('button', { name: 'Comprar' }).click();
  await page.getByTestId('cart-drawer').getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout'));
  await checkout.confirmEmail(email);

  // The review lists the warranty under its notebook; the lines' prices are the subtotal.
  const review = new OrderSummary(checkout.main, 'checkout');
  const lines = page.getByTestId('checkout-line');
  await expect(lines).toHaveText([/Notebook Demo Pro 15/, /Garantia Estendida 12 meses/]);
  const prices = (await page.getByTestId('item-price').allTextContents()).map(toCents);
  expect(prices).toEqual([599900, 59990]);
  await expect(review.line('subtotal')).toHaveText(/6\.598,90/);
  await page.screenshot({ path: '/tmp/money-checkout-warranty.png', fullPage: true });

  await checkout.choose('Cartão de Crédito');
  await checkout.fillCard(TEST_CARDS.approve, 21);
  await expect(page.getByTestId('checkout-installments')).toHaveText(/^em 21x de R\$/);
  await expect(checkout.main.getByText('Juros do parcelamento')).toBeVisible();
  const reviewed = await review.read();
  expect(reviewed.interest).toBeGreaterThan(0);
  expect(reviewed.addsUpTo).toBe(reviewed.total);
  await page.screenshot({ path: '/tmp/money-checkout-21x.png', fullPage: true });

  await checkout.place();
  const number = await checkout.placedNumber();
  await expect(page.getByTestId('order-status')).toHaveText('Aprovado');
  await expect(page.getByTestId('payment-card')).toContainText('21x');

  for (const where of ['success', 'account'] as const) {
    if (where === 'account')
      await page.goto(storeUrl('localhost', `/customer/account/orders/${number}`));
    const main = page.getByRole('main');
    const summary = new OrderSummary(main, 'order');
    await expect(main.getByText('Juros do parcelamento')).toBeVisible();
    await expect(main.getByTestId('order-item')).toHaveText([
      /Notebook Demo Pro 15/,
      /Garantia Estendida 12 meses/,
    ]);
    const charged = toCents((await main.getByTestId('payment-amount').textContent()) ?? '');
    const shown = await summary.read();
    // Subtotal − Desconto + Frete + Juros = Total = the 'Valor' charged, as on the checkout.
    expect(shown).toEqual(reviewed);
    expect(shown.addsUpTo).toBe(shown.total);
    expect(shown.total).toBe(charged);
    await page.screenshot({ path: `/tmp/money-${where}-21x.png`, fullPage: true });
  }
});
