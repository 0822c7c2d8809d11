import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { savePageDraft } from '@/lib/server/services/admin-pages';

/** PUT /api/admin/pages/{id}/draft — keeps the editor's work; the storefront does not change. */
export const PUT = withBackOfficeRoute(operations.savePageDraft, async ({ input, db, ctx }) =>
  ok(await savePageDraft(db, ctx, input.params.id, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';
