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
import type { TextIndex, TextMatch } from './text-index';

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

type FixedSort = Exclude<ListingSort, 'relevance:DESC'>;

/**
 * Lists of numbers held in two typed arrays: list i is `items` from `starts[i]` to
 * `starts[i + 1]`. Passes over 100,000 products read them in order, where a typed array per
 * product made them twice as slow.
 */
type Lists = { starts: Int32Array; items: Int32Array };

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
    places: {
      'finalPrice:ASC': placesIn(orders['finalPrice:ASC']),
      'finalPrice:DESC': placesIn(orders['finalPrice:DESC']),
      'name:ASC': placesIn(orders['name:ASC']),
      'newest:DESC': placesIn(orders['newest:DESC']),
      'discount:DESC': placesIn(orders['discount:DESC']),
    },
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

export type IndexQuery = {
  categoryId?: number;
  /** A search's matches (matchTextIndex); the products it does not match are left out. */
  search?: TextMatch;
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
 *
 * The passes over every product are the small functions below, which see only typed arrays and
 * numbers. Inline here they shared this function's type feedback, which varies with the query
 * (a search or a category, a price range or none, the facets' objects): mixed queries
 * deoptimized it dozens of times in a few hundred calls, and a listing of 2,000 products spent
 * 1.7 ms in a loop that takes 0.05 ms optimized.
 */
export function queryCatalogIndex(index: CatalogIndex, query: IndexQuery): IndexResult {
  const n = index.ids.length;
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const { status, matched } = scratchOf(index);
  const search = query.search;
  const base = baseOf(index, query.categoryId, search?.positions, status);

  // Selected options, keeping only ids that belong to the attribute they are filed under; each
  // filtered attribute gets a bit, set on the products of its selected options.
  const selected = index.attributes
    .flatMap((a, attributeIndex) => {
      const valid = new Set(a.options.map((o) => o.id));
      const ids = (query.state.attributes[a.code] ?? []).filter((id) => valid.has(id));
      return ids.length > 0 ? [{ attributeIndex, ids }] : [];
    })
    .slice(0, MAX_FILTERED_ATTRIBUTES);
  /** Per dense option: the filter bit of its attribute, or -1 when that one is not filtered. */
  const bitOfOption = new Int32Array(index.attributeOfOption.length).fill(-1);
  if (selected.length > 0) matched.fill(0);
  selected.forEach((s, bit) => {
    index.attributeOfOption.forEach((a, option) => {
      if (a === s.attributeIndex) bitOfOption[option] = bit;
    });
    for (const id of s.ids) markBit(matched, index.productsOf, index.optionNumber.get(id)!, bit);
  });
  const { total, counted, lowest, highest } = classify(index.finalPriceCents, base, status, {
    matched,
    filters: selected.length,
    min: query.state.price?.min ?? -Infinity,
    max: query.state.price?.max ?? Infinity,
  });

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.state.page, pageCount);
  const skip = (page - 1) * pageSize;
  const sort = query.state.sort;
  const relevance = sort === 'relevance:DESC' && search ? search.relevance : null;
  const order: FixedSort = sort === 'relevance:DESC' ? 'finalPrice:ASC' : sort;
  let pagePositions: number[];
  if (total * 8 < n) {
    // A small result: sorted on its own, by its places in the order.
    pagePositions = sortResult(base, status, index.places[order], relevance).slice(
      skip,
      skip + pageSize,
    );
  } else if (relevance) {
    // Most relevant first, then cheapest. Relevance takes few distinct values (sums of the word
    // weights): one walk of the price order per value, most relevant first, until the page is full.
    pagePositions = [];
    let seen = 0;
    for (const rank of distinctRanks(base, status, relevance)) {
      seen = walkOrder(index.orders[order], status, relevance, rank, {
        seen,
        skip,
        pageSize,
        page: pagePositions,
      });
      if (pagePositions.length === pageSize) break;
    }
  } else {
    pagePositions = [];
    walkOrder(index.orders[order], status, null, 0, {
      seen: 0,
      skip,
      pageSize,
      page: pagePositions,
    });
  }

  // Few products counted: from their own options and categories; most of the catalogue: from
  // each option's and category's products (reads in order, no counter written per link).
  const few = counted * 8 < n;
  const counts = few
    ? countOptionsOfProducts(index.optionsOf, base, status, bitOfOption)
    : countProductsOfOptions(index.productsOf, status, bitOfOption);
  // Only a search names departments; a category page skips the pass over every category.
  const categoryCounts = new Map<number, number>();
  if (search && few) countCategoriesOfProducts(index.categoriesOf, base, status, categoryCounts);
  else if (search)
    for (const [categoryId, list] of index.categoryMembers) {
      const k = countInResult(list, status);
      if (k > 0) categoryCounts.set(categoryId, k);
    }

  // Options nothing would match are left out, unless selected: a shopper must be able to undo it.
  const facets: Facet[] = [];
  for (const a of index.attributes) {
    const options = a.options.flatMap((o) => {
      const number = index.optionNumber.get(o.id)!;
      const count = counts[number]!;
      const chosen =
        bitOfOption[number]! >= 0 && selected[bitOfOption[number]!]!.ids.includes(o.id);
      return count > 0 || chosen ? [{ ...o, count }] : [];
    });
    if (options.length > 0) facets.push({ code: a.code, name: a.name, options });
  }

  return {
    pageIds: pagePositions.map((at) => index.ids[at]!),
    total,
    page,
    pageCount,
    facets,
    priceRange: lowest === Infinity ? { min: 0, max: 0 } : { min: lowest, max: highest },
    categoryCounts,
  };
}

/**
 * Each product's part in a query, one byte per position: out of the listing, in its base (the
 * category or the search's matches, before the filters), in the result, or failing exactly one
 * attribute's filter, which still counts it for that attribute's options (a shopper sees what
 * another choice there would give).
 */
const OUT = 0;
const IN_BASE = 1;
const IN_RESULT = 2;
/** FAILS_ONLY + the filter bit of the one attribute a product fails. */
const FAILS_ONLY = 3;

/**
 * A query's per-product arrays, kept per index and cleared by each query: queries are
 * synchronous, and arrays of every product allocated per query made garbage collection a cost
 * that grew with the catalogue.
 */
const scratches = new WeakMap<CatalogIndex, { status: Uint8Array; matched: Int32Array }>();
function scratchOf(index: CatalogIndex) {
  let scratch = scratches.get(index);
  if (!scratch) {
    const n = index.ids.length;
    scratch = { status: new Uint8Array(n), matched: new Int32Array(n) };
    scratches.set(index, scratch);
  }
  return scratch;
}

/**
 * The positions of the listing's base (the category's products, the search's matches, both, or
 * every product), marked IN_BASE in `status` and every other position OUT. Later passes read
 * the base, not every product, so a search matching a few of 100,000 stays cheap.
 */
function baseOf(
  index: CatalogIndex,
  categoryId: number | undefined,
  matches: Int32Array | undefined,
  status: Uint8Array,
): Int32Array {
  if (categoryId === undefined && matches === undefined) {
    status.fill(IN_BASE);
    return index.everyPosition;
  }
  status.fill(OUT);
  const members =
    categoryId === undefined ? undefined : (index.categoryMembers.get(categoryId) ?? NONE);
  if (!matches) return mark(status, members!);
  if (!members) return mark(status, matches);
  mark(status, members);
  const both = keepMarked(matches, status);
  status.fill(OUT);
  return mark(status, both);
}

const NONE = new Int32Array(0);

function mark(status: Uint8Array, positions: Int32Array): Int32Array {
  for (let k = 0; k < positions.length; k++) status[positions[k]!] = IN_BASE;
  return positions;
}

function keepMarked(positions: Int32Array, status: Uint8Array): Int32Array {
  const kept = new Int32Array(positions.length);
  let count = 0;
  for (let k = 0; k < positions.length; k++)
    if (status[positions[k]!] === IN_BASE) kept[count++] = positions[k]!;
  return kept.subarray(0, count);
}

/** Sets filter bit `bit` on the products holding dense option `option`. */
function markBit(matched: Int32Array, productsOf: Lists, option: number, bit: number): void {
  const { starts, items } = productsOf;
  for (let k = starts[option]!; k < starts[option + 1]!; k++) matched[items[k]!]! |= 1 << bit;
}

/**
 * The filter pass: each product of the base gets its status from the filter bits its options
 * matched and its price. Returns how many are in the result, how many count for some facet, and
 * the base's price range.
 */
function classify(
  finalPriceCents: Int32Array,
  base: Int32Array,
  status: Uint8Array,
  filter: { matched: Int32Array; filters: number; min: number; max: number },
): { total: number; counted: number; lowest: number; highest: number } {
  const { matched, filters, min, max } = filter;
  const allAttributes = filters === 0 ? 0 : 2 ** filters - 1;
  const priceBit = 2 ** filters;
  let total = 0;
  let counted = 0;
  let lowest = Infinity;
  let highest = -Infinity;
  for (let k = 0; k < base.length; k++) {
    const at = base[k]!;
    const finalPrice = finalPriceCents[at]!;
    if (finalPrice < lowest) lowest = finalPrice;
    if (finalPrice > highest) highest = finalPrice;
    let failed = filters === 0 ? 0 : allAttributes & ~matched[at]!;
    if (finalPrice < min || finalPrice > max) failed |= priceBit;
    if (failed === 0) {
      status[at] = IN_RESULT;
      total++;
      counted++;
    } else if ((failed & (failed - 1)) === 0 && failed !== priceBit) {
      status[at] = FAILS_ONLY + 31 - Math.clz32(failed);
      counted++;
    } else {
      status[at] = OUT;
    }
  }
  return { total, counted, lowest, highest };
}

/** The result's positions in order: by relevance when given (most first), then by `places`. */
function sortResult(
  base: Int32Array,
  status: Uint8Array,
  places: Int32Array,
  relevance: Float32Array | null,
): number[] {
  const result: number[] = [];
  for (let k = 0; k < base.length; k++) if (status[base[k]!] === IN_RESULT) result.push(base[k]!);
  return result.sort(
    (a, b) => (relevance ? relevance[b]! - relevance[a]! : 0) || places[a]! - places[b]!,
  );
}

/** Whether a product of this status counts for an option whose attribute has filter bit `bit`. */
const countsFor = (status: number, bit: number) =>
  status === IN_RESULT || (bit >= 0 && status === FAILS_ONLY + bit);

/** Facet counts by dense option, reading each product's options (few products counted). */
function countOptionsOfProducts(
  optionsOf: Lists,
  base: Int32Array,
  status: Uint8Array,
  bitOfOption: Int32Array,
): Int32Array {
  const counts = new Int32Array(bitOfOption.length);
  const { starts, items } = optionsOf;
  for (let b = 0; b < base.length; b++) {
    const at = base[b]!;
    const s = status[at]!;
    if (s < IN_RESULT) continue;
    for (let k = starts[at]!; k < starts[at + 1]!; k++)
      if (countsFor(s, bitOfOption[items[k]!]!)) counts[items[k]!]!++;
  }
  return counts;
}

/** Facet counts by dense option, reading each option's products (most products counted). */
function countProductsOfOptions(
  productsOf: Lists,
  status: Uint8Array,
  bitOfOption: Int32Array,
): Int32Array {
  const counts = new Int32Array(bitOfOption.length);
  const { starts, items } = productsOf;
  for (let option = 0; option < counts.length; option++) {
    const bit = bitOfOption[option]!;
    let count = 0;
    for (let k = starts[option]!; k < starts[option + 1]!; k++)
      if (countsFor(status[items[k]!]!, bit)) count++;
    counts[option] = count;
  }
  return counts;
}

/** How many of `positions` are in the result. */
function countInResult(positions: Int32Array, status: Uint8Array): number {
  let k = 0;
  for (let i = 0; i < positions.length; i++) if (status[positions[i]!] === IN_RESULT) k++;
  return k;
}

/** Adds the result's products to the counts of their categories (few products in the result). */
function countCategoriesOfProducts(
  categoriesOf: Lists,
  base: Int32Array,
  status: Uint8Array,
  counts: Map<number, number>,
): void {
  const { starts, items } = categoriesOf;
  for (let b = 0; b < base.length; b++) {
    const at = base[b]!;
    if (status[at] !== IN_RESULT) continue;
    for (let k = starts[at]!; k < starts[at + 1]!; k++)
      counts.set(items[k]!, (counts.get(items[k]!) ?? 0) + 1);
  }
}

/** The relevance values of the result, most relevant first. */
function distinctRanks(base: Int32Array, status: Uint8Array, relevance: Float32Array): number[] {
  const ranks: number[] = [];
  let last = -1;
  for (let k = 0; k < base.length; k++) {
    const at = base[k]!;
    if (status[at] !== IN_RESULT) continue;
    const rank = relevance[at]!;
    if (rank !== last && !ranks.includes(rank)) ranks.push(rank);
    last = rank;
  }
  return ranks.sort((a, b) => b - a);
}

/**
 * Walks a sort order adding the result's products (of one relevance, when given) to the page
 * after skipping the pages before it, until the page is full; returns how many were seen.
 */
function walkOrder(
  order: Int32Array,
  status: Uint8Array,
  relevance: Float32Array | null,
  rank: number,
  walk: { seen: number; skip: number; pageSize: number; page: number[] },
): number {
  const { skip, pageSize, page } = walk;
  let seen = walk.seen;
  for (let k = 0; k < order.length && page.length < pageSize; k++) {
    const at = order[k]!;
    if (status[at] !== IN_RESULT || (relevance !== null && relevance[at] !== rank)) continue;
    if (seen++ >= skip) page.push(at);
  }
  return seen;
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
