import 'server-only';
import { revalidateTag } from 'next/cache';
import { tags } from './cache-tags';

/** Cached pages and loaders a product change makes stale: its page, listings, its route. */
export function productTags(tenantId: number, product: { id: number; url: string }): string[] {
  return [
    tags.product(tenantId, product.id),
    tags.products(tenantId),
    tags.route(tenantId, product.url),
  ];
}

/** A category change touches the menu tree, its route and the listings filtered by it. */
export function categoryTags(tenantId: number, category: { url: string }): string[] {
  return [tags.categories(tenantId), tags.route(tenantId, category.url), tags.products(tenantId)];
}

/**
 * Expires the tags at once (`expire: 0`): the next visit after a change by the store's team or
 * its ERP is rendered anew and shows it, never the old page served once more while it refreshes
 * (issue 28: a price edit is on the product page, its categories, search and the sitemap within
 * a second). Changes are rare next to visits, so the blocking render they cost is one per page.
 */
export function invalidate(tagList: string[]): void {
  for (const tag of tagList) revalidateTag(tag, { expire: 0 });
}
