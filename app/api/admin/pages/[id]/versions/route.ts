import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listPageVersions } from '@/lib/server/services/admin-pages';

/** GET /api/admin/pages/{id}/versions — each publication of the page, newest first. */
export const GET = withBackOfficeRoute(operations.listPageVersions, async ({ input, db, ctx }) =>
  ok(await listPageVersions(db, ctx, input.params.id)),
);

export * from '@/lib/server/http/unsupported-methods';
