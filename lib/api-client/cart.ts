import type { Order, ShippingQuote } from '@/lib/contracts/cart';
import { toFormBody, type FormValue } from './form';

/**
 * The cart calls of the browser. The client and the contracts (zod) load with the first cart
 * call, not with every page: most visitors never open a cart.
 */
async function api() {
  const [client, contracts] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/cart'),
  ]);
  const apiFetch: typeof client.apiFetch = (path, schema, init = {}) =>
    client.apiFetch(path, schema, { token: client.storedToken(), ...init });
  return { apiFetch, contracts };
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

export async function fetchCart(id: string, signal?: AbortSignal): Promise<Order> {
  const { apiFetch, contracts } = await api();
  return apiFetch(`/sale/order/${encodeURIComponent(id)}`, contracts.order, { signal });
}

/** Creates the cart with the first lines (no id yet) or sends one change to it. */
export async function sendCartChange(id: string | null, change: CartChange): Promise<CartAnswer> {
  const { apiFetch, contracts } = await api();
  const fields =
    'addons' in change && change.addons.length === 0
      ? { id: change.id, addons: '' }
      : (change as Record<string, FormValue>);
  let message = '';
  const order = await apiFetch(
    id ? `/sale/order/${encodeURIComponent(id)}` : '/sale/order',
    contracts.order,
    { method: 'POST', body: toFormBody(fields), onMessage: (m) => (message = m) },
  );
  return { order, message };
}

/** Records the campaign that brought the shopper (only non-empty values are sent). */
export async function sendCartUtm(id: string, utm: Record<string, string>): Promise<void> {
  const { apiFetch } = await api();
  const { z } = await import('zod');
  await apiFetch(`/sale/order/${encodeURIComponent(id)}`, z.unknown(), {
    method: 'PUT',
    body: toFormBody({ utm }),
  });
}

export async function fetchShippingQuotes(
  zipcode: string,
  products: { product: number; quantity: number }[],
): Promise<ShippingQuote[]> {
  const { apiFetch, contracts } = await api();
  const { z } = await import('zod');
  const query = toFormBody({ zipcode, products });
  return apiFetch(`/shipping/quote?${query}`, z.array(contracts.shippingQuote));
}

export type ShareRequest =
  | { type: 'link' | 'facebook'; order: string }
  | { type: 'email'; order: string; name: string; email: string; emailTo: string; message: string };

/** Shares the cart; answers the link and the server's message for the sender. */
export async function shareCart(
  request: ShareRequest,
): Promise<{ id: string; url: string; message: string }> {
  const { apiFetch, contracts } = await api();
  let message = '';
  const link = await apiFetch('/sale/quote', contracts.sharedCartLink, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    onMessage: (m) => (message = m),
  });
  return { ...link, message };
}
