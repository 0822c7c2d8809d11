import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Wizard, WizardSkeleton } from '@/components/wizard/wizard';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/wizard'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'wizard' });
  return pageMetadata(store, locale, {
    path: '/wizard',
    title: t('title'),
    description: t('intro'),
  });
}

/** `/wizard`: a few questions, one per step, then real notebooks ranked for the answers. */
export default async function WizardPage({ params, searchParams }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'wizard' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('title'), href: '/wizard' },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('heading')}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{t('intro')}</p>
      {/* The answers are request data (the URL's query), read inside this boundary. */}
      <Suspense fallback={<WizardSkeleton />}>
        <Wizard searchParams={searchParams} store={store} locale={locale} />
      </Suspense>
    </div>
  );
}
