import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { removeFavourite } from '@/lib/server/services/favourites';

/** DELETE /api/customer/favorites/{productId} — removes one product; answers the list left. */
export const DELETE = withRoute(operations.deleteCustomerFavourite, async ({ input, db, ctx }) =>
  ok(await removeFavourite(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';
