import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, freshCpf, storeUrl, test } from './fixtures';
import { Checkout, TEST_CARDS } from './checkout.page';

// One customer's cart goes through these journeys one after the other.
test.describe.configure({ mode: 'serial' });

const CUSTOMER = 'cliente@exemplo.com.br';
const run = promisify(execFile);

/** The operator's CLI (`npm run orders -- ship N`) against the journeys' server. */
async function operator(action: string, number: number) {
  const { stdout } = await run('npx', ['tsx', 'scripts/orders.ts', action, String(number)], {
    env: { ...process.env, STORE_URL: storeUrl('localhost', '') },
  });
  return stdout;
}

test(
  'Pix: the success page shows the QR and the code, and turns to Aprovado when the bank pays',
  { tag: '@local' },
  async ({ page, context }) => {
    const checkout = new Checkout(page);
    await checkout.logInAndBuy(CUSTOMER);
    // The journeys' server takes test payments (PAYMENT_SANDBOX=1): the shopper is told so
    // (while a page streams, a hidden copy may sit in the document).
    const notice = page.getByTestId('test-payments-notice').filter({ visible: true });
    const testPayments =
      'Ambiente de testes · Os pagamentos desta loja são simulados: nenhum valor é cobrado e nenhum pedido é enviado.';
    await expect(notice).toHaveText(testPayments);
    // Pix is offered first, with its cash price.
    await expect(checkout.main.getByRole('radio', { name: 'Pix' })).toBeChecked();
    await checkout.confirmEmail(CUSTOMER);
    await checkout.place();
    const number = await checkout.placedNumber();

    await expect(page.getByTestId('order-status')).toHaveText('Pendente');
    await expect(notice).toHaveText(testPayments);
    await expect(page.getByTestId('pix-qr')).toBeVisible();
    const code = checkout.main.getByRole('textbox', { name: /Pix copia e cola/ });
    await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
    await expect(page.getByTestId('pix-countdown')).toHaveText(/^\d{2}:\d{2}$/);

    // The sandbox's bank pays the pending charge (a signed webhook), in another tab.
    const bank = await context.newPage();
    await bank.goto(storeUrl('localhost', '/dev/payments'));
    await bank.getByRole('button', { name: `Pagar o pedido ${number}` }).click();
    // (While the page streams, a hidden copy of the result may sit in the document.)
    await expect(bank.getByTestId('bank-result').filter({ visible: true })).toHaveText(
      `Pedido ${number}: pago — webhook aplicado.`,
    );
    await bank.close();

    // The success page follows the order by itself.
    await expect(page.getByTestId('order-status')).toHaveText('Aprovado', { timeout: 15_000 });
  },
);

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
  await expect(page.getByTestId('billet-line')).toHaveValue(
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
  // Every field of the card form is required, with SPEC.md's text (the holder's CPF comes
  // filled in from the customer's data).
  await checkout.place();
  await expect(checkout.main.getByText('Campo obrigatório')).toHaveCount(6);
  await expect(checkout.main.getByLabel('CPF/CNPJ do titular')).toHaveValue('529.982.247-25');
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
  await expect(page.getByTestId('test-payments-notice').filter({ visible: true })).toContainText(
    'Ambiente de testes',
  );
  expect(await operator('complete', number)).toContain(`Pedido ${number}: Finalizado`);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Finalizado');
  await expect(page.getByTestId('order-timeline-step')).toHaveText([
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
  // Logged in (an incomplete customer is asked for the missing data first).
  await expect(page).toHaveURL(storeUrl('localhost', '/customer/account/edit'));
  await page.goto(storeUrl('localhost', '/onestepcheckout'));
  await expect(page).toHaveURL(storeUrl('localhost', '/onestepcheckout/carrinho'));
});

test("store 'outra' offers only its active methods (no boleto); store 'manutencao' refuses orders", async ({
  page,
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
  // The API refuses a customer's order too, whatever a page does. (Asked from the store's page:
  // only the browser resolves *.localhost.)
  const res = await page.evaluate(
    async ({ email, cpf }) => {
      const post = (path: string, body: unknown, token?: string) =>
        fetch(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const registered = await post('/api/customer/register', {
        name: 'Cliente Manutenção',
        email,
        password: 'Senha123',
        document: cpf,
        birthDate: '1990-01-15',
        phone: '11912345678',
      });
      if (!registered.ok) return { status: registered.status, message: 'register failed' };
      const login = await post('/api/customer/auth', { login: email, password: 'Senha123' });
      const token = (await login.json()).content.token as string;
      const placed = await post(
        '/api/sale/checkout',
        {
          cart: 'qualquer-carrinho',
          idempotencyKey: 'manutencao-e2e-0000001',
          address: 1,
          shipping: 'SEDEX',
          payment: { method: 'pix' },
        },
        token,
      );
      return { status: placed.status, message: (await placed.json()).message as string };
    },
    { email: `manutencao-${Date.now()}@exemplo.com.br`, cpf: freshCpf() },
  );
  expect(res).toEqual({
    status: 409,
    message: 'Loja em manutenção. Nenhuma compra será aceita no momento.',
  });
});
