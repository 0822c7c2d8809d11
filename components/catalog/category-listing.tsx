import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/product/product-card';
import { HydrateApart } from '@/components/ui/hydrate-apart';
import { CollapsibleFilters } from './collapsible-filters';
import { FacetFilters } from './facet-filters';
import { PriceRangeFilter } from './price-range-filter';
import type { Company } from '@/lib/contracts/company';
import {
  activeFilterCount,
  encodeListingState,
  listingSorts,
  type Listing,
  type ListingSort,
  type ListingState,
} from '@/lib/contracts/listing';
import { listingHref } from '@/lib/domain/listing-url';
import { toDecimalInput, type Locale } from '@/lib/domain/money';

/** Products, facet filters, sort and pagination of a category; every control is a crawlable link. */
export async function CategoryListing({
  basePath,
  listing,
  state,
  store,
  locale,
  sorts = listingSorts,
}: {
  /** The page the controls link to, such as `/notebooks`, `/catalogo` or `/search?q=mouse`. */
  basePath: string;
  listing: Listing;
  state: ListingState;
  store: Company;
  locale: Locale;
  /** The orders offered; a search adds relevance. */
  sorts?: readonly ListingSort[];
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const href = (next: ListingState) => listingHref(basePath, next);
  const activeCount = activeFilterCount(state);
  const filtered = activeCount > 0;

  return (
    <div className="mt-6 grid gap-4 md:grid-cols-[240px_1fr] md:gap-8">
      <aside aria-labelledby="filters-title">
        <h2 id="filters-title" className="sr-only text-base font-semibold md:not-sr-only">
          {t('filters')}
        </h2>
        <HydrateApart>
          <CollapsibleFilters label={t('filters')} activeCount={activeCount}>
            {filtered && (
              <IntentLink
                href={href({ ...state, page: 1, attributes: {}, price: undefined })}
                className="mt-2 inline-block text-sm text-[var(--store-primary)] underline"
              >
                {t('clearFilters')}
              </IntentLink>
            )}
            <PriceRangeFilter
              key={encodeListingState(state)}
              basePath={basePath}
              state={state}
              minCents={state.price?.min}
              maxCents={state.price?.max}
              placeholders={[
                toDecimalInput(listing.priceRange.min),
                toDecimalInput(listing.priceRange.max),
              ]}
              labels={{
                legend: t('price'),
                min: t('priceMin'),
                max: t('priceMax'),
                apply: t('priceApply'),
                invalid: t('priceInvalid'),
              }}
            />
            <FacetFilters basePath={basePath} state={state} facets={listing.facets} />
          </CollapsibleFilters>
        </HydrateApart>
      </aside>
      <section aria-labelledby="results-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="results-title" className="text-sm text-neutral-700" role="status">
            {t('results', { count: listing.total })}
          </p>
          <nav aria-label={t('sort')} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-neutral-700">{t('sort')}:</span>
            {sorts.map((sort) => (
              <IntentLink
                key={sort}
                href={href({ ...state, page: 1, sort })}
                aria-current={sort === state.sort ? 'true' : undefined}
                rel="nofollow"
                className="rounded-full border px-3 py-1 aria-[current=true]:border-[var(--store-primary)] aria-[current=true]:font-semibold aria-[current=true]:text-[var(--store-primary)]"
              >
                {t(`sorts.${sort}`)}
              </IntentLink>
            ))}
          </nav>
        </div>
        {listing.products.length === 0 ? (
          <p className="mt-10 rounded-lg border border-dashed p-8 text-center text-neutral-700">
            {t('empty')}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-4">
            {listing.products.map((p, i) => (
              <li key={p.id}>
                <ProductCard
                  product={p}
                  store={store}
                  locale={locale}
                  variant="hover"
                  priority={i < 2}
                />
              </li>
            ))}
          </ul>
        )}
        {listing.pageCount > 1 && (
          <nav
            aria-label={t('pagination')}
            className="mt-8 flex items-center justify-center gap-4 text-sm"
          >
            {listing.page > 1 && (
              <IntentLink href={href({ ...state, page: listing.page - 1 })}>
                {t('previous')}
              </IntentLink>
            )}
            <span>{t('page', { page: listing.page, count: listing.pageCount })}</span>
            {listing.page < listing.pageCount && (
              <IntentLink href={href({ ...state, page: listing.page + 1 })}>{t('next')}</IntentLink>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

/** Grid placeholder with the final layout's shape, shown while the listing streams in. */
export function ListingSkeleton() {
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-[240px_1fr]" aria-hidden>
      <div className="hidden space-y-3 md:block">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-neutral-200" />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="h-80 animate-pulse rounded-xl bg-neutral-100" />
        ))}
      </ul>
    </div>
  );
}
