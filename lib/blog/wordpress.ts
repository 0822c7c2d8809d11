import 'server-only';
import {
  wpPost,
  wpTerm,
  type BlogImage,
  type BlogPost,
  type BlogPostSummary,
  type BlogTerm,
  type WpPost,
} from '@/lib/contracts/blog';
import { htmlToText, sanitizeContentHtml } from '@/lib/content/sanitize';

/*
 * WordPress's posts and terms reshaped for the store's pages before they leave lib/blog
 * (ARCHITECTURE.md, one data seam). Whatever the feed sends is untrusted: titles and excerpts
 * become plain text, content goes through the sanitizer, images must be http(s) or a path on the
 * store, and an item that is not what WordPress sends is left out (logged), never the page.
 */

export function toBlogPostSummary(raw: unknown): BlogPostSummary | null {
  const post = parse(raw);
  return post && summaryOf(post);
}

export function toBlogPost(raw: unknown): BlogPost | null {
  const post = parse(raw);
  const summary = post && summaryOf(post);
  if (!post || !summary) return null;
  return {
    ...summary,
    modified: instant(post.modified_gmt, post.modified) ?? summary.date,
    contentHtml: sanitizeContentHtml(post.content?.rendered ?? ''),
  };
}

export function toBlogTerm(raw: unknown): (BlogTerm & { count: number }) | null {
  const parsed = wpTerm.safeParse(raw);
  if (!parsed.success || !parsed.data.slug) {
    console.warn('[blog] a term of the feed is not a WordPress term; left out');
    return null;
  }
  const { id, name, slug, count } = parsed.data;
  return { id, name: htmlToText(name), slug, count: count ?? 0 };
}

function parse(raw: unknown): WpPost | null {
  const parsed = wpPost.safeParse(raw);
  if (parsed.success && parsed.data.slug) return parsed.data;
  console.warn('[blog] a post of the feed is not a WordPress post; left out');
  return null;
}

function summaryOf(post: WpPost): BlogPostSummary | null {
  const date = instant(post.date_gmt, post.date);
  if (!date) {
    console.warn(`[blog] post ${post.id} has no readable date; left out`);
    return null;
  }
  // `wp:term` holds one list per taxonomy (categories, then tags); the ids on the post say which
  // terms are its own when a list is missing.
  const terms = (post._embedded?.['wp:term'] ?? []).flat();
  const termsOf = (taxonomy: string) =>
    terms
      .filter((t) => t.taxonomy === taxonomy && t.slug)
      .map(({ id, name, slug }) => ({ id, name: htmlToText(name), slug }));
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const url = media && safeImageUrl(media.source_url);
  const title = htmlToText(post.title.rendered);
  const image: BlogImage | null = url ? { url, alt: htmlToText(media.alt_text) } : null;
  return {
    id: post.id,
    slug: post.slug,
    title,
    excerpt: htmlToText(post.excerpt.rendered),
    date,
    image,
    categories: termsOf('category'),
    tags: termsOf('post_tag'),
  };
}

/**
 * The moment of a WordPress date: `date_gmt` is UTC without an offset; `date` (site time) only
 * when there is no GMT one. Null when neither reads as a date.
 */
function instant(gmt: string | null | undefined, local: string | undefined): string | null {
  for (const [value, utc] of [
    [gmt, true],
    [local, false],
  ] as const) {
    if (!value) continue;
    const withZone = utc && !/(?:Z|[+-]\d\d:?\d\d)$/i.test(value) ? `${value}Z` : value;
    const time = Date.parse(withZone);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return null;
}

/** An image the page may load: http(s) anywhere, or a path on the store (`/media/…`). */
export function safeImageUrl(url: string): string | null {
  const value = url.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
