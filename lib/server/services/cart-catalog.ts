import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PriceRule } from '@/lib/domain/pricing';
import type { Db } from '@/lib/server/db/client';
import type { AddonRate } from '@/lib/server/db/schema';
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

type ProductRow = {
  id: number;
  sku: string;
  url: string;
  name: string;
  type: CartProduct['type'];
  saleable: boolean;
  visible: boolean;
  stock: number;
  priceCents: number;
  finalPriceCents: number;
  inCashPriceCents: number | null;
  productionTime: number | null;
  maxUnits: number | null;
  mediaUrl: string | null;
  categories: { id: number; name: string }[] | null;
  addons:
    | {
        addonProductId: number;
        kind: 'warranty' | 'service';
        priceType: 'percent' | 'price_range' | 'fixed';
        value: number;
        rates: AddonRate[];
        name: string;
      }[]
    | null;
  groups: CartBundleGroup[] | null;
};

/**
 * One query for products by id: their cart facts with, as JSON, the first media, the categories,
 * the add-ons offered with them and a kit's groups and options. Only the columns a cart needs
 * (never the search document).
 */
async function selectProducts(db: Db, tenantId: number, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      sku: products.sku,
      url: products.url,
      name: products.name,
      type: products.type,
      saleable: products.saleable,
      visible: products.visible,
      stock: products.stock,
      priceCents: products.priceCents,
      finalPriceCents: products.finalPriceCents,
      inCashPriceCents: products.inCashPriceCents,
      productionTime: products.productionTime,
      maxUnits: attributeGroups.maxUnitsPerPurchase,
      mediaUrl: sql<
        string | null
      >`(select m.url from ${productMedias} m where m.product_id = ${products.id} order by m.position, m.id limit 1)`,
      categories: sql<
        { id: number; name: string }[] | null
      >`(select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id) from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = ${products.id})`,
      addons: sql<
        ProductRow['addons']
      >`(select json_agg(json_build_object('addonProductId', pa.addon_product_id, 'kind', pa.kind, 'priceType', pa.price_type, 'value', pa.value, 'rates', pa.rates, 'name', ap.name) order by pa.sort_order, pa.id) from ${productAddons} pa join ${products} ap on ap.id = pa.addon_product_id where pa.product_id = ${products.id})`,
      groups: sql<
        CartBundleGroup[] | null
      >`(select json_agg(json_build_object('id', g.id, 'name', g.name, 'options', (select coalesce(json_agg(json_build_object('productId', o.product_id, 'quantity', o.quantity, 'isDefault', o.is_default) order by o.id), '[]'::json) from ${bundleGroupOptions} o where o.group_id = g.id)) order by g.sort_order, g.id) from ${bundleGroups} g where g.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(attributeGroups, eq(attributeGroups.id, products.attributeGroupId))
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
}

/**
 * Loads every product a cart refers to (lines, kit options, add-ons) with the offers and groups
 * of its products and kits: one query, and a second only for add-on and kit-option products not
 * already among them.
 */
export async function loadCartCatalog(
  db: Db,
  tenantId: number,
  productIds: Iterable<number>,
): Promise<CartCatalog> {
  const catalog: CartCatalog = { products: new Map(), addons: new Map(), bundles: new Map() };
  const ids = [...new Set(productIds)];
  const rows = await selectProducts(db, tenantId, ids);
  const loaded = new Set(rows.map((r) => r.id));
  const referenced = rows.flatMap((r) => [
    ...(r.addons ?? []).map((a) => a.addonProductId),
    ...(r.groups ?? []).flatMap((g) => g.options.map((o) => o.productId)),
  ]);
  const more = [...new Set(referenced)].filter((id) => !loaded.has(id));
  rows.push(...(await selectProducts(db, tenantId, more)));
  for (const r of rows) {
    catalog.products.set(r.id, {
      id: r.id,
      sku: r.sku,
      url: r.url,
      name: r.name,
      type: r.type,
      // Add-ons are never listed on their own; they are available while their product offers them.
      available: r.saleable && (r.visible || r.type === 'addon'),
      stock: r.stock,
      priceCents: r.priceCents,
      finalPriceCents: r.finalPriceCents,
      inCashPriceCents: r.inCashPriceCents,
      productionTime: r.productionTime,
      maxUnitsPerPurchase: r.maxUnits ?? null,
      mediaUrl: r.mediaUrl,
      categories: r.categories ?? [],
    });
    if (r.addons?.length)
      catalog.addons.set(
        r.id,
        r.addons.map((a) => ({
          addonProductId: a.addonProductId,
          name: a.name,
          isWarranty: a.kind === 'warranty',
          rule:
            a.priceType === 'price_range'
              ? { priceType: 'price_range', rates: a.rates }
              : { priceType: a.priceType, value: a.value },
        })),
      );
    if (r.groups?.length) catalog.bundles.set(r.id, r.groups);
  }
  return catalog;
}
