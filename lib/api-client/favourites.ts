import { ApiError } from './errors';

/**
 * The logged-in customer's favourites on the server (GET/PUT/DELETE /customer/favorites). Loaded
 * only when a shopper has a token, so zod and the client stay out of catalog pages' first load.
 */
async function api() {
  const [client, { favouritesList }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/favourites'),
  ]);
  return { ...client, favouritesList };
}

export async function fetchServerFavourites(token: string): Promise<number[]> {
  const { apiCall, favouritesList } = await api();
  return (await apiCall('listCustomerFavourites', favouritesList, { token })).productIds;
}

/** Adds ids (newest first, at most MAX_PRODUCT_IDS) to the server's list; answers all of it. */
export async function putServerFavourites(token: string, productIds: number[]): Promise<number[]> {
  const { apiCall, favouritesList } = await api();
  return (await apiCall('mergeCustomerFavourites', favouritesList, { body: { productIds }, token }))
    .productIds;
}

export async function deleteServerFavourite(token: string, productId: number): Promise<number[]> {
  const { apiCall, favouritesList } = await api();
  return (
    await apiCall('deleteCustomerFavourite', favouritesList, { params: { productId }, token })
  ).productIds;
}

/** The indexes of `productIds` a 422 refused (`errors['productIds.3']`). */
export function refusedIndexes(error: unknown): Set<number> {
  if (!(error instanceof ApiError) || error.status !== 422) return new Set();
  return new Set(
    Object.keys(error.errors).flatMap((field) => {
      const index = /^productIds\.(\d+)$/.exec(field)?.[1];
      return index === undefined ? [] : [Number(index)];
    }),
  );
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
