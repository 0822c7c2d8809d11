import { operations } from '@/lib/contracts/operations';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { listAdminProducts, saveAdminProduct } from '@/lib/server/services/admin-products';

/** GET /api/admin/products — the store's products, searched, filtered, sorted and paged. */
export const GET = withBackOfficeRoute(operations.listAdminProducts, async ({ input, db, ctx }) =>
  ok(await listAdminProducts(db, ctx, input.query)),
);

/** POST /api/admin/products — a new product. */
export const POST = withBackOfficeRoute(
  operations.createAdminProduct,
  async ({ input, db, ctx, request }) =>
    ok(
      await saveAdminProduct(db, ctx, {
        product: input.body,
        origin: requestOrigin(request.headers) ?? '',
      }),
    ),
);

/** PUT needs the item's id. */
export const PUT = idRequired;

export * from '@/lib/server/http/unsupported-methods';
