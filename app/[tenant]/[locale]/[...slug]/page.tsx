import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CategoryListing, ListingSkeleton } from '@/components/catalog/category-listing';
import { Price } from '@/components/ui/price';
import type { Category } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { parseListingState } from '@/lib/contracts/listing';
import { getListing, getRoute } from '@/lib/catalog/data';
import { toCents, type Locale } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import { BUILD_PLACEHOLDER_TENANT, getStore } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/[...slug]'>;

/** Like the store layout (docs/adr/0002): one placeholder at build, every real path on demand,
 * then cached per store and URL. */
export function generateStaticParams() {
  return [{ slug: [BUILD_PLACEHOLDER_TENANT] }];
}

async function load(params: Props['params']) {
  const { tenant, locale, slug } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  return { store, locale: toLocale(locale), route: await getRoute(store.id, slug.join('/')) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route } = await load(params);
  if (!route) return {};
  if (route.type === 'content') {
    return {
      title: route.content.metaTitle ?? route.content.name,
      description: route.content.metaDescription ?? undefined,
      keywords: route.content.metaKeywords ?? undefined,
    };
  }
  return { title: route.content.name };
}

/** Product, category or content page, as the router service resolves the path. */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const { store, locale, route } = await load(params);
  if (!route) notFound();
  const t = await getTranslations({ locale, namespace: 'header' });
  if (route.type === 'content' && !route.content.visible) redirect('/404');
  const title = route.content.name;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="breadcrumb" className="text-sm text-neutral-600">
        <Link href="/" className="hover:underline">
          {t('home')}
        </Link>{' '}
        / <span aria-current="page">{title}</span>
      </nav>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {route.type === 'category' && route.content.children.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-3">
          {route.content.children.map((c) => (
            <li key={c.id}>
              <Link
                href={`/${c.url}`}
                className="rounded-full border px-4 py-2 text-sm hover:border-[var(--store-primary)]"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {route.type === 'category' && (
        <Suspense fallback={<ListingSkeleton />}>
          <CategoryResults
            category={route.content}
            searchParams={searchParams}
            store={store}
            locale={locale}
          />
        </Suspense>
      )}
      {route.type === 'product' && (
        <div className="mt-4 max-w-2xl">
          {route.content.shortDescription && (
            <p className="text-neutral-700">{route.content.shortDescription}</p>
          )}
          <p className="mt-4 text-2xl font-bold" data-testid="final-price">
            <Price
              cents={toCents(route.content.finalPrice)}
              locale={locale}
              usdPerBrl={store.usdPerBrl}
            />
          </p>
        </div>
      )}
    </div>
  );
}

/** Reads the shopper's filters (request data) inside the Suspense boundary of the listing. */
async function CategoryResults({
  category,
  searchParams,
  store,
  locale,
}: {
  category: Category;
  searchParams: Props['searchParams'];
  store: Company;
  locale: Locale;
}) {
  const state = parseListingState((await searchParams).facet_filters);
  const listing = await getListing(store.id, category.id, state);
  return (
    <CategoryListing
      basePath={`/${category.url}`}
      listing={listing}
      state={state}
      store={store}
      locale={locale}
    />
  );
}
