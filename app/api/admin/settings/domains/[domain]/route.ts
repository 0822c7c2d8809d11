import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { removeStoreDomain } from '@/lib/server/services/admin-settings';
import { requestHost } from '@/lib/server/tenancy/resolve';

/** DELETE /api/admin/settings/domains/{domain} — the store no longer answers there. */
export const DELETE = withBackOfficeRoute(
  operations.removeStoreDomain,
  async ({ input, db, ctx, request }) =>
    ok(
      await removeStoreDomain(db, ctx, {
        domain: input.params.domain,
        currentHost: requestHost(request.headers),
      }),
    ),
);

export * from '@/lib/server/http/unsupported-methods';
