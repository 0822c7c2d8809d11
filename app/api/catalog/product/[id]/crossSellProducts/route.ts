import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listCrossSells } from '@/lib/server/services/product-detail';

/** GET /api/catalog/product/{id}/crossSellProducts — `content[].crossSell`. */
export const GET = withRoute(operations.listCrossSells, async ({ input, db, ctx }) => {
  const suggestions = await listCrossSells(db, ctx, { productId: input.params.id });
  return ok(suggestions.map((crossSell) => ({ crossSell })));
});

export * from '@/lib/server/http/unsupported-methods';
