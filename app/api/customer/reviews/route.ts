import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listReviewableProducts } from '@/lib/server/services/reviews';
import { idRequired } from '@/lib/server/http/methods';

/** GET /api/customer/reviews — the products the customer bought, with their reviews. */
export const GET = withRoute(operations.listReviewableProducts, async ({ db, ctx }) =>
  ok(await listReviewableProducts(db, ctx)),
);

// Methods of the `/{id}` below this route, called without the id.
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';
