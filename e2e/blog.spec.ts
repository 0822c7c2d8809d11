import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, hydrated, storeUrl, test } from './fixtures';

/*
 * The blog on the demo store's own WordPress-compatible feed (lib/server/db/seed/blog.ts): 27
 * posts, 9 a page; 'Dicas' has 14 of them, the tag 'SSD' 8.
 */
const newest = [
  'SSD ou HD: qual vale mais a pena (parte 3)',
  'Como escolher o notebook ideal (parte 2)',
  'Como escolher o notebook ideal (parte 3)',
];
const firstOfPage2 = 'Placa de vídeo dedicada ou integrada';
const post = {
  slug: 'cuidados-com-a-bateria-do-notebook',
  title: 'Cuidados com a bateria do notebook',
  date: '16 de junho de 2026',
};

// Next keeps the page left behind in the DOM, hidden (React Activity): only visible cards count.
const cards = (page: Page) => page.getByTestId('blog-post-card').filter({ visible: true });
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Paginação do blog' });
const blogNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação do blog' });

test('/blog lists the newest posts and pages to page 2 and back', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/blog'));
  await expect(page).toHaveTitle('Blog | Loja Demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(cards(page)).toHaveCount(9);
  expect((await cardTitles(page)).slice(0, 3)).toEqual(newest);
  const first = cards(page).first();
  await expect(first.getByRole('time')).toHaveText('10 de novembro de 2026');
  await expect(first.getByRole('list', { name: 'Categorias' })).toHaveText('Games');
  // Only the first card's image loads at once; the others wait until they near the screen.
  await expect(first.locator('img')).toHaveAttribute('loading', 'eager');
  await expect(cards(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(pager(page).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager(page).getByRole('link', { name: /^Página \d$/ })).toHaveCount(3);

  await pager(page).getByRole('link', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/blog/page/2'));
  await expect(page.getByRole('main').getByText('Página 2 de 3')).toBeVisible();
  await expect(page).toHaveTitle('Blog – página 2 | Loja Demo');
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstOfPage2);
  await expect(pager(page).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pager(page).getByRole('link', { name: 'Página anterior' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/blog'));
  await expect(cards(page).first().getByRole('heading')).toHaveText(newest[0]!);
  await expectNoAxeViolations(page);
});

test('a page past the last one, or written oddly, is a 404; page 1 has one address', async ({
  page,
}) => {
  for (const path of ['/blog/page/4', '/blog/page/02', '/blog/categorias/dicas/page/3']) {
    const response = await page.goto(storeUrl('localhost', path));
    expect(response?.status(), path).toBe(404);
  }
  await page.goto(storeUrl('localhost', '/blog/page/1'));
  await expect(page).toHaveURL(storeUrl('localhost', '/blog'));
});

test('a category from the blog menu, with its page 2', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/blog'));
  // The desktop menu opens while focus is inside it, so the keyboard walks it.
  await blogNav(page).getByRole('link', { name: 'Categorias' }).focus();
  await blogNav(page).getByRole('link', { name: 'Dicas', exact: true }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/blog/categorias/dicas'));
  await expect(page).toHaveTitle('Dicas – Blog | Loja Demo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dicas');
  await expect(cards(page)).toHaveCount(9);
  for (const chips of await cards(page).getByRole('list', { name: 'Categorias' }).allTextContents())
    expect(chips).toBe('Dicas');

  await pager(page).getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/blog/categorias/dicas/page/2'));
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByRole('main').getByText('Página 2 de 2')).toBeVisible();
  await expect(pager(page).getByRole('link', { name: 'Próxima página' })).toHaveCount(0);

  await page.goto(storeUrl('localhost', '/blog/categoria'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorias do blog');
  await expect(page.getByRole('main').getByRole('link', { name: /posts$/ })).toHaveText([
    'Dicas14 posts',
    'Games7 posts',
    'Trabalho e estudos6 posts',
  ]);
});

test('a tag page from a post, and a post with its title, date and JSON-LD', async ({ page }) => {
  await page.goto(storeUrl('localhost', `/blog/${post.slug}`));
  await expect(page).toHaveTitle(`${post.title} – Blog | Loja Demo`);
  const article = page.getByTestId('blog-post');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article.getByRole('time')).toHaveText(post.date);
  await expect(article.getByRole('heading', { level: 2, name: 'O que considerar' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'central de vendas' })).toHaveAttribute(
    'href',
    '/central-de-vendas',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    storeUrl('localhost', `/blog/${post.slug}`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  expect(jsonLd.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    datePublished: '2026-06-16T12:00:00.000Z',
    url: storeUrl('localhost', `/blog/${post.slug}`),
    image: [storeUrl('localhost', '/media/blog-6.svg')],
    articleSection: ['Games'],
    keywords: 'Home office, SSD',
    publisher: { '@type': 'Organization', name: 'Loja Demo' },
  });
  await expectNoAxeViolations(page);

  await article.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#SSD' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/blog/tags/ssd'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts com a tag SSD');
  await expect(cards(page)).toHaveCount(8);
  await expect(pager(page)).toHaveCount(0);

  expect((await page.goto(storeUrl('localhost', '/blog/nao-existe')))?.status()).toBe(404);
  expect((await page.goto(storeUrl('localhost', '/blog/tags/nao-existe')))?.status()).toBe(404);
});

test('the blog search: results for a term, then the empty state; both are links', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/blog'));
  const search = page.getByRole('search').filter({ has: page.getByLabel('Buscar no blog') });
  await search.getByRole('searchbox', { name: 'Buscar no blog' }).fill('bateria');
  await search.getByRole('searchbox', { name: 'Buscar no blog' }).press('Enter');
  await expect(page).toHaveURL(storeUrl('localhost', '/blog/busca?q=bateria'));
  await expect(page.getByRole('status').filter({ hasText: 'bateria' })).toHaveText(
    '3 resultados para “bateria”',
  );
  expect(await cardTitles(page)).toEqual([
    'Cuidados com a bateria do notebook',
    'Cuidados com a bateria do notebook (parte 2)',
    'Cuidados com a bateria do notebook (parte 3)',
  ]);

  await page.goto(storeUrl('localhost', '/blog/busca?q=xyzzy'));
  await expect(page.getByRole('searchbox', { name: 'Buscar no blog' }).last()).toHaveValue('xyzzy');
  await expect(page.getByRole('status').filter({ hasText: 'xyzzy' })).toHaveText(
    'Nenhum post encontrado para “xyzzy”.',
  );
  // (Streamed in: a hidden copy may sit outside the main content for a moment.)
  await expect(
    page.getByRole('main').getByText('Tente outras palavras ou navegue pelas categorias do blog.'),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the home shows the 3 newest posts on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(storeUrl('localhost'));
  const teaser = page.getByRole('region', { name: 'Do nosso blog' });
  await expect(teaser).toBeVisible();
  await expect(teaser.getByTestId('blog-post-card')).toHaveCount(3);
  expect(await teaser.getByRole('heading', { level: 3 }).allTextContents()).toEqual(newest);
  await teaser.getByRole('link', { name: newest[0] }).click();
  await expect(page).toHaveURL(
    storeUrl('localhost', '/blog/ssd-ou-hd-qual-vale-mais-a-pena-parte-3'),
  );
});

test('the home hides the blog teaser on a phone, without fetching its images', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(storeUrl('localhost'));
  await expect(page.getByTestId('feature-strip')).toBeVisible();
  await expect(page.getByTestId('blog-teaser')).toBeHidden();
  await page.mouse.wheel(0, 20000);
  await page.waitForTimeout(500);
  const loaded = await page
    .getByTestId('blog-teaser')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(loaded).toEqual([0, 0, 0]);
});

test('small screens: the blog menu is a drawer with the same links, by keyboard @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(storeUrl('localhost', '/blog'));
  await expect(blogNav(page)).toBeHidden();
  // While the drawer is open the page behind it is inert and hidden from the accessibility tree.
  const button = page.getByRole('button', {
    name: 'Menu do blog',
    exact: true,
    includeHidden: true,
  });
  // Enter on the server's button does nothing until React has its handler.
  await hydrated(button);
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu do blog' });
  await expect(drawer).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = drawer.getByRole('link');
  await expect(links).toHaveText([
    'Blog',
    'Voltar à loja',
    'Central de vendas',
    'Dicas',
    'Games',
    'Trabalho e estudos',
    'Todas as categorias',
  ]);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/blog',
    '/',
    '/central-de-vendas',
    '/blog/categorias/dicas',
    '/blog/categorias/games',
    '/blog/categorias/trabalho',
    '/blog/categoria',
  ]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await drawer.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/blog/categorias/games'));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Games');
});

test('the feed answers WordPress clients on the store host', async ({ request }) => {
  const res = await request.get(storeUrl('localhost', '/wp-json/wp/v2/posts?per_page=3&_embed'));
  expect(res.status()).toBe(200);
  expect(res.headers()['x-wp-total']).toBe('27');
  expect(res.headers()['x-wp-totalpages']).toBe('9');
  const posts = (await res.json()) as {
    title: { rendered: string };
    _embedded: { 'wp:featuredmedia': { source_url: string }[] };
  }[];
  expect(posts.map((p) => p.title.rendered)).toEqual(newest);
  expect(posts[0]!._embedded['wp:featuredmedia'][0]!.source_url).toBe(
    storeUrl('localhost', '/media/blog-4.svg'),
  );
});

test("each store's host answers its own feed", async ({ page }) => {
  // *.localhost resolves in the browser only.
  const outra = await page.goto(storeUrl('outra.localhost', '/wp-json/wp/v2/posts'));
  expect(outra?.status()).toBe(200);
  expect(outra?.headers()['x-wp-total']).toBe('4');
});
