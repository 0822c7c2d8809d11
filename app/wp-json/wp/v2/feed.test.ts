/** The store's WordPress-compatible feed through its real handlers and the demo blog. */
import { GET as noRoute } from '@/app/wp-json/[...path]/route';
import { GET as getCategories } from '@/app/wp-json/wp/v2/categories/route';
import { GET as getPosts } from '@/app/wp-json/wp/v2/posts/route';
import { GET as getTags } from '@/app/wp-json/wp/v2/tags/route';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

type Post = {
  id: number;
  date: string;
  date_gmt: string;
  slug: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  categories: number[];
  tags: number[];
  featured_media: number;
  _embedded?: {
    'wp:featuredmedia'?: { id: number; source_url: string }[];
    'wp:term'?: { id: number; name: string; slug: string; taxonomy: string; link: string }[][];
  };
};
type Term = {
  id: number;
  name: string;
  slug: string;
  taxonomy: string;
  count: number;
  link: string;
};

async function posts(query: string, host = 'localhost') {
  const res = await call(getPosts, `/wp-json/wp/v2/posts${query}`, { host });
  return {
    status: res.status,
    body: res.json as unknown,
    items: res.json as unknown as Post[],
    total: res.headers.get('x-wp-total'),
    pages: res.headers.get('x-wp-totalpages'),
    headers: res.headers,
  };
}
async function terms(route: typeof getCategories, query = '', host = 'localhost') {
  const res = await call(route, `/wp-json/wp/v2/x${query}`, { host });
  return { status: res.status, items: res.json as unknown as Term[], headers: res.headers };
}
const titles = (items: Post[]) => items.map((p) => p.title.rendered);
const categoryId = async (slug: string) =>
  (await terms(getCategories, `?slug=${slug}`)).items[0]!.id;
const tagId = async (slug: string) => (await terms(getTags, `?slug=${slug}`)).items[0]!.id;

describe(`GET /wp-json/wp/v2/posts on ${databaseKind}`, () => {
  test('answers WordPress posts, newest first, 10 a page, with X-WP-Total and X-WP-TotalPages', async () => {
    const res = await posts('');
    expect(res.status).toBe(200);
    expect(res.total).toBe('27');
    expect(res.pages).toBe('3');
    expect(res.items).toHaveLength(10);
    expect(titles(res.items).slice(0, 3)).toEqual([
      'SSD ou HD: qual vale mais a pena (parte 3)',
      'Como escolher o notebook ideal (parte 2)',
      'Como escolher o notebook ideal (parte 3)',
    ]);
    const [first] = res.items;
    expect(first).toMatchObject({
      // 12:00 UTC is 09:00 in São Paulo: `date` is the site's time, without an offset.
      date: '2026-11-10T09:00:00',
      date_gmt: '2026-11-10T12:00:00',
      slug: 'ssd-ou-hd-qual-vale-mais-a-pena-parte-3',
      status: 'publish',
      type: 'post',
      link: 'http://localhost/blog/ssd-ou-hd-qual-vale-mais-a-pena-parte-3',
      excerpt: {
        rendered:
          '<p>SSD ou HD: qual vale mais a pena: um guia rápido da nossa equipe para você decidir melhor.</p>\n',
        protected: false,
      },
    });
    expect(first!.content.rendered).toContain('<h2>O que considerar</h2>');
    expect(first!.categories).toEqual([await categoryId('games')]);
    expect(first!.tags.sort()).toEqual(
      [await tagId('notebook'), await tagId('placa-de-video')].sort(),
    );
    // Without _embed nothing is embedded.
    expect(first!._embedded).toBeUndefined();
    expect(res.headers.get('link')).toBe(
      '<http://localhost/wp-json/wp/v2/posts?page=2>; rel="next"',
    );
  });

  test('_embed adds the featured image and the terms with names, slugs and taxonomies', async () => {
    const [first] = (await posts('?_embed&per_page=1')).items;
    expect(first!._embedded!['wp:featuredmedia']![0]!.source_url).toBe(
      'http://localhost/media/blog-4.svg',
    );
    expect(first!.featured_media).toBe(first!._embedded!['wp:featuredmedia']![0]!.id);
    const [categories, tags] = first!._embedded!['wp:term']!;
    expect(categories).toEqual([
      expect.objectContaining({
        name: 'Games',
        slug: 'games',
        taxonomy: 'category',
        link: 'http://localhost/blog/categorias/games',
      }),
    ]);
    expect(tags!.map((t) => [t.name, t.slug, t.taxonomy])).toEqual([
      ['Notebook', 'notebook', 'post_tag'],
      ['Placa de vídeo', 'placa-de-video', 'post_tag'],
    ]);
    // `_embed=wp:term` embeds only the terms.
    const [termsOnly] = (await posts('?_embed=wp:term&per_page=1')).items;
    expect(Object.keys(termsOnly!._embedded!)).toEqual(['wp:term']);
  });

  test('pages: per_page up to 100, a page past the last one is a 400 as in WordPress', async () => {
    const all = await posts('?per_page=100');
    expect(all.items).toHaveLength(27);
    expect(all.pages).toBe('1');
    const second = await posts('?per_page=9&page=2');
    expect(second.items.map((p) => p.id)).toEqual(all.items.slice(9, 18).map((p) => p.id));
    expect(second.headers.get('link')).toBe(
      '<http://localhost/wp-json/wp/v2/posts?per_page=9&page=1>; rel="prev", <http://localhost/wp-json/wp/v2/posts?per_page=9&page=3>; rel="next"',
    );

    const past = await posts('?per_page=9&page=4');
    expect(past.status).toBe(400);
    expect(past.body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'O número da página solicitada é maior do que o número de páginas disponíveis.',
      data: { status: 400 },
    });

    const tooMany = await posts('?per_page=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Parâmetro(s) inválido(s): per_page',
      data: { status: 400, params: { per_page: 'Valor inválido' } },
    });
    for (const bad of ['?page=0', '?page=x', '?categories=abc', '?order=up'])
      expect((await posts(bad)).status).toBe(400);
  });

  test('search: every word, in title, excerpt or content, ignoring case and accents', async () => {
    const ssd = await posts('?search=ssd');
    expect(ssd.total).toBe('3');
    expect(titles(ssd.items)).toEqual([
      'SSD ou HD: qual vale mais a pena (parte 3)',
      'SSD ou HD: qual vale mais a pena',
      'SSD ou HD: qual vale mais a pena (parte 2)',
    ]);
    expect((await posts('?search=MEMORIA%20ram')).total).toBe('3');
    expect((await posts('?search=central%20de%20vendas')).total).toBe('27');
    // LIKE's wildcards are plain characters in a search.
    expect((await posts('?search=%25')).total).toBe('0');
    expect((await posts('?search=_')).total).toBe('0');
    // No result and page 1: an empty list, not an error.
    const none = await posts('?search=xyzzy');
    expect([none.status, none.items, none.total, none.pages]).toEqual([200, [], '0', '0']);
  });

  test('categories and tags by id (any of them), slug and include', async () => {
    const [dicas, games] = [await categoryId('dicas'), await categoryId('games')];
    expect((await posts(`?categories=${dicas}`)).total).toBe('14');
    expect((await posts(`?categories=${dicas},${games}`)).total).toBe('21');
    expect((await posts(`?categories[]=${dicas}&categories[]=${games}`)).total).toBe('21');
    const ssd = await tagId('ssd');
    const tagged = await posts(`?tags=${ssd}&per_page=100&_embed`);
    expect(tagged.total).toBe('8');
    for (const post of tagged.items)
      expect(post._embedded!['wp:term']![1]!.map((t) => t.slug)).toContain('ssd');
    expect((await posts(`?categories=${dicas}&tags=${ssd}`)).total).toBe('4');
    // A tag's id is no category.
    expect((await posts(`?categories=${ssd}`)).total).toBe('0');

    const bySlug = await posts('?slug=cuidados-com-a-bateria-do-notebook');
    expect(titles(bySlug.items)).toEqual(['Cuidados com a bateria do notebook']);
    expect((await posts(`?include=${bySlug.items[0]!.id}`)).total).toBe('1');
    expect((await posts('?slug=nao-existe')).items).toEqual([]);
  });

  test('each store answers its own blog: ids of another store find nothing', async () => {
    const outra = await posts('?per_page=100', 'outra.localhost:3000');
    expect(outra.total).toBe('4');
    expect(outra.items[0]!.link).toMatch(/^http:\/\/outra\.localhost:3000\/blog\//);
    const demoIds = new Set((await posts('?per_page=100')).items.map((p) => p.id));
    expect(outra.items.some((p) => demoIds.has(p.id))).toBe(false);
    const dicas = await categoryId('dicas');
    expect((await posts(`?categories=${dicas}`, 'outra.localhost')).total).toBe('0');
    expect((await posts(`?include=${[...demoIds][0]}`, 'outra.localhost')).total).toBe('0');

    const unknown = await call(getPosts, '/wp-json/wp/v2/posts', { host: 'desconhecida.example' });
    expect(unknown.status).toBe(404);
  });

  test('the answer is public JSON: CORS for any site, no sniffing', async () => {
    const res = await posts('');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'X-WP-Total, X-WP-TotalPages, Link',
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GET /wp-json/wp/v2/categories and /tags', () => {
  test('categories A to Z with their post counts and links', async () => {
    const res = await terms(getCategories);
    expect(res.headers.get('x-wp-total')).toBe('3');
    expect(res.items.map((t) => [t.name, t.slug, t.count, t.taxonomy])).toEqual([
      ['Dicas', 'dicas', 14, 'category'],
      ['Games', 'games', 7, 'category'],
      ['Trabalho e estudos', 'trabalho', 6, 'category'],
    ]);
    expect(res.items[0]).toMatchObject({
      parent: 0,
      link: 'http://localhost/blog/categorias/dicas',
    });
  });

  test('slug resolves a slug to its id, as against WordPress', async () => {
    const games = await terms(getCategories, '?slug=games');
    expect(games.items).toEqual([expect.objectContaining({ slug: 'games', name: 'Games' })]);
    expect((await terms(getCategories, '?slug=games,dicas')).items).toHaveLength(2);
    expect((await terms(getCategories, '?slug=ssd')).items).toEqual([]);
    const ssd = await terms(getTags, '?slug=ssd');
    expect(ssd.items).toEqual([
      expect.objectContaining({
        name: 'SSD',
        taxonomy: 'post_tag',
        count: 8,
        link: 'http://localhost/blog/tags/ssd',
      }),
    ]);
    expect(ssd.items[0]).not.toHaveProperty('parent');
  });

  test('tags page, search, post and hide_empty', async () => {
    const page = await terms(getTags, '?per_page=2&page=2');
    expect(page.headers.get('x-wp-total')).toBe('7');
    expect(page.headers.get('x-wp-totalpages')).toBe('4');
    expect(page.items.map((t) => t.name)).toEqual(['Notebook', 'Placa de vídeo']);
    expect((await terms(getTags, '?search=memoria')).items.map((t) => t.name)).toEqual([
      'Memória RAM',
    ]);
    const post = (await posts('?per_page=1')).items[0]!;
    expect((await terms(getTags, `?post=${post.id}`)).items.map((t) => t.id).sort()).toEqual(
      [...post.tags].sort(),
    );
    expect((await terms(getCategories, '?hide_empty=true', 'manutencao.localhost')).items).toEqual(
      [],
    );
    expect((await terms(getTags, '?per_page=0')).status).toBe(400);
  });

  test('any other /wp-json path is rest_no_route', async () => {
    const res = await call(noRoute, '/wp-json/wp/v2/users');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'rest_no_route',
      message: 'Nenhuma rota foi encontrada que corresponde com o URL e o método de requisição.',
      data: { status: 404 },
    });
  });
});
