import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Company } from '@/lib/contracts/company';
import type { Locale } from '@/lib/domain/money';

import { ServiceDialogButton } from './service-dialog';
import { serviceContacts } from './service-contacts';
import { SupportMessages } from './support-messages';
import { WhatsAppLink } from './whatsapp-link';
import { Icon } from '@/components/icons/icon';

const tileClass =
  'flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm font-bold tracking-wide text-neutral-900 uppercase hover:border-[var(--store-primary)] hover:text-[var(--store-primary)]';
const iconClass = 'text-[var(--store-primary)]';

/**
 * The home's help section (SPEC.md section 2): CHAT on WhatsApp, VENDAS and SUPORTE to their
 * pages, TELEFONE opens the 0800 dialog (the sales dialog outside sales hours).
 */
export async function HelpSection({ store, locale }: { store: Company; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  const { whatsapp, corporateSalesPhone, salesPhone } = store.contacts;
  return (
    <section
      aria-labelledby="help-title"
      className="mx-auto max-w-7xl px-4 py-10"
      data-testid="help-section"
    >
      <h2 id="help-title" className="text-2xl font-bold">
        {t('help.title')}
      </h2>
      <p className="mt-1 text-neutral-600">{t('help.text')}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4">
        {whatsapp && (
          <li>
            <WhatsAppLink
              phone={whatsapp}
              label={t('help.chat')}
              newTab={t('dialog.newTab')}
              className={tileClass}
              iconClassName={iconClass}
              iconSize={28}
            />
          </li>
        )}
        <li>
          <Link href="/central-de-vendas" className={tileClass}>
            <Icon name="sales" size={28} className={iconClass} />
            {t('help.sales')}
          </Link>
        </li>
        <li>
          <Link href="/suporte-tecnico" className={tileClass}>
            <Icon name="support" size={28} className={iconClass} />
            {t('help.support')}
          </Link>
        </li>
        {(corporateSalesPhone || salesPhone) && (
          <li>
            <SupportMessages locale={locale}>
              <ServiceDialogButton
                kind="0800"
                contacts={serviceContacts(store)}
                className={tileClass}
              >
                <Icon name="phone" size={28} className={iconClass} />
                {t('help.phone')}
              </ServiceDialogButton>
            </SupportMessages>
          </li>
        )}
      </ul>
    </section>
  );
}
