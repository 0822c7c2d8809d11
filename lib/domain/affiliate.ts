/**
 * Affiliate customers (SPEC.md sections 3 and 4): a customer in an affiliate group shares links of
 * the store carrying their id, so purchases that follow can be credited to them.
 */

/** The query parameter a shared link carries (read back on arrival, SPEC.md section 6). */
export const AFFILIATE_PARAM = 'affiliateId';

export const isAffiliate = (customer: { affiliateGroup: string | null } | null): boolean =>
  Boolean(customer?.affiliateGroup?.trim());

/**
 * The page's address with `affiliateId` set to the customer's id: any other affiliate's id in it
 * is replaced, every other parameter and the fragment are kept.
 */
export function affiliateUrl(pageUrl: string, customerId: number): string {
  const url = new URL(pageUrl);
  url.searchParams.set(AFFILIATE_PARAM, String(customerId));
  return url.toString();
}

/** Where the browser keeps the affiliate of the link that brought the shopper. */
export const AFFILIATE_STORAGE_KEY = 'affiliateId';

/**
 * The affiliate id a landing URL carries, when it is one (a customer id), else null. SPEC.md
 * section 9: it is kept only if none is stored yet — the first affiliate's link counts.
 */
export function arrivingAffiliate(search: string, stored: string | null): string | null {
  if (stored) return null;
  const id = new URLSearchParams(search).get(AFFILIATE_PARAM)?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? id : null;
}
