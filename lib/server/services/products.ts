import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Product } from '@/lib/contracts/catalog';
import { toReais } from '@/lib/domain/money';
import type { Db } from '@/lib/server/db/client';
import {
  attributeGroups,
  attributeOptions,
  attributes,
  categories,
  productAttributes,
  productCategories,
  productMedias,
  products,
} from '@/lib/server/db/schema';

type ProductRow = typeof products.$inferSelect;

/** Loads the related rows of many products at once and shapes them as the Product contract. */
export async function toProducts(
  db: Db,
  ctx: { tenantId: number },
  rows: ProductRow[],
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const groupIds = rows.flatMap((r) => (r.attributeGroupId === null ? [] : [r.attributeGroupId]));
  const [medias, cats, attrs, groups] = await Promise.all([
    db
      .select()
      .from(productMedias)
      .where(and(eq(productMedias.tenantId, ctx.tenantId), inArray(productMedias.productId, ids)))
      .orderBy(asc(productMedias.position), asc(productMedias.id)),
    db
      .select({
        productId: productCategories.productId,
        id: categories.id,
        name: categories.name,
        url: categories.url,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(
        and(
          eq(productCategories.tenantId, ctx.tenantId),
          inArray(productCategories.productId, ids),
        ),
      )
      .orderBy(asc(categories.id)),
    db
      .select({
        productId: productAttributes.productId,
        code: attributes.code,
        name: attributes.name,
        type: attributes.type,
        isList: attributes.isList,
        sortOrder: attributes.sortOrder,
        optionId: productAttributes.optionId,
        optionLabel: attributeOptions.name,
        text: productAttributes.text,
      })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .leftJoin(attributeOptions, eq(attributeOptions.id, productAttributes.optionId))
      .where(
        and(
          eq(productAttributes.tenantId, ctx.tenantId),
          inArray(productAttributes.productId, ids),
        ),
      )
      .orderBy(asc(attributes.sortOrder), asc(attributes.name)),
    groupIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: attributeGroups.id, name: attributeGroups.name })
          .from(attributeGroups)
          .where(
            and(eq(attributeGroups.tenantId, ctx.tenantId), inArray(attributeGroups.id, groupIds)),
          ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    subtitle: r.subtitle,
    shortDescription: r.shortDescription,
    description: r.description,
    sku: r.sku,
    url: r.url,
    type: r.type,
    saleable: r.saleable,
    stock: r.stock,
    price: toReais(r.priceCents),
    finalPrice: toReais(r.finalPriceCents),
    inCashPrice: r.inCashPriceCents === null ? null : toReais(r.inCashPriceCents),
    medias: medias
      .filter((m) => m.productId === r.id)
      .map((m) => (m.alt ? { url: m.url, alt: m.alt } : { url: m.url })),
    categories: cats
      .filter((c) => c.productId === r.id)
      .map(({ id, name, url }) => ({ id, name, url })),
    attributes: attrs
      .filter((a) => a.productId === r.id)
      .map(({ productId: _productId, ...a }) => ({ ...a, optionLabel: a.optionLabel ?? null })),
    attributeGroup: groups.find((g) => g.id === r.attributeGroupId) ?? null,
    productionTime: r.productionTime,
  }));
}

/** Products a shopper may see in this store: visible, and not an add-on (sold only with a product). */
export const shownProducts = (tenantId: number) =>
  and(eq(products.tenantId, tenantId), eq(products.visible, true), ne(products.type, 'addon'));

export async function findProductByUrl(
  db: Db,
  ctx: { tenantId: number },
  url: string,
): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(shownProducts(ctx.tenantId), eq(products.url, url)))
    .limit(1);
  if (!row) return null;
  const [product] = await toProducts(db, ctx, [row]);
  return product ?? null;
}
