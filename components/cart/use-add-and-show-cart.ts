'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CartItemRequest } from '@/lib/api-client/cart';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useCart } from './cart-state';

/**
 * Adds lines and, when the cart took them, opens the cart page: a card's direct 'Comprar'
 * (SPEC.md section 9) and taking a shared cart both end there.
 */
export function useAddAndShowCart(): {
  add: (items: CartItemRequest[]) => Promise<void>;
  busy: boolean;
} {
  const { change } = useCart();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const add = async (items: CartItemRequest[]) => {
    setBusy(true);
    const order = await change({ items });
    setBusy(false);
    if (order) router.push('/onestepcheckout/carrinho');
  };
  // Busy until the page is interactive too: an early click would do nothing.
  return { add, busy: busy || !hydrated };
}
