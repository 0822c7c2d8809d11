'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CartItemRequest } from '@/lib/api-client/cart';
import { useCartActions } from './cart-state';

/**
 * Adds lines and, when the cart took them, opens the cart page: a card's direct 'Comprar'
 * (SPEC.md section 9) and taking a shared cart both end there.
 */
export function useAddAndShowCart(): {
  add: (items: CartItemRequest[]) => Promise<void>;
  busy: boolean;
} {
  const { change } = useCartActions();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const add = async (items: CartItemRequest[]) => {
    setBusy(true);
    // The message ('Produto adicionado no seu carrinho') is read on the cart page.
    const order = await change({ items }, { keepOnNavigation: true });
    setBusy(false);
    if (order) router.push('/onestepcheckout/carrinho');
  };
  return { add, busy };
}
