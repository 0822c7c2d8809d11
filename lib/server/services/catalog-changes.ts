import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '@/lib/contracts/common';
import { productChanges, type OperatorProduct } from '@/lib/contracts/operator';
import { toCents, toReais } from '@/lib/domain/money';
import { categoryTags, invalidate, productTags } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { categories, products } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordCatalogChange } from './search-index';
import { notifyBackInStock } from './stock-alert-delivery';

/** Changes that move a product in listings or search: the catalog indexes are built again. */
const INDEXED_CHANGES = ['name', 'price', 'finalPrice', 'visible'] as const;

/**
 * Changes a product of this store and invalidates exactly the caches that show it: its page,
 * the listings and its route (ARCHITECTURE.md item 8), on every instance (ADR 0022). The row, its
 * search document and the catalog version change in one transaction, so no reader sees one
 * without the others. Answers the product as it now is.
 */
export async function updateProduct(
  db: Db,
  ctx: { tenantId: number },
  input: {
    id: number;
    changes: z.input<typeof productChanges>;
    /** The store's address the change came from: stock alerts' e-mails link to it. */
    origin?: string;
  },
): Promise<OperatorProduct> {
  const changes = productChanges.parse(input.changes);
  const columns = {
    id: products.id,
    sku: products.sku,
    url: products.url,
    name: products.name,
    priceCents: products.priceCents,
    finalPriceCents: products.finalPriceCents,
    stock: products.stock,
    saleable: products.saleable,
    visible: products.visible,
  };
  const { row: current, changed } = await db.transaction(async (tx) => {
    // Locked, so a concurrent change cannot slip a price past the rule checked here.
    const [row] = await tx
      .select(columns)
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, input.id)))
      .limit(1)
      .for('update');
    if (!row) throw new NotFoundError('errors.productNotFound');
    // Nothing to change (an empty PATCH): the product as it is, no cache touched.
    if (Object.values(changes).every((value) => value === undefined))
      return { row, changed: false };
    const priceCents = changes.price === undefined ? undefined : toCents(changes.price);
    const finalPriceCents =
      changes.finalPrice === undefined ? undefined : toCents(changes.finalPrice);
    // The final price never exceeds the list price, whichever of the two changes.
    if ((finalPriceCents ?? row.finalPriceCents) > (priceCents ?? row.priceCents))
      throw new ValidationError(msg.invalidValue, {
        [finalPriceCents !== undefined ? 'finalPrice' : 'price']: [msg.invalidValue],
      });
    const [updated] = await tx
      .update(products)
      .set({
        name: changes.name,
        priceCents,
        finalPriceCents,
        stock: changes.stock,
        saleable: changes.saleable,
        visible: changes.visible,
        // An editor holding the old version is told of this change (admin-products.ts).
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, row.id)))
      .returning(columns);
    // Stock alone shows only on the product's own cards and page, read from the row itself.
    if (INDEXED_CHANGES.some((key) => changes[key] !== undefined))
      await recordCatalogChange(tx, ctx, { productIds: [row.id] });
    if (row.stock === 0 && updated!.stock > 0 && input.origin)
      await notifyBackInStock(tx, {
        tenantId: ctx.tenantId,
        productIds: [row.id],
        origin: input.origin,
      });
    return { row: updated!, changed: true };
  });
  if (changed) invalidate(productTags(ctx.tenantId, current));
  const { priceCents, finalPriceCents, ...product } = current;
  return { ...product, price: toReais(priceCents), finalPrice: toReais(finalPriceCents) };
}

/** Renames or hides a category of this store and invalidates the menu, its route and listings. */
export async function updateCategory(
  db: Db,
  ctx: { tenantId: number },
  input: { id: number; changes: { name?: string; description?: string | null; visible?: boolean } },
): Promise<void> {
  const current = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(categories)
      .set(input.changes)
      .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.id, input.id)))
      .returning({ url: categories.url });
    if (!row) throw new NotFoundError('errors.categoryNotFound');
    // Category names are part of every product's search text; a rename writes them all again.
    if (input.changes.name !== undefined) await recordCatalogChange(tx, ctx);
    return row;
  });
  invalidate(categoryTags(ctx.tenantId, current));
}
