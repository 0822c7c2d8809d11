import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { msg } from '@/lib/contracts/common';
import { toCents } from '@/lib/domain/money';
import { categoryTags, invalidate, productTags } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { categories, products } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordCatalogChange } from './search-index';

/** What may change on a product; prices in reais like every contract (ADR 0003). */
export const productChanges = z
  .object({
    name: z.string().trim().min(1, msg.required).max(255, msg.tooLong),
    price: z.number().nonnegative(),
    finalPrice: z.number().nonnegative(),
    stock: z.number().int().nonnegative(),
    saleable: z.boolean(),
    visible: z.boolean(),
  })
  .partial()
  .strict();

/** Changes that move a product in listings or search: the catalog indexes are built again. */
const INDEXED_CHANGES = ['name', 'price', 'finalPrice', 'visible'] as const;

/**
 * Changes a product of this store and invalidates exactly the caches that show it: its page,
 * the listings and its route (ARCHITECTURE.md item 8). The row, its search document and the
 * catalog version change in one transaction, so no reader sees one without the others.
 */
export async function updateProduct(
  db: Db,
  ctx: { tenantId: number },
  input: { id: number; changes: z.input<typeof productChanges> },
): Promise<void> {
  const changes = productChanges.parse(input.changes);
  const current = await db.transaction(async (tx) => {
    // Locked, so a concurrent change cannot slip a price past the rule checked here.
    const [row] = await tx
      .select({
        id: products.id,
        url: products.url,
        priceCents: products.priceCents,
        finalPriceCents: products.finalPriceCents,
      })
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, input.id)))
      .limit(1)
      .for('update');
    if (!row) throw new NotFoundError('errors.productNotFound');
    const priceCents = changes.price === undefined ? undefined : toCents(changes.price);
    const finalPriceCents =
      changes.finalPrice === undefined ? undefined : toCents(changes.finalPrice);
    // The final price never exceeds the list price, whichever of the two changes.
    if ((finalPriceCents ?? row.finalPriceCents) > (priceCents ?? row.priceCents))
      throw new ValidationError(msg.invalidValue, {
        [finalPriceCents !== undefined ? 'finalPrice' : 'price']: [msg.invalidValue],
      });
    await tx
      .update(products)
      .set({
        name: changes.name,
        priceCents,
        finalPriceCents,
        stock: changes.stock,
        saleable: changes.saleable,
        visible: changes.visible,
      })
      .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, row.id)));
    // Stock alone shows only on the product's own cards and page, read from the row itself.
    if (INDEXED_CHANGES.some((key) => changes[key] !== undefined))
      await recordCatalogChange(tx, ctx, { productIds: [row.id] });
    return row;
  });
  invalidate(productTags(ctx.tenantId, current));
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
