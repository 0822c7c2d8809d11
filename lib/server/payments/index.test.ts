/** Which provider charges each option, and what the browser is told to tokenize cards with. */
import { cardProviderConfig, gatewayFor, providerGateway } from '.';
import type { PaymentOption } from './types';

const OPTIONS: PaymentOption[] = [
  'pagseguroQrCode',
  'pagseguroBillet',
  'pagseguroCreditCard',
  'mercadopagoCreditCard',
];
const providers = (env: Record<string, string>) =>
  Object.fromEntries(OPTIONS.map((o) => [o, gatewayFor(o, env).provider]));

describe('choosing the provider', () => {
  test('without credentials (development, tests, the demo) the sandbox charges every option', () => {
    expect(providers({})).toEqual({
      pagseguroQrCode: 'sandbox',
      pagseguroBillet: 'sandbox',
      pagseguroCreditCard: 'sandbox',
      mercadopagoCreditCard: 'sandbox',
    });
    expect(providerGateway('pagseguro', {})).toBeNull();
    expect(providerGateway('mercadopago', { MERCADOPAGO_WEBHOOK_SECRET: 'x' })).toBeNull();
  });

  test("each provider's token switches its own options, and only those", () => {
    expect(providers({ PAGSEGURO_TOKEN: 'pb' })).toEqual({
      pagseguroQrCode: 'pagseguro',
      pagseguroBillet: 'pagseguro',
      pagseguroCreditCard: 'pagseguro',
      mercadopagoCreditCard: 'sandbox',
    });
    expect(providers({ MERCADOPAGO_ACCESS_TOKEN: 'mp' })).toEqual({
      pagseguroQrCode: 'sandbox',
      pagseguroBillet: 'sandbox',
      pagseguroCreditCard: 'sandbox',
      mercadopagoCreditCard: 'mercadopago',
    });
    expect(providers({ PAGSEGURO_TOKEN: 'pb', MERCADOPAGO_ACCESS_TOKEN: 'mp' })).toEqual({
      pagseguroQrCode: 'pagseguro',
      pagseguroBillet: 'pagseguro',
      pagseguroCreditCard: 'pagseguro',
      mercadopagoCreditCard: 'mercadopago',
    });
    // An empty value is no credential.
    expect(gatewayFor('pagseguroBillet', { PAGSEGURO_TOKEN: '' }).provider).toBe('sandbox');
  });

  test("the card form loads the charging provider's SDK with its public key, or the sandbox's script", () => {
    const sandboxScript = '/api/payments/sandbox/tokenizer.js';
    expect(cardProviderConfig('pagseguroCreditCard', sandboxScript, {})).toEqual({
      provider: 'sandbox',
      scriptUrl: sandboxScript,
      publicKey: null,
    });
    expect(
      cardProviderConfig('pagseguroCreditCard', sandboxScript, {
        PAGSEGURO_TOKEN: 'pb',
        PAGSEGURO_PUBLIC_KEY: 'MIIBIjANBgkqh',
      }),
    ).toEqual({
      provider: 'pagseguro',
      scriptUrl: 'https://assets.pagseguro.com.br/checkout-sdk-js/rc/dist/browser/pagseguro.min.js',
      publicKey: 'MIIBIjANBgkqh',
    });
    expect(
      cardProviderConfig('mercadopagoCreditCard', sandboxScript, {
        MERCADOPAGO_ACCESS_TOKEN: 'mp',
        MERCADOPAGO_PUBLIC_KEY: 'APP_USR-pub',
      }),
    ).toEqual({
      provider: 'mercadopago',
      scriptUrl: 'https://sdk.mercadopago.com/js/v2',
      publicKey: 'APP_USR-pub',
    });
    // Mercado Pago's credentials do not touch PagBank's card option.
    expect(
      cardProviderConfig('pagseguroCreditCard', sandboxScript, { MERCADOPAGO_ACCESS_TOKEN: 'mp' })
        .provider,
    ).toBe('sandbox');
  });
});
