import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Product } from '@/lib/contracts/catalog';
import { listingState, type ListingSort } from '@/lib/contracts/listing';
import type { Locale } from '@/lib/domain/money';
import type { PopupType } from '@/lib/domain/popups';
import { tags } from '@/lib/server/cache-tags';
import { getDb } from '@/lib/server/db/client';
import { findCategoryByUrl } from '@/lib/server/services/categories';
import { listProducts } from '@/lib/server/services/listing';
import { listContentItems, type ScheduledContentItem } from '@/lib/server/services/popups';
import { findProductByUrl } from '@/lib/server/services/products';
import { normalizeRouteUrl } from '@/lib/server/services/router';

/** Where a product slider or grid takes its products from (page-builder props). */
export type ProductSource = {
  /** Named products, shown in this order; missing or hidden ones are left out. */
  productUrls?: string[];
  /** Otherwise the first products of a category, as its listing sorts them. */
  categoryUrl?: string;
  sort?: ListingSort;
  limit: number;
};

/** Products of a page-builder block, cached per store; product and content changes refresh it. */
export async function getBlockProducts(
  tenantId: number,
  source: ProductSource,
): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.products(tenantId), tags.categories(tenantId), tags.content(tenantId));
  const db = await getDb();
  const ctx = { tenantId };
  if (source.productUrls && source.productUrls.length > 0) {
    const urls = source.productUrls.slice(0, source.limit).map(normalizeRouteUrl);
    const found = await Promise.all(urls.map((url) => findProductByUrl(db, ctx, url)));
    return found.filter((p): p is Product => p !== null);
  }
  if (!source.categoryUrl) return [];
  const category = await findCategoryByUrl(db, ctx, normalizeRouteUrl(source.categoryUrl));
  if (!category) return [];
  const state = listingState.parse(source.sort ? { sort: source.sort } : {});
  const listing = await listProducts(db, ctx, { categoryId: category.id, state });
  return listing.products.slice(0, source.limit);
}

/**
 * The render time of a countdown, cached until the countdown ends: the page that shows it is
 * regenerated then, so the server stops rendering a countdown that has finished.
 */
export async function countdownRenderTime(end: number): Promise<number> {
  'use cache';
  const now = Date.now();
  const left = Math.ceil((end - now) / 1000);
  if (left <= 0) {
    cacheLife('max');
  } else {
    // An expire under 5 minutes would turn the block into a per-request hole (cacheLife docs).
    cacheLife({ revalidate: left, expire: Math.max(left * 2, 600) });
  }
  return now;
}

/**
 * The store's active pop-ups of some types (GET /content) in a language, with their schedules,
 * cached per store; content changes refresh it. The schedule is applied per request (popupLive),
 * so a pop-up starts and stops on the minute without expiring the cache.
 */
export async function getContentItems(
  tenantId: number,
  types: readonly PopupType[],
  locale: Locale,
): Promise<ScheduledContentItem[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.content(tenantId));
  return listContentItems(await getDb(), { tenantId }, { types, locale });
}
