import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/domain/money';

/** The texts the back-office's islands read: its own, the form checks and the error policy's. */
export function AdminMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages locale={locale} namespaces={['backOffice', 'validation', 'errors', 'snackbar']}>
      {children}
    </ClientMessages>
  );
}
