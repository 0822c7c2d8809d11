'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { submitButtonClass } from '@/components/ui/form-field';
import { telUrl } from '@/lib/domain/contact';

/** The sales phone dialog of the account's support page: the number to call and the hours. */
export function SalesPhoneDialog({ phone, hours }: { phone: string; hours: string }) {
  const t = useTranslations('accountSupport');
  const [open, setOpen] = useState(false);
  const ref = useModalDialog(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={submitButtonClass}>
        {t('callSales')}
      </button>
      <dialog
        ref={ref}
        onClose={() => setOpen(false)}
        aria-labelledby="sales-phone-title"
        className="m-auto w-[min(92vw,420px)] rounded-xl p-5 backdrop:bg-black/40"
      >
        <h2 id="sales-phone-title" className="text-lg font-semibold">
          {t('salesDialogTitle')}
        </h2>
        <p className="mt-2 text-sm text-neutral-700">{t('salesDialogText', { phone, hours })}</p>
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="h-10 rounded-lg border border-neutral-300 px-4 text-sm"
          >
            {t('close')}
          </button>
          <a
            href={telUrl(phone)}
            className="inline-flex h-10 items-center rounded-lg bg-[var(--store-primary)] px-4 text-sm font-semibold text-[var(--store-primary-contrast)]"
          >
            {phone}
          </a>
        </div>
      </dialog>
    </>
  );
}
