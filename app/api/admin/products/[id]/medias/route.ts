import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { idRequired } from '@/lib/server/http/methods';
import { ValidationError } from '@/lib/server/http/errors';
import { withBackOfficeRoute } from '@/lib/server/http/with-route';
import { requireArea } from '@/lib/server/services/back-office';
import {
  addProductMedia,
  arrangeProductMedias,
  MAX_MEDIA_BYTES,
} from '@/lib/server/services/admin-media';

/** POST /api/admin/products/{id}/medias — multipart `file` and `alt`: a photo added last. */
export const POST = withBackOfficeRoute(
  operations.addProductMedia,
  async ({ input, db, ctx, request }) => {
    requireArea(ctx, 'catalog');
    // A declared size over the limit is refused before the body is read.
    if (Number(request.headers.get('content-length') ?? 0) > MAX_MEDIA_BYTES + 64 * 1024)
      throw new ValidationError('errors.validation', { file: ['backOffice.media.tooLarge'] });
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string')
      throw new ValidationError('errors.validation', { file: ['validation.required'] });
    const alt = form?.get('alt');
    return ok(
      await addProductMedia(db, ctx, {
        productId: input.params.id,
        bytes: new Uint8Array(await file.arrayBuffer()),
        alt: typeof alt === 'string' ? alt.slice(0, 255) : null,
      }),
    );
  },
);

/** PUT /api/admin/products/{id}/medias — the photos' order and alt texts. */
export const PUT = withBackOfficeRoute(
  operations.arrangeProductMedias,
  async ({ input, db, ctx }) =>
    ok(await arrangeProductMedias(db, ctx, { productId: input.params.id, ...input.body })),
);

/** DELETE needs the item's id. */
export const DELETE = idRequired;

export * from '@/lib/server/http/unsupported-methods';
