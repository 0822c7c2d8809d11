'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLiveSource } from '@/components/ui/live-value';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import {
  cartKeys,
  cartQuery,
  sendCartChange,
  sendCartUtm,
  type CartAnswer,
  type CartChange,
} from '@/lib/api-client/cart';
import type { Order } from '@/lib/contracts/cart';
import { AFFILIATE_STORAGE_KEY, arrivingAffiliate } from '@/lib/domain/affiliate';
import { cartBadgeCount } from '@/lib/domain/cart';
import type { Locale } from '@/lib/domain/money';
import {
  CartActionsContext,
  CartStateContext,
  SHIPPING_ACTION,
  type CartActions,
  type CartPanel,
  type CartStateValue,
} from './cart-state';

/** SPEC.md section 9 storage keys. */
const ORDER_ID_KEY = 'orderId';
const UTM_KEY = 'utm';
const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
} as const;

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the cart still works for this page's life.
  }
};

/**
 * The cart id in localStorage as an external store: every reader sees a change at once, and
 * another tab's change too (the storage event). `undefined` until the browser is asked.
 */
const orderIdListeners = new Set<() => void>();
const orderIdStore = {
  subscribe(listener: () => void) {
    orderIdListeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === ORDER_ID_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      orderIdListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  get: (): string | null => read(ORDER_ID_KEY),
  getServer: (): string | null | undefined => undefined,
  set(id: string | null) {
    write(ORDER_ID_KEY, id);
    orderIdListeners.forEach((l) => l());
  },
};

/** Keeps the campaign of the landing URL (utm_*) until a cart exists to record it on. */
function rememberUtm() {
  const params = new URLSearchParams(window.location.search);
  const found = Object.entries(UTM_FIELDS).flatMap(([param, field]) => {
    const value = params.get(param)?.trim();
    return value ? [[field, value.slice(0, 255)] as const] : [];
  });
  if (found.length > 0) write(UTM_KEY, JSON.stringify(Object.fromEntries(found)));
}

/**
 * What a change's message reports on: its answer replaces the message of the same action before
 * it (an accepted coupon the refusal of the code before), not the others.
 */
function changeAction(change: CartChange): string {
  if ('coupon' in change) return 'cart:coupon';
  if ('items' in change) return 'cart:items';
  if ('shipping' in change) return SHIPPING_ACTION;
  return `cart:line:${change.id}`;
}

/** Applies a change to the cached order before the server answers (quantities and removals). */
function optimistic(order: Order, change: CartChange): Order | null {
  if ('quantity' in change) {
    const line = order.items.find((i) => i.id === change.id);
    if (!line) return null;
    // Add-ons and kit parts follow their line's quantity.
    const ratio = change.quantity / line.quantity;
    return {
      ...order,
      items: order.items.map((i) =>
        i.id === change.id
          ? { ...i, quantity: change.quantity }
          : i.parent === change.id
            ? { ...i, quantity: Math.round(i.quantity * ratio) }
            : i,
      ),
    };
  }
  if ('delete' in change)
    return {
      ...order,
      items: order.items.filter((i) => i.id !== change.id && i.parent !== change.id),
    };
  return null;
}

/** The cart's changes: one mutation scope, so that they reach the server one at a time, in order. */
const CART_CHANGE = ['cart', 'change'] as const;

type ChangeRequest = { next: CartChange; keepOnNavigation: boolean };
/** What a change's optimistic guess replaced: put back if the server refuses the change. */
type ChangeContext = { id: string | null; previous: Order | undefined };

/**
 * The shopper's cart: its id in localStorage (`orderId`), the order from the API (cartQuery),
 * changes as mutations that reach the server one at a time in the order they were made,
 * optimistic quantities and removals that roll back when the server refuses, and the messages of
 * SPEC.md section 8. A cart that no longer exists is
 * forgotten with 'O seu carrinho expirou.'; one that became an order is forgotten silently.
 */
export function CartProvider({
  children,
  locale,
  usdPerBrl,
  cashIsPix,
  maintenance,
}: {
  children: ReactNode;
  locale: Locale;
  usdPerBrl: number;
  cashIsPix: boolean;
  maintenance: boolean;
}) {
  const t = useTranslations('cartUi');
  const tm = useTranslations('maintenance');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const storedId = useSyncExternalStore<string | null | undefined>(
    orderIdStore.subscribe,
    orderIdStore.get,
    orderIdStore.getServer,
  );
  const orderId = storedId ?? null;
  // Changes made and not yet answered.
  const [pending, setPending] = useState(0);
  const [panel, setPanel] = useState<CartPanel | null>(null);

  const forget = useCallback(
    (id: string, expired: boolean) => {
      if (orderIdStore.get() === id) orderIdStore.set(null);
      queryClient.removeQueries({ queryKey: cartKeys.order(id) });
      if (expired) snackbar(t('expired'), 'error');
    },
    [queryClient, snackbar, t],
  );

  useEffect(() => {
    rememberUtm();
    const affiliate = arrivingAffiliate(window.location.search, read(AFFILIATE_STORAGE_KEY));
    if (affiliate) write(AFFILIATE_STORAGE_KEY, affiliate);
  }, []);

  const query = useQuery(cartQuery(orderId ?? ''));

  useEffect(() => {
    const error = query.error as { status?: number } | null;
    if (orderId && error?.status === 404) forget(orderId, true);
  }, [query.error, orderId, forget]);

  const order = query.data ?? null;
  useEffect(() => {
    // A cart that became an order (paid, cancelled...) is no longer the shopper's cart.
    if (order && order.status !== 'new') forget(order.id, false);
  }, [order, forget]);

  // SPEC.md section 8: a failed campaign record is silent.
  const { mutate: recordUtm } = useApiMutation({
    mutationFn: ({ id, utm }: { id: string; utm: Record<string, string> }) => sendCartUtm(id, utm),
    handleError: () => true,
  });
  useEffect(() => {
    if (!order || order.status !== 'new') return;
    const raw = read(UTM_KEY);
    if (!raw) return;
    write(UTM_KEY, null);
    try {
      const utm = JSON.parse(raw) as Record<string, string>;
      if (Object.values(utm).some((v) => v)) recordUtm({ id: order.id, utm });
    } catch {
      // A damaged value is dropped.
    }
  }, [order, recordUtm]);

  // Changes made while others wait their turn: each answer is the cart after its own change
  // only, so the guesses on screen stay until the last answer settles the cart; a refusal among
  // them makes that last one ask for the cart again.
  const othersWaiting = () => queryClient.isMutating({ mutationKey: CART_CHANGE }) > 1;
  const refusedMeanwhile = useRef(false);
  const mutation = useApiMutation<CartAnswer, ChangeRequest, ChangeContext>({
    mutationKey: CART_CHANGE,
    scope: { id: CART_CHANGE.join(':') },
    onMutate: async ({ next }) => {
      setPending((n) => n + 1);
      const id = orderIdStore.get();
      if (!id) return { id, previous: undefined };
      const key = cartKeys.order(id);
      // A load under way would overwrite the guess with the cart as it was.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Order>(key);
      const guess = previous ? optimistic(previous, next) : null;
      if (guess) queryClient.setQueryData(key, guess);
      return { id, previous };
    },
    // The id as it is when the change's turn comes: the change before may have made the cart.
    mutationFn: ({ next }) => sendCartChange(orderIdStore.get(), next),
    onSuccess: ({ order: answer, message }, { next, keepOnNavigation }) => {
      const notify = { action: changeAction(next), keepOnNavigation };
      if (!othersWaiting()) queryClient.setQueryData(cartKeys.order(answer.id), answer);
      if (answer.id !== orderIdStore.get()) orderIdStore.set(answer.id);
      // SPEC.md section 8: a stock problem is a warning that replaces the success message.
      const stock = answer.errors.productStock[0];
      if (stock) snackbar(stock.message, 'warning', notify);
      else if (message) snackbar(message, 'success', notify);
      else snackbar.clear(notify.action);
    },
    onError: (_error, _request, context) => {
      if (othersWaiting()) refusedMeanwhile.current = true;
      else if (context?.id && context.previous)
        queryClient.setQueryData(cartKeys.order(context.id), context.previous);
    },
    onSettled: () => {
      setPending((n) => n - 1);
      const id = orderIdStore.get();
      if (othersWaiting() || !refusedMeanwhile.current || !id) return;
      refusedMeanwhile.current = false;
      void queryClient.invalidateQueries({ queryKey: cartKeys.order(id) });
    },
    // A refusal belongs to the page it happened on: only a result goes along to the next page.
    reportTo: ({ next }) => ({ action: changeAction(next) }),
    handleError: (error) => {
      const id = orderIdStore.get();
      const status = (error as { status?: number }).status;
      if (status === 404 && id) {
        forget(id, true);
        return true;
      }
      // The cart became an order (it is then forgotten, as at page load) or the store stopped
      // taking purchases (the cart is kept): its state, asked again, tells which.
      if (status === 409 && id)
        void queryClient.invalidateQueries({ queryKey: cartKeys.order(id) });
      return false;
    },
  });
  const { mutateAsync } = mutation;

  const change = useCallback(
    (next: CartChange, { keepOnNavigation = false } = {}): Promise<Order | null> => {
      // A store in maintenance takes no purchase: the shopper hears why, nothing is sent.
      if (maintenance) {
        snackbar(tm('banner'), 'error', { action: changeAction(next) });
        return Promise.resolve(null);
      }
      // A refusal has been told by the mutation: the caller only learns there is no new order.
      return mutateAsync({ next, keepOnNavigation }).then(
        (answer) => answer.order,
        () => null,
      );
    },
    [mutateAsync, snackbar, tm, maintenance],
  );

  const badge = useMemo(
    () =>
      cartBadgeCount(
        (order?.items ?? []).map((i) => ({
          role: i.parent === null ? 'product' : i.type === 'addon' ? 'addon' : 'bundle-part',
          quantity: i.quantity,
        })),
      ),
    [order],
  );

  const adopt = useCallback(
    (next: Order | null) => {
      const id = orderIdStore.get();
      if (id && id !== next?.id) queryClient.removeQueries({ queryKey: cartKeys.order(id) });
      if (next) queryClient.setQueryData(cartKeys.order(next.id), next);
      orderIdStore.set(next?.id ?? null);
    },
    [queryClient],
  );

  const actions = useMemo<CartActions>(
    () => ({
      change,
      openPanel: setPanel,
      adopt,
      cartId: orderIdStore.get,
      locale,
      usdPerBrl,
      cashIsPix,
      maintenance,
    }),
    [change, adopt, locale, usdPerBrl, cashIsPix, maintenance],
  );
  const state = useMemo<CartStateValue>(
    () => ({
      order,
      loading: storedId === undefined || (orderId !== null && query.isPending),
      pending: pending > 0,
      badge,
      panel,
    }),
    [order, storedId, orderId, query.isPending, pending, badge, panel],
  );
  const stateSource = useLiveSource(state);
  return (
    <CartActionsContext.Provider value={actions}>
      <CartStateContext.Provider value={stateSource}>{children}</CartStateContext.Provider>
    </CartActionsContext.Provider>
  );
}
