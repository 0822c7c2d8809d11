import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminPopups, saveAdminPopup } from '@/lib/server/services/admin-popups';

/** GET /api/admin/popups — the store's pop-ups. */
export const GET = withBackOfficeRoute(operations.listAdminPopups, async ({ db, ctx }) =>
  ok(await listAdminPopups(db, ctx)),
);

/** POST /api/admin/popups — a new pop-up. */
export const POST = withBackOfficeRoute(operations.createAdminPopup, async ({ input, db, ctx }) =>
  ok(await saveAdminPopup(db, ctx, { popup: input.body })),
);

/** PUT and DELETE need the pop-up's id. */
export const PUT = idRequired;
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';
