/** sitemap.xml and robots.txt of one store, on the host they were asked on; pure builders. */

/** What a store publishes, as its service lists it (paths without the leading slash). */
export type SitemapEntries = {
  categories: { url: string }[];
  products: { url: string }[];
  pages: { url: string; updatedAt: string }[];
};

export type SitemapUrl = { path: string; lastmod?: string };

/** Home and catalogue first, then categories, products and content pages. */
export function sitemapUrls(entries: SitemapEntries): SitemapUrl[] {
  return [
    { path: '/' },
    { path: '/catalogo' },
    ...entries.categories.map((c) => ({ path: `/${c.url}` })),
    ...entries.products.map((p) => ({ path: `/${p.url}` })),
    ...entries.pages.map((p) => ({ path: `/${p.url}`, lastmod: p.updatedAt })),
  ];
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c]!);

/** The sitemap protocol's `<urlset>` with absolute `<loc>` on `origin` and optional `<lastmod>`. */
export function sitemapXml(origin: string, urls: SitemapUrl[]): string {
  const body = urls
    .map(({ path, lastmod }) => {
      const loc = new URL(path, `${origin}/`).href;
      const date = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
      return `<url><loc>${xml(loc)}</loc>${date}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Personal, transactional and endless areas are kept out of crawlers' way. */
export const disallowedPaths = ['/onestepcheckout', '/customer', '/api', '/portal', '/search'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
