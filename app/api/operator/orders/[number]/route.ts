import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withOperatorRoute } from '@/lib/server/http/with-route';
import { operatorOrder } from '@/lib/server/services/operator-orders';

/** GET /api/operator/orders/{number} — a placed order of the API key's store. */
export const GET = withOperatorRoute(operations.getOperatorOrder, async ({ input, db, ctx }) =>
  ok(await operatorOrder(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';
