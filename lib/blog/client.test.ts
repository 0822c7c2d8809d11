/** The blog client against a recorded WordPress answer (no network) and the store's own feed. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GET as feedPosts } from '@/app/wp-json/wp/v2/posts/route';
import { GET as feedCategories } from '@/app/wp-json/wp/v2/categories/route';
import { GET as feedTags } from '@/app/wp-json/wp/v2/tags/route';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { hostileWordPressPost } from './fixtures/hostile-post';
import { NextRequest } from 'next/server';
import {
  BlogFeedError,
  blogClient,
  createBlogClient,
  embeddedTransport,
  remoteTransport,
} from './client';

type Recorded = { status: number; headers: Record<string, string>; body: unknown };
const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as Recorded;

/** A fetch that answers every request with one recorded response and remembers the URLs. */
function replay(answer: Recorded | (() => Recorded)) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const { status, headers, body } = typeof answer === 'function' ? answer() : answer;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers,
    });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}
const remote = (answer: Recorded | (() => Recorded), base = 'https://blog.exemplo.com.br') => {
  const r = replay(answer);
  return { client: createBlogClient(remoteTransport(base, { fetch: r.fetch })), urls: r.urls };
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('a WordPress site (BLOG_FEED_URL), from a recorded answer', () => {
  test('posts: the WordPress query, then text titles, dates in UTC, images and terms', async () => {
    const { client, urls } = remote(recorded('wordpress-posts.json'));
    const page = (await client.posts({ page: 1, perPage: 3 }))!;
    expect(urls).toEqual([
      'https://blog.exemplo.com.br/wp-json/wp/v2/posts?_embed=wp%3Afeaturedmedia%2Cwp%3Aterm&page=1&per_page=3',
    ]);
    expect([page.total, page.totalPages]).toEqual([23, 8]);
    expect(page.posts.map((p) => p.title)).toEqual([
      'Notebook ou desktop – qual escolher em 2026?',
      'Home office em apartamento pequeno',
      'SSD ou HD?',
    ]);
    const [first, second, third] = page.posts;
    expect(first).toEqual({
      id: 310,
      slug: 'notebook-ou-desktop',
      title: 'Notebook ou desktop – qual escolher em 2026?',
      excerpt: expect.stringMatching(
        /^Escolher entre notebook e desktop depende de onde você trabalha\. .* “Compre para o uso que você tem hoje\.” … Continue lendo “Notebook ou desktop – qual escolher em 2026\?”$/,
      ),
      // date_gmt, read as UTC (the site's own `date` is three hours behind).
      date: '2026-10-14T13:02:45.000Z',
      image: {
        url: 'https://blog.exemplo.com.br/wp-content/uploads/2026/10/notebook-na-mesa.jpg',
        alt: 'Notebook aberto sobre uma mesa de madeira',
      },
      categories: [{ id: 5, name: 'Dicas & guias', slug: 'dicas-e-guias' }],
      tags: [
        { id: 12, name: 'notebook', slug: 'notebook' },
        { id: 14, name: 'SSD', slug: 'ssd' },
      ],
    });
    expect(first).not.toHaveProperty('contentHtml');
    // No featured image; a private one (WordPress embeds an error object): no image either.
    expect(second!.image).toBeNull();
    expect(second!.tags).toEqual([]);
    expect(third!.image).toBeNull();
    expect(third!.categories.map((c) => c.slug)).toEqual(['dicas-e-guias']);
  });

  test('post: by slug, its WordPress HTML sanitized (classes, styles and iframes gone)', async () => {
    const answer = recorded('wordpress-posts.json');
    const { client, urls } = remote({ ...answer, body: (answer.body as unknown[]).slice(0, 1) });
    const post = await client.post('notebook-ou-desktop');
    expect(urls[0]).toBe(
      'https://blog.exemplo.com.br/wp-json/wp/v2/posts?_embed=wp%3Afeaturedmedia%2Cwp%3Aterm&slug=notebook-ou-desktop',
    );
    expect(post?.modified).toBe('2026-10-15T11:11:09.000Z');
    const html = post!.contentHtml;
    expect(html).toContain('<p>Escolher entre <strong>notebook</strong> e desktop');
    expect(html).toContain(
      '<img width="1024" height="576" src="https://blog.exemplo.com.br/wp-content/uploads/2026/10/notebook-na-mesa-1024x576.jpg" alt="Notebook aberto" srcset="https://blog.exemplo.com.br/wp-content/uploads/2026/10/notebook-na-mesa-1024x576.jpg 1024w, https://blog.exemplo.com.br/wp-content/uploads/2026/10/notebook-na-mesa-300x169.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy" />',
    );
    expect(html).toContain('<figcaption>Um notebook leva o escritório com você.</figcaption>');
    expect(html).toContain('<h2>Portabilidade</h2>');
    expect(html).toContain('<p>O notebook vai com você; o desktop fica.</p>');
    expect(html).toContain('<div><div>\n<ul>\n<li>Bateria de 10 horas</li>');
    expect(html).toContain('<cite>Equipe Exemplo</cite></blockquote>');
    expect(html).not.toMatch(/class=|style=|<iframe|fetchpriority|decoding/);
    // Another post answering for a slug is not the post of that slug.
    expect(await client.post('outro-slug')).toBeNull();
  });

  test('terms: a slug resolves to its id through /categories?slug=', async () => {
    const { client, urls } = remote(
      recorded('wordpress-categories.json'),
      'https://blog.exemplo.com.br/wp-json/',
    );
    expect(await client.terms('category', { slug: 'dicas-e-guias' })).toEqual([
      { id: 5, name: 'Dicas & guias', slug: 'dicas-e-guias', count: 14 },
    ]);
    expect(urls).toEqual([
      'https://blog.exemplo.com.br/wp-json/wp/v2/categories?per_page=100&slug=dicas-e-guias',
    ]);
  });

  test("a page past the last one (WordPress's 400) has no posts; other failures throw", async () => {
    const past = remote({
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    });
    expect(await past.client.posts({ page: 9, perPage: 3 })).toBeNull();

    const failures: Recorded[] = [
      { status: 500, headers: {}, body: '<html>Erro fatal</html>' },
      {
        status: 404,
        headers: {},
        body: { code: 'rest_no_route', message: 'x', data: { status: 404 } },
      },
      { status: 200, headers: {}, body: '<!doctype html><p>Não é JSON</p>' },
      { status: 200, headers: {}, body: { posts: [] } },
    ];
    for (const failure of failures)
      await expect(remote(failure).client.posts({ page: 1, perPage: 3 })).rejects.toBeInstanceOf(
        BlogFeedError,
      );
  });

  test('a site that does not answer in time is a feed error', async () => {
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof fetch;
    const client = createBlogClient(
      remoteTransport('https://lento.example', { fetch: hanging, timeoutMs: 50 }),
    );
    await expect(client.posts({ page: 1, perPage: 3 })).rejects.toThrow(
      /lento\.example.*timed out|aborted/i,
    );
  });

  test('a byte-order mark before the JSON is read; a post that is not a post is left out', async () => {
    const answer = recorded('wordpress-posts.json');
    const body = [{ id: 'x', title: 'sem formato' }, ...(answer.body as unknown[]).slice(1, 2)];
    const { client } = remote({ ...answer, body: `\uFEFF${JSON.stringify(body)}` });
    const page = (await client.posts({ page: 1, perPage: 3 }))!;
    expect(page.posts.map((p) => p.slug)).toEqual(['home-office-em-apartamento']);
    expect(warn).toHaveBeenCalledWith(
      '[blog] a post of the feed is not a WordPress post; left out',
    );
  });

  test('a hostile feed: every XSS vector in titles, excerpts, content, images and terms ends inert', async () => {
    const hostile = xssVectors.map((vector, i) => hostileWordPressPost(vector, i + 1));
    const { client } = remote({ status: 200, headers: {}, body: hostile });
    const page = (await client.posts({ page: 1, perPage: 100 }))!;
    expect(page.posts).toHaveLength(xssVectors.length);
    for (const post of page.posts) {
      // Text fields hold no markup at all: React escapes them where they are shown.
      expect(post.image === null || /^(?:https?:\/\/|\/(?![/\\]))/.test(post.image.url)).toBe(true);
      expect(post.title).not.toMatch(/<[a-z]/i);
      expect(post.excerpt).not.toMatch(/<[a-z]/i);
    }
    for (const vector of xssVectors) {
      const { client: one } = remote({
        status: 200,
        headers: {},
        body: [{ ...hostile[0], content: { rendered: vector } }],
      });
      const post = await one.post('post-1');
      expect(runnableMarkup(post!.contentHtml)).toEqual([]);
    }
  });

  test('BLOG_FEED_URL must be an http(s) address', () => {
    expect(() => remoteTransport('file:///etc/passwd')).toThrow(BlogFeedError);
  });
});

describe(`the store's own feed, in-process, on ${databaseKind}`, () => {
  let database: TestDatabase;
  let tenantId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { findTenantByDomain } = await import('@/lib/server/tenancy/resolve');
    tenantId = (await findTenantByDomain(database.db, 'localhost'))!.id;
  });
  afterAll(() => database.drop());

  test('without BLOG_FEED_URL the client reads the blog tables of the store', async () => {
    delete process.env.BLOG_FEED_URL;
    const client = blogClient(tenantId);
    const page = (await client.posts({ page: 1, perPage: 9 }))!;
    expect([page.total, page.totalPages, page.posts.length]).toEqual([27, 3, 9]);
    expect(page.posts[0]).toEqual({
      id: expect.any(Number),
      slug: 'ssd-ou-hd-qual-vale-mais-a-pena-parte-3',
      title: 'SSD ou HD: qual vale mais a pena (parte 3)',
      excerpt:
        'SSD ou HD: qual vale mais a pena: um guia rápido da nossa equipe para você decidir melhor.',
      date: '2026-11-10T12:00:00.000Z',
      image: { url: '/media/blog-4.svg', alt: '' },
      categories: [{ id: expect.any(Number), name: 'Games', slug: 'games' }],
      tags: [
        { id: expect.any(Number), name: 'Notebook', slug: 'notebook' },
        { id: expect.any(Number), name: 'Placa de vídeo', slug: 'placa-de-video' },
      ],
    });
    expect(await client.posts({ page: 4, perPage: 9 })).toBeNull();
    // No post at all is an empty page 1, not a missing one.
    expect(await client.posts({ page: 1, perPage: 9, search: 'xyzzy' })).toEqual({
      posts: [],
      total: 0,
      totalPages: 0,
    });

    const [dicas] = await client.terms('category', { slug: 'dicas' });
    const inDicas = (await client.posts({ page: 2, perPage: 9, categoryId: dicas!.id }))!;
    expect([inDicas.total, inDicas.totalPages, inDicas.posts.length]).toEqual([14, 2, 5]);
    expect((await client.posts({ page: 1, perPage: 9, search: 'bateria' }))?.total).toBe(3);

    const post = await client.post('cuidados-com-a-bateria-do-notebook');
    expect(post?.contentHtml).toBe(
      '<p>Cuidados com a bateria do notebook. Neste artigo explicamos o que observar antes de comprar.</p><h2>O que considerar</h2><p>Processador, memória, armazenamento e tela fazem toda a diferença no uso diário.</p><ul><li>Processador e memória para o seu uso</li><li>Armazenamento rápido</li><li>Tela confortável</li></ul><p>Dúvidas? Fale com a nossa <a href="/central-de-vendas">central de vendas</a>.</p>',
    );
    expect(await client.post('nao-existe')).toBeNull();
    expect((await client.terms('category')).map((t) => [t.name, t.count])).toEqual([
      ['Dicas', 14],
      ['Games', 7],
      ['Trabalho e estudos', 6],
    ]);
  });

  test('one interface, two sources: over HTTP the feed reads exactly as in-process', async () => {
    // The remote client, pointed at this store's /wp-json routes, called in-process.
    const routes = { posts: feedPosts, categories: feedCategories, tags: feedTags };
    const overHttp = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      const name = url.pathname.split('/').at(-1) as keyof typeof routes;
      return routes[name](new NextRequest(url, { headers: { host: 'localhost' } }), {
        params: Promise.resolve({}),
      });
    }) as typeof fetch;
    const http = createBlogClient(remoteTransport('http://localhost', { fetch: overHttp }));
    const local = createBlogClient(embeddedTransport(tenantId));
    const [dicas] = await local.terms('category', { slug: 'dicas' });
    const [ssd] = await local.terms('post_tag', { slug: 'ssd' });
    const queries = [
      { page: 1, perPage: 9 },
      { page: 3, perPage: 9 },
      { page: 4, perPage: 9 },
      { page: 2, perPage: 9, categoryId: dicas!.id },
      { page: 1, perPage: 9, tagId: ssd!.id },
      { page: 1, perPage: 9, search: 'memória ram' },
      { page: 1, perPage: 9, search: 'nada disso existe' },
    ];
    for (const query of queries) {
      const [a, b] = await Promise.all([http.posts(query), local.posts(query)]);
      // Over HTTP the featured image is absolute on the host; in-process it is the store's path.
      const paths = (page: typeof a) =>
        page && {
          ...page,
          posts: page.posts.map((p) => ({
            ...p,
            image: p.image && { ...p.image, url: new URL(p.image.url, 'http://x').pathname },
          })),
        };
      expect(paths(a)).toEqual(paths(b));
    }
    const slug = 'notebook-gamer-para-trabalhar-vale-a-pena';
    const [viaHttp, inProcess] = await Promise.all([http.post(slug), local.post(slug)]);
    expect(viaHttp?.contentHtml).toBe(inProcess?.contentHtml);
    expect(await http.terms('post_tag')).toEqual(await local.terms('post_tag'));
  });
});
