import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { resolveRoute } from '@/lib/server/services/router';

/** GET /api/router?url= — what a store URL is: content, product or category. */
export const GET = withRoute(operations.resolveRoute, async ({ input, db, ctx }) =>
  ok(await resolveRoute(db, ctx, { url: input.query.url })),
);
