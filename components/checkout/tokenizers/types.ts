/**
 * How the checkout's card form talks to a payment provider in the browser. The card number and
 * security code go only to the provider (its script, on its own origin); the store receives the
 * token this returns. One implementation per provider, chosen by `CardProviderConfig.provider`.
 */

/** What the checkout page (server) tells the browser about the store's active card provider. */
export type CardProviderConfig = {
  provider: 'sandbox' | 'pagseguro' | 'mercadopago';
  /** The provider's browser SDK; the page loads it only when the card option is active. */
  scriptUrl: string;
  /** The provider's public key for the browser (null for the sandbox). */
  publicKey: string | null;
};

/** The card as the shopper typed it. Lives only in the browser. */
export type CardInput = {
  number: string;
  holderName: string;
  /** '01'..'12' */
  expiryMonth: string;
  /** four digits, e.g. '2031' */
  expiryYear: string;
  securityCode: string;
  /** CPF/CNPJ digits of the holder (Mercado Pago asks it at tokenization). */
  holderDocument: string;
};

export type CardToken = { token: string; brand: string; lastDigits: string };

/** Tokenizes with the provider's script (already loaded from `config.scriptUrl`). */
export type CardTokenizer = (config: CardProviderConfig, card: CardInput) => Promise<CardToken>;

/** A provider refused the card data (message in Portuguese, shown under the card form). */
export class CardTokenError extends Error {}
