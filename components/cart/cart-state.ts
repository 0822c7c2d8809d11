'use client';

import { createContext, useContext } from 'react';
import { useLiveValue, type LiveSource } from '@/components/ui/live-value';
import type { CartChange } from '@/lib/api-client/cart';
import type { Order } from '@/lib/contracts/cart';
import type { Locale } from '@/lib/domain/money';

/**
 * The cart as its readers see it. Kept apart from the provider (cart-context.tsx) so that a
 * product card can add to the cart without loading the provider's translations and queries.
 */
export type CartPanel = 'cart' | 'categories' | 'search';

export type CartContextValue = {
  order: Order | null;
  /** True until the stored cart (if any) has been read. */
  loading: boolean;
  /** A change is on its way to the server. */
  pending: boolean;
  badge: number;
  locale: Locale;
  usdPerBrl: number;
  /** The store names its cash price 'No PIX' (true) or 'Á vista'. */
  cashIsPix: boolean;
  /**
   * The store is in maintenance: it takes no purchase (SPEC.md section 8), so buy buttons, the
   * cart and the checkout say so up front and no change is sent.
   */
  maintenance: boolean;
  /**
   * Sends one change; resolves with the new order, or null when it was refused. With
   * `keepOnNavigation` its message stays on the page the caller goes to next (the cart page).
   */
  change: (change: CartChange, options?: { keepOnNavigation?: boolean }) => Promise<Order | null>;
  panel: CartPanel | null;
  openPanel: (panel: CartPanel | null) => void;
  /** Makes this the shopper's cart (the customer's at login), or forgets the cart (logout). */
  adopt: (order: Order | null) => void;
  /** The stored cart id, read now (it may be set before its order has loaded). */
  cartId: () => string | null;
};

/** What never changes while a page lives: the actions and the store's display settings. */
export type CartActions = Pick<
  CartContextValue,
  'change' | 'openPanel' | 'adopt' | 'cartId' | 'locale' | 'usdPerBrl' | 'cashIsPix' | 'maintenance'
>;
export type CartStateValue = Omit<CartContextValue, keyof CartActions>;

// Two contexts, so that buttons that only add to the cart (every product card) do not render
// again each time the cart's state changes. The state changes right after hydration (the stored
// cart read): its readers subscribe (live-value.ts says why).
export const CartActionsContext = createContext<CartActions | null>(null);
export const CartStateContext = createContext<LiveSource<CartStateValue> | null>(null);

export function useCartActions(): CartActions {
  const value = useContext(CartActionsContext);
  if (!value) throw new Error('useCartActions outside CartProvider');
  return value;
}

export function useCart(): CartContextValue {
  const source = useContext(CartStateContext);
  const actions = useContext(CartActionsContext);
  if (!source || !actions) throw new Error('useCart outside CartProvider');
  return { ...useLiveValue(source), ...actions };
}

/** The snackbar action of the cart's CEP and chosen shipping: a later result replaces its error. */
export const SHIPPING_ACTION = 'cart:shipping';
