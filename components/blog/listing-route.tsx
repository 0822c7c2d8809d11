import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getBlogPage, getBlogTerm } from '@/lib/blog/data';
import { blogPaths, pageParam } from '@/lib/blog/paths';
import { toLocale } from '@/lib/i18n/config';
import { pageMetadata, type PageSeo } from '@/lib/seo/metadata';
import { getStore } from '@/lib/store/data';
import {
  BlogListing,
  listingHeading,
  listingPath,
  type ListingKind,
  type ListingOf,
  type Translate,
} from './blog-listing';

/**
 * The route params of every listing: the store and the language; `page` on `/blog/page/{page}`;
 * `path` on a term's listing, `[slug]` or `[slug, 'page', page]`.
 */
type Params = Promise<{ tenant: string; locale: string; page?: string; path?: string[] }>;

/** The term's slug and the page as written in the path, or null for no such listing. */
function termPath(path: string[] = []): { slug: string; page?: string } | null {
  const [slug, word, page, ...rest] = path;
  if (!slug || rest.length > 0) return null;
  if (word === undefined) return { slug };
  return word === 'page' && page !== undefined ? { slug, page } : null;
}

/**
 * A page of a listing, or null when there is none: an unknown category or tag, a page number
 * that is not one, a page past the last (404). Page 1 of a listing with no posts is its empty
 * state.
 */
async function load(params: Params, kind: ListingKind) {
  const { tenant, locale, ...rest } = await params;
  const inPath = kind === 'all' ? { slug: '', page: rest.page } : termPath(rest.path);
  const store = await getStore(tenant);
  if (!store || !inPath) return null;
  const rawPage = inPath.page;
  const page = rawPage === undefined ? 1 : pageParam(rawPage);
  if (page === null) return null;
  let of: ListingOf = { kind: 'all', term: null };
  if (kind !== 'all') {
    const taxonomy = kind === 'category' ? 'category' : 'post_tag';
    const term = await getBlogTerm(store.id, taxonomy, inPath.slug);
    if (!term) return null;
    of = { kind, term };
  }
  const result = await getBlogPage(store.id, {
    page,
    ...(of.kind === 'category' ? { categoryId: of.term.id } : {}),
    ...(of.kind === 'tag' ? { tagId: of.term.id } : {}),
  });
  if (!result || (page > 1 && result.posts.length === 0)) return null;
  return { store, locale: toLocale(locale), of, page, result, pageInPath: rawPage !== undefined };
}

/**
 * The page and metadata of a blog listing route (`/blog`, `/blog/page/{page}`,
 * `/blog/categorias/{slug}[/page/{page}]`, `/blog/tags/{slug}[/page/{page}]`): each route file
 * only says which listing it is.
 */
export function blogListingRoute(kind: ListingKind) {
  return {
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const data = await load(params, kind);
      if (!data) return {};
      const { store, locale, of, page } = data;
      const t = await getTranslations({ locale, namespace: 'blog' });
      const heading = listingHeading(t, of);
      const title = page > 1 ? t('withPage', { title: heading, page }) : heading;
      const values = { name: of.term?.name ?? '', store: store.name };
      return pageMetadata(store, locale, {
        path: blogPaths.page(listingPath(of), page),
        title: of.kind === 'all' ? title : t('inBlog', { title }),
        description: t(of.kind === 'all' ? 'description' : `${of.kind}Description`, values),
      });
    },
    async Page({ params }: { params: Params }) {
      const data = await load(params, kind);
      if (!data) notFound();
      // Page 1 has one address, the listing's own.
      if (data.pageInPath && data.page === 1) permanentRedirect(listingPath(data.of));
      return (
        <BlogListing
          store={data.store}
          locale={data.locale}
          of={data.of}
          page={data.page}
          result={data.result}
        />
      );
    },
  };
}

/** The metadata of a fixed blog page (`/blog/busca`, `/blog/categoria`) from its texts. */
export async function blogPageMetadata(
  params: Promise<{ tenant: string; locale: string }>,
  page: (t: Translate) => PageSeo,
): Promise<Metadata> {
  const { tenant, locale: rawLocale } = await params;
  const store = await getStore(tenant);
  if (!store) return {};
  const locale = toLocale(rawLocale);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return pageMetadata(store, locale, page(t));
}
