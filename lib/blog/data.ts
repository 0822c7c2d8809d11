import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type {
  BlogPage,
  BlogPost,
  BlogPostSummary,
  BlogTerm,
  WpTaxonomy,
} from '@/lib/contracts/blog';
import { tags } from '@/lib/server/cache-tags';
import { blogClient } from './client';

/** Posts on a page of the blog's listings: a grid of three by three. */
export const BLOG_PAGE_SIZE = 9;
/** Posts in the home's teaser (SPEC.md section 9). */
export const BLOG_TEASER_SIZE = 3;

/*
 * The blog's loaders for pages, cached per store (ARCHITECTURE.md item 8). A remote WordPress
 * changes without telling the store, so entries refresh by time ('minutes': at most a minute or
 * so behind). A listing or a post that cannot be read throws (the page's error state). What other
 * pages only add to themselves, the home's teaser and the blog menu, answers null instead: an
 * error thrown inside a cached function fails the page that awaits it even when caught there.
 */

/** The answer, or null when the blog could not be read (logged). The null is cached like an
 * answer, so a blog that is down is asked again a minute later, not on every request. */
async function orNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`[blog] ${what} failed to load`, error);
    return null;
  }
}

export type BlogListing = { page: number; search?: string; categoryId?: number; tagId?: number };

/** A page of a blog listing (all posts, a category, a tag or a search); null past the last. */
export async function getBlogPage(
  tenantId: number,
  listing: BlogListing,
): Promise<BlogPage | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.blog(tenantId));
  return blogClient(tenantId).posts({ ...listing, perPage: BLOG_PAGE_SIZE });
}

/** The newest posts, for the home's teaser; null when the blog cannot be read. */
export async function getLatestBlogPosts(tenantId: number): Promise<BlogPostSummary[] | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.blog(tenantId));
  return orNull('the newest posts', async () => {
    const page = await blogClient(tenantId).posts({ page: 1, perPage: BLOG_TEASER_SIZE });
    return page?.posts ?? [];
  });
}

export async function getBlogPost(tenantId: number, slug: string): Promise<BlogPost | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.blog(tenantId));
  return blogClient(tenantId).post(slug);
}

/** The categories or tags that have posts, A to Z; null when the blog cannot be read. */
export async function getBlogTerms(
  tenantId: number,
  taxonomy: WpTaxonomy,
): Promise<(BlogTerm & { count: number })[] | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.blog(tenantId));
  return orNull(`the ${taxonomy} list`, () => blogClient(tenantId).terms(taxonomy));
}

/** The category or tag of a slug, or null. */
export async function getBlogTerm(
  tenantId: number,
  taxonomy: WpTaxonomy,
  slug: string,
): Promise<BlogTerm | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.blog(tenantId));
  const terms = await blogClient(tenantId).terms(taxonomy, { slug });
  return terms.find((t) => t.slug.toLowerCase() === slug.toLowerCase()) ?? null;
}
