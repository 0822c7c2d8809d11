import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { saveAdminCoupon } from '@/lib/server/services/admin-coupons';

/** PUT /api/admin/coupons/{id} — saves a coupon. */
export const PUT = withBackOfficeRoute(operations.updateAdminCoupon, async ({ input, db, ctx }) =>
  ok(await saveAdminCoupon(db, ctx, { id: input.params.id, coupon: input.body })),
);

export * from '@/lib/server/http/unsupported-methods';
