'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { ModalShell } from '@/components/ui/modal-shell';

// The form (and zod with it) loads only when a shopper opens the dialog.
const StockAlertForm = lazy(() =>
  import('./stock-alert-form').then((m) => ({ default: m.StockAlertForm })),
);

/** 'Avise-me quando chegar': a button opening the stock-alert dialog of an unavailable product. */
export function StockAlert({ productId, productName }: { productId: number; productName: string }) {
  const t = useTranslations('stockAlert');
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 h-12 w-full rounded-xl border-2 border-[var(--store-primary)] px-6 font-semibold text-[var(--store-primary)] hover:bg-[var(--store-primary)] hover:text-[var(--store-primary-contrast)]"
      >
        {t('open')}
      </button>
      <ModalShell
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="stock-alert-title"
        className="w-[calc(100%-2rem)] max-w-[480px] rounded-2xl bg-white"
      >
        <div className="flex items-center justify-between border-b px-5 py-3">
          <h2 id="stock-alert-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('close')}
            className="rounded p-2 text-xl leading-none hover:bg-neutral-100"
          >
            ×
          </button>
        </div>
        <Suspense fallback={<div className="h-72" aria-busy="true" />}>
          <StockAlertForm
            productId={productId}
            productName={productName}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      </ModalShell>
    </>
  );
}
