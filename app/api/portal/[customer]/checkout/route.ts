import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { placePortalOrder } from '@/lib/server/services/portal-checkout';

/** POST /api/portal/{customer}/checkout — the buyer's cart becomes the company's order. */
export const POST = withRoute(operations.placePortalOrder, async ({ input, db, ctx }) =>
  ok(await placePortalOrder(db, ctx, input.params, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';
