'use client';

import { useState } from 'react';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { toggleFavourite, useFavourites } from '@/lib/favourites/store';
import { fill, type FavouriteLabels } from './personal-labels';

/**
 * The favourite heart (SPEC.md section 2): a toggle button named after the product. It renders
 * unpressed and disabled on the server and until the browser's list has been read, in the same
 * box, so the state appears without moving anything.
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
  const [busy, setBusy] = useState(false);

  return (
    <button
      type="button"
      className={large ? 'fav fav--lg' : 'fav'}
      aria-label={fill(labels.toggle, { name: productName })}
      aria-pressed={ready && value.includes(productId)}
      aria-busy={busy || undefined}
      disabled={!ready}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        const result = await toggleFavourite(productId);
        setBusy(false);
        snackbar(labels[result], result.endsWith('Error') ? 'error' : 'success', {
          action: `favourite:${productId}`,
        });
      }}
    />
  );
}
