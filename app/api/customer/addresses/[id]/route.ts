import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { deleteAddress, getAddress, updateAddress } from '@/lib/server/services/addresses';
import { translateKey } from '@/lib/i18n/messages';

/** GET /api/customer/addresses/{id} — one of the customer's own addresses. */
export const GET = withRoute(operations.getAddress, async ({ input, db, ctx }) =>
  ok(await getAddress(db, ctx, input.params)),
);

/** PUT /api/customer/addresses/{id} — changes one of the customer's own addresses. */
export const PUT = withRoute(operations.updateAddress, async ({ input, db, ctx }) =>
  ok(await updateAddress(db, ctx, input.params, input.body), {
    message: translateKey(ctx.locale, 'addresses.updated'),
  }),
);

/** DELETE /api/customer/addresses/{id} — deletes one of the customer's own addresses. */
export const DELETE = withRoute(operations.deleteAddress, async ({ input, db, ctx }) =>
  ok(await deleteAddress(db, ctx, input.params), {
    message: translateKey(ctx.locale, 'addresses.deleted'),
  }),
);

export * from '@/lib/server/http/unsupported-methods';
