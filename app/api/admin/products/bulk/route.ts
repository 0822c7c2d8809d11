import { operations } from '@/lib/contracts/operations';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { bulkChangeProducts } from '@/lib/server/services/admin-product-bulk';

/** POST /api/admin/products/bulk — one change to many products. */
export const POST = withBackOfficeRoute(
  operations.changeAdminProducts,
  async ({ input, db, ctx, request }) =>
    ok(
      await bulkChangeProducts(db, ctx, {
        ...input.body,
        origin: requestOrigin(request.headers) ?? '',
      }),
    ),
);

export * from '@/lib/server/http/unsupported-methods';
