'use client';

import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useSnackbar } from '@/components/ui/snackbar-context';
import {
  FavouriteError,
  sendFavouriteToggle,
  startFavouriteToggle,
  undoFavouriteToggle,
  useFavourites,
  type FavouriteToggle,
} from '@/lib/favourites/store';
import { fill, type FavouriteLabels } from './personal-labels';

/**
 * The favourite heart (SPEC.md section 2): a toggle button named after the product. It renders
 * unpressed and disabled on the server and until the browser's list has been read, in the same
 * box, so the state appears without moving anything. A press turns it at once (optimistic) and
 * sends it to the server for a logged-in customer; a refusal turns it back, with its message.
 */
export function FavouriteButton({
  productId,
  productName,
  labels,
  large = false,
}: {
  productId: number;
  productName: string;
  labels: FavouriteLabels;
  large?: boolean;
}) {
  const snackbar = useSnackbar();
  const { ready, value } = useFavourites();
  const action = `favourite:${productId}`;
  const toggle = useApiMutation<
    Awaited<ReturnType<typeof sendFavouriteToggle>>,
    number,
    FavouriteToggle
  >({
    onMutate: startFavouriteToggle,
    mutationFn: sendFavouriteToggle,
    onError: async (_error, _id, applied) => {
      if (applied) await undoFavouriteToggle(applied);
    },
    onSuccess: (result) => snackbar(labels[result], 'success', { action }),
    // SPEC.md section 8 names the favourites' own failure messages.
    handleError: (error) => {
      if (!(error instanceof FavouriteError)) return false;
      snackbar(labels[error.result], 'error', { action });
      return true;
    },
  });

  return (
    <button
      type="button"
      className={large ? 'fav fav--lg' : 'fav'}
      aria-label={fill(labels.toggle, { name: productName })}
      aria-pressed={ready && value.includes(productId)}
      aria-busy={toggle.isPending || undefined}
      disabled={!ready}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(productId);
      }}
    />
  );
}
