import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/components/layout/breadcrumb';
import { blogPaths } from '@/lib/blog/paths';
import type { BlogPage, BlogTerm } from '@/lib/contracts/blog';
import type { Locale } from '@/lib/domain/money';
import type { Store } from '@/lib/store/data';
import { BlogFrame } from './blog-frame';
import { PostGrid } from './post-grid';

export type ListingKind = 'all' | 'category' | 'tag';

/** What a listing is: the whole blog, or the posts of one category or tag. */
export type ListingOf = { kind: 'all'; term: null } | { kind: 'category' | 'tag'; term: BlogTerm };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The listing's path without its page: `/blog`, `/blog/categorias/{slug}`, `/blog/tags/{slug}`. */
export function listingPath(of: ListingOf): string {
  if (of.kind === 'all') return blogPaths.home;
  return of.kind === 'category' ? blogPaths.category(of.term.slug) : blogPaths.tag(of.term.slug);
}

/** The listing's heading: 'Blog', the category's name, 'Posts com a tag {name}'. */
export function listingHeading(t: Translate, of: ListingOf): string {
  if (of.kind === 'all') return t('title');
  return of.kind === 'category' ? of.term.name : t('tagTitle', { name: of.term.name });
}

/** A listing of the blog (all posts, a category or a tag) on one of its pages. */
export async function BlogListing({
  store,
  locale,
  of,
  page,
  result,
}: {
  store: Store;
  locale: Locale;
  of: ListingOf;
  page: number;
  result: BlogPage;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const base = listingPath(of);
  const heading = listingHeading(t, of);
  const trail: Crumb[] = [
    ...(of.kind === 'category' ? [{ name: t('categories'), href: blogPaths.categories }] : []),
    ...(of.kind !== 'all' ? [{ name: of.term.name, href: base }] : []),
    ...(page > 1 ? [{ name: t('pageNumber', { page }), href: blogPaths.page(base, page) }] : []),
  ];
  return (
    <BlogFrame store={store} locale={locale} trail={trail}>
      <header className="mt-4">
        {of.kind !== 'all' && (
          <p className="text-sm font-semibold tracking-wide text-[var(--store-primary)] uppercase">
            {of.kind === 'category' ? t('category') : t('tag')}
          </p>
        )}
        <h1 className="text-3xl font-bold">{heading}</h1>
        {page > 1 && (
          <p className="mt-1 text-neutral-600">{t('pageOf', { page, count: result.totalPages })}</p>
        )}
      </header>
      <PostGrid
        result={result}
        page={page}
        href={(n) => blogPaths.page(base, n)}
        locale={locale}
        empty={t(of.kind === 'all' ? 'empty' : 'listEmpty')}
      />
    </BlogFrame>
  );
}
