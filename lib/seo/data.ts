import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { tags } from '@/lib/server/cache-tags';
import { getDb } from '@/lib/server/db/client';
import { listSitemapEntries } from '@/lib/server/services/sitemap';
import { findTenantByDomain, requestHost } from '@/lib/server/tenancy/resolve';
import type { SitemapEntries } from './sitemap';
import { siteOrigin } from './url';

/** A store's sitemap entries, cached per store and dropped with its catalog or content tags. */
export async function getSitemapEntries(tenantId: number): Promise<SitemapEntries> {
  'use cache';
  cacheLife('hours');
  cacheTag(tags.products(tenantId), tags.categories(tenantId), tags.content(tenantId));
  return listSitemapEntries(await getDb(), { tenantId });
}

/** The store a request for /sitemap.xml or /robots.txt was made to and the origin it was made
 * on; null for a host no store answers (the proxy does not run for these paths). */
export async function siteOfRequest(headers: Headers) {
  const host = requestHost(headers);
  const tenant = await findTenantByDomain(await getDb(), host);
  return tenant ? { tenant, origin: siteOrigin(headers, host) } : null;
}

/** A plain-text or XML answer; crawlers may keep it for five minutes. */
export function fileResponse(body: string, contentType: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': `${contentType}; charset=utf-8`,
      'cache-control': status === 200 ? 'public, max-age=300' : 'no-store',
    },
  });
}

export const storeNotFound = () => fileResponse('Loja não encontrada\n', 'text/plain', 404);
