'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useCart } from '@/components/cart/cart-state';

/**
 * The portal's answer to "show the cart" (a product's Comprar, which opens the store's drawer):
 * the portal has no drawer with the store's categories and search, so the buyer goes to the
 * portal's cart page, where the SKU list and the portal's checkout are.
 */
export function PortalCartPanel({ cartUrl }: { cartUrl: string }) {
  const router = useRouter();
  const { panel, openPanel } = useCart();
  useEffect(() => {
    if (!panel) return;
    openPanel(null);
    router.push(cartUrl);
  }, [panel, openPanel, router, cartUrl]);
  return null;
}
