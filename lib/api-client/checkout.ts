import { queryOptions, skipToken } from '@tanstack/react-query';
import type {
  CheckoutQuote,
  CheckoutQuoteBody,
  CheckoutResult,
  PlaceOrderBody,
} from '@/lib/contracts/checkout';
import type { PortalCheckoutQuoteBody, PortalPlaceOrderBody } from '@/lib/contracts/portal';
import { accountKeys } from './customer';

/** The checkout's calls; the client and the contracts load with the checkout page only. */
async function api() {
  const [client, checkout] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/checkout'),
  ]);
  return { ...client, checkout };
}

export const checkoutKeys = {
  /** A review: the cart, where it goes (an address, or a portal's company and address), shipping. */
  quote: (cart: string, delivery: object, shipping: string | null, total: number) =>
    ['checkout-quote', cart, delivery, shipping, total] as const,
  none: ['checkout-quote', 'none'] as const,
};

export type CheckoutQuoteRequest =
  | { portal?: undefined; body: CheckoutQuoteBody }
  | { portal: string; body: PortalCheckoutQuoteBody };

/**
 * The checkout's review (shipping options, totals by method) for the cart delivered to one of the
 * customer's addresses (POST /sale/checkout/quote) or, in a corporate portal, to one of its
 * companies' (POST /portal/{customer}/checkout/quote); nothing is asked while there is nowhere to
 * deliver (`request` null). `total` (the cart's) is in the key: a change made in another tab is
 * quoted again.
 */
export function checkoutQuoteQuery(
  request: CheckoutQuoteRequest | null,
  shipping: string | null,
  total: number,
) {
  const { cart = '', ...delivery } = request?.body ?? {};
  return queryOptions({
    queryKey: request ? checkoutKeys.quote(cart, delivery, shipping, total) : checkoutKeys.none,
    queryFn: request
      ? async ({ signal }): Promise<CheckoutQuote> => {
          const { apiCall, checkout } = await api();
          return request.portal === undefined
            ? apiCall('quoteCheckout', checkout.checkoutQuote, { body: request.body, signal })
            : apiCall('quotePortalCheckout', checkout.checkoutQuote, {
                params: { customer: request.portal },
                body: request.body,
                signal,
              });
        }
      : skipToken,
    staleTime: 30_000,
    retry: false,
  });
}

/** Where an order is placed: the store's checkout, or a corporate portal's. */
export type PlaceOrderRequest =
  { portal?: undefined; body: PlaceOrderBody } | { portal: string; body: PortalPlaceOrderBody };

/**
 * POST /sale/checkout, or POST /portal/{customer}/checkout in a portal: places the order; the
 * same idempotency key answers the same order.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<CheckoutResult> {
  const { apiCall, checkout } = await api();
  return request.portal === undefined
    ? apiCall('placeOrder', checkout.checkoutResult, { body: request.body })
    : apiCall('placePortalOrder', checkout.checkoutResult, {
        params: { customer: request.portal },
        body: request.body,
      });
}

/** GET /sale/checkout/{orderId}: the success page's order and payment (its buyer only). */
export function checkoutResultQuery(orderId: string) {
  return queryOptions({
    queryKey: accountKeys.checkoutResult(orderId),
    queryFn: async ({ signal }): Promise<CheckoutResult> => {
      const { apiCall, checkout } = await api();
      return apiCall('getCheckoutResult', checkout.checkoutResult, {
        params: { orderId },
        signal,
      });
    },
    // The page follows a Pix or boleto by asking again itself (use-payment-follow-up.ts).
    staleTime: 0,
  });
}
