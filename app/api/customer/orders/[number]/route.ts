import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { customerOrder } from '@/lib/server/services/placed-orders';

/** GET /api/customer/orders/{number} — one of the customer's own orders. */
export const GET = withRoute(operations.getCustomerOrder, async ({ input, db, ctx }) =>
  ok(await customerOrder(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';
