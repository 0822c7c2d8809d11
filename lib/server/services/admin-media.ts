import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminProductMedia } from '@/lib/contracts/back-office-products';
import { FILE_TYPES, sniffFileType } from '@/lib/domain/file-types';
import { invalidate, productTags } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { productMedias, products } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { mediaStorage } from '@/lib/server/storage';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';

/** A photo's largest size: 10 MB (a 1600 px JPEG is well under 1 MB). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** Photos a product may have. */
export const MAX_MEDIAS = 12;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Where the storage's photo is served (app/media/u/[...key]/route.ts). */
export const mediaUrl = (key: string) => `/media/u/${key}`;

async function productOf(db: Db, ctx: BackOfficeContext, productId: number) {
  const [product] = await db
    .select({ id: products.id, url: products.url })
    .from(products)
    .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, productId)))
    .for('update');
  if (!product) throw new NotFoundError('backOffice.products.notFound');
  return product;
}

/** A product's photos in their order (the back-office's view). */
export async function productMediaList(
  db: Db,
  tenantId: number,
  productId: number,
): Promise<AdminProductMedia[]> {
  const rows = await db
    .select({ id: productMedias.id, url: productMedias.url, alt: productMedias.alt })
    .from(productMedias)
    .where(and(eq(productMedias.tenantId, tenantId), eq(productMedias.productId, productId)))
    .orderBy(asc(productMedias.position), asc(productMedias.id));
  return rows;
}

/**
 * POST /admin/products/{id}/medias: a photo for the product, last in its order. It is a photo by
 * its bytes (JPEG, PNG or WebP), whatever its name or the browser says; 10 MB at most, 12 photos
 * a product. Stored once by its content's hash.
 */
export async function addProductMedia(
  db: Db,
  ctx: BackOfficeContext,
  input: { productId: number; bytes: Uint8Array; alt: string | null },
): Promise<AdminProductMedia[]> {
  const actor = requireArea(ctx, 'catalog');
  const type = sniffFileType(input.bytes);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type))
    throw new ValidationError('errors.validation', { file: ['backOffice.media.notImage'] });
  if (input.bytes.length > MAX_MEDIA_BYTES)
    throw new ValidationError('errors.validation', { file: ['backOffice.media.tooLarge'] });
  const key = `${ctx.tenantId}/${createHash('sha256').update(input.bytes).digest('hex')}.${FILE_TYPES[type].extension}`;
  await mediaStorage().put(key, input.bytes);
  const product = await db.transaction(async (tx) => {
    const product = await productOf(tx, ctx, input.productId);
    const [{ n, last } = { n: 0, last: -1 }] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${productMedias.position}), -1)::int`,
      })
      .from(productMedias)
      .where(eq(productMedias.productId, product.id));
    if (n >= MAX_MEDIAS)
      throw new ValidationError('errors.validation', { file: ['backOffice.media.tooMany'] });
    const [media] = await tx
      .insert(productMedias)
      .values({
        tenantId: ctx.tenantId,
        productId: product.id,
        url: mediaUrl(key),
        position: last + 1,
        alt: input.alt?.trim() || null,
        storageKey: key,
      })
      .returning({ id: productMedias.id, url: productMedias.url });
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'product.media.add',
        entity: 'product',
        entityId: product.id,
        before: null,
        after: { media: media!.id, url: media!.url },
      },
    );
    return product;
  });
  invalidate(productTags(ctx.tenantId, product));
  return productMediaList(db, ctx.tenantId, product.id);
}

/**
 * PUT /admin/products/{id}/medias: the photos in the order given, each with its alt text; the
 * list must be the product's photos, each once (a photo of another product is not found).
 */
export async function arrangeProductMedias(
  db: Db,
  ctx: BackOfficeContext,
  input: { productId: number; medias: { id: number; alt: string | null }[] },
): Promise<AdminProductMedia[]> {
  const actor = requireArea(ctx, 'catalog');
  const product = await db.transaction(async (tx) => {
    const product = await productOf(tx, ctx, input.productId);
    const before = await productMediaList(tx, ctx.tenantId, product.id);
    const ids = input.medias.map((m) => m.id);
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== before.length ||
      !ids.every((id) => before.some((m) => m.id === id))
    )
      throw new ValidationError('errors.validation', { medias: ['backOffice.media.listChanged'] });
    for (const [position, media] of input.medias.entries())
      await tx
        .update(productMedias)
        .set({ position, alt: media.alt?.trim() || null })
        .where(and(eq(productMedias.productId, product.id), eq(productMedias.id, media.id)));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'product.media.arrange',
        entity: 'product',
        entityId: product.id,
        before: { medias: before },
        after: { medias: input.medias },
      },
    );
    return product;
  });
  invalidate(productTags(ctx.tenantId, product));
  return productMediaList(db, ctx.tenantId, product.id);
}

/** DELETE /admin/products/{id}/medias/{media}: a photo off the product. */
export async function removeProductMedia(
  db: Db,
  ctx: BackOfficeContext,
  input: { productId: number; mediaId: number },
): Promise<AdminProductMedia[]> {
  const actor = requireArea(ctx, 'catalog');
  const product = await db.transaction(async (tx) => {
    const product = await productOf(tx, ctx, input.productId);
    const [removed] = await tx
      .delete(productMedias)
      .where(and(eq(productMedias.productId, product.id), eq(productMedias.id, input.mediaId)))
      .returning({ id: productMedias.id, url: productMedias.url });
    if (!removed) throw new NotFoundError('backOffice.media.notFound');
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'product.media.remove',
        entity: 'product',
        entityId: product.id,
        before: { media: removed.id, url: removed.url },
        after: null,
      },
    );
    return product;
  });
  invalidate(productTags(ctx.tenantId, product));
  return productMediaList(db, ctx.tenantId, product.id);
}
