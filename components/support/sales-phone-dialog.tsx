'use client';

import { useTranslations } from 'next-intl';
import { telUrl } from '@/lib/domain/contact';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { DialogButton } from './modal';

/**
 * The sales phone dialog (account support page, service centre): the number to call and the
 * hours, behind a button styled by the page (`className`).
 */
export function SalesPhoneDialog({
  phone,
  hours,
  className = primaryButtonClass,
}: {
  phone: string;
  hours: string;
  className?: string;
}) {
  const t = useTranslations('contact.salesPhone');
  return (
    <DialogButton label={t('open')} title={t('title')} className={className}>
      {() => (
        <>
          <p className="mt-2 text-sm text-neutral-700">{t('text', { phone, hours })}</p>
          <div className="mt-5 flex justify-end">
            <a href={telUrl(phone)} className={primaryButtonClass}>
              {phone}
            </a>
          </div>
        </>
      )}
    </DialogButton>
  );
}
