import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminAttributes, saveAdminAttribute } from '@/lib/server/services/admin-attributes';

/** GET /api/admin/attributes — the store's attributes and their options. */
export const GET = withBackOfficeRoute(operations.listAdminAttributes, async ({ db, ctx }) =>
  ok(await listAdminAttributes(db, ctx)),
);

/** POST /api/admin/attributes — a new attribute. */
export const POST = withBackOfficeRoute(
  operations.createAdminAttribute,
  async ({ input, db, ctx }) => ok(await saveAdminAttribute(db, ctx, { attribute: input.body })),
);

/** PUT needs the item's id. */
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';
