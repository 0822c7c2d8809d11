import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminCategories, saveAdminCategory } from '@/lib/server/services/admin-categories';

/** GET /api/admin/categories — the store's category tree. */
export const GET = withBackOfficeRoute(operations.listAdminCategories, async ({ db, ctx }) =>
  ok(await listAdminCategories(db, ctx)),
);

/** POST /api/admin/categories — a new category. */
export const POST = withBackOfficeRoute(
  operations.createAdminCategory,
  async ({ input, db, ctx }) => ok(await saveAdminCategory(db, ctx, { category: input.body })),
);

/** PUT needs the item's id. */
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';
