import 'server-only';
import { PAGE_SIZE, type Facet, type ListingState } from '@/lib/contracts/listing';
import { MAX_FILTERED_ATTRIBUTES } from '@/lib/domain/listing-url';
import type { CatalogIndex, FixedSort, Lists } from './catalog-index';
import type { TextMatch } from './text-index';

// Listings answered from the catalog index (catalog-index.ts): which products a query keeps,
// its page in order and its facet counts, in passes over typed arrays (docs/adr/0027).

/**
 * Whether `count` products are a small share of the catalogue's `n`: under an eighth, a pass
 * over those products alone (sorting them, reading their own options) beats a pass in order
 * over every product.
 */
const isSmallShare = (count: number, n: number) => count * 8 < n;

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
  if (isSmallShare(total, n)) {
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
  const few = isSmallShare(counted, n);
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
