import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { getAdminOrder } from '@/lib/server/services/admin-orders';

/** GET /api/admin/orders/{number} — one order as the back-office shows it. */
export const GET = withBackOfficeRoute(operations.getAdminOrder, async ({ input, db, ctx }) =>
  ok(await getAdminOrder(db, ctx, input.params)),
);

export * from '@/lib/server/http/unsupported-methods';
