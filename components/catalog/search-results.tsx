import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { activeFilterCount, searchSorts, type ListingState } from '@/lib/contracts/listing';
import { getSearchResults } from '@/lib/catalog/data';
import type { Locale } from '@/lib/domain/money';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';
import { getMenuCategories, type Store } from '@/lib/store/data';
import { CategoryListing } from './category-listing';

/** Results of a search, or a helpful page when there is no term or nothing matched. */
export async function SearchResults({
  term,
  state,
  store,
  locale,
}: {
  /** In its normal form (searchTerm); '' for the bare page. */
  term: string;
  state: ListingState;
  store: Store;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  if (term === '') {
    return (
      <EmptySearch title={t('emptyTitle')} text={t('emptyText')} store={store} locale={locale} />
    );
  }
  const results = await getSearchResults(store.id, term, state);
  const filtered = activeFilterCount(state) > 0;
  if (results.total === 0 && !filtered) {
    return (
      <EmptySearch
        title={t('noResults', { term })}
        text={t('noResultsTips')}
        store={store}
        locale={locale}
      />
    );
  }
  return (
    <>
      <h1 className="mt-4 text-3xl font-bold break-words">{t('resultsFor', { term })}</h1>
      {results.departments.length > 0 && (
        <nav aria-label={t('departments')} className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm text-neutral-700">{t('departments')}:</span>
          {results.departments.map((d) => (
            <IntentLink
              key={d.id}
              href={`/${d.url}`}
              className="rounded-full border px-3 py-1 text-sm hover:border-[var(--store-primary)]"
            >
              {d.name} <span className="text-neutral-600">({d.count})</span>
            </IntentLink>
          ))}
        </nav>
      )}
      <CategoryListing
        basePath={`/search?q=${encodeURIComponent(term)}`}
        listing={results}
        state={state}
        store={store}
        locale={locale}
        sorts={searchSorts}
      />
    </>
  );
}

/** No term, or no match: say so plainly, offer the search box again and the departments. */
async function EmptySearch({
  title,
  text,
  store,
  locale,
}: {
  title: string;
  text: string;
  store: Store;
  locale: Locale;
}) {
  const [t, th, tree] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'header' }),
    getMenuCategories(store.id),
  ]);
  return (
    <section className="mx-auto mt-8 max-w-2xl text-center" data-testid="search-empty">
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      <p className="mt-3 text-neutral-700">{text}</p>
      <form action="/search" method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-term" className="sr-only">
          {th('searchLabel')}
        </label>
        <input
          id="search-page-term"
          name="q"
          type="search"
          required
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={th('searchPlaceholder')}
          className="min-w-0 flex-1 rounded-full border border-neutral-300 px-4 py-2 outline-none focus:border-[var(--store-primary)] focus:ring-2 focus:ring-[var(--store-primary)]/30"
        />
        <button
          type="submit"
          className="rounded-full bg-[var(--store-primary)] px-5 py-2 font-semibold text-[var(--store-primary-contrast)]"
        >
          {th('searchSubmit')}
        </button>
      </form>
      {tree.length > 0 && (
        <nav aria-label={t('departments')} className="mt-8">
          <h2 className="text-sm font-semibold text-neutral-800">{t('browse')}</h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {tree.map((c) => (
              <li key={c.id}>
                <IntentLink
                  href={`/${c.url}`}
                  className="inline-block rounded-full border px-4 py-2 text-sm hover:border-[var(--store-primary)]"
                >
                  {c.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
