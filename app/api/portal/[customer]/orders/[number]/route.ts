import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { getPortalOrder } from '@/lib/server/services/portal-orders';

/** GET /api/portal/{customer}/orders/{number} — one order within the caller's scope. */
export const GET = withRoute(operations.getPortalOrder, async ({ input, db, ctx }) =>
  ok(await getPortalOrder(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';
