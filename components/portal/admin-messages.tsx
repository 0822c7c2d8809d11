import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/domain/money';

/**
 * The texts the portal's administration needs in the browser, sent only with its pages: its own
 * (`portalAdmin`), the field labels it shares with the registration and address forms, the
 * portal's rule texts and `validation` for the form checks.
 */
export function PortalAdminMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages
      locale={locale}
      namespaces={['portalAdmin', 'register', 'addresses', 'portal', 'validation']}
    >
      {children}
    </ClientMessages>
  );
}
