import { cardBrand, cardDigits, type CardBrand } from '@/lib/domain/payments/card';
import { CARD_MESSAGES } from './messages';
import { CardTokenError, type CardTokenizer } from './types';

/** Mercado Pago's browser SDK (sdk.mercadopago.com/js/v2): card tokens from its own servers. */
type MercadoPagoInstance = {
  createCardToken(card: {
    cardNumber: string;
    cardholderName: string;
    cardExpirationMonth: string;
    cardExpirationYear: string;
    securityCode: string;
    identificationType: string;
    identificationNumber: string;
  }): Promise<{ id: string; last_four_digits?: string }>;
  getPaymentMethods(query: { bin: string }): Promise<{ results?: { id?: string }[] }>;
};
type MercadoPagoSdk = new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;

/** The SDK's error codes (its `cause[].code`), in the shopper's words. */
const ERRORS: Record<string, string> = {
  '205': CARD_MESSAGES.number,
  E301: CARD_MESSAGES.number,
  '208': CARD_MESSAGES.expiryMonth,
  '325': CARD_MESSAGES.expiryMonth,
  '209': CARD_MESSAGES.expiryYear,
  '326': CARD_MESSAGES.expiryYear,
  '221': CARD_MESSAGES.holderName,
  '316': CARD_MESSAGES.holderName,
  '224': CARD_MESSAGES.securityCode,
  E302: CARD_MESSAGES.securityCode,
  E203: CARD_MESSAGES.securityCode,
  '212': CARD_MESSAGES.document,
  '213': CARD_MESSAGES.document,
  '214': CARD_MESSAGES.document,
  '322': CARD_MESSAGES.document,
  '323': CARD_MESSAGES.document,
  '324': CARD_MESSAGES.document,
};

/**
 * Mercado Pago's card methods as the store names the brands (the server maps them back: see
 * MERCADOPAGO_METHODS in lib/server/payments/mercadopago.ts).
 */
const BRANDS: Record<string, CardBrand> = {
  visa: 'VISA',
  master: 'MASTER',
  amex: 'AMEX',
  elo: 'ELO',
  hipercard: 'HIPERCARD',
};

// One SDK instance per public key, as Mercado Pago asks (it sets up its device fingerprint once).
let instance: { publicKey: string; mp: MercadoPagoInstance } | null = null;

export const tokenizeMercadoPagoCard: CardTokenizer = async (config, card) => {
  const MercadoPago = (globalThis as { MercadoPago?: MercadoPagoSdk }).MercadoPago;
  if (!MercadoPago || !config.publicKey) throw new CardTokenError(CARD_MESSAGES.unavailable);
  const number = cardDigits(card.number);
  if (instance?.publicKey !== config.publicKey)
    instance = {
      publicKey: config.publicKey,
      mp: new MercadoPago(config.publicKey, { locale: 'pt-BR' }),
    };
  const brand = await brandOf(instance.mp, number);
  const document = cardDigits(card.holderDocument);
  let token: { id: string; last_four_digits?: string };
  try {
    token = await instance.mp.createCardToken({
      cardNumber: number,
      cardholderName: card.holderName.trim(),
      cardExpirationMonth: card.expiryMonth,
      cardExpirationYear: card.expiryYear,
      securityCode: card.securityCode.trim(),
      identificationType: document.length > 11 ? 'CNPJ' : 'CPF',
      identificationNumber: document,
    });
  } catch (error) {
    throw new CardTokenError(ERRORS[firstCode(error)] ?? CARD_MESSAGES.other);
  }
  if (!token?.id) throw new CardTokenError(CARD_MESSAGES.other);
  return { token: token.id, brand, lastDigits: token.last_four_digits || number.slice(-4) };
};

/**
 * The brand as Mercado Pago reads the card's BIN (its own test cards sit outside the published
 * ranges); the number's own ranges when it cannot be asked.
 */
async function brandOf(mp: MercadoPagoInstance, number: string): Promise<CardBrand> {
  let methodId: string | undefined;
  try {
    methodId = (await mp.getPaymentMethods({ bin: number.slice(0, 8) })).results?.[0]?.id;
  } catch {
    methodId = undefined;
  }
  if (methodId) {
    const brand = BRANDS[methodId];
    if (!brand) throw new CardTokenError(CARD_MESSAGES.brand);
    return brand;
  }
  const brand = cardBrand(number);
  if (!brand) throw new CardTokenError(CARD_MESSAGES.number);
  return brand;
}

/** The SDK rejects with a list of causes, or an object carrying one. */
function firstCode(error: unknown): string {
  const causes: unknown = Array.isArray(error)
    ? error
    : (error as { cause?: unknown } | null)?.cause;
  const first = Array.isArray(causes) ? (causes[0] as { code?: unknown } | undefined) : undefined;
  return String(first?.code ?? '');
}
