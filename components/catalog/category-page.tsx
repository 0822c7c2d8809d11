import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import type { Category } from '@/lib/contracts/catalog';
import { parseListingState } from '@/lib/contracts/listing';
import { getListing } from '@/lib/catalog/data';
import { categoryTrail } from '@/lib/catalog/trail';
import { getMenuCategories, type Store } from '@/lib/store/data';
import type { Locale } from '@/lib/domain/money';
import { CategoryListing, ListingSkeleton } from './category-listing';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A category: breadcrumb, title, sub-categories, then the listing in its own Suspense boundary. */
export async function CategoryPage({
  category,
  searchParams,
  store,
  locale,
}: {
  category: Category;
  searchParams: SearchParams;
  store: Store;
  locale: Locale;
}) {
  const [t, tree] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getMenuCategories(store.id),
  ]);
  const trail = categoryTrail(tree, category.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        label={t('breadcrumb')}
        store={store}
        items={[
          { name: t('home'), href: '/' },
          ...(trail.length > 0 ? trail : [category]).map((c) => ({
            name: c.name,
            href: `/${c.url}`,
          })),
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">{category.name}</h1>
      {category.children.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-3">
          {category.children.map((c) => (
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
      <Suspense fallback={<ListingSkeleton />}>
        <CategoryResults
          category={category}
          searchParams={searchParams}
          store={store}
          locale={locale}
        />
      </Suspense>
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
  searchParams: SearchParams;
  store: Store;
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
