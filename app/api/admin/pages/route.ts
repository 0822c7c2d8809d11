import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { createPage, listPages } from '@/lib/server/services/admin-pages';

/** GET /api/admin/pages — the store's content pages (owners and content operators). */
export const GET = withBackOfficeRoute(operations.listPages, async ({ db, ctx }) =>
  ok(await listPages(db, ctx)),
);

/** POST /api/admin/pages — a new page, not on the storefront until it is published. */
export const POST = withBackOfficeRoute(operations.createPage, async ({ input, db, ctx }) =>
  ok(await createPage(db, ctx, input.body)),
);

export * from '@/lib/server/http/unsupported-methods';
