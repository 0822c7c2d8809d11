'use client';

import { useTranslations } from 'next-intl';

export default function StoreError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('unexpected')}</h1>
      <p className="mt-2 text-neutral-600">{t('unexpectedText')}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-md bg-[var(--store-primary)] px-5 py-2.5 font-medium text-[var(--store-primary-contrast)]"
      >
        {t('retry')}
      </button>
    </section>
  );
}
