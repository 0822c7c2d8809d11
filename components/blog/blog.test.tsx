// The blog's surfaces rendered to HTML with hostile posts, from a hostile WordPress site and from
// the store's own tables, with the store's texts (a missing one fails the test).
jest.mock('next-intl/server', () => ({
  getTranslations: jest.requireActual('@/test/next-intl').getTranslations,
}));
jest.mock('@/lib/blog/data', () => ({ getLatestBlogPosts: jest.fn() }));

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createBlogClient, embeddedTransport, remoteTransport } from '@/lib/blog/client';
import { getLatestBlogPosts } from '@/lib/blog/data';
import { hostileWordPressPost } from '@/lib/blog/fixtures/hostile-post';
import type { BlogPost, BlogPostSummary } from '@/lib/contracts/blog';
import { blogPostTerms, blogPosts, blogTerms } from '@/lib/server/db/schema';
import type { Store } from '@/lib/store/data';
import { createTestDatabase, type TestDatabase } from '@/test/db';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { BlogPostPage } from './blog-post-page';
import { BlogTeaser } from './blog-teaser';
import { PostCard } from './post-card';

const store = {
  id: 1,
  name: 'Loja Demo',
  logo: '/media/logo-demo.svg',
  origin: 'http://localhost:3000',
} as Store;

/**
 * The page's structured data, read and taken out: each `<script type="application/ld+json">`
 * must hold valid JSON and no `<` (so nothing in it can close the tag). What is left of the
 * markup is then checked for anything runnable.
 */
function withoutJsonLd(html: string): { markup: string; jsonLd: Record<string, unknown>[] } {
  const jsonLd: Record<string, unknown>[] = [];
  const markup = html.replace(
    /<script type="application\/ld\+json">([^<]*)<\/script>/g,
    (_, json: string) => {
      jsonLd.push(JSON.parse(json) as Record<string, unknown>);
      return '';
    },
  );
  return { markup, jsonLd };
}

/** HTML of a tree with async server components in it (renderToStaticMarkup takes none). */
async function renderAsync(node: ReactNode): Promise<string> {
  return new Response((await prerender(node)).prelude).text();
}

async function renderPost(post: BlogPost) {
  return withoutJsonLd(await renderAsync(<BlogPostPage post={post} store={store} locale="pt" />));
}

/** A WordPress site whose one post carries the vector in every field it has. */
function hostileSite(vector: string, i: number) {
  const body = [hostileWordPressPost(vector, i + 1)];
  const fetch = (async () =>
    new Response(JSON.stringify(body))) as unknown as typeof globalThis.fetch;
  return createBlogClient(remoteTransport('https://hostil.example', { fetch }));
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a hostile WordPress site (BLOG_FEED_URL)', () => {
  test(`every one of the ${xssVectors.length} vectors renders inert in the post page and its card`, async () => {
    for (const [i, vector] of xssVectors.entries()) {
      const client = hostileSite(vector, i);
      const post = await client.post(`post-${i + 1}`);
      expect(post).not.toBeNull();
      const { markup, jsonLd } = await renderPost(post!);
      expect({ vector, found: runnableMarkup(markup) }).toEqual({ vector, found: [] });
      // The article's and the breadcrumb's structured data, intact and still the post's.
      expect(jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
      // The content around the vector stays (an unclosed <style> or <textarea> may swallow what
      // follows it, as it would in a browser).
      expect(markup).toContain('<p>antes</p>');

      const card = renderToStaticMarkup(
        <PostCard post={post!} locale="pt" categoriesLabel="Categorias" priority />,
      );
      expect({ vector, found: runnableMarkup(card) }).toEqual({ vector, found: [] });
    }
  });

  test('a title with markup shows as its text, escaped', async () => {
    const post = await hostileSite('<img src=x onerror=alert(1)>Oi & <b>tchau</b>', 0).post(
      'post-1',
    );
    expect(post!.title).toBe('Oi & tchau');
    const { markup, jsonLd } = await renderPost(post!);
    expect(markup).toContain(
      '<h1 class="mt-3 text-3xl leading-tight font-bold md:text-4xl">Oi &amp; tchau</h1>',
    );
    expect(jsonLd[1]!.headline).toBe('Oi & tchau');
  });

  test('a script in the title cannot close the JSON-LD tag', async () => {
    const post = await hostileSite('</script><script>alert(1)</script>x', 0).post('post-1');
    const html = await renderAsync(<BlogPostPage post={post!} store={store} locale="pt" />);
    expect(html).not.toContain('</script><script>');
    // The tags went with the title's markup; in JSON-LD any `<` left would be \u003c.
    expect(withoutJsonLd(html).jsonLd[1]!.headline).toBe('x');
  });
});

describe("hostile posts in the store's own blog tables", () => {
  let database: TestDatabase;
  let tenantId: number;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const { companies } = await import('@/lib/server/db/schema');
    const [company] = await database.db
      .insert(companies)
      .values({ slug: 'hostil', name: 'Hostil', settings: {} as never })
      .returning({ id: companies.id });
    tenantId = company!.id;
    const [category] = await database.db
      .insert(blogTerms)
      .values({ tenantId, taxonomy: 'category', slug: 'c', name: '<img src=x onerror=alert(1)>' })
      .returning({ id: blogTerms.id });
    const posts = await database.db
      .insert(blogPosts)
      .values(
        // PostgreSQL's text holds no NUL character: that vector is stored without it.
        xssVectors.map((raw, i) => ({
          tenantId,
          slug: `p${i}`,
          title: raw.replace(/\0/g, ''),
          excerpt: raw.replace(/\0/g, ''),
          content: `<p>antes</p>${raw.replace(/\0/g, '')}<p>depois</p>`,
          featuredMediaUrl: raw.replace(/\0/g, ''),
          publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .returning({ id: blogPosts.id });
    await database.db
      .insert(blogPostTerms)
      .values(posts.map((p) => ({ postId: p.id, termId: category!.id })));
  });
  afterAll(() => database.drop());

  test('every vector renders inert through the embedded feed, in the post page and the teaser', async () => {
    const client = createBlogClient(embeddedTransport(tenantId));
    const page = await client.posts({ page: 1, perPage: 100 });
    expect(page!.total).toBe(xssVectors.length);
    jest.mocked(getLatestBlogPosts).mockResolvedValue(page!.posts);
    const teaser = await BlogTeaser({ storeId: tenantId, locale: 'pt' });
    expect(runnableMarkup(renderToStaticMarkup(teaser!))).toEqual([]);

    for (const i of xssVectors.keys()) {
      const post = await client.post(`p${i}`);
      const { markup } = await renderPost(post!);
      expect({ vector: xssVectors[i], found: runnableMarkup(markup) }).toEqual({
        vector: xssVectors[i],
        found: [],
      });
    }
  });
});

describe('the home teaser', () => {
  const post = (n: number): BlogPostSummary => ({
    id: n,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Resumo ${n}`,
    date: '2026-11-10T12:00:00.000Z',
    image: { url: `/media/blog-${n}.svg`, alt: '' },
    categories: [{ id: 1, name: 'Dicas', slug: 'dicas' }],
    tags: [],
  });

  test('shows the three posts as links, hidden below the md breakpoint', async () => {
    jest.mocked(getLatestBlogPosts).mockResolvedValue([post(1), post(2), post(3)]);
    const html = renderToStaticMarkup((await BlogTeaser({ storeId: 1, locale: 'pt' }))!);
    expect(html).toMatch(
      /^<section aria-labelledby="blog-teaser-title" class="mx-auto hidden [^"]*md:block"/,
    );
    expect(html.match(/<h3 [^>]*><a [^>]*href="\/blog\/post-\d"/g)).toHaveLength(3);
    expect(html).toContain('>10 de novembro de 2026</time>');
    expect(html).toMatch(/<a [^>]*href="\/blog\/categorias\/dicas">Dicas<\/a>/);
    // Lazy images: hidden on a phone, they are never fetched there.
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
  });

  test('a blog that could not be read (null) or is empty leaves the home without a teaser', async () => {
    jest.mocked(getLatestBlogPosts).mockResolvedValue(null);
    expect(await BlogTeaser({ storeId: 1, locale: 'pt' })).toBeNull();
    jest.mocked(getLatestBlogPosts).mockResolvedValue([]);
    expect(await BlogTeaser({ storeId: 1, locale: 'pt' })).toBeNull();
  });
});
