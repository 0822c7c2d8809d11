import { z } from 'zod';
import { MAX_DB_INTEGER } from '@/lib/domain/listing-url';

/*
 * The blog speaks WordPress's REST API (`/wp-json/wp/v2/*`): the store's own feed answers in its
 * shape and the blog client reads any WordPress site with the same schemas. Only the fields and
 * parameters the store uses are described; WordPress sends more, and those are ignored.
 */

/** WordPress answers at most 100 items a page (`per_page` 1–100, default 10). */
export const WP_MAX_PER_PAGE = 100;
export const WP_DEFAULT_PER_PAGE = 10;

const id = z.coerce.number().int().positive().max(MAX_DB_INTEGER);

/** A list parameter as WordPress takes it: `categories=1,2` or `categories[]=1&categories[]=2`. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
        .map((v) => (typeof v === 'string' ? v.trim() : v))
        .filter((v) => v !== ''),
    z.array(item).max(WP_MAX_PER_PAGE),
  );
}

const page = z.coerce.number().int().min(1).max(MAX_DB_INTEGER).default(1);
const perPage = z.coerce.number().int().min(1).max(WP_MAX_PER_PAGE).default(WP_DEFAULT_PER_PAGE);
const search = z.string().max(200).trim().optional();
const order = (fallback: 'asc' | 'desc') => z.enum(['asc', 'desc']).default(fallback);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `GET /wp-json/wp/v2/posts` (published posts, newest first). */
export const wpPostsQuery = z.object({
  page,
  per_page: perPage,
  search,
  /** Posts in any of these categories (ids). */
  categories: listOf(id).optional(),
  /** Posts with any of these tags (ids). */
  tags: listOf(id).optional(),
  slug: listOf(z.string().max(200)).optional(),
  include: listOf(id).optional(),
  order: order('desc'),
  orderby: z.enum(['date', 'id', 'title', 'slug']).default('date'),
  /** `_embed` alone embeds everything; `_embed=wp:term` only what it names. */
  _embed: z.union([z.string(), z.array(z.string())]).optional(),
});
export type WpPostsQuery = z.infer<typeof wpPostsQuery>;

/** `GET /wp-json/wp/v2/categories` and `/tags` (by name, A to Z). */
export const wpTermsQuery = z.object({
  page,
  per_page: perPage,
  search,
  slug: listOf(z.string().max(200)).optional(),
  include: listOf(id).optional(),
  /** Terms of one post. */
  post: id.optional(),
  hide_empty: flag.default(false),
  order: order('asc'),
  orderby: z.enum(['name', 'id', 'slug', 'count']).default('name'),
});
export type WpTermsQuery = z.infer<typeof wpTermsQuery>;

export const wpTaxonomies = ['category', 'post_tag'] as const;
export type WpTaxonomy = (typeof wpTaxonomies)[number];

const rendered = z.object({ rendered: z.string() });

/** A term as `_embedded['wp:term']` carries it (the collection adds count and description). */
export const wpTerm = z.object({
  id: z.number().int(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string(),
  count: z.number().int().optional(),
  description: z.string().optional(),
  parent: z.number().int().optional(),
});
export type WpTerm = z.infer<typeof wpTerm>;

/** An attachment as `_embedded['wp:featuredmedia']` carries it. */
export const wpMedia = z.object({
  id: z.number().int(),
  source_url: z.string(),
  alt_text: z.string().default(''),
  media_type: z.string().optional(),
  mime_type: z.string().optional(),
});
export type WpMedia = z.infer<typeof wpMedia>;

/**
 * A post of the collection. Embedded media and terms fall back to none when they are not what
 * WordPress normally embeds (a private attachment embeds an error object instead).
 */
export const wpPost = z.object({
  id: z.number().int(),
  /** Site time, without an offset; `date_gmt` is the same moment in UTC. */
  date: z.string(),
  date_gmt: z.string().nullable().optional(),
  modified: z.string().optional(),
  modified_gmt: z.string().nullable().optional(),
  slug: z.string(),
  status: z.string().optional(),
  type: z.string().optional(),
  link: z.string(),
  title: rendered,
  content: rendered.extend({ protected: z.boolean().optional() }).optional(),
  excerpt: rendered.extend({ protected: z.boolean().optional() }),
  featured_media: z.number().int().optional(),
  categories: z.array(z.number().int()).optional(),
  tags: z.array(z.number().int()).optional(),
  _embedded: z
    .object({
      'wp:featuredmedia': z.array(wpMedia).optional().catch(undefined),
      'wp:term': z.array(z.array(wpTerm)).optional().catch(undefined),
    })
    .optional(),
});
export type WpPost = z.infer<typeof wpPost>;

/** WordPress's error body: `{ code, message, data: { status } }`. */
export const wpError = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().int() }).partial().nullable().optional(),
});
export type WpError = z.infer<typeof wpError>;

/*
 * What the blog client hands to pages, whichever WordPress answered: plain text where the page
 * shows text, sanitized HTML where it shows HTML, links the store builds itself.
 */

export type BlogTerm = { id: number; name: string; slug: string };

export type BlogImage = { url: string; alt: string };

export type BlogPostSummary = {
  id: number;
  slug: string;
  /** Plain text (entities decoded, tags dropped). */
  title: string;
  /** Plain text. */
  excerpt: string;
  /** ISO 8601 in UTC. */
  date: string;
  image: BlogImage | null;
  categories: BlogTerm[];
  tags: BlogTerm[];
};

export type BlogPost = BlogPostSummary & {
  /** ISO 8601 in UTC. */
  modified: string;
  /** Sanitized on the server (lib/content/sanitize.ts). */
  contentHtml: string;
};

/** One page of posts and the collection's totals (`X-WP-Total`, `X-WP-TotalPages`). */
export type BlogPage = { posts: BlogPostSummary[]; total: number; totalPages: number };
