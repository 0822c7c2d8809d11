import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SharedCart } from '@/components/cart/shared-cart';
import { toLocale } from '@/lib/i18n/config';
import { sharedCartExists } from '@/lib/cart/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/cart/share/[id]'>;

/** One placeholder for the build (ADR 0002); every real link renders on request. */
export function generateStaticParams() {
  return [{ id: BUILD_PLACEHOLDER_TENANT }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale, id } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'shareUi' });
  return pageMetadata(store, locale, {
    path: `/cart/share/${encodeURIComponent(id)}`,
    title: t('sharedTitle'),
    noindex: true,
  });
}

/** `/cart/share/{id}`: a shared cart at today's prices, to take into one's own cart. */
export default async function SharedCartPage({ params }: Props) {
  const { tenant, locale: rawLocale, id } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  // Before anything streams, so an unknown link answers a real 404.
  if (!(await sharedCartExists(store.id, id))) notFound();
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'shareUi' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('sharedTitle')}</h1>
      <p className="mt-1 text-sm text-neutral-600">{t('sharedIntro')}</p>
      {/* Priced at request time (today's prices and stock), inside this boundary. */}
      <Suspense
        fallback={<div className="mt-6 h-48 animate-pulse rounded-xl bg-neutral-100" aria-hidden />}
      >
        <SharedCart store={store} locale={locale} id={id} />
      </Suspense>
    </div>
  );
}
