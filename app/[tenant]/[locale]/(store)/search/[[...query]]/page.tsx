import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { ListingSkeleton } from '@/components/catalog/category-listing';
import { SearchResults } from '@/components/catalog/search-results';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { splitSearchSegments } from '@/lib/contracts/listing';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

type Props = PageProps<'/[tenant]/[locale]/search/[[...query]]'>;

/** Like the catalogue (docs/adr/0002): one placeholder at build, real searches on demand. */
export function generateStaticParams() {
  return [{ query: [BUILD_PLACEHOLDER_TENANT] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'search' });
  // Result pages are endless variations of the catalogue: crawlers follow, never index them.
  return pageMetadata(store, locale, { path: '/search', title: t('title'), noindex: true });
}

/**
 * `/search?q=`: ranked results with the category page's facets, sorts and pages. The proxy
 * carries the term and the filters in the path (splitSearchSegments), so a repeated search is
 * served from the page cache like a category.
 */
export default async function SearchPage({ params }: Props) {
  const { tenant, locale: rawLocale, query: segments } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const search = splitSearchSegments(segments ?? []);
  if (!search) notFound();
  const locale = toLocale(rawLocale);
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTypeMark type="search" />
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('title'), href: '/search' },
        ]}
      />
      <Suspense fallback={<SearchSkeleton />}>
        <SearchResults term={search.term} state={search.state} store={store} locale={locale} />
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
