/** Which provider charges each option, and what the browser is told to tokenize cards with. */
import {
  credentialStatus,
  activeOption,
  cardProviderConfig,
  gatewayFor,
  providerGateway,
  takesTestPayments,
  unchargeableOptionsWarning,
} from '.';
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

describe('production: the sandbox only when asked for (issue 27)', () => {
  const all = {
    pagseguroQrCode: { active: true },
    pagseguroBillet: { active: true },
    pagseguroCreditCard: { active: false },
    mercadopagoCreditCard: { active: true },
  };
  const offered = (env: Record<string, string>) =>
    (['pix', 'billet', 'creditCard'] as const).map((m) => activeOption(all, m, env));

  test('an option whose provider has no credentials is not offered, and cannot be charged', () => {
    const env = { NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: 'mp' };
    expect(offered(env)).toEqual([null, null, 'mercadopagoCreditCard']);
    expect(() => gatewayFor('pagseguroQrCode', env)).toThrow(
      'pagseguroQrCode cannot be charged: PAGSEGURO_TOKEN is not set and the sandbox is not allowed (PAYMENT_SANDBOX)',
    );
    expect(takesTestPayments(all, env)).toBe(false);
    expect(unchargeableOptionsWarning(env)).toBe(
      '[payments] PAGSEGURO_TOKEN not set: the options of that provider are not offered at checkout',
    );
  });

  test('with PAYMENT_SANDBOX=1 the sandbox charges them, and the store says it takes test payments', () => {
    const env = { NODE_ENV: 'production', PAYMENT_SANDBOX: '1', MERCADOPAGO_ACCESS_TOKEN: 'mp' };
    expect(offered(env)).toEqual(['pagseguroQrCode', 'pagseguroBillet', 'mercadopagoCreditCard']);
    expect(gatewayFor('pagseguroQrCode', env).provider).toBe('sandbox');
    expect(takesTestPayments(all, env)).toBe(true);
    expect(unchargeableOptionsWarning(env)).toBeNull();
    // Every active option with its provider's credentials: no test payment anywhere.
    const live = { ...env, PAGSEGURO_TOKEN: 'pb' };
    expect(takesTestPayments(all, live)).toBe(false);
  });

  test('outside production the sandbox stands in, as in development and tests', () => {
    expect(offered({})).toEqual(['pagseguroQrCode', 'pagseguroBillet', 'mercadopagoCreditCard']);
    expect(takesTestPayments(all, {})).toBe(true);
    expect(unchargeableOptionsWarning({})).toBeNull();
  });
});

test("the back-office is told whether each option can be charged, never the provider's secret", () => {
  const production = { NODE_ENV: 'production' };
  expect(credentialStatus('pagseguroQrCode', { ...production, PAGSEGURO_TOKEN: 's3cr3t' })).toBe(
    'configured',
  );
  expect(credentialStatus('mercadopagoCreditCard', { ...production, PAGSEGURO_TOKEN: 'x' })).toBe(
    'missing',
  );
  expect(credentialStatus('mercadopagoCreditCard', { ...production, PAYMENT_SANDBOX: '1' })).toBe(
    'sandbox',
  );
  expect(credentialStatus('pagseguroBillet', { NODE_ENV: 'test' })).toBe('sandbox');
});
