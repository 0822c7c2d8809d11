import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@/lib/contracts/catalog';
import type { StockAlertForm } from '@/lib/contracts/stock-alert';

/** The catalogue's calls from the browser; the client and the contracts load with the first. */
async function api() {
  const [client, catalog, { z }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/catalog'),
    import('zod'),
  ]);
  return { ...client, catalog, z };
}

/** GET /catalog/category: the menu's category tree (the cart drawer's categories panel). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'] as const,
    queryFn: async ({ signal }): Promise<Category[]> => {
      const { apiCall, catalog, z } = await api();
      return apiCall('listCategories', z.array(catalog.category), { signal, token: null });
    },
    // The menu changes with the catalogue, rarely while a shopper browses.
    staleTime: 10 * 60_000,
  });

/** POST /catalog/productAlertStock: 'Avise-me quando chegar'. */
export async function createStockAlert(body: StockAlertForm): Promise<void> {
  const { apiSend } = await import('./client');
  await apiSend('createStockAlert', { body });
}
