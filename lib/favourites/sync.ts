import {
  fetchServerFavourites,
  putServerFavourites,
  refusedIndexes,
} from '@/lib/api-client/favourites';
import { MAX_PRODUCT_IDS } from '@/lib/contracts/search';
import { idsToPush } from './logic';

/**
 * Merges this browser's favourites into the customer's list on the server and answers the merged
 * list (newest first). Ids the server refuses (products no longer sold here) are left out.
 */
export async function mergeWithServer(token: string, local: number[]): Promise<number[]> {
  let merged = await fetchServerFavourites(token);
  const push = idsToPush(local, merged);
  // The oldest ids first, so that the newest end up first on the server too.
  for (let end = push.length; end > 0; end -= MAX_PRODUCT_IDS)
    merged = await putAccepted(token, push.slice(Math.max(0, end - MAX_PRODUCT_IDS), end));
  return merged;
}

async function putAccepted(token: string, ids: number[]): Promise<number[]> {
  try {
    return await putServerFavourites(token, ids);
  } catch (error) {
    const refused = refusedIndexes(error);
    if (refused.size === 0) throw error;
    const accepted = ids.filter((_, i) => !refused.has(i));
    return accepted.length > 0
      ? putServerFavourites(token, accepted)
      : fetchServerFavourites(token);
  }
}
