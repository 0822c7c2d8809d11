import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Company } from '@/lib/contracts/company';
import { telUrl } from '@/lib/domain/contact';
import type { Locale } from '@/lib/domain/money';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';

import {
  AddressDialog,
  CallbackDialogButton,
  OpenStatus,
  SalesPhoneDialog,
  ServiceDialogButton,
} from './lazy';
import { serviceContacts, type ServiceCentreKind } from './service-contacts';
import { SupportMessages } from './support-messages';
import { WhatsAppLink } from './whatsapp-link';
import { Icon, type IconName } from '@/components/icons/icon';

const cardClass = 'grid content-start gap-3 rounded-xl border border-neutral-200 bg-white p-5';
const linkClass = 'font-medium text-[var(--store-primary)] underline';

/**
 * The service UI of the help pages, under their own text: `/central-de-vendas` (sales dialog,
 * sales phone, message), `/central-de-atendimento` (chat, phone, e-mail, address and sales
 * phone dialogs, message), `/suporte-tecnico` (support dialog, call-me-back, ticket, drivers,
 * message). Whether a channel is open now is shown by the browser, after the cached page loads.
 */
export async function ServiceCentre({
  centre,
  store,
  locale,
}: {
  centre: ServiceCentreKind;
  store: Company;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  const contacts = serviceContacts(store);
  const { whatsapp, email, salesPhone, supportPhone, address } = store.contacts;
  const hours = store.openingHours;
  const message = (href: string) => (
    <Link href={href} className={secondaryButtonClass}>
      <Icon name="message" size={18} />
      {t('centre.messageOpen')}
    </Link>
  );

  const body: Record<ServiceCentreKind, () => ReactNode> = {
    sales: () => (
      <Card icon="sales" title={t('centre.sales')} status={<OpenStatus channel="sales" />}>
        <p className="text-neutral-700">{t('centre.salesText')}</p>
        <p className="font-medium">{hours.sales}</p>
        <Actions>
          <ServiceDialogButton kind="sales" contacts={contacts}>
            {t('centre.talkToSales')}
          </ServiceDialogButton>
          {salesPhone && (
            <SalesPhoneDialog
              phone={salesPhone}
              hours={hours.sales}
              className={secondaryButtonClass}
            />
          )}
          {message('/contato/central-de-vendas')}
        </Actions>
      </Card>
    ),
    support: () => (
      <Card icon="support" title={t('centre.support')} status={<OpenStatus channel="support" />}>
        <p className="text-neutral-700">{t('centre.supportText')}</p>
        <p className="font-medium">{hours.support}</p>
        <Actions>
          <ServiceDialogButton kind="support" contacts={contacts}>
            {t('centre.talkToSupport')}
          </ServiceDialogButton>
          <CallbackDialogButton>
            <Icon name="phone" size={18} />
            {t('dialog.callback')}
          </CallbackDialogButton>
          {message('/contato/suporte-tecnico')}
          <Link href="/ticket" className={secondaryButtonClass}>
            {t('centre.ticket')}
          </Link>
          <Link href="/drivers" className={secondaryButtonClass}>
            {t('centre.drivers')}
          </Link>
        </Actions>
      </Card>
    ),
    service: () => (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {whatsapp && (
          <Card icon="chat" title={t('centre.chat')}>
            <p className="text-neutral-700">{t('centre.chatText')}</p>
            <Actions>
              <WhatsAppLink
                phone={whatsapp}
                label={t('centre.chat')}
                newTab={t('dialog.newTab')}
                className={primaryButtonClass}
              />
            </Actions>
          </Card>
        )}
        {(supportPhone || salesPhone) && (
          <Card icon="phone" title={t('centre.phone')}>
            {supportPhone && (
              <p>
                <a href={telUrl(supportPhone)} className={linkClass}>
                  {supportPhone}
                </a>{' '}
                <span className="text-neutral-600">({hours.support})</span>
              </p>
            )}
            {salesPhone && (
              <Actions>
                <SalesPhoneDialog
                  phone={salesPhone}
                  hours={hours.sales}
                  className={secondaryButtonClass}
                />
              </Actions>
            )}
          </Card>
        )}
        {email && (
          <Card icon="mail" title={t('centre.email')}>
            <p>
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </p>
          </Card>
        )}
        {address && (
          <Card icon="pin" title={t('centre.address')}>
            <p className="text-neutral-700">{t('centre.addressText')}</p>
            <Actions>
              <AddressDialog address={address} />
            </Actions>
          </Card>
        )}
        <Card icon="message" title={t('centre.message')}>
          <p className="text-neutral-700">{t('centre.messageText')}</p>
          <Actions>{message('/contato')}</Actions>
        </Card>
      </div>
    ),
  };

  return (
    <div data-testid={`service-centre-${centre}`}>
      <SupportMessages locale={locale}>{body[centre]()}</SupportMessages>
    </div>
  );
}

function Card({
  icon,
  title,
  status,
  children,
}: {
  icon: IconName;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${cardClass} text-sm`}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-neutral-100 p-2 text-[var(--store-primary)]">
          <Icon name={icon} />
        </span>
        <h2 className="text-lg font-semibold text-neutral-900">{title}</h2>
        {status}
      </div>
      {children}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-1 flex flex-wrap gap-2">{children}</div>;
}
