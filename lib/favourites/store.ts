import { storedToken } from '@/lib/api-client/token';
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

/** A toggle that failed: `result` names its message ('addError' or 'removeError'). */
export class FavouriteError extends Error {
  constructor(readonly result: 'addError' | 'removeError') {
    super(result);
    this.name = 'FavouriteError';
  }
}

/** A toggle applied in this browser: enough to send it, and to undo it. */
export type FavouriteToggle = { productId: number; added: boolean; index: number };

/**
 * The optimistic half of a toggle: the heart changes at once and the list is saved in this
 * browser. Throws a FavouriteError (and leaves the list as it was) when it could not be saved.
 */
export async function startFavouriteToggle(productId: number): Promise<FavouriteToggle> {
  const before = favouritesStore.getSnapshot();
  const index = before.value.indexOf(productId);
  const toggle = { productId, added: index < 0, index };
  const failed = new FavouriteError(toggle.added ? 'addError' : 'removeError');
  if (!before.ready) throw failed;
  const saved = await favouritesStore.update((ids) => {
    const rest = ids.filter((id) => id !== productId);
    return toggle.added ? [productId, ...rest] : rest;
  });
  if (!saved) {
    await undoFavouriteToggle(toggle);
    throw failed;
  }
  return toggle;
}

/** Puts the product back where it was (or takes it out again) after a refused toggle. */
export async function undoFavouriteToggle(toggle: FavouriteToggle): Promise<void> {
  await favouritesStore.update((ids) => undoToggle(ids, toggle.productId, toggle));
}

/**
 * The server's half of a toggle, for a logged-in customer (a token): the product as the list now
 * has it goes to, or leaves, the customer's list. A refusal throws a FavouriteError; a rejected
 * token (401) keeps the change in this browser only.
 */
export async function sendFavouriteToggle(productId: number): Promise<FavouriteResult> {
  const added = favouritesStore.getSnapshot().value.includes(productId);
  const token = storedToken();
  if (token) {
    const api = await import('@/lib/api-client/favourites').catch(() => null);
    try {
      if (!api) throw new Error('API client not loaded');
      if (added) await api.putServerFavourites(token, [productId]);
      else await api.deleteServerFavourite(token, productId);
    } catch (error) {
      if (!api?.isUnauthorized(error)) throw new FavouriteError(added ? 'addError' : 'removeError');
    }
  }
  return added ? 'added' : 'removed';
}

/**
 * Adds or removes a favourite at once, then saves it (and sends it to the server with a token).
 * When saving fails, or the server refuses, the change is undone and an error comes back. The
 * heart button runs the same halves as a mutation (components/product/favourite-button.tsx).
 */
export async function toggleFavourite(productId: number): Promise<FavouriteResult> {
  let toggle: FavouriteToggle | null = null;
  try {
    toggle = await startFavouriteToggle(productId);
    return await sendFavouriteToggle(productId);
  } catch (error) {
    if (toggle) await undoFavouriteToggle(toggle);
    if (error instanceof FavouriteError) return error.result;
    throw error;
  }
}
