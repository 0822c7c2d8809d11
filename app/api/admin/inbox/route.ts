import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listInbox } from '@/lib/server/services/admin-inbox';

/** GET /api/admin/inbox — what shoppers sent the store, filtered and paged on the server. */
export const GET = withBackOfficeRoute(operations.listInbox, async ({ input, db, ctx }) =>
  ok(await listInbox(db, ctx, input.query)),
);

export * from '@/lib/server/http/unsupported-methods';
