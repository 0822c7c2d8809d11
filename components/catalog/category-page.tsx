import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import type { Category } from '@/lib/contracts/catalog';
import type { ListingState } from '@/lib/contracts/listing';
import { getListing } from '@/lib/catalog/data';
import { categoryTrail } from '@/lib/catalog/trail';
import { getMenuCategories, type Store } from '@/lib/store/data';
import type { Locale } from '@/lib/domain/money';
import { CategoryListing } from './category-listing';

/** A category: breadcrumb, title, sub-categories, then the listing for the state in the path. */
export async function CategoryPage({
  category,
  state,
  store,
  locale,
}: {
  category: Category;
  /** The `facet_filters` state, from the path the proxy rewrote (ADR 0005). */
  state: ListingState;
  store: Store;
  locale: Locale;
}) {
  const [t, tree, listing] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getMenuCategories(store.id),
    getListing(store.id, category.id, state),
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
              <IntentLink
                href={`/${c.url}`}
                className="rounded-full border px-4 py-2 text-sm hover:border-[var(--store-primary)]"
              >
                {c.name}
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
      <CategoryListing
        basePath={`/${category.url}`}
        listing={listing}
        state={state}
        store={store}
        locale={locale}
      />
    </div>
  );
}
