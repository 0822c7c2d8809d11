import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { ListingSkeleton } from '@/components/catalog/category-listing';
import { SearchResults } from '@/components/catalog/search-results';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/search'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'search' });
  // Result pages are endless variations of the catalogue: crawlers follow, never index them.
  return pageMetadata(store, locale, { path: '/search', title: t('title'), noindex: true });
}

/** `/search?q=`: ranked results with the category page's facets, sorts and pages. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('title'), href: '/search' },
        ]}
      />
      {/* The term and filters are request data (the URL's query), read inside this boundary. */}
      <Suspense fallback={<SearchSkeleton />}>
        <SearchResults searchParams={searchParams} store={store} locale={locale} />
      </Suspense>
    </div>
  );
}

function SearchSkeleton() {
  return (
    <div aria-hidden>
      <div className="mt-4 h-9 w-72 animate-pulse rounded bg-neutral-200" />
      <ListingSkeleton />
    </div>
  );
}
