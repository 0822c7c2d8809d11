import type { SkuListResult } from '@/lib/contracts/portal';

/**
 * The corporate portal's cart calls from the browser (its checkout's are in ./checkout.ts). The
 * client and the contracts (zod) load with the first call, as the account's do.
 */
async function api() {
  const [client, portal] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/portal'),
  ]);
  return { ...client, portal };
}

export type PortalCartAnswer = { result: SkuListResult; message: string };

/**
 * POST /portal/{customer}/cart/sku-list: the list's good lines into the buyer's cart (`cart`, or
 * a new one); the answer and the server's summary.
 */
export async function sendSkuList(
  customer: string,
  body: { text: string; cart?: string },
): Promise<PortalCartAnswer> {
  const { apiCall, portal } = await api();
  let message = '';
  const result = await apiCall('addSkuListToCart', portal.skuListResult, {
    params: { customer },
    body,
    onMessage: (m) => (message = m),
  });
  return { result, message };
}

/** POST /portal/{customer}/orders/{number}/reorder: a past order's lines into the cart. */
export async function reorder(
  customer: string,
  number: number,
  body: { cart?: string },
): Promise<PortalCartAnswer> {
  const { apiCall, portal } = await api();
  let message = '';
  const result = await apiCall('reorderPortalOrder', portal.skuListResult, {
    params: { customer, number },
    body,
    onMessage: (m) => (message = m),
  });
  return { result, message };
}
