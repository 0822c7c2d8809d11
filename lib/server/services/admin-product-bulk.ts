import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  adminProductBulkBody,
  type AdminProductBulkBody,
} from '@/lib/contracts/back-office-products';
import { invalidate, productTags } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { categories, productCategories, products } from '@/lib/server/db/schema';
import { ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { recordCatalogChange } from './search-index';
import { notifyBackInStock } from './stock-alert-delivery';

/** A price moved by a percent, to the cent. */
const moved = (cents: number, percent: number) => Math.round((cents * (100 + percent)) / 100);

/**
 * POST /admin/products/bulk: one change to the chosen products of the store, all or none, each
 * product's version moved and audited like an edit; ids of another store are not found and
 * change nothing. Answers how many changed.
 */
export async function bulkChangeProducts(
  db: Db,
  ctx: BackOfficeContext,
  input: AdminProductBulkBody & { origin: string },
): Promise<{ changed: number }> {
  const actor = requireArea(ctx, 'catalog');
  const { origin, ...change } = input;
  const body = adminProductBulkBody.parse(change);
  const ids = [...new Set(body.ids)];
  const rows = await db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: products.id,
        url: products.url,
        visible: products.visible,
        priceCents: products.priceCents,
        finalPriceCents: products.finalPriceCents,
        inCashPriceCents: products.inCashPriceCents,
      })
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.id, ids)))
      .for('update');
    if (found.length !== ids.length)
      throw new ValidationError('errors.validation', { ids: ['backOffice.products.notFound'] });
    if (body.action === 'move') {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.id, body.category)));
      if (!category)
        throw new ValidationError('errors.validation', {
          category: ['backOffice.products.categoryUnknown'],
        });
      await tx.delete(productCategories).where(inArray(productCategories.productId, ids));
      await tx.insert(productCategories).values(
        ids.map((productId) => ({
          tenantId: ctx.tenantId,
          productId,
          categoryId: body.category,
        })),
      );
    }
    for (const row of found) {
      const columns =
        body.action === 'show' || body.action === 'hide'
          ? { visible: body.action === 'show' }
          : body.action === 'reprice'
            ? {
                priceCents: moved(row.priceCents, body.percent),
                finalPriceCents: moved(row.finalPriceCents, body.percent),
                inCashPriceCents:
                  row.inCashPriceCents === null ? null : moved(row.inCashPriceCents, body.percent),
              }
            : {};
      await tx
        .update(products)
        .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, row.id));
      const before = {
        visible: row.visible,
        priceCents: row.priceCents,
        finalPriceCents: row.finalPriceCents,
        inCashPriceCents: row.inCashPriceCents,
      };
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: `product.bulk.${body.action}`,
          entity: 'product',
          entityId: row.id,
          before: body.action === 'move' ? null : before,
          after:
            body.action === 'move' ? { categoryIds: [body.category] } : { ...before, ...columns },
        },
      );
    }
    await recordCatalogChange(tx, ctx, { productIds: ids });
    if (body.action === 'show')
      await notifyBackInStock(tx, { tenantId: ctx.tenantId, productIds: ids, origin });
    return found;
  });
  invalidate(
    rows
      .flatMap((row) => productTags(ctx.tenantId, row))
      .filter((t, i, all) => all.indexOf(t) === i),
  );
  return { changed: rows.length };
}
