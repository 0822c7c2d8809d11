import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  WpMedia,
  WpPost,
  WpPostsQuery,
  WpTaxonomy,
  WpTerm,
  WpTermsQuery,
} from '@/lib/contracts/blog';
import { blogPaths } from '@/lib/blog/paths';
import { htmlToText } from '@/lib/content/sanitize';
import { offsetAt } from '@/lib/domain/countdown';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { blogPostTerms, blogPosts, blogTerms } from '@/lib/server/db/schema';

/*
 * The store's own WordPress-compatible blog feed (ARCHITECTURE.md, external services): the blog
 * tables answered in the shape of WordPress's REST API `wp/v2`, with its query semantics. Titles,
 * excerpts and content go out as stored, as WordPress sends them: whoever renders them sanitizes.
 */

/** `origin` makes `link` absolute on the host that asked, as WordPress's links are. */
export type FeedContext = { tenantId: number; origin: string };

export type FeedPage<T> = { items: T[]; total: number; totalPages: number };

/** WordPress refuses a page past the last one (400 `rest_post_invalid_page_number`), unless the
 * query has no results at all, where page 1 or any other is simply empty. */
export function pastLastPage(page: FeedPage<unknown>, requested: number): boolean {
  return page.total > 0 && requested > page.totalPages;
}

/** WordPress's automatic excerpt: the content's first 55 words and `[…]`. */
const EXCERPT_WORDS = 55;

/** The posts of one page of `GET /wp-json/wp/v2/posts`, and the totals of the whole query. */
export async function listFeedPosts(
  db: Db,
  ctx: FeedContext,
  query: WpPostsQuery,
): Promise<FeedPage<WpPost>> {
  const where = and(eq(blogPosts.tenantId, ctx.tenantId), ...postFilters(ctx.tenantId, query));
  const [totals] = await db.select({ total: count() }).from(blogPosts).where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.ceil(total / query.per_page);
  if (total === 0 || query.page > totalPages) return { items: [], total, totalPages };

  const direction = query.order === 'asc' ? asc : desc;
  const column = {
    date: blogPosts.publishedAt,
    id: blogPosts.id,
    title: byLetters(blogPosts.title),
    slug: blogPosts.slug,
  }[query.orderby];
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    // Posts of the same moment keep one order from page to page.
    .orderBy(direction(column), direction(blogPosts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  const terms = await termsOfPosts(
    db,
    ctx,
    rows.map((r) => r.id),
  );
  const embed = embedded(query._embed);
  const items = rows.map((row): WpPost => {
    const own = terms.get(row.id) ?? [];
    const categories = own.filter((t) => t.taxonomy === 'category');
    const tags = own.filter((t) => t.taxonomy === 'post_tag');
    const media: WpMedia | null = row.featuredMediaUrl
      ? {
          id: row.id,
          source_url: absolute(ctx.origin, row.featuredMediaUrl),
          alt_text: '',
          media_type: 'image',
        }
      : null;
    const date = row.publishedAt;
    return {
      id: row.id,
      date: siteTime(date),
      date_gmt: gmtTime(date),
      modified: siteTime(date),
      modified_gmt: gmtTime(date),
      slug: row.slug,
      status: 'publish',
      type: 'post',
      link: absolute(ctx.origin, blogPaths.post(row.slug)),
      title: { rendered: row.title },
      content: { rendered: row.content, protected: false },
      excerpt: { rendered: excerptOf(row.excerpt, row.content), protected: false },
      featured_media: media?.id ?? 0,
      categories: categories.map((t) => t.id),
      tags: tags.map((t) => t.id),
      ...(embed.size > 0
        ? {
            _embedded: {
              ...(embed.has('wp:featuredmedia') && media ? { 'wp:featuredmedia': [media] } : {}),
              ...(embed.has('wp:term') ? { 'wp:term': [categories, tags] } : {}),
            },
          }
        : {}),
    };
  });
  return { items, total, totalPages };
}

/** `GET /wp-json/wp/v2/categories` or `/tags`: terms with how many posts each has. */
export async function listFeedTerms(
  db: Db,
  ctx: FeedContext,
  taxonomy: WpTaxonomy,
  query: WpTermsQuery,
): Promise<FeedPage<WpTerm>> {
  const posts = sql<number>`(select count(*) from ${blogPostTerms} where ${blogPostTerms.termId} = ${blogTerms.id})`;
  const filters: SQL[] = [eq(blogTerms.tenantId, ctx.tenantId), eq(blogTerms.taxonomy, taxonomy)];
  if (query.slug?.length) filters.push(inArray(blogTerms.slug, query.slug));
  if (query.include?.length) filters.push(inArray(blogTerms.id, query.include));
  if (query.search) filters.push(matchesWords([blogTerms.name, blogTerms.slug], query.search));
  if (query.post !== undefined)
    filters.push(
      sql`exists (select 1 from ${blogPostTerms} where ${blogPostTerms.termId} = ${blogTerms.id} and ${blogPostTerms.postId} = ${query.post})`,
    );
  if (query.hide_empty) filters.push(sql`${posts} > 0`);
  const where = and(...filters);
  const [totals] = await db.select({ total: count() }).from(blogTerms).where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.ceil(total / query.per_page);
  if (total === 0 || query.page > totalPages) return { items: [], total, totalPages };

  const direction = query.order === 'asc' ? asc : desc;
  const column = {
    name: byLetters(blogTerms.name),
    id: blogTerms.id,
    slug: blogTerms.slug,
    count: posts,
  }[query.orderby];
  const rows = await db
    .select({ id: blogTerms.id, name: blogTerms.name, slug: blogTerms.slug, count: posts })
    .from(blogTerms)
    .where(where)
    .orderBy(direction(column), direction(blogTerms.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    items: rows.map((r) => ({
      id: r.id,
      count: Number(r.count),
      description: '',
      link: absolute(ctx.origin, termPath(taxonomy, r.slug)),
      name: r.name,
      slug: r.slug,
      taxonomy,
      ...(taxonomy === 'category' ? { parent: 0 } : {}),
    })),
    total,
    totalPages,
  };
}

/** WordPress's filters: every search word somewhere in the post; any of the categories; any
 * of the tags (each of its own taxonomy); any of the slugs or ids. */
function postFilters(tenantId: number, query: WpPostsQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.search)
    filters.push(
      matchesWords([blogPosts.title, blogPosts.excerpt, blogPosts.content], query.search),
    );
  const inTerms = (taxonomy: WpTaxonomy, ids: number[]) =>
    sql`exists (select 1 from ${blogPostTerms} inner join ${blogTerms} on ${blogTerms.id} = ${blogPostTerms.termId} where ${blogPostTerms.postId} = ${blogPosts.id} and ${blogTerms.tenantId} = ${tenantId} and ${blogTerms.taxonomy} = ${taxonomy} and ${inArray(blogTerms.id, ids)})`;
  if (query.categories?.length) filters.push(inTerms('category', query.categories));
  if (query.tags?.length) filters.push(inTerms('post_tag', query.tags));
  if (query.slug?.length) filters.push(inArray(blogPosts.slug, query.slug));
  if (query.include?.length) filters.push(inArray(blogPosts.id, query.include));
  return filters;
}

/**
 * Each word of the search, ignoring case and accents (as WordPress's MySQL collation does), in any
 * of the columns. `%`, `_` and `\` in a word are matched as themselves.
 */
function matchesWords(columns: AnyPgColumn[], search: string): SQL {
  const text = sql`unaccent(lower(concat_ws(' ', ${sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  )})))`;
  const words = search.split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    ...words.map(
      (word) =>
        sql`${text} like unaccent(lower(${`%${word.replace(/[\\%_]/g, '\\$&')}%`})) escape '\\'`,
    ),
  )!;
}

/** The terms of each post, A to Z, as `_embedded['wp:term']` lists them. */
async function termsOfPosts(
  db: Db,
  ctx: FeedContext,
  postIds: number[],
): Promise<Map<number, (WpTerm & { taxonomy: WpTaxonomy })[]>> {
  const byPost = new Map<number, (WpTerm & { taxonomy: WpTaxonomy })[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      postId: blogPostTerms.postId,
      id: blogTerms.id,
      name: blogTerms.name,
      slug: blogTerms.slug,
      taxonomy: blogTerms.taxonomy,
    })
    .from(blogPostTerms)
    .innerJoin(blogTerms, eq(blogTerms.id, blogPostTerms.termId))
    .where(and(eq(blogTerms.tenantId, ctx.tenantId), inArray(blogPostTerms.postId, postIds)))
    .orderBy(asc(byLetters(blogTerms.name)), asc(blogTerms.id));
  for (const { postId, ...row } of rows) {
    const list = byPost.get(postId) ?? [];
    list.push({ ...row, link: absolute(ctx.origin, termPath(row.taxonomy, row.slug)) });
    byPost.set(postId, list);
  }
  return byPost;
}

/** What `_embed` asks for: everything when given alone (`_embed`, `_embed=1`), or the named
 * relations (`_embed=wp:term,wp:featuredmedia`). */
function embedded(value: WpPostsQuery['_embed']): Set<string> {
  if (value === undefined) return new Set();
  const names = (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== '1' && v !== 'true');
  return new Set(names.length > 0 ? names : ['wp:featuredmedia', 'wp:term']);
}

/** The stored excerpt as a paragraph, or WordPress's automatic one from the content. */
function excerptOf(excerpt: string, content: string): string {
  if (excerpt.trim()) return `<p>${excerpt.trim()}</p>\n`;
  const words = htmlToText(content).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const text = words.slice(0, EXCERPT_WORDS).join(' ');
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}${words.length > EXCERPT_WORDS ? ' [&hellip;]' : ''}</p>\n`;
}

/** `2026-11-10T09:00:00`: the store's local time, without an offset, as WordPress's `date`. */
function siteTime(date: Date): string {
  return gmtTime(new Date(date.getTime() + offsetAt(date.getTime())));
}

/** `2026-11-10T12:00:00`: UTC without an offset, as WordPress's `date_gmt`. */
function gmtTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** A to Z as a reader sorts, whatever the database's collation: 'Setup' before 'SSD',
 * 'Memória' between 'Mega' and 'Mesa'. */
const byLetters = (column: AnyPgColumn) => sql`unaccent(lower(${column}))`;

const termPath = (taxonomy: WpTaxonomy, slug: string) =>
  taxonomy === 'category' ? blogPaths.category(slug) : blogPaths.tag(slug);

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`;
}
