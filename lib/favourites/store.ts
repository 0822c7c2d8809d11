import { storedToken } from '@/lib/api-client/client';
import { createPersistedStore, parseIds, usePersisted } from '@/lib/client-state/persisted';
import { idsToPush, unionIds, undoToggle } from './logic';

/**
 * The shopper's favourites (product ids, newest first) in this browser: the browser database,
 * mirrored to localStorage `favorites` (SPEC.md section 9). With a token (a logged-in customer)
 * the list is merged with the one kept on the server after the first read, and every toggle goes
 * to the server too, so the list follows the customer to another device.
 */
export const favouritesStore = createPersistedStore<number[]>({
  key: 'favorites',
  empty: [],
  parse: parseIds,
  afterRead: () => void syncWithServer(),
});

export function useFavourites() {
  return usePersisted(favouritesStore);
}

/** Merges the browser's list with the customer's on the server (after the first read, and at login). */
export async function syncWithServer(): Promise<void> {
  const token = storedToken();
  if (!token) return;
  try {
    const { mergeWithServer } = await import('./sync');
    const sent = favouritesStore.getSnapshot().value;
    const merged = await mergeWithServer(token, sent);
    // Ids added here while the merge was under way stay; the rest is the server's answer.
    await favouritesStore.update((current) => unionIds(idsToPush(current, sent), merged));
  } catch {
    // Offline, or the session expired: the list stays as this browser has it.
  }
}

/** The outcome of a toggle, named as the message keys of SPEC.md section 8 are. */
export type FavouriteResult = 'added' | 'removed' | 'addError' | 'removeError';

/**
 * Adds or removes a favourite at once, then saves it (and sends it to the server with a token).
 * When saving fails, or the server refuses, the change is undone and an error comes back. A
 * rejected token (401) keeps the change in this browser only.
 */
export async function toggleFavourite(productId: number): Promise<FavouriteResult> {
  const before = favouritesStore.getSnapshot();
  const index = before.value.indexOf(productId);
  const added = index < 0;
  const failed = added ? 'addError' : 'removeError';
  if (!before.ready) return failed;
  const undo = () => favouritesStore.update((ids) => undoToggle(ids, productId, { added, index }));

  const saved = await favouritesStore.update((ids) => {
    const rest = ids.filter((id) => id !== productId);
    return added ? [productId, ...rest] : rest;
  });
  if (!saved) {
    await undo();
    return failed;
  }
  const token = storedToken();
  if (token) {
    const api = await import('@/lib/api-client/favourites').catch(() => null);
    try {
      if (!api) throw new Error('API client not loaded');
      if (added) await api.putServerFavourites(token, [productId]);
      else await api.deleteServerFavourite(token, productId);
    } catch (error) {
      if (!api?.isUnauthorized(error)) {
        await undo();
        return failed;
      }
    }
  }
  return added ? 'added' : 'removed';
}
