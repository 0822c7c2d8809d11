import { getTranslations } from 'next-intl/server';
import type { BlogPage } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import { BlogPagination } from './blog-pagination';
import { PostCard } from './post-card';

/** A page of post cards (three a row on desktop) and the pager, or the empty state. */
export async function PostGrid({
  result,
  page,
  href,
  locale,
  empty,
}: {
  result: BlogPage;
  page: number;
  href: (page: number) => string;
  locale: Locale;
  /** What an empty listing says (a search says what was searched). */
  empty: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  if (result.posts.length === 0)
    return (
      <div className="mt-8 rounded-xl border border-dashed border-neutral-300 p-10 text-center text-neutral-700">
        {empty}
      </div>
    );
  return (
    <>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.posts.map((post, i) => (
          <li key={post.id}>
            <PostCard
              post={post}
              locale={locale}
              categoriesLabel={t('categories')}
              priority={i === 0}
            />
          </li>
        ))}
      </ul>
      <BlogPagination
        page={page}
        totalPages={result.totalPages}
        href={href}
        labels={{
          nav: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          previousPage: t('previousPage'),
          nextPage: t('nextPage'),
          page: (n) => t('pageNumber', { page: n }),
        }}
      />
    </>
  );
}

/** The listing's placeholder while it loads: the grid's shape, nine cards. */
export function PostGridSkeleton() {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: 9 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-neutral-200">
          <div className="aspect-[16/9] animate-pulse bg-neutral-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-20 animate-pulse rounded-full bg-neutral-200" />
            <div className="h-5 w-4/5 animate-pulse rounded bg-neutral-200" />
            <div className="h-4 w-32 animate-pulse rounded bg-neutral-100" />
            <div className="h-12 animate-pulse rounded bg-neutral-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
