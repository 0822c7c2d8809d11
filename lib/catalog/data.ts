import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Product } from '@/lib/contracts/catalog';
import type { Listing, ListingState, SearchResult } from '@/lib/contracts/listing';
import type { Route } from '@/lib/contracts/router';
import { tags } from '@/lib/server/cache-tags';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/http/errors';
import { listProducts } from '@/lib/server/services/listing';
import { listCrossSells } from '@/lib/server/services/product-detail';
import { searchProducts } from '@/lib/server/services/search';
import { findRedirect, normalizeRouteUrl, resolveRoute } from '@/lib/server/services/router';

/** What a store path is (content, product or category), cached per store and URL. */
export async function getRoute(tenantId: number, path: string): Promise<Route | null> {
  'use cache';
  cacheLife('minutes');
  const url = normalizeRouteUrl(path);
  cacheTag(tags.route(tenantId, url), tags.products(tenantId), tags.content(tenantId));
  try {
    const route = await resolveRoute(await getDb(), { tenantId }, { url });
    // A product page also goes stale when that product changes; a category page when the tree does.
    if (route.type === 'product') cacheTag(tags.product(tenantId, route.content.id));
    if (route.type === 'category') cacheTag(tags.categories(tenantId));
    return route;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Where a moved address now is (a product's old URL), cached like its route. */
export async function getRedirect(tenantId: number, path: string): Promise<string | null> {
  'use cache';
  cacheLife('minutes');
  const url = normalizeRouteUrl(path);
  cacheTag(tags.route(tenantId, url), tags.products(tenantId));
  return findRedirect(await getDb(), { tenantId }, { url });
}

/** A category page's products and facets for one `facet_filters` state, cached per store. */
export async function getListing(
  tenantId: number,
  categoryId: number | undefined,
  state: ListingState,
): Promise<Listing> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.products(tenantId), tags.categories(tenantId));
  return listProducts(await getDb(), { tenantId }, { categoryId, state });
}

/** A search results page for one term and `facet_filters` state, cached per store. */
export async function getSearchResults(
  tenantId: number,
  query: string,
  state: ListingState,
): Promise<SearchResult> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.products(tenantId), tags.categories(tenantId));
  return searchProducts(await getDb(), { tenantId }, { query, state });
}

/** Suggestions shown beside a product (the same service as GET crossSellProducts). */
export async function getCrossSells(tenantId: number, productId: number): Promise<Product[]> {
  'use cache';
  cacheLife('minutes');
  cacheTag(tags.product(tenantId, productId), tags.products(tenantId));
  return listCrossSells(await getDb(), { tenantId }, { productId });
}
