import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { saveAdminCategory } from '@/lib/server/services/admin-categories';

/** PUT /api/admin/categories/{id} — renames, hides or moves a category. */
export const PUT = withBackOfficeRoute(operations.updateAdminCategory, async ({ input, db, ctx }) =>
  ok(await saveAdminCategory(db, ctx, { id: input.params.id, category: input.body })),
);

export * from '@/lib/server/http/unsupported-methods';
