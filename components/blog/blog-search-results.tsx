import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getBlogPage } from '@/lib/blog/data';
import { blogPaths, pageParam } from '@/lib/blog/paths';
import type { Locale } from '@/lib/domain/money';
import { BlogSearchForm } from './blog-search-form';
import { PostGrid } from './post-grid';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/blog/busca?q={term}&page={n}`: the form with the term, how many posts have it, the posts and
 * their pages; without a term, an invitation to search; without results, the empty state.
 */
export async function BlogSearchResults({
  searchParams,
  storeId,
  locale,
}: {
  searchParams: SearchParams;
  storeId: number;
  locale: Locale;
}) {
  const query = await searchParams;
  const term = (first(query.q) ?? '').trim().slice(0, 200);
  const page = pageParam(first(query.page) ?? '1') ?? 1;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const form = (
    <BlogSearchForm
      id="blog-search-page"
      term={term}
      className="mt-4 max-w-xl"
      labels={{
        label: t('searchLabel'),
        placeholder: t('searchPlaceholder'),
        submit: t('searchSubmit'),
      }}
    />
  );
  if (!term)
    return (
      <>
        {form}
        <p className="mt-6 text-neutral-700">{t('searchPrompt')}</p>
      </>
    );
  // A page past the last one reads as no results (the term is what matters here).
  const result = (await getBlogPage(storeId, { page, search: term })) ?? {
    posts: [],
    total: 0,
    totalPages: 0,
  };
  return (
    <>
      {form}
      <p role="status" className="mt-6 font-medium text-neutral-800">
        {result.total > 0
          ? t('searchResults', { count: result.total, term })
          : t('searchEmpty', { term })}
      </p>
      <PostGrid
        result={result}
        page={page}
        href={(n) => blogPaths.searchPage(term, n)}
        locale={locale}
        empty={
          <>
            <p>{t('searchEmptyHint')}</p>
            <Link
              href={blogPaths.categories}
              className="mt-3 inline-block font-medium text-[var(--store-primary)] underline"
            >
              {t('allCategories')}
            </Link>
          </>
        }
      />
    </>
  );
}
