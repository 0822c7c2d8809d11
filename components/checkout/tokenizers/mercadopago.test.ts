/** The Mercado Pago tokenizer over a stand-in for its SDK's global `MercadoPago` class. */
import { translateKey } from '@/lib/i18n/messages';
import { cardRefusalText } from './messages';
import { tokenizeMercadoPagoCard } from './mercadopago';
import { CardTokenError, type CardInput, type CardProviderConfig } from './types';

const config: CardProviderConfig = {
  provider: 'mercadopago',
  scriptUrl: 'https://sdk.mercadopago.com/js/v2',
  publicKey: 'APP_USR-6e1d1c52-3f4a-4b6e-9d3c-1a2b3c4d5e6f',
};

const card: CardInput = {
  number: '5031 4332 1540 6351',
  holderName: 'Maria C Silva',
  expiryMonth: '11',
  expiryYear: '2030',
  securityCode: '123',
  holderDocument: '529.982.247-25',
};

const holder = globalThis as { MercadoPago?: unknown };
const createCardToken = jest.fn();
const getPaymentMethods = jest.fn();
const constructed = jest.fn();
class FakeMercadoPago {
  constructor(publicKey: string, options: unknown) {
    constructed(publicKey, options);
  }
  createCardToken = createCardToken;
  getPaymentMethods = getPaymentMethods;
}
beforeEach(() => {
  createCardToken.mockReset();
  getPaymentMethods.mockReset();
  // Mercado Pago's test Mastercard sits outside Mastercard's published ranges: the SDK knows it.
  getPaymentMethods.mockResolvedValue({
    results: [{ id: 'master', payment_type_id: 'credit_card' }],
  });
  holder.MercadoPago = FakeMercadoPago;
});
afterAll(() => {
  delete holder.MercadoPago;
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const thrown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(CardTokenError);
  // What the card form shows a Portuguese shopper.
  return cardRefusalText((thrown as Error).message, (key) => translateKey('pt', key));
}

describe('Mercado Pago card tokens', () => {
  test("the SDK's token id, in pt-BR, with the holder's CPF; one SDK instance per key", async () => {
    createCardToken.mockResolvedValue({
      id: 'ff8080814c11e237014c1ff593b57b4d',
      last_four_digits: '6351',
    });
    expect(await tokenizeMercadoPagoCard(config, card)).toEqual({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      brand: 'MASTER',
      lastDigits: '6351',
    });
    expect(constructed).toHaveBeenCalledWith(config.publicKey, { locale: 'pt-BR' });
    expect(getPaymentMethods).toHaveBeenCalledWith({ bin: '50314332' });
    expect(createCardToken).toHaveBeenCalledWith({
      cardNumber: '5031433215406351',
      cardholderName: 'Maria C Silva',
      cardExpirationMonth: '11',
      cardExpirationYear: '2030',
      securityCode: '123',
      identificationType: 'CPF',
      identificationNumber: '52998224725',
    });
    await tokenizeMercadoPagoCard(config, { ...card, holderDocument: '11.222.333/0001-81' });
    expect(createCardToken).toHaveBeenLastCalledWith(
      expect.objectContaining({
        identificationType: 'CNPJ',
        identificationNumber: '11222333000181',
      }),
    );
    expect(constructed).toHaveBeenCalledTimes(1);
  });

  test("a brand Mercado Pago names but the store does not take is refused; without the SDK's answer, the number's own ranges", async () => {
    createCardToken.mockResolvedValue({ id: 'tok', last_four_digits: '1111' });
    getPaymentMethods.mockResolvedValueOnce({ results: [{ id: 'cabal' }] });
    expect(await refusal(tokenizeMercadoPagoCard(config, card))).toBe(
      'Esta bandeira de cartão não é aceita. Use outro cartão ou outra forma de pagamento.',
    );
    getPaymentMethods.mockRejectedValueOnce(new Error('offline'));
    expect(
      await tokenizeMercadoPagoCard(config, { ...card, number: '4111 1111 1111 1111' }),
    ).toEqual({ token: 'tok', brand: 'VISA', lastDigits: '1111' });
    getPaymentMethods.mockResolvedValueOnce({ results: [] });
    expect(
      await refusal(tokenizeMercadoPagoCard(config, { ...card, number: '9999 9999 9999 9999' })),
    ).toBe('Confira o número do cartão.');
  });

  test("the SDK's rejections in Portuguese, as a list of causes or an object carrying them", async () => {
    const cases: [unknown, string][] = [
      [[{ code: 'E301', message: 'invalid card number' }], 'Confira o número do cartão.'],
      [{ cause: [{ code: 'E302' }] }, 'Confira o código de segurança do cartão.'],
      [[{ code: '325' }], 'Confira o mês de validade do cartão.'],
      [[{ code: '326' }], 'Confira o ano de validade do cartão.'],
      [[{ code: '221' }], 'Confira o nome impresso no cartão.'],
      [[{ code: '324' }], 'Confira o CPF/CNPJ do titular do cartão.'],
      [
        new Error('network'),
        'Não foi possível validar o cartão. Confira os dados e tente novamente.',
      ],
    ];
    for (const [rejection, message] of cases) {
      createCardToken.mockRejectedValueOnce(rejection);
      expect(await refusal(tokenizeMercadoPagoCard(config, card))).toBe(message);
    }
  });

  test('no SDK loaded or no public key: refused without asking Mercado Pago', async () => {
    const unavailable =
      'Não foi possível carregar o pagamento com cartão. Recarregue a página ou escolha outra forma de pagamento.';
    expect(await refusal(tokenizeMercadoPagoCard({ ...config, publicKey: null }, card))).toBe(
      unavailable,
    );
    delete holder.MercadoPago;
    expect(await refusal(tokenizeMercadoPagoCard(config, card))).toBe(unavailable);
    expect(createCardToken).not.toHaveBeenCalled();
  });
});
