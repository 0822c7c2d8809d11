import type { Locale } from '@/lib/domain/money';

export const locales = ['pt', 'en'] as const satisfies readonly Locale[];
export const defaultLocale: Locale = 'pt';
/** Cookie that carries the shopper's language; the URL has no locale prefix. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Intl tags: pt-BR (BRL) and en-US (USD), SPEC.md section 9. */
export const intlLocale: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US' };
/**
 * Each language by its own name, the same whatever the page's language (a shopper looks for the
 * one they read): the storefront's switcher and the page editor's.
 */
export const LOCALE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English' };

export function toLocale(value: string | null | undefined): Locale {
  return value === 'en' ? 'en' : 'pt';
}

/** 'JPG, PNG ou WEBP': alternatives as the reader's language lists them. */
export const formatAnyOf = (locale: Locale, items: readonly string[]) =>
  new Intl.ListFormat(intlLocale[locale], { type: 'disjunction' }).format(items);
