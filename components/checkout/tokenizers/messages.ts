/**
 * What the card form says when a provider's script refuses the card: keys of messages/ (cardForm),
 * which the checkout renders in the shopper's language.
 */
export const CARD_MESSAGES = {
  /** The provider's script did not load (blocked, offline) or the store has no public key. */
  unavailable: 'cardForm.unavailable',
  number: 'cardForm.number',
  brand: 'cardForm.brand',
  holderName: 'cardForm.holderName',
  expiryMonth: 'cardForm.expiryMonth',
  expiryYear: 'cardForm.expiryYear',
  securityCode: 'cardForm.securityCode',
  document: 'cardForm.document',
  other: 'cardForm.other',
} as const;

const keys = new Set<string>(Object.values(CARD_MESSAGES));

/** A card refusal's text: a CARD_MESSAGES key rendered by `t`, or a provider's own words. */
export function cardRefusalText(message: string, t: (key: string) => string): string {
  return keys.has(message) ? t(message) : message;
}
