import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { orderAdminCategories } from '@/lib/server/services/admin-categories';

/** PUT /api/admin/categories/order — one level's categories in a new order. */
export const PUT = withBackOfficeRoute(
  operations.orderAdminCategories,
  async ({ input, db, ctx }) => ok(await orderAdminCategories(db, ctx, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';
