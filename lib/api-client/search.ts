import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@/lib/contracts/catalog';
import type { SearchResult } from '@/lib/contracts/listing';
import { SEARCH_SUGGESTIONS } from '@/lib/domain/search';

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
  byIds: (ids: readonly number[]) => [...searchKeys.all, 'byIds', ids.join(',')] as const,
};

/** What the header drawer shows for a term: the first products and the departments. */
export function searchSuggestionsQuery(term: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(term),
    queryFn: async ({ signal }): Promise<SearchResult> => {
      // The client and its contract (zod) load with the first search, not with every page.
      const [{ apiFetch }, { searchResult }] = await Promise.all([
        import('./client'),
        import('@/lib/contracts/listing'),
      ]);
      const query = new URLSearchParams({ q: term, limit: String(SEARCH_SUGGESTIONS.products) });
      return apiFetch(`/search/query?${query}`, searchResult, { signal });
    },
    // A term's suggestions change only with the catalogue: keep them while the shopper edits.
    staleTime: 5 * 60_000,
  });
}

/**
 * Visible products by id, in the order given (favourites, comparison): GET /search/query with
 * `productIds` and `status=1`, in as many calls as the id limit asks for.
 */
export function productsByIdsQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: searchKeys.byIds(ids),
    queryFn: async ({ signal }): Promise<Product[]> => {
      const [{ apiFetch }, { searchResult }, { MAX_PRODUCT_IDS }] = await Promise.all([
        import('./client'),
        import('@/lib/contracts/listing'),
        import('@/lib/contracts/search'),
      ]);
      const pages: Promise<SearchResult>[] = [];
      for (let i = 0; i < ids.length; i += MAX_PRODUCT_IDS) {
        const query = new URLSearchParams({
          productIds: ids.slice(i, i + MAX_PRODUCT_IDS).join(','),
          status: '1',
        });
        pages.push(apiFetch(`/search/query?${query}`, searchResult, { signal }));
      }
      return (await Promise.all(pages)).flatMap((page) => page.products);
    },
    enabled: ids.length > 0,
  });
}
