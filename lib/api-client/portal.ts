import type { PortalCheckoutQuoteBody, PortalPlaceOrderBody } from '@/lib/contracts/portal';

/**
 * The corporate portal's calls from the browser. The client and the contracts (zod) load with the
 * first call, as the account's do.
 */
async function api() {
  const [client, portal] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/portal'),
  ]);
  return { ...client, portal };
}

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const path = (customer: string, rest: string) => `/portal/${encodeURIComponent(customer)}${rest}`;

/**
 * POST /portal/{customer}/cart/sku-list: the list's good lines into the buyer's cart (`cart`, or
 * a new one); `onMessage` gets the server's summary.
 */
export async function sendSkuList(
  customer: string,
  body: { text: string; cart?: string },
  onMessage: (message: string) => void,
) {
  const { apiFetch, storedToken, portal } = await api();
  return apiFetch(path(customer, '/cart/sku-list'), portal.skuListResult, {
    ...post(body),
    token: storedToken(),
    onMessage,
  });
}

/** POST /portal/{customer}/checkout/quote: shipping and totals for a company's address. */
export async function fetchPortalCheckoutQuote(
  customer: string,
  body: PortalCheckoutQuoteBody,
  signal?: AbortSignal,
) {
  const [{ apiFetch, storedToken }, { checkoutQuote }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/checkout'),
  ]);
  return apiFetch(path(customer, '/checkout/quote'), checkoutQuote, {
    ...post(body),
    signal,
    token: storedToken(),
  });
}

/** POST /portal/{customer}/checkout: the buyer's cart becomes the company's order. */
export async function placePortalOrder(customer: string, body: PortalPlaceOrderBody) {
  const [{ apiFetch, storedToken }, { checkoutResult }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/checkout'),
  ]);
  return apiFetch(path(customer, '/checkout'), checkoutResult, {
    ...post(body),
    token: storedToken(),
  });
}

/** POST /portal/{customer}/orders/{number}/reorder: a past order's lines into the cart. */
export async function reorder(
  customer: string,
  number: number,
  body: { cart?: string },
  onMessage: (message: string) => void,
) {
  const { apiFetch, storedToken, portal } = await api();
  return apiFetch(path(customer, `/orders/${number}/reorder`), portal.skuListResult, {
    ...post(body),
    token: storedToken(),
    onMessage,
  });
}
