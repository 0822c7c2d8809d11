import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { deleteAdminPopup, saveAdminPopup } from '@/lib/server/services/admin-popups';

/** PUT /api/admin/popups/{id} — saves a pop-up. */
export const PUT = withBackOfficeRoute(operations.updateAdminPopup, async ({ input, db, ctx }) =>
  ok(await saveAdminPopup(db, ctx, { id: input.params.id, popup: input.body })),
);

/** DELETE /api/admin/popups/{id} — deletes a pop-up. */
export const DELETE = withBackOfficeRoute(operations.deleteAdminPopup, async ({ input, db, ctx }) =>
  ok(await deleteAdminPopup(db, ctx, { id: input.params.id })),
);

export * from '@/lib/server/http/unsupported-methods';
