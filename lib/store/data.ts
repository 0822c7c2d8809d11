import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/lib/server/db/client';
import { tags } from '@/lib/server/cache-tags';
import { listCategories } from '@/lib/server/services/categories';
import { getCompany, getTenantBySlug } from '@/lib/server/services/company';

/**
 * Cache Components needs one value per root param at build time, but stores live in the database,
 * which the build must not open. The build renders this placeholder, which is no valid store slug,
 * so it becomes a 404 without a query. See docs/adr/0002-rendering-and-tenant-params.md.
 */
export const BUILD_PLACEHOLDER_TENANT = '_build';
const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The store (company data) behind a tenant slug, or null; cached per store. */
export async function getStore(slug: string) {
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
