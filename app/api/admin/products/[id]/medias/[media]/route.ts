import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { removeProductMedia } from '@/lib/server/services/admin-media';

/** DELETE /api/admin/products/{id}/medias/{media} — a photo off the product. */
export const DELETE = withBackOfficeRoute(
  operations.removeProductMedia,
  async ({ input, db, ctx }) =>
    ok(
      await removeProductMedia(db, ctx, {
        productId: input.params.id,
        mediaId: input.params.media,
      }),
    ),
);

export * from '@/lib/server/http/unsupported-methods';
