import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Listing, ListingState } from '@/lib/contracts/listing';
import type { Db } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { loadCatalogIndex } from './catalog-index';
import { queryCatalogIndex, type IndexResult } from './catalog-query';
import { toProducts } from './products';

/**
 * A page of a category (or of the whole catalogue) with facet counts: each attribute's counts
 * apply every other selected filter, so a shopper sees how many products each choice leaves.
 * Filters, counts and order come from the store's in-memory catalog index; only the page's
 * products are read from the database.
 */
export async function listProducts(
  db: Db,
  ctx: { tenantId: number },
  input: { categoryId?: number; state: ListingState },
): Promise<Listing> {
  const index = await loadCatalogIndex(db, ctx);
  return toListing(db, ctx, queryCatalogIndex(index, input));
}

/** Shapes an index result as the Listing contract, loading the page's products in order. */
export async function toListing(
  db: Db,
  ctx: { tenantId: number },
  result: IndexResult,
): Promise<Listing> {
  return {
    products: await loadProductsInOrder(db, ctx, result.pageIds),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    facets: result.facets,
    priceRange: result.priceRange,
  };
}

/** Visible, listable products of this store by id, in the order of `ids` (unknown ids left out). */
export async function loadProductsInOrder(db: Db, ctx: { tenantId: number }, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, ctx.tenantId),
        eq(products.visible, true),
        inArray(products.id, ids),
      ),
    );
  const byId = new Map(rows.filter((r) => r.type !== 'addon').map((r) => [r.id, r]));
  return toProducts(
    db,
    ctx,
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
  );
}
