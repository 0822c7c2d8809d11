import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { getPageEditor } from '@/lib/server/services/admin-pages';

/** GET /api/admin/pages/{id} — a page in the editor, with its draft and what stops publishing it. */
export const GET = withBackOfficeRoute(operations.getPage, async ({ input, db, ctx }) =>
  ok(await getPageEditor(db, ctx, input.params.id)),
);

export * from '@/lib/server/http/unsupported-methods';
