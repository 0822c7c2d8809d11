import { queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '@/lib/contracts/listing';
import { SEARCH_SUGGESTIONS } from '@/lib/domain/search';

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (term: string) => [...searchKeys.all, 'suggestions', term] as const,
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
