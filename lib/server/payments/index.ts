import 'server-only';
import type { CardProviderConfig } from '@/components/checkout/tokenizers/types';
import type { Company } from '@/lib/contracts/company';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import { PROVIDER_CREDENTIAL, sandboxAllowed } from '@/lib/server/config/environment';
import { createMercadoPagoGateway } from './mercadopago';
import { createPagSeguroGateway, PAGSEGURO_SANDBOX_URL } from './pagseguro';
import { sandboxGateway } from './sandbox';
import { OPTION_GROUP, type CredentialStatus } from '@/lib/domain/payment-options';
import type { PaymentGateway, PaymentOption } from './types';

export { OPTION_GROUP } from '@/lib/domain/payment-options';

type Env = Record<string, string | undefined>;

/**
 * The store's active option for a method (Pix, boleto, card), or null when it does not offer it.
 * An option nobody can charge (production, its provider without credentials, the sandbox not
 * allowed) is not offered: the shopper never picks a method that cannot be paid.
 */
export function activeOption(
  paymentOptions: Company['paymentOptions'],
  group: PaymentMethodGroup,
  env: Env = process.env,
): PaymentOption | null {
  const options = Object.keys(OPTION_GROUP) as PaymentOption[];
  return (
    options.find(
      (o) => OPTION_GROUP[o] === group && paymentOptions[o].active && chargeable(o, env),
    ) ?? null
  );
}

const hasCredentials = (option: PaymentOption, env: Env) =>
  Boolean(env[PROVIDER_CREDENTIAL[OPTION_PROVIDER[option]]]);
const chargeable = (option: PaymentOption, env: Env) =>
  hasCredentials(option, env) || sandboxAllowed(env);

/** How an option would be charged now: by its provider, by the sandbox, or not at all. */
export function credentialStatus(option: PaymentOption, env: Env = process.env): CredentialStatus {
  if (hasCredentials(option, env)) return 'configured';
  return sandboxAllowed(env) ? 'sandbox' : 'missing';
}

/**
 * True when some option the store offers is charged by the embedded sandbox: its checkout and
 * order pages then say 'Ambiente de testes' (no money moves).
 */
export function takesTestPayments(
  paymentOptions: Company['paymentOptions'],
  env: Env = process.env,
): boolean {
  return (Object.keys(OPTION_GROUP) as PaymentOption[]).some(
    (o) => paymentOptions[o].active && !hasCredentials(o, env) && sandboxAllowed(env),
  );
}

/**
 * In production without the sandbox, the providers whose credentials are missing: their options
 * are not offered by any store. Logged at start, naming the variables; null when none is missing.
 */
export function unchargeableOptionsWarning(env: Env = process.env): string | null {
  if (sandboxAllowed(env)) return null;
  const missing = Object.values(PROVIDER_CREDENTIAL).filter((name) => !env[name]);
  return missing.length === 0
    ? null
    : `[payments] ${missing.join(', ')} not set: the options of ${missing.length === 1 ? 'that provider' : 'those providers'} are not offered at checkout`;
}

/** The provider each option names. */
export const OPTION_PROVIDER: Record<PaymentOption, 'pagseguro' | 'mercadopago'> = {
  pagseguroQrCode: 'pagseguro',
  pagseguroBillet: 'pagseguro',
  pagseguroCreditCard: 'pagseguro',
  mercadopagoCreditCard: 'mercadopago',
};

export const PAGSEGURO_SDK_URL =
  'https://assets.pagseguro.com.br/checkout-sdk-js/rc/dist/browser/pagseguro.min.js';
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/**
 * A real provider's gateway as the environment configures it, or null without its credentials:
 * PagBank with PAGSEGURO_TOKEN (PAGSEGURO_API_URL, default its sandbox), Mercado Pago with
 * MERCADOPAGO_ACCESS_TOKEN (MERCADOPAGO_WEBHOOK_SECRET to accept its webhooks). Both send their
 * notifications to PAYMENT_WEBHOOK_ORIGIN (the store's public https origin) when it is set.
 * Read at each call, so a changed environment takes effect without a restart.
 */
export function providerGateway(
  provider: 'pagseguro' | 'mercadopago',
  env: Env = process.env,
): PaymentGateway | null {
  const notificationOrigin = env.PAYMENT_WEBHOOK_ORIGIN || undefined;
  if (provider === 'pagseguro')
    return env.PAGSEGURO_TOKEN
      ? createPagSeguroGateway({
          token: env.PAGSEGURO_TOKEN,
          baseUrl: env.PAGSEGURO_API_URL || PAGSEGURO_SANDBOX_URL,
          notificationOrigin,
        })
      : null;
  return env.MERCADOPAGO_ACCESS_TOKEN
    ? createMercadoPagoGateway({
        accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
        webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET || undefined,
        baseUrl: env.MERCADOPAGO_API_URL || undefined,
        notificationOrigin,
      })
    : null;
}

/**
 * The provider that charges an option: PagBank for the pagseguro* options, Mercado Pago for
 * mercadopagoCreditCard, each when its credentials are set. Without them the embedded sandbox
 * stands in, with the same interface, where it is allowed (development, tests, PAYMENT_SANDBOX=1);
 * elsewhere the option is not offered (activeOption), and charging it is a programming error.
 */
export function gatewayFor(option: PaymentOption, env: Env = process.env): PaymentGateway {
  const gateway = providerGateway(OPTION_PROVIDER[option], env);
  if (gateway) return gateway;
  if (sandboxAllowed(env)) return sandboxGateway;
  throw new Error(
    `${option} cannot be charged: ${PROVIDER_CREDENTIAL[OPTION_PROVIDER[option]]} is not set and the sandbox is not allowed (PAYMENT_SANDBOX)`,
  );
}

/**
 * What the browser needs to tokenize a card for an option: the SDK of the provider that will
 * charge it and its public key (PAGSEGURO_PUBLIC_KEY, MERCADOPAGO_PUBLIC_KEY), or the sandbox's
 * own script when the sandbox stands in.
 */
export function cardProviderConfig(
  option: PaymentOption,
  sandboxScriptUrl: string,
  env: Env = process.env,
): CardProviderConfig {
  switch (gatewayFor(option, env).provider) {
    case 'pagseguro':
      return {
        provider: 'pagseguro',
        scriptUrl: PAGSEGURO_SDK_URL,
        publicKey: env.PAGSEGURO_PUBLIC_KEY || null,
      };
    case 'mercadopago':
      return {
        provider: 'mercadopago',
        scriptUrl: MERCADOPAGO_SDK_URL,
        publicKey: env.MERCADOPAGO_PUBLIC_KEY || null,
      };
    default:
      return { provider: 'sandbox', scriptUrl: sandboxScriptUrl, publicKey: null };
  }
}
