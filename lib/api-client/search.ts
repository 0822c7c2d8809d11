import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@/lib/contracts/catalog';
import type { SearchResult } from '@/lib/contracts/listing';
import { SEARCH_SUGGESTIONS } from '@/lib/domain/search';

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
  byIds: (ids: readonly number[]) => [...searchKeys.all, 'byIds', ids.join(',')] as const,
};

/** The client and the listing's contract (zod) load with the first search, not with every page. */
async function api() {
  const [client, { searchResult }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/listing'),
  ]);
  return { ...client, searchResult };
}

/** What the header drawer shows for a term: the first products and the departments. */
export function searchSuggestionsQuery(term: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(term),
    queryFn: async ({ signal }): Promise<SearchResult> => {
      const { apiCall, searchResult } = await api();
      return apiCall('searchProducts', searchResult, {
        query: { q: term, limit: SEARCH_SUGGESTIONS.products },
        signal,
      });
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
      const [{ apiCall, searchResult }, { MAX_PRODUCT_IDS }] = await Promise.all([
        api(),
        import('@/lib/contracts/search'),
      ]);
      const pages: Promise<SearchResult>[] = [];
      for (let i = 0; i < ids.length; i += MAX_PRODUCT_IDS) {
        const productIds = ids.slice(i, i + MAX_PRODUCT_IDS).join(',');
        pages.push(
          apiCall('searchProducts', searchResult, { query: { productIds, status: '1' }, signal }),
        );
      }
      return (await Promise.all(pages)).flatMap((page) => page.products);
    },
    enabled: ids.length > 0,
  });
}
