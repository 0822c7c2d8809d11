import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { restorePageVersion } from '@/lib/server/services/admin-pages';

/** POST /api/admin/pages/{id}/versions/{version}/restore — that publication becomes the draft. */
export const POST = withBackOfficeRoute(operations.restorePageVersion, async ({ input, db, ctx }) =>
  ok(await restorePageVersion(db, ctx, input.params.id, input.params.version)),
);

export * from '@/lib/server/http/unsupported-methods';
