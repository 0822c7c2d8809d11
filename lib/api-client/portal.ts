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
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    token: storedToken(),
    onMessage,
  });
}
