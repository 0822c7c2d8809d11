import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { reorderPortalOrder } from '@/lib/server/services/portal-cart';

/** POST /api/portal/{customer}/orders/{number}/reorder — a past order's lines into the cart. */
export const POST = withRoute(operations.reorderPortalOrder, async ({ input, db, ctx }) => {
  const { order, message, problems } = await reorderPortalOrder(db, ctx, input.params, input.body);
  return ok({ order, problems }, { message });
});

export * from '@/lib/server/http/unsupported-methods';
