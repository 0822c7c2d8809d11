import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Company } from '@/lib/contracts/company';
import { getDb } from '@/lib/server/db/client';
import { tags } from '@/lib/server/cache-tags';
import { listCategories } from '@/lib/server/services/categories';
import { getCompany, getTenantBySlug } from '@/lib/server/services/company';
import { parseSiteParam } from '@/lib/server/tenancy/site-param';

/**
 * Cache Components needs one value per root param at build time, but stores live in the database,
 * which the build must not open. The build renders this placeholder, which is no valid store slug,
 * so it becomes a 404 without a query. See docs/adr/0002-rendering-and-tenant-params.md.
 */
export const BUILD_PLACEHOLDER_TENANT = '_build';
const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** A store as pages see it: its company data and the origin the page was asked on. */
export type Store = Company & { origin: string };

/**
 * The store behind the first path segment (`siteParam`: slug, and the request origin the proxy
 * put there), or null. Company data is cached per store; the origin comes from the param.
 */
export async function getStore(param: string): Promise<Store | null> {
  const { slug, origin } = parseSiteParam(param);
  const company = await getCompanyBySlug(slug);
  return company ? { ...company, origin: origin ?? `http://${company.domain}` } : null;
}

async function getCompanyBySlug(slug: string): Promise<Company | null> {
  'use cache';
  if (!TENANT_SLUG.test(slug)) return null;
  cacheLife('minutes');
  cacheTag(tags.store(slug));
  const db = await getDb();
  const tenant = await getTenantBySlug(db, slug);
  return tenant ? getCompany(db, { tenantId: tenant.id }) : null;
}

/** Category tree for the header menu. */
export async function getMenuCategories(tenantId: number) {
  'use cache';
  cacheLife('hours');
  cacheTag(tags.categories(tenantId));
  return listCategories(await getDb(), { tenantId });
}
