import 'server-only';
import { sql } from 'drizzle-orm';
import type { PriceRule } from '@/lib/domain/pricing';
import type { Db } from '@/lib/server/db/client';
import type { AddonRate } from '@/lib/server/db/schema';
import { perCatalogVersion, selectJsonPayload } from './search-index';
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

/** A product's facts that change only with the store's catalog version (recordCatalogChange). */
type SettledFacts = {
  id: number;
  sku: string;
  url: string;
  name: string;
  type: CartProduct['type'];
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

/** What may change without a new catalog version (stock at every sale), read fresh for every cart. */
type CurrentFacts = {
  id: number;
  saleable: boolean;
  visible: boolean;
  stock: number;
  priceCents: number;
  finalPriceCents: number;
  inCashPriceCents: number | null;
};

/**
 * The settled facts of a store's products at one catalog version, so adding to a cart reads only
 * the few columns that move between versions. Filled product by product as carts ask; a new,
 * empty map when the version moves.
 */
const settledAtVersion = perCatalogVersion(
  '__storefrontCartFacts',
  async () => new Map<number, SettledFacts>(),
);

async function selectSettled(db: Db, tenantId: number, ids: number[]): Promise<SettledFacts[]> {
  if (ids.length === 0) return [];
  return selectJsonPayload<SettledFacts>(
    db,
    sql`select json_agg(json_build_object(
      'id', p.id, 'sku', p.sku, 'url', p.url, 'name', p.name, 'type', p.type,
      'productionTime', p.production_time, 'maxUnits', ag.max_units_per_purchase,
      'mediaUrl', (select m.url from ${productMedias} m where m.product_id = p.id order by m.position, m.id limit 1),
      'categories', (select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id) from ${productCategories} pc join ${categories} c on c.id = pc.category_id where pc.product_id = p.id),
      'addons', (select json_agg(json_build_object('addonProductId', pa.addon_product_id, 'kind', pa.kind, 'priceType', pa.price_type, 'value', pa.value, 'rates', pa.rates, 'name', ap.name) order by pa.sort_order, pa.id) from ${productAddons} pa join ${products} ap on ap.id = pa.addon_product_id where pa.product_id = p.id),
      'groups', (select json_agg(json_build_object('id', g.id, 'name', g.name, 'options', (select coalesce(json_agg(json_build_object('productId', o.product_id, 'quantity', o.quantity, 'isDefault', o.is_default) order by o.id), '[]'::json) from ${bundleGroupOptions} o where o.group_id = g.id)) order by g.sort_order, g.id) from ${bundleGroups} g where g.product_id = p.id)
    ))::text as payload
    from ${products} p left join ${attributeGroups} ag on ag.id = p.attribute_group_id
    where p.tenant_id = ${tenantId} and p.id in ${ids}`,
  );
}

async function selectCurrent(db: Db, tenantId: number, ids: number[]): Promise<CurrentFacts[]> {
  if (ids.length === 0) return [];
  return selectJsonPayload<CurrentFacts>(
    db,
    sql`select json_agg(json_build_object(
      'id', id, 'saleable', saleable, 'visible', visible, 'stock', stock,
      'priceCents', price_cents, 'finalPriceCents', final_price_cents,
      'inCashPriceCents', in_cash_price_cents
    ))::text as payload
    from ${products} where tenant_id = ${tenantId} and id in ${ids}`,
  );
}

/** The settled facts of these products: from memory, else read and kept. */
async function settledFacts(
  db: Db,
  known: Map<number, SettledFacts>,
  tenantId: number,
  ids: number[],
): Promise<Map<number, SettledFacts>> {
  const found = new Map<number, SettledFacts>();
  const missing = ids.filter((id) => {
    const hit = known.get(id);
    if (hit) found.set(id, hit);
    return !hit;
  });
  for (const row of await selectSettled(db, tenantId, missing)) {
    known.set(row.id, row);
    found.set(row.id, row);
  }
  return found;
}

/**
 * Loads every product a cart refers to (lines, kit options, add-ons) with the offers and groups
 * of its products and kits. What only a catalog change can alter comes from memory at the store's
 * catalog version (read with the cart, or here); stock, availability and prices are read now, in
 * one query.
 */
export async function loadCartCatalog(
  db: Db,
  tenantId: number,
  productIds: Iterable<number>,
  version?: number,
): Promise<CartCatalog> {
  const catalog: CartCatalog = { products: new Map(), addons: new Map(), bundles: new Map() };
  const known = await settledAtVersion(db, { tenantId }, version);
  const settled = await settledFacts(db, known, tenantId, [...new Set(productIds)]);
  const referenced = [...settled.values()].flatMap((r) => [
    ...(r.addons ?? []).map((a) => a.addonProductId),
    ...(r.groups ?? []).flatMap((g) => g.options.map((o) => o.productId)),
  ]);
  const more = [...new Set(referenced)].filter((id) => !settled.has(id));
  for (const [id, row] of await settledFacts(db, known, tenantId, more)) settled.set(id, row);
  const current = await selectCurrent(db, tenantId, [...settled.keys()]);
  for (const now of current) {
    const r = settled.get(now.id)!;
    catalog.products.set(r.id, {
      id: r.id,
      sku: r.sku,
      url: r.url,
      name: r.name,
      type: r.type,
      // Add-ons are never listed on their own; they are available while their product offers them.
      available: now.saleable && (now.visible || r.type === 'addon'),
      stock: now.stock,
      priceCents: now.priceCents,
      finalPriceCents: now.finalPriceCents,
      inCashPriceCents: now.inCashPriceCents,
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
