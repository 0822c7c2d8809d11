import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withOperatorRoute } from '@/lib/server/http/with-route';
import { changeOperatorOrder } from '@/lib/server/services/operator-orders';

/** POST /api/operator/orders/{number}/{action} — ship, complete, cancel… as the key's operator. */
export const POST = withOperatorRoute(operations.changeOperatorOrder, async ({ input, db, ctx }) =>
  ok(await changeOperatorOrder(db, ctx, { ...input.params, ...input.body })),
);

export * from '@/lib/server/http/unsupported-methods';
