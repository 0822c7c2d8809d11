import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, freshCpf, port, storeUrl, test } from './fixtures';
import { Checkout, TEST_CARDS } from './checkout.page';

// One customer's cart goes through these journeys one after the other.
test.describe.configure({ mode: 'serial' });

const CUSTOMER = 'cliente@exemplo.com.br';
const run = promisify(execFile);

/** The operator's CLI (`npm run orders -- ship N`) against the journeys' server. */
async function operator(action: string, number: number) {
  const { stdout } = await run('npx', ['tsx', 'scripts/orders.ts', action, String(number)], {
    env: { ...process.env, STORE_URL: `http://localhost:${port}` },
  });
  return stdout;
}

test('Pix: the success page shows the QR and the code, and turns to Aprovado when the bank pays', async ({
  page,
  context,
}) => {
  const checkout = new Checkout(page);
  await checkout.logInAndBuy(CUSTOMER);
  // Pix is offered first, with its cash price.
  await expect(checkout.main.getByRole('radio', { name: 'Pix' })).toBeChecked();
  await checkout.confirmEmail(CUSTOMER);
  await checkout.place();
  const number = await checkout.placedNumber();

  await expect(page.getByTestId('order-status')).toHaveText('Pendente');
  await expect(page.getByTestId('pix-qr')).toBeVisible();
  const code = checkout.main.getByRole('textbox', { name: /Pix copia e cola/ });
  await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(page.getByTestId('pix-countdown')).toHaveText(/^\d{2}:\d{2}$/);

  // The sandbox's bank pays the pending charge (a signed webhook), in another tab.
  const bank = await context.newPage();
  await bank.goto(storeUrl('localhost', '/dev/payments'));
  await bank.getByRole('button', { name: `Pagar o pedido ${number}` }).click();
  await expect(bank.getByTestId('bank-result')).toBeVisible();
  await bank.close();

  // The success page follows the order by itself.
  await expect(page.getByTestId('order-status')).toHaveText('Aprovado', { timeout: 15_000 });
});

test('Boleto: the line is shown with its due date and the order stays Pendente', async ({
  page,
}) => {
  const checkout = new Checkout(page);
  await checkout.logInAndBuy(CUSTOMER);
  await checkout.confirmEmail(CUSTOMER);
  await checkout.choose('Boleto');
  await checkout.place();
  await checkout.placedNumber();
  await expect(page.getByTestId('order-status')).toHaveText('Pendente');
  await expect(page.getByTestId('billet-line')).toHaveText(
    /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
  );
  await expect(page.getByTestId('billet-due-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('button', { name: 'Imprimir boleto' })).toBeVisible();
});

test('a declining card: the message is shown, the order is not placed and the cart is kept', async ({
  page,
}) => {
  const checkout = new Checkout(page);
  await checkout.logInAndBuy(CUSTOMER);
  await checkout.confirmEmail(CUSTOMER);
  await checkout.choose('Cartão de Crédito');
  await checkout.fillCard(TEST_CARDS.decline, 10);
  await checkout.place();
  await expect(page.getByTestId('checkout-payment-error')).toHaveText(
    'Pagamento recusado pelo emissor do cartão. Use outro cartão ou outra forma de pagamento.',
  );
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout'));
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  checkout.expectNoCardSentToStore(TEST_CARDS.decline);
});

test('an approving card in 10 installments is Aprovado; the operator ships it (Enviado) and completes it (Finalizado)', async ({
  page,
}) => {
  const checkout = new Checkout(page);
  await checkout.logInAndBuy(CUSTOMER);
  await checkout.confirmEmail(CUSTOMER);
  await checkout.choose('Cartão de Crédito');
  // Every field of the card form is required, with SPEC.md's text.
  await checkout.place();
  await expect(checkout.main.getByText('Campo obrigatório')).toHaveCount(5);
  await checkout.fillCard(TEST_CARDS.approve, 10);
  await expect(checkout.main.getByText('Bandeira: VISA')).toBeVisible();
  await expect(page.getByTestId('checkout-installments')).toHaveText(/^em 10x de R\$/);
  await checkout.place();
  const number = await checkout.placedNumber();
  await expect(page.getByTestId('order-status')).toHaveText('Aprovado');
  await expect(page.getByTestId('payment-card')).toContainText('1111');
  await expect(page.getByTestId('payment-card')).toContainText('10x');
  checkout.expectNoCardSentToStore(TEST_CARDS.approve);

  expect(await operator('ship', number)).toContain(`Pedido ${number}: Enviado`);
  await page.goto(storeUrl('localhost', `/customer/account/orders/${number}`));
  await expect(page.getByTestId('order-status')).toHaveText('Enviado');
  expect(await operator('complete', number)).toContain(`Pedido ${number}: Finalizado`);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Finalizado');
  await expect(page.getByTestId('order-timeline-step')).toHaveText([
    /Novo/,
    /Pendente/,
    /Aprovado/,
    /Enviado/,
    /Finalizado/,
  ]);
});

test('a visitor is sent to log in, and an empty cart back to the cart', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/onestepcheckout'));
  await expect(page).toHaveURL(
    storeUrl(
      'localhost',
      `/onestepcheckout/login?redirect=${encodeURIComponent('/onestepcheckout')}`,
    ),
  );
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill('incompleto@exemplo.com.br');
  await main.getByLabel('Senha', { exact: true }).fill('Senha123');
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.goto(storeUrl('localhost', '/onestepcheckout'));
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/carrinho'));
});

test("store 'outra' offers only its active methods (no boleto); store 'manutencao' refuses orders", async ({
  page,
  request,
}) => {
  const outra = new Checkout(page, 'outra.localhost');
  await outra.logInAndBuy(CUSTOMER, 'OutraSenha1');
  await expect(outra.main.getByRole('radio', { name: 'Pix' })).toBeVisible();
  await expect(outra.main.getByRole('radio', { name: 'Cartão de Crédito' })).toBeVisible();
  await expect(outra.main.getByRole('radio', { name: 'Boleto' })).toHaveCount(0);
  // Without an address yet, the address form is right there.
  await expect(outra.main.getByRole('textbox', { name: 'CEP' })).toBeVisible();

  const closed = 'manutencao.localhost';
  await page.goto(storeUrl(closed, '/onestepcheckout'));
  await expect(page.getByTestId('checkout-maintenance')).toHaveText(
    'Loja em manutenção. Nenhuma compra será aceita no momento.',
  );
  // The API refuses a customer's order too, whatever a page does.
  const email = `manutencao-${Date.now()}@exemplo.com.br`;
  const registered = await request.post(storeUrl(closed, '/api/customer/register'), {
    data: {
      name: 'Cliente Manutenção',
      email,
      password: 'Senha123',
      document: freshCpf(),
      birthDate: '1990-01-15',
      phone: '11912345678',
    },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post(storeUrl(closed, '/api/customer/auth'), {
    data: { login: email, password: 'Senha123' },
  });
  const token = (await login.json()).content.token as string;
  const res = await request.post(storeUrl(closed, '/api/sale/checkout'), {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cart: 'qualquer-carrinho',
      idempotencyKey: 'manutencao-e2e-0000001',
      address: 1,
      shipping: 'SEDEX',
      payment: { method: 'pix' },
    },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toBe(
    'Loja em manutenção. Nenhuma compra será aceita no momento.',
  );
});
