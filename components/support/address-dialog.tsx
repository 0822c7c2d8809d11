'use client';

import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { DialogButton } from './modal';

/** The service centre's address dialog: the store's address and a link to it on a map. */
export function AddressDialog({ address }: { address: string }) {
  const t = useTranslations('contact');
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  return (
    <DialogButton
      label={t('centre.addressOpen')}
      title={t('centre.address')}
      testId="dialog-endereco"
    >
      {() => (
        <>
          <address className="mt-2 text-sm text-neutral-700 not-italic">{address}</address>
          <div className="mt-5 flex justify-end">
            <a href={map} target="_blank" rel="noopener noreferrer" className={primaryButtonClass}>
              {t('centre.map')}
              <span className="sr-only"> {t('dialog.newTab')}</span>
            </a>
          </div>
        </>
      )}
    </DialogButton>
  );
}
