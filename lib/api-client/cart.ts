import { queryOptions } from '@tanstack/react-query';
import type { Order, ShippingQuote } from '@/lib/contracts/cart';
import type { FormValue } from './form';

/**
 * The cart calls of the browser. The client and the contracts (zod) load with the first cart
 * call, not with every page: most visitors never open a cart.
 */
async function api() {
  const [client, contracts] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/cart'),
  ]);
  return { ...client, contracts };
}

export const cartKeys = {
  all: ['cart'] as const,
  order: (id: string) => [...cartKeys.all, id] as const,
};

/** A line to add, as the API takes it. */
export type CartItemRequest = {
  product: number;
  quantity?: number;
  parent?: number;
  additionalInformation?: {
    bundle?: { groups: { id: number; products: { productId: number }[] }[] };
  };
};

/** One change of POST /sale/order/{id}. */
export type CartChange =
  | { items: CartItemRequest[] }
  | { id: number; quantity: number }
  | { id: number; delete: 1 }
  | { id: number; addons: number[] }
  | { coupon: string }
  | { shipping: { zipcode: string; method: string } };

export type CartAnswer = { order: Order; message: string };

/** GET /sale/order/{id}: the cart as the catalogue prices it now (404 once it is gone). */
export function cartQuery(id: string) {
  return queryOptions({
    queryKey: cartKeys.order(id),
    queryFn: async ({ signal }): Promise<Order> => {
      const { apiCall, contracts } = await api();
      return apiCall('getCart', contracts.order, { params: { id }, signal });
    },
    enabled: id !== '',
    // A cart that no longer exists is not asked for again: the provider forgets it.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

/**
 * Creates the cart with the first lines (no id yet: POST /sale/order) or sends one change to it
 * (POST /sale/order/{id}), as form data (SPEC.md section 7).
 */
export async function sendCartChange(id: string | null, change: CartChange): Promise<CartAnswer> {
  const { apiCall, contracts } = await api();
  // An empty list of add-ons goes as `addons=` (form data has no empty list).
  const body =
    'addons' in change && change.addons.length === 0
      ? { id: change.id, addons: '' as const }
      : (change as Record<string, FormValue>);
  let message = '';
  const onMessage = (m: string) => (message = m);
  const order = id
    ? await apiCall('changeCart', contracts.order, {
        params: { id },
        body,
        encoding: 'form',
        onMessage,
      })
    : await apiCall('createCart', contracts.order, {
        body: body as { items: CartItemRequest[] },
        encoding: 'form',
        onMessage,
      });
  return { order, message };
}

/** PUT /sale/order/{id}: the campaign that brought the shopper (only non-empty values). */
export async function sendCartUtm(id: string, utm: Record<string, string>): Promise<void> {
  const { apiSend } = await api();
  await apiSend('recordCartUtm', { params: { id }, body: { utm }, encoding: 'form' });
}

export const shippingKeys = {
  quotes: (zipcode: string, products: readonly { product: number; quantity: number }[]) =>
    ['shipping-quote', zipcode, products] as const,
};

/** GET /shipping/quote: the delivery options for a CEP and the cart's products. */
export function shippingQuotesQuery(
  zipcode: string,
  products: readonly { product: number; quantity: number }[],
) {
  return queryOptions({
    queryKey: shippingKeys.quotes(zipcode, products),
    queryFn: async ({ signal }): Promise<ShippingQuote[]> => {
      const [{ apiCall, contracts }, { z }] = await Promise.all([api(), import('zod')]);
      return apiCall('quoteShipping', z.array(contracts.shippingQuote), {
        query: { zipcode, products: [...products] },
        signal,
      });
    },
    // A quote is asked for on submit: a failure is told at once, not tried again.
    retry: false,
  });
}

export type ShareRequest =
  | { type: 'link' | 'facebook'; order: string }
  | { type: 'email'; order: string; name: string; email: string; emailTo: string; message: string };

/** POST /sale/quote: shares the cart; answers the link and the server's message for the sender. */
export async function shareCart(
  request: ShareRequest,
): Promise<{ id: string; url: string; message: string }> {
  const { apiCall, contracts } = await api();
  let message = '';
  const link = await apiCall('shareCart', contracts.sharedCartLink, {
    body: request,
    onMessage: (m) => (message = m),
  });
  return { ...link, message };
}
