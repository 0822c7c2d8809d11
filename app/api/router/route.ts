import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { resolvePortalRoute } from '@/lib/server/services/portal';
import { isPortalRouteUrl, normalizeRouteUrl, resolveRoute } from '@/lib/server/services/router';

/**
 * GET /api/router?url= — what a store URL is: content, product or category. A URL under
 * /portal/{customer} is the portal's, answered with its state to the company's users only.
 */
export const GET = withRoute(operations.resolveRoute, async ({ input, db, ctx }) =>
  ok(
    isPortalRouteUrl(normalizeRouteUrl(input.query.url))
      ? await resolvePortalRoute(db, ctx, { url: input.query.url })
      : await resolveRoute(db, ctx, { url: input.query.url }),
  ),
);

export * from '@/lib/server/http/unsupported-methods';
