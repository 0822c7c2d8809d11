import { operations } from '@/lib/contracts/operations';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { duplicateAdminProduct } from '@/lib/server/services/admin-products';

/** POST /api/admin/products/{id}/duplicate — a hidden copy to edit. */
export const POST = withBackOfficeRoute(
  operations.duplicateAdminProduct,
  async ({ input, db, ctx, request }) =>
    ok(
      await duplicateAdminProduct(db, ctx, {
        id: input.params.id,
        origin: requestOrigin(request.headers) ?? '',
      }),
    ),
);

export * from '@/lib/server/http/unsupported-methods';
