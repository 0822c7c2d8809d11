import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listFavourites, mergeFavourites } from '@/lib/server/services/favourites';
import { idRequired } from '@/lib/server/http/methods';

/** GET /api/customer/favorites — the logged-in customer's favourite product ids, newest first. */
export const GET = withRoute(operations.listCustomerFavourites, async ({ db, ctx }) =>
  ok(await listFavourites(db, ctx)),
);

/** PUT /api/customer/favorites — merges `productIds` into the list and answers all of it. */
export const PUT = withRoute(operations.mergeCustomerFavourites, async ({ input, db, ctx }) =>
  ok(await mergeFavourites(db, ctx, input.body)),
);

// Methods of the `/{id}` below this route, called without the id.
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';
