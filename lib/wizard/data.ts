import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Product } from '@/lib/contracts/catalog';
import { tags } from '@/lib/server/cache-tags';
import { getDb } from '@/lib/server/db/client';
import { findCategoryByUrl } from '@/lib/server/services/categories';
import { listProducts } from '@/lib/server/services/listing';

/** The wizard ranks the notebooks of this category. */
const NOTEBOOKS_URL = 'notebooks';
/** At most this many listing pages (24 each) are read: the most capable machines within the
 * budget come first, which is all a recommendation needs even in a huge catalogue. */
const MAX_PAGES = 4;

/**
 * Notebooks that cost at most `maxCents` (null: any price), most expensive first, through the
 * category listing service; cached per store and budget, dropped with the catalog tags.
 */
export async function getWizardNotebooks(
  tenantId: number,
  maxCents: number | null,
): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.products(tenantId), tags.categories(tenantId));
  const db = await getDb();
  const ctx = { tenantId };
  const category = await findCategoryByUrl(db, ctx, NOTEBOOKS_URL);
  if (!category) return [];
  const found: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const listing = await listProducts(db, ctx, {
      categoryId: category.id,
      state: {
        attributes: {},
        page,
        sort: 'finalPrice:DESC',
        price: maxCents === null ? undefined : { max: maxCents },
      },
    });
    found.push(...listing.products);
    if (page >= listing.pageCount) break;
  }
  return found;
}
