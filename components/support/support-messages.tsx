import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/domain/money';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import { messagesByLocale } from '@/lib/i18n/messages';

/**
 * The texts the contact and service leaves need in the browser (`contact`, and `validation` for
 * the form checks), sent only with the pages that show them instead of with every page.
 */
export function SupportMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { contact, validation } = messagesByLocale[locale];
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ contact, validation }}
      timeZone={STORE_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
