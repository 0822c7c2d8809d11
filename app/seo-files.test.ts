/** /sitemap.xml and /robots.txt through their real handlers and the seeded demo database. */
import { NextRequest } from 'next/server';
import { GET as getRobots } from '@/app/robots.txt/route';
import { GET as getSitemap } from '@/app/sitemap.xml/route';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function fetchFile(
  handler: (request: NextRequest) => Promise<Response>,
  path: string,
  host: string,
  headers: Record<string, string> = {},
) {
  // The Host header is what counts; the URL stays valid even for a forged one.
  const request = new NextRequest(new URL(path, 'http://localhost'), {
    headers: { host, ...headers },
  });
  const response = await handler(request);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** Every <loc> of a sitemap, without an XML parser: the format is flat and ours. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe(`sitemap.xml and robots.txt on ${databaseKind}`, () => {
  test('the demo sitemap lists home, catalogue, categories, products and visible pages', async () => {
    const res = await fetchFile(getSitemap, '/sitemap.xml', 'localhost:3000');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.text);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://localhost:3000/',
        'http://localhost:3000/catalogo',
        'http://localhost:3000/notebooks',
        'http://localhost:3000/acessorios/mouses',
        'http://localhost:3000/notebook-demo-pro-15',
        'http://localhost:3000/mouse-sem-fio-demo-m1',
        'http://localhost:3000/kit-home-office-demo',
        'http://localhost:3000/politica-de-privacidade',
      ]),
    );
    expect(urls).not.toContain('http://localhost:3000/pagina-oculta');
    expect(urls).not.toContain('http://localhost:3000/home');
    // A company's portal page is its users' only.
    expect(urls.filter((u) => u.includes('/portal'))).toEqual([]);
    // Add-ons (extended warranty, installation) have no page of their own.
    expect(urls.filter((u) => /gar-est|srv-instalacao/.test(u))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThan(60);
    // Content pages carry their last change.
    expect(res.text).toMatch(
      /<url><loc>http:\/\/localhost:3000\/politica-de-privacidade<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod><\/url>/,
    );
  });

  test("outra.localhost's sitemap has only its own catalog, on its own host", async () => {
    const res = await fetchFile(getSitemap, '/sitemap.xml', 'outra.localhost:3000');
    const urls = locs(res.text);
    expect(urls.every((u) => u.startsWith('http://outra.localhost:3000/'))).toBe(true);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://outra.localhost:3000/notebooks',
        'http://outra.localhost:3000/mouse-sem-fio-outra-basic',
        'http://outra.localhost:3000/notebook-demo-pro-15',
      ]),
    );
    expect(urls).not.toContain('http://outra.localhost:3000/notebook-demo-gamer-x');
    expect(urls).not.toContain('http://outra.localhost:3000/acessorios/mouses');
  });

  test('robots.txt allows the store, keeps crawlers out of private areas, points to its sitemap', async () => {
    const res = await fetchFile(getRobots, '/robots.txt', 'outra.localhost:3000');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /onestepcheckout',
        'Disallow: /customer',
        'Disallow: /api',
        'Disallow: /portal',
        'Disallow: /search',
        '',
        'Sitemap: http://outra.localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  test('an unknown host gets 404 for both files', async () => {
    for (const [handler, path] of [
      [getSitemap, '/sitemap.xml'],
      [getRobots, '/robots.txt'],
    ] as const) {
      const res = await fetchFile(handler, path, 'desconhecida.example');
      expect(res.status).toBe(404);
      expect(res.text).toBe('Loja não encontrada\n');
    }
  });

  test('a forged port never reaches the URLs; forwarded host counts only with TRUST_PROXY', async () => {
    const forged = await fetchFile(getRobots, '/robots.txt', 'localhost:@evil.example');
    expect(forged.text).toContain('Sitemap: http://localhost/sitemap.xml');

    const proxied = { 'x-forwarded-host': 'outra.localhost', 'x-forwarded-proto': 'https' };
    const untrusted = await fetchFile(getRobots, '/robots.txt', 'localhost:3000', proxied);
    expect(untrusted.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');

    process.env.TRUST_PROXY = '1';
    try {
      const trusted = await fetchFile(getSitemap, '/sitemap.xml', 'localhost:3000', proxied);
      expect(locs(trusted.text)).toContain('https://outra.localhost/mouse-sem-fio-outra-basic');
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});
