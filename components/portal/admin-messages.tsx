import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/domain/money';
import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import { messagesByLocale } from '@/lib/i18n/messages';

/**
 * The texts the portal's administration needs in the browser, sent only with its pages: its own
 * (`portalAdmin`), the field labels it shares with the registration and address forms, the
 * portal's rule texts and `validation` for the form checks.
 */
export function PortalAdminMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { portalAdmin, register, addresses, portal, validation } = messagesByLocale[locale];
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ portalAdmin, register, addresses, portal, validation }}
      timeZone={STORE_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
