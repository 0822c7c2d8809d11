import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminCoupons, saveAdminCoupon } from '@/lib/server/services/admin-coupons';

/** GET /api/admin/coupons — the store's coupons with their uses. */
export const GET = withBackOfficeRoute(operations.listAdminCoupons, async ({ db, ctx }) =>
  ok(await listAdminCoupons(db, ctx)),
);

/** POST /api/admin/coupons — a new coupon. */
export const POST = withBackOfficeRoute(operations.createAdminCoupon, async ({ input, db, ctx }) =>
  ok(await saveAdminCoupon(db, ctx, { coupon: input.body })),
);

/** PUT needs the item's id. */
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';
