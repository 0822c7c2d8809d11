import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminOrders } from '@/lib/server/services/admin-orders';

/** GET /api/admin/orders — the store's orders, filtered, sorted and paged on the server. */
export const GET = withBackOfficeRoute(operations.listAdminOrders, async ({ input, db, ctx }) =>
  ok(await listAdminOrders(db, ctx, input.query)),
);

export * from '@/lib/server/http/unsupported-methods';
