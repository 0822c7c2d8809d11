import 'server-only';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, contentPages, products, urlRedirects } from '@/lib/server/db/schema';

/**
 * Whether another record of the store answers at `url`: a product, a category or a content page
 * (one URL, one page: the router resolves them in one space). The record being saved is not
 * "another": its own kind and id are left out.
 */
export async function urlTaken(
  tx: Db,
  tenantId: number,
  url: string,
  self: { product?: number; category?: number; page?: number } = {},
): Promise<boolean> {
  const except = (
    column: typeof products.id | typeof categories.id | typeof contentPages.id,
    id?: number,
  ): SQL | undefined => (id === undefined ? undefined : ne(column, id));
  const [product, category, page] = await Promise.all([
    tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.tenantId, tenantId),
          eq(products.url, url),
          except(products.id, self.product),
        ),
      )
      .limit(1),
    tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.tenantId, tenantId),
          eq(categories.url, url),
          except(categories.id, self.category),
        ),
      )
      .limit(1),
    tx
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, tenantId),
          eq(contentPages.url, url),
          except(contentPages.id, self.page),
        ),
      )
      .limit(1),
  ]);
  return product.length + category.length + page.length > 0;
}

/** The old URL answers with a permanent redirect to the new one (and earlier ones follow it). */
export async function leaveRedirect(tx: Db, tenantId: number, from: string, to: string) {
  await tx
    .update(urlRedirects)
    .set({ toUrl: to })
    .where(and(eq(urlRedirects.tenantId, tenantId), eq(urlRedirects.toUrl, from)));
  await tx
    .delete(urlRedirects)
    .where(and(eq(urlRedirects.tenantId, tenantId), eq(urlRedirects.fromUrl, to)));
  await tx
    .insert(urlRedirects)
    .values({ tenantId, fromUrl: from, toUrl: to })
    .onConflictDoUpdate({
      target: [urlRedirects.tenantId, urlRedirects.fromUrl],
      set: { toUrl: to },
    });
}

/** PostgreSQL's unique_violation, however drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505') return true;
  return false;
}
