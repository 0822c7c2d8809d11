import type { Page, Request } from '@playwright/test';
import { expect, storeUrl } from './fixtures';

/** The documented sandbox test cards (lib/server/payments/sandbox.ts). */
export const TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
} as const;

/** The checkout and what follows it, as a customer goes through them. */
export class Checkout {
  /** Every request the page made to the store's own origin, with its body. */
  readonly storeRequests: { url: string; body: string }[] = [];

  constructor(
    readonly page: Page,
    readonly host = 'localhost',
  ) {
    page.on('request', (request: Request) => {
      if (request.url().startsWith(storeUrl(host, '/')))
        this.storeRequests.push({ url: request.url(), body: request.postData() ?? '' });
    });
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** Logs in on the login page, then puts one unit of a product in the cart from its page. */
  async logInAndBuy(email: string, password = 'Senha123', product = 'notebook-demo-pro-15') {
    await this.page.goto(storeUrl(this.host, '/onestepcheckout/login'));
    await this.main.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await this.main.getByLabel('Senha', { exact: true }).fill(password);
    await this.main.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(this.page.getByText('Login realizado com sucesso!')).toBeVisible();
    await this.page.goto(storeUrl(this.host, `/${product}`));
    await expect(this.page.getByTestId('buy')).toBeEnabled();
    await this.page.getByRole('button', { name: 'Comprar' }).click();
    const drawer = this.page.getByTestId('cart-drawer');
    await drawer.getByRole('link', { name: 'Finalizar compra' }).click();
    await expect(this.page).toHaveURL(storeUrl(this.host, '/onestepcheckout'));
    await expect(this.main.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
  }

  /** The review once the server has priced it (an address is chosen). */
  async priced() {
    await expect(this.page.getByTestId('checkout-total')).not.toHaveText('—');
  }

  async confirmEmail(email: string) {
    await this.priced();
    await this.main.getByLabel('Confirme seu e-mail').fill(email);
  }

  async choose(method: 'Pix' | 'Boleto' | 'Cartão de Crédito') {
    await this.main.getByRole('radio', { name: method }).check();
  }

  async fillCard(number: string, installments: number) {
    await this.main.getByLabel('Número do cartão').fill(number);
    await this.main.getByLabel('Nome impresso no cartão').fill('MARIA TESTE');
    await this.main.getByLabel('Mês').selectOption('12');
    await this.main.getByLabel('Ano').selectOption(String(new Date().getFullYear() + 3));
    await this.main.getByLabel('Código de segurança').fill('123');
    await this.main.getByLabel('Parcelas').selectOption(String(installments));
    // The card's fields have no name: no form post of any kind can carry them.
    await expect(
      this.main.locator('[data-card-provider]').locator('input[name], select[name]'),
    ).toHaveCount(0);
  }

  async place() {
    await this.page.getByRole('button', { name: 'Finalizar pedido' }).click();
  }

  /** The order number of the success page the checkout went to. */
  async placedNumber(): Promise<number> {
    await expect(this.page).toHaveURL(/\/onestepcheckout\/success\/[\w-]+$/);
    const text = await this.page.getByTestId('success-number').textContent();
    return Number(/(\d{6,})/.exec(text ?? '')![1]);
  }

  /** No request to the store's origin carried a card number, spaced or not. */
  expectNoCardSentToStore(number: string) {
    // The watch saw the checkout's own call, so an empty list below means something.
    expect(this.storeRequests.some((r) => r.url.endsWith('/api/sale/checkout'))).toBe(true);
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const leaks = this.storeRequests.filter((r) =>
      [number, spaced, encodeURIComponent(spaced)].some(
        (form) => r.url.includes(form) || r.body.includes(form),
      ),
    );
    expect(leaks).toEqual([]);
  }
}
