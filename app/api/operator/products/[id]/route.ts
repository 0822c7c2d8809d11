import { operations } from '@/lib/contracts/operations';
import { requestOrigin } from '@/lib/seo/url';
import { ok } from '@/lib/server/http/envelope';
import { withOperatorRoute } from '@/lib/server/http/with-route';
import { requireArea } from '@/lib/server/services/back-office';
import { updateProduct } from '@/lib/server/services/catalog-changes';

/** PATCH /api/operator/products/{id} — changes a product of the key's store, seen everywhere. */
export const PATCH = withOperatorRoute(
  operations.changeOperatorProduct,
  async ({ input, db, ctx, request }) => {
    // The key's catalog scope (the product editor of issue 28 moves this check into its service).
    requireArea(ctx, 'catalog');
    return ok(
      await updateProduct(db, ctx, {
        id: input.params.id,
        changes: input.body,
        origin: requestOrigin(request.headers) ?? undefined,
      }),
    );
  },
);

export * from '@/lib/server/http/unsupported-methods';
