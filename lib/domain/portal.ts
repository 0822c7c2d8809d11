// The corporate portal's rules (SPEC.md sections 2, 4 and 6): who may see which portal page, and
// the portal's own URLs. Services and pages both decide through these functions.

/** The pages of a portal, `/portal/{customer}` and below. */
export const PORTAL_PAGES = [
  'home',
  'product',
  'cart',
  'checkout',
  'orders',
  'order',
  'admin-buyers',
  'admin-companies',
] as const;
export type PortalPage = (typeof PORTAL_PAGES)[number];

/** The administration pages: the group administrator's only. */
const ADMIN_PAGES: ReadonlySet<PortalPage> = new Set(['admin-buyers', 'admin-companies']);

/**
 * Who is looking at a portal: nobody logged in, a shopper who is not of this company (a store
 * customer, or a buyer of another company), one of its buyers, or its administrator (the user
 * whose id is the group's `adminCustomer.id`, SPEC.md section 6).
 */
export type PortalRole = 'visitor' | 'outsider' | 'buyer' | 'admin';

export function portalRole(
  viewer: { id: number; portalGroupId: number | null } | null,
  group: { id: number; adminCustomerId: number | null },
): PortalRole {
  if (!viewer) return 'visitor';
  if (viewer.portalGroupId !== group.id) return 'outsider';
  return viewer.id === group.adminCustomerId ? 'admin' : 'buyer';
}

/**
 * What a portal page shows a role: itself, the login form (nobody logged in), or the portal's
 * not-found page. A shopper outside the company, and a buyer on an administration page, get the
 * same 404 as a portal that does not exist: a denial never tells what is there.
 */
export type PortalAccess = 'allowed' | 'login' | 'not-found';

export function portalAccess(role: PortalRole, page: PortalPage): PortalAccess {
  if (role === 'visitor') return 'login';
  if (role === 'outsider') return 'not-found';
  if (ADMIN_PAGES.has(page) && role !== 'admin') return 'not-found';
  return 'allowed';
}

/** The most characters of a purchase-order number or cost centre on a portal order. */
export const ORDER_REFERENCE_MAX = 40;

/** Whose orders `/pedidos` lists: the whole company's for its administrator, a buyer's own. */
export const portalOrdersScope = (role: 'buyer' | 'admin'): 'company' | 'own' =>
  role === 'admin' ? 'company' : 'own';

/** The portal state's URLs (SPEC.md section 3: url, cartUrl, checkoutUrl). */
export function portalUrls(customer: string): {
  url: string;
  cartUrl: string;
  checkoutUrl: string;
} {
  const url = `/portal/${encodeURIComponent(customer)}`;
  return { url, cartUrl: `${url}/carrinho`, checkoutUrl: `${url}/checkout` };
}

/**
 * The portal a path is in: `/portal/{customer}` and what follows, or null outside the portal
 * (SPEC.md section 2: active when the path starts with /portal and names a customer).
 */
export function portalPath(pathname: string): { customer: string; rest: string } | null {
  const match = /^\/portal\/([^/?#]+)(\/[^?#]*)?/.exec(pathname);
  if (!match) return null;
  let customer: string;
  try {
    customer = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const rest = (match[2] ?? '').replace(/\/+$/, '');
  return { customer, rest };
}

/**
 * Which portal page a path below `/portal/{customer}` is (`rest` as `portalPath` gives it):
 * the fixed pages of SPEC.md section 2, a product for any other single segment, else null.
 */
export function portalPage(rest: string): { page: PortalPage; id?: string } | null {
  const parts = rest.split('/').filter(Boolean);
  const [first, second, ...more] = parts;
  if (more.length > 0) return null;
  if (first === undefined) return { page: 'home' };
  if (second === undefined) {
    if (first === 'carrinho') return { page: 'cart' };
    if (first === 'checkout') return { page: 'checkout' };
    if (first === 'pedidos') return { page: 'orders' };
    if (first === 'admin') return null;
    return { page: 'product', id: first };
  }
  if (first === 'pedidos') return { page: 'order', id: second };
  if (first === 'admin' && second === 'compradores') return { page: 'admin-buyers' };
  if (first === 'admin' && second === 'empresas') return { page: 'admin-companies' };
  return null;
}
