import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { CategoryListing } from '@/components/catalog/category-listing';
import { splitListingSegment } from '@/lib/contracts/listing';
import { getListing } from '@/lib/catalog/data';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';
import { PageTypeMark } from '@/components/observability/page-type-mark';

type Props = PageProps<'/[tenant]/[locale]/catalogo/[[...listing]]'>;

/** Like the catch-all page (docs/adr/0002): one placeholder at build, real states on demand. */
export function generateStaticParams() {
  return [{ listing: [BUILD_PLACEHOLDER_TENANT] }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return pageMetadata(store, locale, { path: '/catalogo', title: t('catalogTitle') });
}

/** `/catalogo`: the whole catalogue with the same facets, sorts and pages as a category. */
export default async function CatalogPage({ params }: Props) {
  const { tenant, locale: rawLocale, listing: segments } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  const locale = toLocale(rawLocale);
  // The proxy appends `facet_filters` as a path segment (ADR 0005); anything else is not a page.
  const { path, state } = splitListingSegment(segments ?? []);
  if (path.length > 0 || !state) notFound();
  const [t, th, listing] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'header' }),
    getListing(store.id, undefined, state),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTypeMark type="category" />
      <Breadcrumb
        label={th('breadcrumb')}
        store={store}
        items={[
          { name: th('home'), href: '/' },
          { name: t('catalogTitle'), href: '/catalogo' },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{t('catalogTitle')}</h1>
      <CategoryListing
        basePath="/catalogo"
        listing={listing}
        state={state}
        store={store}
        locale={locale}
      />
    </div>
  );
}
