'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and until React has taken over the page, then true. Buttons that
 * only work with JavaScript (add to cart) stay disabled until then, so an early click is not lost
 * silently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
