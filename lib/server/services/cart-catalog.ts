import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PriceRule } from '@/lib/domain/pricing';
import type { Db } from '@/lib/server/db/client';
import {
  attributeGroups,
  bundleGroupOptions,
  bundleGroups,
  categories,
  productAddons,
  productCategories,
  productMedias,
  products,
} from '@/lib/server/db/schema';

/** What pricing and checking a cart line needs to know of its product, read from the catalogue. */
export type CartProduct = {
  id: number;
  sku: string;
  url: string;
  name: string;
  type: 'simple' | 'bundle' | 'addon';
  /** Listed and for sale: a cart may take it. */
  available: boolean;
  stock: number;
  priceCents: number;
  finalPriceCents: number;
  inCashPriceCents: number | null;
  productionTime: number | null;
  /** Units per purchase allowed by the product's attribute group (3 for graphics cards); null: no limit. */
  maxUnitsPerPurchase: number | null;
  mediaUrl: string | null;
  categories: { id: number; name: string }[];
};

export type CartAddonOffer = {
  addonProductId: number;
  name: string;
  isWarranty: boolean;
  rule: PriceRule;
};

export type CartBundleGroup = {
  id: number;
  name: string;
  options: { productId: number; quantity: number; isDefault: boolean }[];
};

/** The catalogue facts of a cart's products: the products, their add-on offers and kit groups. */
export type CartCatalog = {
  products: Map<number, CartProduct>;
  addons: Map<number, CartAddonOffer[]>;
  bundles: Map<number, CartBundleGroup[]>;
};

/**
 * Loads every product a cart refers to (lines, kit options, add-ons) with the offers and groups
 * of its products and kits, in a handful of queries whatever the cart's size.
 */
export async function loadCartCatalog(
  db: Db,
  tenantId: number,
  productIds: Iterable<number>,
): Promise<CartCatalog> {
  const catalog: CartCatalog = { products: new Map(), addons: new Map(), bundles: new Map() };
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return catalog;
  const [addonRows, groupRows] = await Promise.all([
    db
      .select({
        productId: productAddons.productId,
        addonProductId: productAddons.addonProductId,
        kind: productAddons.kind,
        priceType: productAddons.priceType,
        value: productAddons.value,
        rates: productAddons.rates,
        name: products.name,
      })
      .from(productAddons)
      .innerJoin(products, eq(products.id, productAddons.addonProductId))
      .where(and(eq(productAddons.tenantId, tenantId), inArray(productAddons.productId, ids)))
      .orderBy(asc(productAddons.sortOrder), asc(productAddons.id)),
    db
      .select({
        bundleId: bundleGroups.productId,
        groupId: bundleGroups.id,
        name: bundleGroups.name,
        productId: bundleGroupOptions.productId,
        quantity: bundleGroupOptions.quantity,
        isDefault: bundleGroupOptions.isDefault,
      })
      .from(bundleGroups)
      .innerJoin(bundleGroupOptions, eq(bundleGroupOptions.groupId, bundleGroups.id))
      .where(and(eq(bundleGroups.tenantId, tenantId), inArray(bundleGroups.productId, ids)))
      .orderBy(asc(bundleGroups.sortOrder), asc(bundleGroups.id), asc(bundleGroupOptions.id)),
  ]);
  for (const a of addonRows) {
    const rule: PriceRule =
      a.priceType === 'price_range'
        ? { priceType: 'price_range', rates: a.rates }
        : { priceType: a.priceType, value: a.value };
    const list = catalog.addons.get(a.productId) ?? [];
    list.push({
      addonProductId: a.addonProductId,
      name: a.name,
      isWarranty: a.kind === 'warranty',
      rule,
    });
    catalog.addons.set(a.productId, list);
  }
  for (const g of groupRows) {
    const groups = catalog.bundles.get(g.bundleId) ?? [];
    let group = groups.find((x) => x.id === g.groupId);
    if (!group) {
      group = { id: g.groupId, name: g.name, options: [] };
      groups.push(group);
    }
    group.options.push({ productId: g.productId, quantity: g.quantity, isDefault: g.isDefault });
    catalog.bundles.set(g.bundleId, groups);
  }
  const allIds = [
    ...new Set([
      ...ids,
      ...addonRows.map((a) => a.addonProductId),
      ...groupRows.map((g) => g.productId),
    ]),
  ];
  const [rows, medias, cats] = await Promise.all([
    db
      .select({ product: products, maxUnits: attributeGroups.maxUnitsPerPurchase })
      .from(products)
      .leftJoin(attributeGroups, eq(attributeGroups.id, products.attributeGroupId))
      .where(and(eq(products.tenantId, tenantId), inArray(products.id, allIds))),
    db
      .select({ productId: productMedias.productId, url: productMedias.url })
      .from(productMedias)
      .where(and(eq(productMedias.tenantId, tenantId), inArray(productMedias.productId, allIds)))
      .orderBy(asc(productMedias.position), asc(productMedias.id)),
    db
      .select({ productId: productCategories.productId, id: categories.id, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(
        and(eq(productCategories.tenantId, tenantId), inArray(productCategories.productId, allIds)),
      )
      .orderBy(asc(categories.id)),
  ]);
  for (const { product: p, maxUnits } of rows) {
    catalog.products.set(p.id, {
      id: p.id,
      sku: p.sku,
      url: p.url,
      name: p.name,
      type: p.type,
      // Add-ons are never listed on their own; they are available while their product offers them.
      available: p.saleable && (p.visible || p.type === 'addon'),
      stock: p.stock,
      priceCents: p.priceCents,
      finalPriceCents: p.finalPriceCents,
      inCashPriceCents: p.inCashPriceCents,
      productionTime: p.productionTime,
      maxUnitsPerPurchase: maxUnits ?? null,
      mediaUrl: medias.find((m) => m.productId === p.id)?.url ?? null,
      categories: cats.filter((c) => c.productId === p.id).map(({ id, name }) => ({ id, name })),
    });
  }
  return catalog;
}
