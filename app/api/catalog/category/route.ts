import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { listCategories } from '@/lib/server/services/categories';

/** GET /api/catalog/category — the category tree for the menu. */
export const GET = withRoute(operations.listCategories, async ({ input, db, ctx }) =>
  ok(await listCategories(db, ctx, { sortOrder: input.query.paginator?.sortOrder })),
);

export * from '@/lib/server/http/unsupported-methods';
