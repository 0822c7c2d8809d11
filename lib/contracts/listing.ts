import { z } from 'zod';
import { product } from './catalog';
import {
  encodeListingState,
  MAX_DB_INTEGER,
  normalAttributes,
  normalPrice,
} from '@/lib/domain/listing-url';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';

export {
  encodeListingState,
  MAX_FILTERED_ATTRIBUTES,
  MAX_SELECTED_OPTIONS,
} from '@/lib/domain/listing-url';

/** The sorts of a category page; a search adds relevance, its default. */
export const listingSorts = [
  'finalPrice:ASC',
  'finalPrice:DESC',
  'name:ASC',
  'newest:DESC',
  'discount:DESC',
] as const;
export const searchSorts = ['relevance:DESC', ...listingSorts] as const;
export type ListingSort = (typeof searchSorts)[number];
export const DEFAULT_SORT: ListingSort = 'finalPrice:ASC';
export const DEFAULT_SEARCH_SORT: ListingSort = 'relevance:DESC';
export const PAGE_SIZE = 24;

/**
 * The state of a category or search page, as SPEC.md carries it in `facet_filters`: selected
 * attribute options, page, sort and price range. Bad parts are dropped, never an error: a
 * crawler or an old link still gets a normal page.
 */
export const listingState = z.object({
  attributes: z.unknown().transform(normalAttributes).default({}),
  page: z.number().int().min(1).max(10_000).default(1),
  sort: z.enum(searchSorts).default(DEFAULT_SORT),
  price: z
    .object({
      min: z.number().int().min(0).max(MAX_DB_INTEGER).optional(),
      max: z.number().int().min(0).max(MAX_DB_INTEGER).optional(),
    })
    .optional()
    .transform(normalPrice),
});
export type ListingState = z.infer<typeof listingState>;

export function parseListingState(
  raw: string | string[] | undefined,
  kind: 'category' | 'search' = 'category',
): ListingState {
  const fallback = listingState.parse({
    sort: kind === 'search' ? DEFAULT_SEARCH_SORT : DEFAULT_SORT,
  });
  const record = readJsonObject(raw);
  if (!record) return fallback;
  // Each part is read on its own so that one bad part does not discard the others.
  const part = <K extends keyof ListingState>(key: K): ListingState[K] => {
    const one = listingState.shape[key].safeParse(record[key] ?? fallback[key]);
    return (one.success ? one.data : fallback[key]) as ListingState[K];
  };
  const sort = part('sort');
  return {
    attributes: part('attributes'),
    page: part('page'),
    // Relevance needs a search term: a category page falls back to its own default order.
    sort: kind === 'category' && sort === 'relevance:DESC' ? DEFAULT_SORT : sort,
    price: part('price'),
  };
}

/** How many filters a state applies: each selected option, and the price range as one. */
export function activeFilterCount(state: ListingState): number {
  return (
    Object.values(state.attributes).reduce((n, ids) => n + ids.length, 0) +
    (state.price !== undefined ? 1 : 0)
  );
}

function readJsonObject(raw: string | string[] | undefined): Record<string, unknown> | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4000) return null;
  try {
    const json: unknown = JSON.parse(raw);
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The proxy carries a listing's `facet_filters` in the rewritten path, as a last segment
 * `~f~{base64url(state)}`, so a filtered category renders without reading the query string and
 * is cached like any other page (docs/adr/0005-listing-state-in-the-path.md).
 */
const STATE_SEGMENT = '~f~';
type ListingKind = 'category' | 'search';
const DEFAULT_STATE_JSON: Record<ListingKind, string> = {
  category: encodeListingState(parseListingState(undefined)),
  search: encodeListingState(parseListingState(undefined, 'search')),
};
const base64url = (bytes: string) =>
  btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/**
 * The path segment for a `facet_filters` value: parsed (bad parts dropped) and encoded in its
 * normal form; '' for the default state (the plain path is that page). Its size is bounded by the
 * normal form (MAX_SELECTED_OPTIONS), so it is computed once, without trimming.
 */
export function listingStateSegment(raw: string, kind: ListingKind = 'category'): string {
  const json = encodeListingState(parseListingState(raw, kind));
  if (json === DEFAULT_STATE_JSON[kind]) return '';
  // The normal JSON is ASCII (codes are [a-z0-9_-]), so btoa reads it as bytes safely.
  return `${STATE_SEGMENT}${base64url(json)}`;
}

/**
 * A rewritten path split into the store path and the listing state it carries (the default when
 * it carries none). `state` is null when the segment is not one the proxy writes (typed by hand,
 * or not normalized): such a path is not a page, so odd spellings cannot fill the page cache.
 */
export function splitListingSegment(
  slug: readonly string[],
  kind: ListingKind = 'category',
): {
  path: string[];
  state: ListingState | null;
} {
  const last = slug.at(-1);
  if (!last?.startsWith(STATE_SEGMENT))
    return { path: [...slug], state: parseListingState(undefined, kind) };
  let json: string;
  try {
    json = fromBase64url(last.slice(STATE_SEGMENT.length));
  } catch {
    return { path: slug.slice(0, -1), state: null };
  }
  const canonical = listingStateSegment(json, kind) === last;
  return { path: slug.slice(0, -1), state: canonical ? parseListingState(json, kind) : null };
}

/**
 * `/search?q=` is cached like a listing (issue 29): the proxy carries the term and the filters
 * in the rewritten path, `/search/~q~{base64url(term)}/~f~{state}`, and the page reads them from
 * params, never from the query string. The term is written in one normal form (searchTerm), so
 * every spelling of one search is one cache entry; any other segment is not a page.
 */
const TERM_SEGMENT = '~q~';

/** A search's term as it is searched and cached: the first value, trimmed, spaces collapsed. */
export function searchTerm(raw: string | readonly string[] | null | undefined): string {
  const value = typeof raw === 'string' ? raw : raw?.[0];
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The path segments of `/search`'s query: none without a term. */
export function searchSegments(query: URLSearchParams): string {
  const term = searchTerm(query.get('q'));
  if (!term) return '';
  const bytes = String.fromCharCode(...new TextEncoder().encode(term));
  const filters = query.get('facet_filters');
  const state = filters === null ? '' : listingStateSegment(filters, 'search');
  return `/${TERM_SEGMENT}${base64url(bytes)}${state ? `/${state}` : ''}`;
}

/**
 * The term and state a rewritten `/search` path carries; an empty term for the bare page, null
 * for segments the proxy would not write (such a path is not a page).
 */
export function splitSearchSegments(
  segments: readonly string[],
): { term: string; state: ListingState } | null {
  const [termSegment, ...rest] = segments;
  if (termSegment === undefined) return { term: '', state: parseListingState(undefined, 'search') };
  if (!termSegment.startsWith(TERM_SEGMENT) || rest.length > 1) return null;
  let term: string;
  try {
    const bytes = fromBase64url(termSegment.slice(TERM_SEGMENT.length));
    term = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(bytes, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
  const { path, state } = splitListingSegment(rest, 'search');
  const query = new URLSearchParams({ q: term });
  if (!state || path.length > 0 || searchSegments(query) !== `/${termSegment}`) return null;
  return { term, state };
}

export const facet = z.object({
  code: z.string(),
  name: z.string(),
  options: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type Facet = z.infer<typeof facet>;

export const listing = z.object({
  products: z.array(product),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  facets: z.array(facet),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type Listing = z.infer<typeof listing>;

/** A department (category) holding some of a search's results, for the search drawer. */
export const searchDepartment = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  count: z.number().int(),
});
export type SearchDepartment = z.infer<typeof searchDepartment>;

/** GET /search/query: a listing of the matches plus the departments that hold most of them. */
export const searchResult = listing.extend({ departments: z.array(searchDepartment) });
export type SearchResult = z.infer<typeof searchResult>;
