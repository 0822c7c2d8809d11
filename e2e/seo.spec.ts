import type { Page } from '@playwright/test';
import { expect, hydrated, storeUrl, test } from './fixtures';

/** Filters and a sort on /notebooks: a variant whose canonical is the plain category. */
const filtered = `/notebooks?facet_filters=${encodeURIComponent(
  JSON.stringify({ page: 1, sort: 'finalPrice:DESC', price: { max: 600000 } }),
)}&from_menu=true`;

const meta = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).first().getAttribute(attribute);

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test('a product page has the title template, its canonical URL and Open Graph', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/notebook-demo-pro-15?utm_source=x'));
  await expect(page).toHaveTitle('Notebook Demo Pro 15 | Loja Demo');
  expect(await meta(page, 'link[rel="canonical"]', 'href')).toBe(
    storeUrl('localhost', '/notebook-demo-pro-15'),
  );
  expect(await meta(page, 'meta[property="og:title"]', 'content')).toBe('Notebook Demo Pro 15');
  expect(await meta(page, 'meta[property="og:url"]', 'content')).toBe(
    storeUrl('localhost', '/notebook-demo-pro-15'),
  );
  expect(await meta(page, 'meta[property="og:image"]', 'content')).toBe(
    storeUrl('localhost', '/media/photos/notebook-a.jpg'),
  );
  expect(await meta(page, 'meta[property="og:locale"]', 'content')).toBe('pt_BR');
  expect(await meta(page, 'meta[name="description"]', 'content')).toBe(
    'O notebook para quem trabalha e cria: Intel Core i7, 16 GB de memória e SSD de 512 GB.',
  );
  expect((await jsonLd(page)).map((d) => d['@type'])).toContain('Organization');
});

test('a filtered category page is canonical to the plain category and carries a BreadcrumbList', async ({
  page,
}) => {
  const response = await page.goto(storeUrl('localhost', filtered));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Notebooks | Loja Demo');
  expect(await meta(page, 'link[rel="canonical"]', 'href')).toBe(
    storeUrl('localhost', '/notebooks'),
  );
  expect(await meta(page, 'meta[property="og:title"]', 'content')).toBe('Notebooks');
  expect(await meta(page, 'meta[name="keywords"]', 'content')).toContain('notebook gamer');

  const data = await jsonLd(page);
  expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Página Inicial',
        item: storeUrl('localhost', '/'),
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Notebooks',
        item: storeUrl('localhost', '/notebooks'),
      },
    ],
  });
  expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({
    name: 'Loja Demo',
    url: storeUrl('localhost', '/'),
    logo: storeUrl('localhost', '/media/logo-demo.svg'),
  });
});

test.describe('what HTML-only crawlers get', () => {
  // Crawlers that do not run JavaScript (and Lighthouse) get every tag inside <head>.
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  });

  test('metadata sits in <head> on the host that was asked', async ({ page }) => {
    await page.goto(storeUrl('outra.localhost', filtered));
    const head = page.locator('head');
    expect(await head.locator('title').textContent()).toBe('Notebooks | Outra Loja');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      storeUrl('outra.localhost', '/notebooks'),
    );
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Outra Loja',
    );
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Notebooks selecionados.',
    );
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/media/favicon-outra.svg',
    );
  });
});

/** Every <loc> of a sitemap (flat, known format: no XML parser needed). */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

test('sitemap.xml and robots.txt answer per host', async ({ request }) => {
  // Node does not resolve *.localhost names, so the calls name the store in the Host header.
  const get = (host: string, path: string) =>
    request.get(storeUrl('127.0.0.1', path), { headers: { host: new URL(storeUrl(host)).host } });

  const demo = await get('localhost', '/sitemap.xml');
  expect(demo.status()).toBe(200);
  expect(demo.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const demoUrls = locs(await demo.text());
  expect(demoUrls).toEqual(
    expect.arrayContaining([
      storeUrl('localhost', '/'),
      storeUrl('localhost', '/notebooks'),
      storeUrl('localhost', '/notebook-demo-pro-15'),
    ]),
  );
  expect(demoUrls).not.toContain(storeUrl('localhost', '/pagina-oculta'));

  const outra = await get('outra.localhost', '/sitemap.xml');
  const outraUrls = locs(await outra.text());
  expect(outraUrls.every((u) => u.startsWith(storeUrl('outra.localhost', '/')))).toBe(true);
  expect(outraUrls).toContain(storeUrl('outra.localhost', '/mouse-sem-fio-outra-basic'));
  expect(outraUrls).not.toContain(storeUrl('outra.localhost', '/notebook-demo-gamer-x'));

  const robots = await get('outra.localhost', '/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /onestepcheckout');
  expect(text).toContain('Disallow: /search');
  expect(text).toContain(`Sitemap: ${storeUrl('outra.localhost', '/sitemap.xml')}`);

  expect((await get('desconhecida.localhost', '/sitemap.xml')).status()).toBe(404);
  expect((await get('desconhecida.localhost', '/robots.txt')).status()).toBe(404);
});

test('a category page arrives with its cards in place, none streamed in after the page (issue 29)', async ({
  page,
  request,
}) => {
  const html = await (await request.get(storeUrl('localhost', '/notebooks'))).text();
  await page.goto(storeUrl('localhost', '/notebooks'));
  const shown = await page.getByTestId('product-card').count();
  expect(shown).toBeGreaterThan(4);
  // A part React streams apart comes at the end, in `<div hidden id="S:…">`, and a script moves it
  // into place: a card there would keep its photo hidden until then.
  const streamed = html.indexOf('<div hidden id="S:');
  const inPlace = streamed === -1 ? html : html.slice(0, streamed);
  expect(inPlace.match(/data-testid="product-card"/g)?.length).toBe(shown);
  expect(inPlace).toMatch(/<img [^>]*fetchPriority="high"/);
});

test('a landing page prefetches the page a shopper points at, not every link in view (issue 29) @mobile', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto(storeUrl('localhost', '/'));
  const link = page.getByTestId('product-card').first().locator('.card-link');
  await hydrated(link);
  const cards = await page
    .locator('.card-link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await page.waitForTimeout(1_000);
  // In view: the hero's link, a slider's cards, and on a desktop the header's categories.
  expect(cards.length).toBeGreaterThan(0);
  expect(prefetched).toEqual([]);
  // Nor do a search's or a category's sorts, departments and pages.
  for (const path of ['/search?q=notebook', '/notebooks']) {
    await page.goto(storeUrl('localhost', path));
    await hydrated(page.getByTestId('product-card').first().locator('.card-link'));
    await page.waitForTimeout(1_000);
    expect([path, prefetched]).toEqual([path, []]);
  }
  // Nor the footer's links when a screen shows the whole page (a full-page screenshot).
  const screen = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: screen.width, height });
  await page.waitForTimeout(1_000);
  expect(prefetched).toEqual([]);
  await page.setViewportSize(screen);
  await page.goto(storeUrl('localhost', '/'));
  const href = await link.getAttribute('href');
  await hydrated(link);
  await link.hover();
  await expect.poll(() => prefetched).toContain(href);
  await link.click();
  await expect(page).toHaveURL(storeUrl('localhost', href!));
});
