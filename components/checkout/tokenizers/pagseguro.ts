import { cardBrand, cardDigits } from '@/lib/domain/payments/card';
import { CARD_MESSAGES } from './messages';
import { CardTokenError, type CardTokenizer } from './types';

/**
 * PagBank's browser SDK (pagseguro.min.js): encrypts the card locally with the store's public
 * key (RSA); the encrypted card is the token the store sends, readable by PagBank only.
 */
type PagSeguroSdk = {
  encryptCard(card: {
    publicKey: string;
    holder: string;
    number: string;
    expMonth: string;
    expYear: string;
    securityCode: string;
  }): { encryptedCard?: string; hasErrors: boolean; errors?: { code: string; message?: string }[] };
};

/** The SDK's error codes, in the shopper's words. */
const ERRORS: Record<string, string> = {
  INVALID_NUMBER: CARD_MESSAGES.number,
  INVALID_HOLDER: CARD_MESSAGES.holderName,
  INVALID_EXPIRATION_MONTH: CARD_MESSAGES.expiryMonth,
  INVALID_EXPIRATION_YEAR: CARD_MESSAGES.expiryYear,
  INVALID_SECURITY_CODE: CARD_MESSAGES.securityCode,
  INVALID_PUBLIC_KEY: CARD_MESSAGES.unavailable,
};

export const tokenizePagSeguroCard: CardTokenizer = async (config, card) => {
  const sdk = (globalThis as { PagSeguro?: PagSeguroSdk }).PagSeguro;
  if (!sdk || !config.publicKey) throw new CardTokenError(CARD_MESSAGES.unavailable);
  const number = cardDigits(card.number);
  const brand = cardBrand(number);
  if (!brand) throw new CardTokenError(CARD_MESSAGES.number);
  const result = sdk.encryptCard({
    publicKey: config.publicKey,
    holder: card.holderName.trim(),
    number,
    expMonth: card.expiryMonth,
    expYear: card.expiryYear,
    securityCode: card.securityCode.trim(),
  });
  if (result.hasErrors || !result.encryptedCard)
    throw new CardTokenError(ERRORS[result.errors?.[0]?.code ?? ''] ?? CARD_MESSAGES.other);
  return { token: result.encryptedCard, brand, lastDigits: number.slice(-4) };
};
