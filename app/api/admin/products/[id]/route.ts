import { operations } from '@/lib/contracts/operations';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { getAdminProduct, saveAdminProduct } from '@/lib/server/services/admin-products';

/** GET /api/admin/products/{id} — a product as the editor loads it. */
export const GET = withBackOfficeRoute(operations.getAdminProduct, async ({ input, db, ctx }) =>
  ok(await getAdminProduct(db, ctx, input.params)),
);

/** PUT /api/admin/products/{id} — saves it against the version the editor read. */
export const PUT = withBackOfficeRoute(
  operations.updateAdminProduct,
  async ({ input, db, ctx, request }) =>
    ok(
      await saveAdminProduct(db, ctx, {
        id: input.params.id,
        version: input.body.version,
        product: input.body.product,
        origin: requestOrigin(request.headers) ?? '',
      }),
    ),
);

export * from '@/lib/server/http/unsupported-methods';
