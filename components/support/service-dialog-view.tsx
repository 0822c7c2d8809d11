'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { serviceDialogAt, type ServiceDialogKind } from '@/lib/domain/business-hours';
import { telUrl } from '@/lib/domain/contact';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';

import type { ServiceContacts } from './service-contacts';
import { DialogButton, Modal } from './modal';
import { WhatsAppLink } from './whatsapp-link';
import { Icon } from '@/components/icons/icon';

// The form (and the contract it checks with) loads only when a shopper asks to be called.
const CallbackForm = dynamic(() => import('./callback-form').then((m) => m.CallbackForm), {
  ssr: false,
});

type Shown = ReturnType<typeof serviceDialogAt> & { view: 'channels' | 'callback' };

const testIds: Record<ServiceDialogKind, string> = {
  support: 'dialog-suporte',
  sales: 'dialog-vendas',
  '0800': 'dialog-0800',
};

/**
 * A service dialog (sales, support, 0800), decided by the hours at `openedAt`, the moment its
 * button was pressed (so a cached page never shows the hours of when it was rendered); closed
 * while `openedAt` is null. From the channels a support dialog turns into the call-me-back form.
 */
export function ServiceDialog({
  kind,
  contacts,
  openedAt,
  onClose,
}: {
  kind: ServiceDialogKind;
  contacts: ServiceContacts;
  openedAt: Date | null;
  onClose: () => void;
}) {
  const t = useTranslations('contact.dialog');
  const [view, setView] = useState<Shown['view']>('channels');
  const shown: Shown | null = openedAt ? { ...serviceDialogAt(kind, openedAt), view } : null;
  const close = () => {
    setView('channels');
    onClose();
  };
  const dialog = shown?.dialog ?? kind;
  return (
    <Modal
      open={shown !== null}
      onClose={close}
      title={shown?.view === 'callback' ? t('callback') : t(dialog === '0800' ? 'phone' : dialog)}
      testId={testIds[dialog]}
    >
      {shown?.view === 'callback' ? (
        <CallbackForm onDone={close} />
      ) : (
        shown && (
          <Channels shown={shown} contacts={contacts} onCallback={() => setView('callback')} />
        )
      )}
    </Modal>
  );
}

function Channels({
  shown,
  contacts,
  onCallback,
}: {
  shown: Shown;
  contacts: ServiceContacts;
  onCallback: () => void;
}) {
  const t = useTranslations('contact.dialog');
  const { dialog, open } = shown;
  const channel = dialog === 'support' ? 'support' : 'sales';
  const phone =
    dialog === '0800'
      ? (contacts.corporateSalesPhone ?? contacts.salesPhone)
      : dialog === 'support'
        ? contacts.supportPhone
        : contacts.salesPhone;
  const text = dialog === '0800' ? t('phoneOpen') : t(`${channel}${open ? 'Open' : 'Closed'}`);
  return (
    <div className="mt-2 grid gap-4 text-sm text-neutral-700">
      <div className="grid gap-1">
        <p>{text}</p>
        {!open && <p>{t('closedHint')}</p>}
        <p className="font-medium text-neutral-900">
          {t('hours', { hours: contacts.hours[channel] })}
        </p>
      </div>
      <div className="grid gap-2">
        {open && phone && (
          <a href={telUrl(phone)} className={primaryButtonClass}>
            <Icon name="phone" size={18} />
            {t('call', { phone })}
          </a>
        )}
        {open && dialog !== '0800' && contacts.whatsapp && (
          <WhatsAppLink
            phone={contacts.whatsapp}
            label={t('chat')}
            newTab={t('newTab')}
            className={secondaryButtonClass}
          />
        )}
        {dialog === 'support' && (
          <button type="button" onClick={onCallback} className={secondaryButtonClass}>
            <Icon name="phone" size={18} />
            {t('callback')}
          </button>
        )}
        {!open && (
          <Link
            href={channel === 'support' ? '/contato/suporte-tecnico' : '/contato/central-de-vendas'}
            className={secondaryButtonClass}
          >
            <Icon name="message" size={18} />
            {t('message')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** 'Ligamos para você' on its own: a button and the call-me-back dialog. */
export function CallbackDialogButton({ children }: { children: ReactNode }) {
  const t = useTranslations('contact.dialog');
  return (
    <DialogButton label={children} title={t('callback')} testId="dialog-ligamos">
      {(close) => <CallbackForm onDone={close} />}
    </DialogButton>
  );
}
