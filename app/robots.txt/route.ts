import { connection, type NextRequest } from 'next/server';
import { fileResponse, siteOfRequest, storeNotFound } from '@/lib/seo/data';
import { robotsTxt } from '@/lib/seo/sitemap';

/** GET /robots.txt — crawl rules of the store of the Host, pointing at its own sitemap. */
export async function GET(request: NextRequest) {
  await connection();
  const site = await siteOfRequest(request.headers);
  if (!site) return storeNotFound();
  return fileResponse(robotsTxt(site.origin), 'text/plain');
}
