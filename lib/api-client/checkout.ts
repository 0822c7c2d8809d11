import type { CheckoutQuoteBody, PlaceOrderBody } from '@/lib/contracts/checkout';

/** The checkout's calls; the client and the contracts load with the checkout page only. */
async function api() {
  const [client, checkout] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/checkout'),
  ]);
  return { ...client, checkout };
}

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const checkoutKeys = {
  /** A review: the cart, where it goes (an address, or a portal's company and address), shipping. */
  quote: (cart: string, delivery: object, shipping: string | null) =>
    ['checkout-quote', cart, delivery, shipping] as const,
};

/** POST /sale/checkout/quote: shipping options and totals by method for the review. */
export async function fetchCheckoutQuote(body: CheckoutQuoteBody, signal?: AbortSignal) {
  const { apiFetch, checkout, storedToken } = await api();
  return apiFetch('/sale/checkout/quote', checkout.checkoutQuote, {
    ...post(body),
    signal,
    token: storedToken(),
  });
}

/** POST /sale/checkout: places the order; the same idempotency key answers the same order. */
export async function placeOrder(body: PlaceOrderBody) {
  const { apiFetch, checkout, storedToken } = await api();
  return apiFetch('/sale/checkout', checkout.checkoutResult, {
    ...post(body),
    token: storedToken(),
  });
}
