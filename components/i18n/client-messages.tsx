import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import type { Locale } from '@/lib/domain/money';
import { compiledNamespace } from '@/lib/i18n/compiled-messages';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The message namespaces the client components below need, and only those: each page sends the
 * texts its own islands read instead of every text with every page, compiled so that the browser
 * needs no ICU parser (lib/i18n/compiled-messages.ts). Dates in the store's zone.
 */
export function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = Object.fromEntries(namespaces.map((n) => [n, compiledNamespace(locale, n)]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={STORE_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
