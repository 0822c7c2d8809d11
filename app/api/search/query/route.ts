import { parseListingState } from '@/lib/contracts/listing';
import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { findProducts, searchProducts } from '@/lib/server/services/search';

/** GET /api/search/query — a free-text search, or products by id (`content.products`). */
export const GET = withRoute(operations.searchProducts, async ({ input, db, ctx }) => {
  const { q, productIds, facet_filters, limit } = input.query;
  if (productIds) return ok(await findProducts(db, ctx, { productIds }));
  return ok(
    await searchProducts(db, ctx, {
      query: q ?? '',
      state: parseListingState(facet_filters, 'search'),
      pageSize: limit,
    }),
  );
});

export * from '@/lib/server/http/unsupported-methods';
