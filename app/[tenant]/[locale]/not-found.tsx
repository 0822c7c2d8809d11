import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { locale } from 'next/root-params';
import { toLocale } from '@/lib/i18n/config';

export default async function NotFound() {
  const t = await getTranslations({ locale: toLocale(await locale()), namespace: 'errors' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-[var(--store-primary)]">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('pageNotFound')}</h1>
      <p className="mt-2 text-neutral-600">{t('pageNotFoundText')}</p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-[var(--store-primary)] px-5 py-2.5 font-medium text-[var(--store-primary-contrast)]"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}
