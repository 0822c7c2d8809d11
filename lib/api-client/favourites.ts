import { favouritesList } from '@/lib/contracts/favourites';
import { ApiError, apiFetch } from './client';

/**
 * The logged-in customer's favourites on the server (GET/PUT/DELETE /customer/favorites). Loaded
 * only when a shopper has a token, so zod and the client stay out of catalog pages' first load.
 */
export async function fetchServerFavourites(token: string): Promise<number[]> {
  return (await apiFetch('/customer/favorites', favouritesList, { token })).productIds;
}

/** Adds ids (newest first, at most MAX_PRODUCT_IDS) to the server's list; answers all of it. */
export async function putServerFavourites(token: string, productIds: number[]): Promise<number[]> {
  const result = await apiFetch('/customer/favorites', favouritesList, {
    token,
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productIds }),
  });
  return result.productIds;
}

export async function deleteServerFavourite(token: string, productId: number): Promise<number[]> {
  return (
    await apiFetch(`/customer/favorites/${productId}`, favouritesList, { token, method: 'DELETE' })
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
