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

/** Marks tags stale; the next visit serves the cached page once and refreshes it behind. */
export function invalidate(tagList: string[]): void {
  for (const tag of tagList) revalidateTag(tag, 'max');
}
