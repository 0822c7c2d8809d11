import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { publishPage } from '@/lib/server/services/admin-pages';

/** POST /api/admin/pages/{id}/publish — the draft goes live now, or at the time given. */
export const POST = withBackOfficeRoute(operations.publishPage, async ({ input, db, ctx }) =>
  ok(await publishPage(db, ctx, input.params.id, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';
