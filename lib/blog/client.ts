import 'server-only';
import { z } from 'zod';
import {
  wpError,
  wpPostsQuery,
  wpTermsQuery,
  WP_MAX_PER_PAGE,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type BlogTerm,
  type WpTaxonomy,
} from '@/lib/contracts/blog';
import { getDb } from '@/lib/server/db/client';
import {
  listFeedPosts,
  listFeedTerms,
  pastLastPage,
  type FeedPage,
} from '@/lib/server/services/blog';
import { toBlogPost, toBlogPostSummary, toBlogTerm } from './wordpress';

/*
 * One blog client, two sources of the same WordPress REST API (`wp/v2`): a WordPress site named by
 * BLOG_FEED_URL, read over HTTP, or the store's own feed, read in-process through the service
 * that answers /wp-json (no HTTP round trip). Both take the same parameters and answer the same
 * JSON, which the client validates and reshapes the same way (./wordpress.ts).
 */

export type BlogPostsQuery = {
  page: number;
  perPage: number;
  search?: string;
  categoryId?: number;
  tagId?: number;
};

export type BlogClient = {
  /** A page of posts, newest first; null for a page past the last one. */
  posts(query: BlogPostsQuery): Promise<BlogPage | null>;
  /** The post with this slug, or null. */
  post(slug: string): Promise<BlogPost | null>;
  /** The terms that have posts, A to Z (at most 100), or those with the given slug. */
  terms(
    taxonomy: WpTaxonomy,
    filter?: { slug?: string },
  ): Promise<(BlogTerm & { count: number })[]>;
};

/** What a WordPress collection answered: its items as sent and its totals. */
type Collection = FeedPage<unknown>;
type CollectionName = 'posts' | 'categories' | 'tags';
/**
 * Reads a collection of the REST API with WordPress's query parameters; null when WordPress
 * refuses the page as past the last one.
 */
export type Transport = (
  name: CollectionName,
  params: Record<string, string>,
) => Promise<Collection | null>;

/** A blog feed that could not be read (network, timeout, status, not WordPress's JSON). */
export class BlogFeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlogFeedError';
  }
}

/** The client of a store: BLOG_FEED_URL's WordPress when set, else the store's own feed. */
export function blogClient(tenantId: number): BlogClient {
  const url = process.env.BLOG_FEED_URL?.trim();
  return createBlogClient(url ? remoteTransport(url) : embeddedTransport(tenantId));
}

export function createBlogClient(transport: Transport): BlogClient {
  return {
    async posts(query) {
      const page = await transport('posts', {
        _embed: 'wp:featuredmedia,wp:term',
        page: String(query.page),
        per_page: String(query.perPage),
        ...(query.search ? { search: query.search } : {}),
        ...(query.categoryId ? { categories: String(query.categoryId) } : {}),
        ...(query.tagId ? { tags: String(query.tagId) } : {}),
      });
      if (!page) return null;
      return {
        posts: page.items.map(toBlogPostSummary).filter((p): p is BlogPostSummary => p !== null),
        total: page.total,
        totalPages: page.totalPages,
      };
    },
    async post(slug) {
      const page = await transport('posts', { _embed: 'wp:featuredmedia,wp:term', slug });
      // WordPress reads `slug=a,b` as two slugs: only the post of this very slug answers.
      const posts = (page?.items ?? []).map(toBlogPost);
      return posts.find((p) => p?.slug.toLowerCase() === slug.toLowerCase()) ?? null;
    },
    async terms(taxonomy, filter = {}) {
      const page = await transport(taxonomy === 'category' ? 'categories' : 'tags', {
        per_page: String(WP_MAX_PER_PAGE),
        ...(filter.slug !== undefined ? { slug: filter.slug } : { hide_empty: 'true' }),
      });
      return (page?.items ?? []).map(toBlogTerm).filter((t) => t !== null);
    },
  };
}

/** The store's own feed, in-process: the same parameters, parsed as the /wp-json route does. */
export function embeddedTransport(tenantId: number): Transport {
  return async (name, params) => {
    const db = await getDb();
    // Links are paths on the store (the feed's HTTP answer makes them absolute on its host).
    const ctx = { tenantId, origin: '' };
    if (name === 'posts') {
      const query = wpPostsQuery.parse(params);
      const page = await listFeedPosts(db, ctx, query);
      return pastLastPage(page, query.page) ? null : page;
    }
    const taxonomy = name === 'categories' ? 'category' : 'post_tag';
    return listFeedTerms(db, ctx, taxonomy, wpTermsQuery.parse(params));
  };
}

/** How long a WordPress site may take to answer, and how much it may send. */
const TIMEOUT_MS = 5000;
const MAX_BODY_CHARS = 5_000_000;

/**
 * A WordPress site over HTTP. `baseUrl` is the site (`https://blog.example.com`) or its REST root
 * (`…/wp-json`, `…/wp-json/wp/v2`). A page past the last one (WordPress's 400
 * `rest_post_invalid_page_number`) reads as a page without posts.
 */
export function remoteTransport(
  baseUrl: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Transport {
  const root = `${baseUrl.replace(/\/+$/, '').replace(/\/wp-json(?:\/wp\/v2)?$/, '')}/wp-json/wp/v2`;
  if (!/^https?:\/\//i.test(root))
    throw new BlogFeedError(`BLOG_FEED_URL is not http(s): ${baseUrl}`);
  const fetchFeed = options.fetch ?? fetch;
  return async (name, params) => {
    const url = `${root}/${name}?${new URLSearchParams(params)}`;
    let response: Response;
    let text: string;
    try {
      response = await fetchFeed(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new BlogFeedError(`${url}: ${(error as Error).message}`, { cause: error });
    }
    if (text.length > MAX_BODY_CHARS) throw new BlogFeedError(`${url}: answer too large`);
    const body = readJson(text);
    if (!response.ok) {
      const error = wpError.safeParse(body);
      if (error.success && error.data.code === 'rest_post_invalid_page_number') return null;
      throw new BlogFeedError(
        `${url}: ${response.status}${error.success ? ` ${error.data.code}` : ''}`,
      );
    }
    const items = z.array(z.unknown()).safeParse(body);
    if (!items.success) throw new BlogFeedError(`${url}: not a WordPress collection`);
    return {
      items: items.data,
      total: count(response.headers.get('x-wp-total')) ?? items.data.length,
      totalPages: count(response.headers.get('x-wp-totalpages')) ?? (items.data.length > 0 ? 1 : 0),
    };
  };
}

/** JSON, or undefined; a byte-order mark some WordPress plugins print first is skipped. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

function count(header: string | null): number | null {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}
