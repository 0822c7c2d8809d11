import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { CategoryListing, ListingSkeleton } from '@/components/catalog/category-listing';
import { parseListingState } from '@/lib/contracts/listing';
import { getListing } from '@/lib/catalog/data';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/catalogo'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return pageMetadata(store, locale, { path: '/catalogo', title: t('catalogTitle') });
}

/** `/catalogo`: the whole catalogue with the same facets, sorts and pages as a category. */
export default async function CatalogPage({ params, searchParams }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('catalogTitle'), href: '/catalogo' },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('catalogTitle')}</h1>
      <Suspense fallback={<ListingSkeleton />}>
        {searchParams.then(async ({ facet_filters }) => {
          const state = parseListingState(facet_filters);
          const listing = await getListing(store.id, undefined, state);
          return (
            <CategoryListing
              basePath="/catalogo"
              listing={listing}
              state={state}
              store={store}
              locale={locale}
            />
          );
        })}
      </Suspense>
    </div>
  );
}
