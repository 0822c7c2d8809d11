import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { telUrl, whatsappUrl } from '@/lib/domain/contact';
import type { Store } from '@/lib/store/data';
import type { Locale } from '@/lib/domain/money';
import { SalesPhoneDialog } from '@/components/support/sales-phone-dialog';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { AccountGuard } from './account-guard';

const cardClass = 'grid content-start gap-2 rounded-xl border border-neutral-200 p-5 text-sm';
const linkClass = 'font-medium text-[var(--store-primary)] underline';

/**
 * `/customer/account/support`: the store's phone and e-mail contacts, rendered on the server from
 * the store's data, behind the account's login; the sales phone opens its dialog.
 */
export async function AccountSupport({ store, locale }: { store: Store; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'accountSupport' });
  const { contacts, openingHours } = store;
  const salesPhone = contacts.salesPhone ?? contacts.corporateSalesPhone;
  return (
    <AccountGuard>
      <div className="mt-6 grid gap-6">
        <p className="text-sm text-neutral-600">{t('intro')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="support-sales" className={cardClass}>
            <h2 id="support-sales" className="text-base font-semibold">
              {t('sales')}
            </h2>
            <p className="text-neutral-600">{t('salesText')}</p>
            <p>{openingHours.sales}</p>
            {salesPhone && (
              <div>
                <SalesPhoneDialog
                  phone={salesPhone}
                  hours={openingHours.sales}
                  className={primaryButtonClass}
                />
              </div>
            )}
          </section>
          <section aria-labelledby="support-technical" className={cardClass}>
            <h2 id="support-technical" className="text-base font-semibold">
              {t('support')}
            </h2>
            <p className="text-neutral-600">{t('supportText')}</p>
            <p>{openingHours.support}</p>
            <dl className="grid gap-1">
              {contacts.supportPhone && (
                <div>
                  <dt className="inline font-medium">{t('phone')}: </dt>
                  <dd className="inline">
                    <a href={telUrl(contacts.supportPhone)} className={linkClass}>
                      {contacts.supportPhone}
                    </a>
                  </dd>
                </div>
              )}
              {contacts.email && (
                <div>
                  <dt className="inline font-medium">{t('email')}: </dt>
                  <dd className="inline">
                    <a href={`mailto:${contacts.email}`} className={linkClass}>
                      {contacts.email}
                    </a>
                  </dd>
                </div>
              )}
              {contacts.whatsapp && (
                <div>
                  <dt className="inline font-medium">{t('whatsapp')}: </dt>
                  <dd className="inline">
                    <a
                      href={whatsappUrl(contacts.whatsapp)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClass}
                    >
                      {contacts.whatsapp}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        </div>
        <p className="text-sm">
          <Link href="/customer/account/orders" className={linkClass}>
            {t('order')}
          </Link>
        </p>
      </div>
    </AccountGuard>
  );
}
