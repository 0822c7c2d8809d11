import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Attribute } from '@/lib/contracts/catalog';
import {
  PAGE_SIZE,
  type Facet,
  type ListingSort,
  type ListingState,
} from '@/lib/contracts/listing';
import { MAX_FILTERED_ATTRIBUTES } from '@/lib/domain/listing-url';
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
  /** Options of each product, as dense option numbers (`optionNumber`). */
  optionsOf: Int32Array[];
  /** Filterable attributes with their options, in menu order. */
  attributes: Attribute[];
  /** Option id → dense option number (0 … size − 1), in menu order. */
  optionNumber: Map<number, number>;
  /** Dense option number → index of its attribute in `attributes`. */
  attributeOfOption: Int32Array;
  /** The text index of these products, built on the first search (text-index.ts). */
  text?: Promise<TextIndex>;
  /** Positions in each fixed sort order (relevance is per search). */
  orders: Record<Exclude<ListingSort, 'relevance:DESC'>, Int32Array>;
};

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
  for (const [productId, categoryId] of input.categoryLinks) {
    const at = positionOf.get(productId);
    if (at === undefined) continue;
    const list = members.get(categoryId) ?? [];
    list.push(at);
    members.set(categoryId, list);
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

  return {
    version: input.version,
    ids,
    priceCents,
    finalPriceCents,
    positionOf,
    categoryMembers: new Map([...members].map(([id, list]) => [id, Int32Array.from(list)])),
    optionsOf: optionLists.map((list) => Int32Array.from(list)),
    attributes: input.attributes,
    optionNumber,
    attributeOfOption: Int32Array.from(attributeOfOption),
    orders: {
      'finalPrice:ASC': sorted((a, b) => finalPriceCents[a]! - finalPriceCents[b]! || byId(a, b)),
      'finalPrice:DESC': sorted((a, b) => finalPriceCents[b]! - finalPriceCents[a]! || byId(a, b)),
      'name:ASC': sorted((a, b) => nameCollator.compare(names[a]!, names[b]!) || byId(a, b)),
      'newest:DESC': sorted((a, b) => created[b]! - created[a]! || byId(b, a)),
      'discount:DESC': sorted((a, b) => discount(b) - discount(a) || byId(a, b)),
    },
  };
}

export type IndexQuery = {
  categoryId?: number;
  /** A search's relevance by position (matchTextIndex); products at 0 are left out. */
  relevance?: Float32Array;
  state: ListingState;
  pageSize?: number;
};

export type IndexResult = {
  /** Product ids of the page, in order. */
  pageIds: number[];
  total: number;
  page: number;
  pageCount: number;
  facets: Facet[];
  priceRange: { min: number; max: number };
  /** How many of the filtered products each category holds (searches only: departments). */
  categoryCounts: Map<number, number>;
};

/**
 * One page of a listing with its facets. Each attribute's counts apply every other selected
 * filter (and the price range), so a shopper sees what each choice would leave.
 */
export function queryCatalogIndex(index: CatalogIndex, query: IndexQuery): IndexResult {
  const n = index.ids.length;
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const inBase = new Uint8Array(n);
  if (query.categoryId !== undefined) {
    for (const at of index.categoryMembers.get(query.categoryId) ?? []) inBase[at] = 1;
  } else {
    inBase.fill(1);
  }
  const relevance = query.relevance;
  if (relevance) for (let at = 0; at < n; at++) if (!(relevance[at]! > 0)) inBase[at] = 0;

  // Selected options, keeping only ids that belong to the attribute they are filed under; each
  // filtered attribute gets a bit, and each of its selected options that bit (+1, 0 = none).
  const selected = index.attributes
    .flatMap((a, attributeIndex) => {
      const valid = new Set(a.options.map((o) => o.id));
      const ids = (query.state.attributes[a.code] ?? []).filter((id) => valid.has(id));
      return ids.length > 0 ? [{ attributeIndex, ids }] : [];
    })
    .slice(0, MAX_FILTERED_ATTRIBUTES);
  const bitOfOption = new Uint8Array(index.optionNumber.size);
  selected.forEach((s, bit) => {
    for (const id of s.ids) bitOfOption[index.optionNumber.get(id)!] = bit + 1;
  });
  const allAttributes = selected.length === 0 ? 0 : 2 ** selected.length - 1;
  const min = query.state.price?.min;
  const max = query.state.price?.max;
  const priceBit = 2 ** selected.length;

  const counts = new Int32Array(index.optionNumber.size);
  const inResult = new Uint8Array(n);
  let total = 0;
  let lowest = Infinity;
  let highest = -Infinity;
  for (let at = 0; at < n; at++) {
    if (!inBase[at]) continue;
    const finalPrice = index.finalPriceCents[at]!;
    if (finalPrice < lowest) lowest = finalPrice;
    if (finalPrice > highest) highest = finalPrice;
    const options = index.optionsOf[at]!;
    let matched = 0;
    for (let k = 0; k < options.length; k++) {
      const bit = bitOfOption[options[k]!]!;
      if (bit) matched |= 1 << (bit - 1);
    }
    let failed = allAttributes & ~matched;
    if ((min !== undefined && finalPrice < min) || (max !== undefined && finalPrice > max))
      failed |= priceBit;
    if (failed === 0) {
      inResult[at] = 1;
      total++;
      for (let k = 0; k < options.length; k++) counts[options[k]!]!++;
    } else if ((failed & (failed - 1)) === 0 && failed !== priceBit) {
      // Failing only one attribute's filter: the product still counts for that attribute's options.
      const only = selected[31 - Math.clz32(failed)]!.attributeIndex;
      for (let k = 0; k < options.length; k++)
        if (index.attributeOfOption[options[k]!] === only) counts[options[k]!]!++;
    }
  }

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.state.page, pageCount);
  const skip = (page - 1) * pageSize;
  const pageIds: number[] = [];
  const sort = query.state.sort;
  if (sort === 'relevance:DESC' && relevance) {
    // Most relevant first, then cheapest. Relevance takes few distinct values (sums of the word
    // weights): one walk of the price order per value, most relevant first, until the page is full.
    const ranks = new Set<number>();
    for (let at = 0; at < n; at++) if (inResult[at]) ranks.add(relevance[at]!);
    let seen = 0;
    for (const rank of [...ranks].sort((a, b) => b - a)) {
      for (const at of index.orders['finalPrice:ASC']) {
        if (!inResult[at] || relevance[at] !== rank) continue;
        if (seen++ < skip) continue;
        pageIds.push(index.ids[at]!);
        if (pageIds.length === pageSize) break;
      }
      if (pageIds.length === pageSize) break;
    }
  } else {
    const order = index.orders[sort === 'relevance:DESC' ? 'finalPrice:ASC' : sort];
    let seen = 0;
    for (const at of order) {
      if (!inResult[at]) continue;
      if (seen++ < skip) continue;
      pageIds.push(index.ids[at]!);
      if (pageIds.length === pageSize) break;
    }
  }

  // Only a search names departments; a category page skips the pass over every category.
  const categoryCounts = new Map<number, number>();
  if (relevance)
    for (const [categoryId, list] of index.categoryMembers) {
      let k = 0;
      for (const at of list) k += inResult[at]!;
      if (k > 0) categoryCounts.set(categoryId, k);
    }

  // Options nothing would match are left out, unless selected: a shopper must be able to undo it.
  const facets: Facet[] = [];
  for (const a of index.attributes) {
    const options = a.options
      .map((o) => {
        const number = index.optionNumber.get(o.id)!;
        return { ...o, count: counts[number]!, chosen: bitOfOption[number]! > 0 };
      })
      .filter((o) => o.count > 0 || o.chosen)
      .map(({ chosen: _chosen, ...o }) => o);
    if (options.length > 0) facets.push({ code: a.code, name: a.name, options });
  }

  return {
    pageIds,
    total,
    page,
    pageCount,
    facets,
    priceRange: lowest === Infinity ? { min: 0, max: 0 } : { min: lowest, max: highest },
    categoryCounts,
  };
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
