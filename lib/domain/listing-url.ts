/**
 * Links to a listing state (`facet_filters`, SPEC.md section 2), without zod, so the client
 * components that build filter links (facets, price range) do not load the contract. The
 * contract (`lib/contracts/listing.ts`) parses a state; these write one in its normal form.
 */
export type ListingStateShape = {
  attributes: Record<string, number[]>;
  page: number;
  sort: string;
  price?: { min?: number; max?: number };
};

/** Attribute codes as the catalogue writes them: nothing else can ride in a URL's state. */
const ATTRIBUTE_CODE = /^[a-z0-9_-]{1,64}$/;
/** The catalog index filters on at most this many attributes at once (one bit each). */
export const MAX_FILTERED_ATTRIBUTES = 30;
/** Options selected in all: far more than a shopper ticks, few enough to bound a state's size. */
export const MAX_SELECTED_OPTIONS = 100;
/** The largest PostgreSQL `integer`: option ids and prices in cents are stored as one. */
export const MAX_DB_INTEGER = 2 ** 31 - 1;

/**
 * Selected options by attribute code, in one normal form: codes sorted, each list of option ids
 * sorted without repeats, empty lists and unusable entries dropped, at most
 * MAX_FILTERED_ATTRIBUTES codes and MAX_SELECTED_OPTIONS options (those after are dropped). One
 * selection has one spelling, so it is one cached page.
 */
export function normalAttributes(value: unknown): Record<string, number[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, number[]> = {};
  let codes = 0;
  let options = 0;
  for (const code of Object.keys(value).sort()) {
    if (codes === MAX_FILTERED_ATTRIBUTES || options === MAX_SELECTED_OPTIONS) break;
    const ids: unknown = (value as Record<string, unknown>)[code];
    if (!ATTRIBUTE_CODE.test(code) || !Array.isArray(ids)) continue;
    const valid = ids.filter(
      (id): id is number => Number.isInteger(id) && id > 0 && id <= MAX_DB_INTEGER,
    );
    const normal = [...new Set(valid)]
      .sort((a, b) => a - b)
      .slice(0, MAX_SELECTED_OPTIONS - options);
    if (normal.length === 0) continue;
    out[code] = normal;
    codes++;
    options += normal.length;
  }
  return out;
}

/** A price range with only the bounds it has; undefined when it has none. */
export function normalPrice(
  price: { min?: number; max?: number } | undefined,
): { min?: number; max?: number } | undefined {
  if (!price || (price.min === undefined && price.max === undefined)) return undefined;
  return {
    ...(price.min !== undefined ? { min: price.min } : {}),
    ...(price.max !== undefined ? { max: price.max } : {}),
  };
}

/** The compact JSON for `facet_filters`; empty parts are left out so URLs stay short. */
export function encodeListingState(state: ListingStateShape): string {
  const attributes = normalAttributes(state.attributes);
  const price = normalPrice(state.price);
  return JSON.stringify({
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    page: state.page,
    sort: state.sort,
    ...(price ? { price } : {}),
  });
}

/** The link to a listing page (`/notebooks`, `/catalogo`, `/search?q=mouse`) in a given state. */
export function listingHref(basePath: string, state: ListingStateShape): string {
  const separator = basePath.includes('?') ? '&' : '?';
  return `${basePath}${separator}facet_filters=${encodeURIComponent(encodeListingState(state))}`;
}

/** The state with one attribute option switched on or off, back on page 1. */
export function toggleOption<S extends ListingStateShape>(state: S, code: string, id: number): S {
  const current = state.attributes[code] ?? [];
  const ids = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  return { ...state, page: 1, attributes: { ...state.attributes, [code]: ids } };
}
