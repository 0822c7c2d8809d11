import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { changeAdminOrder } from '@/lib/server/services/admin-orders';

/** POST /api/admin/orders/{number}/{action} — approve, ship, complete, cancel or refund. */
export const POST = withBackOfficeRoute(operations.changeAdminOrder, async ({ input, db, ctx }) =>
  ok(await changeAdminOrder(db, ctx, { ...input.params, ...input.body })),
);

export * from '@/lib/server/http/unsupported-methods';
