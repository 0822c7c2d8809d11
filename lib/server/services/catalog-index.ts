import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Attribute } from '@/lib/contracts/catalog';
import type { ListingSort } from '@/lib/contracts/listing';
import type { Db } from '@/lib/server/db/client';
import { listAttributes } from './attributes';
import { listableProduct, perCatalogVersion, selectJsonPayload } from './search-index';
import type { TextIndex } from './text-index';

/**
 * A store's listable products (visible, not add-ons) held in memory in the shape listings need:
 * prices, dates, categories and attribute options, with every sort order worked out once.
 * Filtering, facet counts and sorting then cost one pass over arrays instead of a dozen SQL
 * aggregates, so a category of 20,000 products answers in milliseconds. The index is rebuilt
 * when the store's catalog version moves (recordCatalogChange).
 */
export type CatalogIndex = {
  version: number;
  /** Product ids by position; every other array is indexed by the same position. */
  ids: Int32Array;
  priceCents: Int32Array;
  finalPriceCents: Int32Array;
  positionOf: Map<number, number>;
  /** Category id → positions of its products (direct links, as the seed files parents too). */
  categoryMembers: Map<number, Int32Array>;
  /** Position → its options, as dense option numbers (`optionNumber`). */
  optionsOf: Lists;
  /**
   * Dense option number → the positions holding it, ascending. A filter marks only the products
   * of its selected options, and facet counts over most of the catalogue read one byte per link
   * (twice as fast as counting from each product's options at 100,000 products).
   */
  productsOf: Lists;
  /** Position → the ids of its categories. */
  categoriesOf: Lists;
  /** Filterable attributes with their options, in menu order. */
  attributes: Attribute[];
  /** Option id → dense option number (0 … size − 1), in menu order. */
  optionNumber: Map<number, number>;
  /** Dense option number → index of its attribute in `attributes`. */
  attributeOfOption: Int32Array;
  /** The text index of these products, built on the first search (text-index.ts). */
  text?: Promise<TextIndex>;
  /** Positions in each fixed sort order (relevance is per search). */
  orders: Record<FixedSort, Int32Array>;
  /** Each position's place in each fixed sort order (the inverse of `orders`). */
  places: Record<FixedSort, Int32Array>;
  /** Every position, 0 … n − 1: the base of a listing of the whole catalogue. */
  everyPosition: Int32Array;
};

export type FixedSort = Exclude<ListingSort, 'relevance:DESC'>;

/**
 * Lists of numbers held in two typed arrays: list i is `items` from `starts[i]` to
 * `starts[i + 1]`. Passes over 100,000 products read them in order, where a typed array per
 * product made them twice as slow.
 */
export type Lists = { starts: Int32Array; items: Int32Array };

type ProductTuple = [id: number, price: number, finalPrice: number, created: number, name: string];

const nameCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Builds the index from the rows of one store; pure, so tests can feed it directly. */
export function buildCatalogIndex(input: {
  version: number;
  products: ProductTuple[];
  categoryLinks: [productId: number, categoryId: number][];
  optionLinks: [productId: number, optionId: number][];
  attributes: Attribute[];
}): CatalogIndex {
  const n = input.products.length;
  const ids = new Int32Array(n);
  const priceCents = new Int32Array(n);
  const finalPriceCents = new Int32Array(n);
  const created = new Float64Array(n);
  const positionOf = new Map<number, number>();
  input.products.forEach(([id, price, finalPrice, createdAt], i) => {
    ids[i] = id;
    priceCents[i] = price;
    finalPriceCents[i] = finalPrice;
    created[i] = createdAt;
    positionOf.set(id, i);
  });

  const members = new Map<number, number[]>();
  const categoryLists: number[][] = Array.from({ length: n }, () => []);
  for (const [productId, categoryId] of input.categoryLinks) {
    const at = positionOf.get(productId);
    if (at === undefined) continue;
    const list = members.get(categoryId) ?? [];
    list.push(at);
    members.set(categoryId, list);
    categoryLists[at]!.push(categoryId);
  }
  // Options get dense numbers, so counting and filtering index typed arrays instead of maps.
  const optionNumber = new Map<number, number>();
  const attributeOfOption: number[] = [];
  input.attributes.forEach((a, i) =>
    a.options.forEach((o) => {
      optionNumber.set(o.id, attributeOfOption.length);
      attributeOfOption.push(i);
    }),
  );
  const optionLists: number[][] = Array.from({ length: n }, () => []);
  for (const [productId, optionId] of input.optionLinks) {
    const at = positionOf.get(productId);
    const option = optionNumber.get(optionId);
    // Only filterable options count; a product linked twice to one option counts once for it.
    if (at !== undefined && option !== undefined && !optionLists[at]!.includes(option))
      optionLists[at]!.push(option);
  }

  const positions = Array.from({ length: n }, (_, i) => i);
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  const discount = (i: number) =>
    (priceCents[i]! - finalPriceCents[i]!) / Math.max(priceCents[i]!, 1);
  const sorted = (compare: (a: number, b: number) => number) =>
    Int32Array.from([...positions].sort(compare));
  const names = input.products.map((p) => p[4]);

  const orders: CatalogIndex['orders'] = {
    'finalPrice:ASC': sorted((a, b) => finalPriceCents[a]! - finalPriceCents[b]! || byId(a, b)),
    'finalPrice:DESC': sorted((a, b) => finalPriceCents[b]! - finalPriceCents[a]! || byId(a, b)),
    'name:ASC': sorted((a, b) => nameCollator.compare(names[a]!, names[b]!) || byId(a, b)),
    'newest:DESC': sorted((a, b) => created[b]! - created[a]! || byId(b, a)),
    'discount:DESC': sorted((a, b) => discount(b) - discount(a) || byId(a, b)),
  };
  const placesIn = (order: Int32Array) => {
    const places = new Int32Array(n);
    order.forEach((at, place) => (places[at] = place));
    return places;
  };
  return {
    version: input.version,
    ids,
    priceCents,
    finalPriceCents,
    positionOf,
    categoryMembers: new Map([...members].map(([id, list]) => [id, Int32Array.from(list)])),
    optionsOf: toLists(optionLists),
    productsOf: invertLists(optionLists, attributeOfOption.length),
    categoriesOf: toLists(categoryLists),
    attributes: input.attributes,
    optionNumber,
    attributeOfOption: Int32Array.from(attributeOfOption),
    orders,
    places: Object.fromEntries(
      Object.entries(orders).map(([sort, order]) => [sort, placesIn(order)]),
    ) as Record<FixedSort, Int32Array>,
    everyPosition: Int32Array.from(positions),
  };
}

function toLists(lists: number[][]): Lists {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (starts[i + 1] = starts[i]! + list.length));
  const items = new Int32Array(starts[lists.length]!);
  lists.forEach((list, i) => items.set(list, starts[i]!));
  return { starts, items };
}

/** Lists of `size` values (0 … size − 1) → for each value, the lists holding it, ascending. */
function invertLists(lists: number[][], size: number): Lists {
  const starts = new Int32Array(size + 1);
  for (const list of lists) for (const value of list) starts[value + 1]!++;
  for (let v = 0; v < size; v++) starts[v + 1]! += starts[v]!;
  const items = new Int32Array(starts[size]!);
  const next = starts.slice(0, size);
  lists.forEach((list, i) => {
    for (const value of list) items[next[value]!++] = i;
  });
  return { starts, items };
}

/** The store's catalog index, built again when its catalog version moves. */
export const loadCatalogIndex = perCatalogVersion('__storefrontCatalogIndexes', readCatalogIndex);

/** Drops every store's catalog index, and so its text index (tests and benches that reopen databases). */
export function forgetCatalogIndexes(): void {
  loadCatalogIndex.forget();
}

async function readCatalogIndex(
  db: Db,
  ctx: { tenantId: number },
  version: number,
): Promise<CatalogIndex> {
  const json = <T>(query: SQL) => selectJsonPayload<T>(db, query);
  const [products, categoryLinks, optionLinks, attributes] = await Promise.all([
    json<ProductTuple>(sql`
      select json_agg(json_build_array(id, price_cents, final_price_cents,
        (extract(epoch from created_at) * 1000)::bigint, name))::text as payload
      from products
      where tenant_id = ${ctx.tenantId} and ${listableProduct}`),
    json<[number, number]>(sql`
      select json_agg(json_build_array(product_id, category_id))::text as payload
      from product_categories where tenant_id = ${ctx.tenantId}`),
    json<[number, number]>(sql`
      select json_agg(json_build_array(product_id, option_id))::text as payload
      from product_attributes where tenant_id = ${ctx.tenantId} and option_id is not null`),
    listAttributes(db, ctx),
  ]);
  return buildCatalogIndex({
    version,
    products,
    categoryLinks,
    optionLinks,
    attributes: attributes.filter((a) => a.filterable),
  });
}
