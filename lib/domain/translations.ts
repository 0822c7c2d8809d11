import type { Locale } from './money';

/**
 * The languages a store writes in besides Portuguese, its own (issue 30 item 2): each text it
 * authors may have a translation; a shopper in one of these sees the Portuguese where there is
 * none.
 */
export const TRANSLATED_LOCALES = ['en'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale =>
  (TRANSLATED_LOCALES as readonly string[]).includes(locale);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * `base` (the Portuguese) with a translation laid over it: objects key by key, lists item by item
 * (the list's length is the Portuguese one's), and a blank or missing translation keeps the
 * Portuguese. A text only the translation has is kept.
 */
export function withTranslation<T>(base: T, translation: unknown): T {
  if (isBlank(translation)) return base;
  if (Array.isArray(base))
    return (
      Array.isArray(translation)
        ? base.map((item: unknown, i) => withTranslation(item, translation[i]))
        : base
    ) as T;
  if (isPlainObject(translation) && (base === undefined || isPlainObject(base))) {
    const merged: Record<string, unknown> = { ...(base ?? {}) };
    for (const [key, value] of Object.entries(translation))
      merged[key] = withTranslation(merged[key], value);
    return merged as T;
  }
  if (isPlainObject(base) || Array.isArray(translation) || isPlainObject(translation)) return base;
  return translation as T;
}
