import { listingSorts, type ListingState } from '@/lib/contracts/listing';
import { buildCatalogIndex } from './catalog-index';
import { queryCatalogIndex, type IndexQuery } from './catalog-query';

/**
 * queryCatalogIndex against a plain reading of its rules on random catalogues: which products a
 * listing holds, its page in each sort, facet counts that apply every other filter, the price
 * range and the departments' counts. The index does all of this in typed-array passes; this
 * reference does it the obvious way.
 */

/** A small deterministic generator, so a failing case can be run again. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const ATTRIBUTES = ['memoria', 'processador', 'cor'].map((code, a) => ({
  id: a + 1,
  code,
  name: code,
  type: 'select',
  filterable: true,
  options: Array.from({ length: 3 + a }, (_, o) => ({
    id: (a + 1) * 100 + o,
    name: `${code} ${o}`,
  })),
}));

function catalogue(seed: number, size: number) {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const products: [number, number, number, number, string][] = [];
  const categoryLinks: [number, number][] = [];
  const optionLinks: [number, number][] = [];
  for (let i = 0; i < size; i++) {
    const id = 1000 + i * 7;
    const price = 1000 + Math.floor(next() * 50) * 100;
    const final = next() < 0.3 ? price - Math.floor(next() * 5) * 100 : price;
    products.push([
      id,
      price,
      final,
      Math.floor(next() * 20) * 86_400_000,
      `Produto ${pick(['a', 'b', 'c', 'á', 'B'])}${i % 5}`,
    ]);
    categoryLinks.push([id, pick([10, 11, 12])]);
    if (next() < 0.5) categoryLinks.push([id, 1]);
    for (const attribute of ATTRIBUTES)
      if (next() < 0.8) optionLinks.push([id, pick(attribute.options).id]);
    // A link to an option of no filterable attribute, and a repeated link, count for nothing.
    if (next() < 0.1) optionLinks.push([id, 999]);
    if (next() < 0.1) optionLinks.push(optionLinks.at(-1)!);
  }
  const index = buildCatalogIndex({
    version: 1,
    products,
    categoryLinks,
    optionLinks,
    attributes: ATTRIBUTES,
  });
  return { index, products, categoryLinks, optionLinks, next, pick };
}

type Catalogue = ReturnType<typeof catalogue>;

/** The listing as its rules say it, product by product. */
function reference(c: Catalogue, query: IndexQuery) {
  const { state } = query;
  const pageSize = query.pageSize ?? 24;
  const optionsOf = (id: number) =>
    new Set(c.optionLinks.filter(([p]) => p === id).map(([, o]) => o));
  // Only the options filed under their own attribute are a filter.
  const chosen = (a: (typeof ATTRIBUTES)[number]) =>
    (state.attributes[a.code] ?? []).filter((id) => a.options.some((o) => o.id === id));
  const filtered = ATTRIBUTES.filter((a) => chosen(a).length > 0).slice(0, 5);
  const passes = (id: number, finalPrice: number, except?: string) =>
    filtered.every(
      (a) => a.code === except || chosen(a).some((option) => optionsOf(id).has(option)),
    ) &&
    (except !== undefined ||
      ((state.price?.min === undefined || finalPrice >= state.price.min) &&
        (state.price?.max === undefined || finalPrice <= state.price.max)));
  const base = c.products.filter(([id], at) => {
    if (query.search && !(query.search.relevance[at]! > 0)) return false;
    return (
      query.categoryId === undefined ||
      c.categoryLinks.some(([p, category]) => p === id && category === query.categoryId)
    );
  });
  const result = base.filter(([id, , finalPrice]) => passes(id, finalPrice));
  const rank = (id: number) =>
    query.search?.relevance[c.products.findIndex(([p]) => p === id)] ?? 0;
  const discount = ([, price, final]: (typeof base)[number]) =>
    (price - final) / Math.max(price, 1);
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  const compare: Record<string, (a: (typeof base)[number], b: (typeof base)[number]) => number> = {
    'relevance:DESC': (a, b) =>
      (query.search ? rank(b[0]) - rank(a[0]) : 0) || a[2] - b[2] || a[0] - b[0],
    'finalPrice:ASC': (a, b) => a[2] - b[2] || a[0] - b[0],
    'finalPrice:DESC': (a, b) => b[2] - a[2] || a[0] - b[0],
    'name:ASC': (a, b) => collator.compare(a[4], b[4]) || a[0] - b[0],
    'newest:DESC': (a, b) => b[3] - a[3] || b[0] - a[0],
    'discount:DESC': (a, b) => discount(b) - discount(a) || a[0] - b[0],
  };
  const pageCount = Math.max(1, Math.ceil(result.length / pageSize));
  const page = Math.min(state.page, pageCount);
  const sorted = [...result].sort(compare[state.sort]);
  const facets = ATTRIBUTES.map((a) => ({
    code: a.code,
    name: a.name,
    options: a.options
      .map((o) => ({
        ...o,
        count: base.filter(
          ([id, , finalPrice]) =>
            optionsOf(id).has(o.id) &&
            passes(id, finalPrice, a.code) &&
            (state.price?.min === undefined || finalPrice >= state.price.min) &&
            (state.price?.max === undefined || finalPrice <= state.price.max),
        ).length,
        chosen: (state.attributes[a.code] ?? []).includes(o.id),
      }))
      .filter((o) => o.count > 0 || o.chosen)
      .map(({ chosen: _chosen, ...o }) => o),
  })).filter((f) => f.options.length > 0);
  const finals = base.map(([, , finalPrice]) => finalPrice);
  const categoryCounts = new Map<number, number>();
  if (query.search)
    for (const [id] of result)
      for (const [p, category] of c.categoryLinks)
        if (p === id) categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
  return {
    pageIds: sorted.slice((page - 1) * pageSize, page * pageSize).map(([id]) => id),
    total: result.length,
    page,
    pageCount,
    facets,
    priceRange:
      finals.length === 0
        ? { min: 0, max: 0 }
        : { min: Math.min(...finals), max: Math.max(...finals) },
    categoryCounts,
  };
}

function randomQuery(c: Catalogue): IndexQuery {
  const { next, pick } = c;
  const attributes: ListingState['attributes'] = {};
  for (const a of ATTRIBUTES)
    if (next() < 0.4) attributes[a.code] = a.options.filter(() => next() < 0.5).map((o) => o.id);
  // An option filed under another attribute is ignored.
  if (next() < 0.1) attributes.cor = [...(attributes.cor ?? []), 100];
  const search = next() < 0.5;
  const relevance = search
    ? Float32Array.from(c.products, () => pick([0, 0, 0.1, 0.4, 1, 1.4, 2]))
    : undefined;
  const low = 1000 + Math.floor(next() * 30) * 100;
  // The positions a search matched, in no particular order, as matchTextIndex gives them.
  const positions =
    relevance &&
    Int32Array.from(relevance.keys())
      .filter((at) => relevance[at]! > 0)
      .reverse();
  return {
    categoryId: next() < 0.6 ? pick([1, 10, 11, 12, 404]) : undefined,
    search: relevance && { relevance, positions: positions! },
    pageSize: pick([undefined, 5, 24]),
    state: {
      attributes,
      page: pick([1, 1, 2, 3, 50]),
      sort: search && next() < 0.5 ? 'relevance:DESC' : pick([...listingSorts]),
      price:
        next() < 0.3
          ? { min: next() < 0.7 ? low : undefined, max: next() < 0.7 ? low + 2000 : undefined }
          : undefined,
    },
  };
}

test.each([1, 2, 3, 4, 5, 6, 7, 8])(
  'a listing of a random catalogue holds what its rules say (seed %i)',
  (seed) => {
    const c = catalogue(seed, seed === 1 ? 0 : 60 + seed * 20);
    for (let i = 0; i < 40; i++) {
      const query = randomQuery(c);
      const got = queryCatalogIndex(c.index, query);
      const want = reference(c, query);
      expect({ query, ...got, categoryCounts: [...got.categoryCounts].sort() }).toEqual({
        query,
        ...want,
        categoryCounts: [...want.categoryCounts].sort(),
      });
    }
  },
);
