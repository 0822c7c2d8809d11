import { QueryClient } from '@tanstack/react-query';

/** One QueryClient per browser tab (ARCHITECTURE.md item 10). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalog data is rendered on the server; what the client fetches is personal and short-lived.
        staleTime: 30_000,
        // One retry hides a blip without making a shopper wait on a real failure.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
