/** Money is integer cents inside the app; the API speaks reais with two decimals (SPEC.md). */
export function toReais(cents: number): number {
  return Math.round(cents) / 100;
}

export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

export type Locale = 'pt' | 'en';

/** BRL for pt; USD for en-US at the store's rate (payment itself always stays in BRL). */
export function formatMoney(cents: number, locale: Locale, usdPerBrl: number): string {
  if (locale === 'en') {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      Math.round(cents * usdPerBrl) / 100,
    );
  }
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** Cents as a Brazilian decimal for form fields: 269900 → '2699,00' (no currency, no grouping). */
export function toDecimalInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** An amount as the store's books keep it, in reais whatever the reader's language (back-office). */
export const formatReais = (reais: number): string => formatMoney(toCents(reais), 'pt', 1);
