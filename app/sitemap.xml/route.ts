import { connection, type NextRequest } from 'next/server';
import { fileResponse, getSitemapEntries, siteOfRequest, storeNotFound } from '@/lib/seo/data';
import { sitemapUrls, sitemapXml } from '@/lib/seo/sitemap';

/** GET /sitemap.xml — the store of the Host, with absolute URLs on that host. */
export async function GET(request: NextRequest) {
  await connection();
  const site = await siteOfRequest(request.headers);
  if (!site) return storeNotFound();
  const entries = await getSitemapEntries(site.tenant.id);
  return fileResponse(sitemapXml(site.origin, sitemapUrls(entries)), 'application/xml');
}
