import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/domain/money';

/**
 * The texts the contact and service leaves need in the browser (`contact`, and `validation` for
 * the form checks), sent only with the pages that show them instead of with every page.
 */
export function SupportMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages locale={locale} namespaces={['contact', 'validation']}>
      {children}
    </ClientMessages>
  );
}
