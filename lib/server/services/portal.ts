import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ContentPage } from '@/lib/contracts/content';
import type { PortalState, Route } from '@/lib/contracts/router';
import {
  portalAccess,
  portalPage,
  portalPath,
  portalRole,
  portalUrls,
  type PortalPage,
  type PortalRole,
} from '@/lib/domain/portal';

import type { Db } from '@/lib/server/db/client';
import { portalGroups } from '@/lib/server/db/schema';
import { NotFoundError, UnauthorizedError } from '@/lib/server/http/errors';
import { findContentPage } from './content';
import { requireCustomer, type ServiceContext, type SessionCustomer } from './context';
import { toProductDetail } from './product-detail';
import { findProductByUrl } from './products';

/** A corporate customer of the store, as its portal knows it. */
export type Portal = { id: number; slug: string; name: string; adminCustomerId: number | null };

/** The portal of this store at `/portal/{customer}`, or null: another store's is not found. */
export async function findPortal(
  db: Db,
  ctx: { tenantId: number },
  customer: string,
): Promise<Portal | null> {
  const [row] = await db
    .select({
      id: portalGroups.id,
      slug: portalGroups.slug,
      name: portalGroups.name,
      adminCustomerId: portalGroups.adminCustomerId,
    })
    .from(portalGroups)
    .where(and(eq(portalGroups.tenantId, ctx.tenantId), eq(portalGroups.slug, customer)));
  return row ?? null;
}

/** What the caller may see of a portal page (lib/domain/portal.ts), with the portal it is in. */
export type PortalVisit =
  | { access: 'allowed'; portal: Portal; role: Exclude<PortalRole, 'visitor' | 'outsider'> }
  | { access: 'login' }
  | { access: 'not-found' };

/**
 * Decides a visit of a portal page by the caller's session: a portal that does not exist, a
 * shopper of the store or another company, and a buyer on the administration all get the same
 * not-found; nobody logged in gets the login form. A deactivated buyer is logged out by the
 * session lookup, so arrives here as nobody.
 */
export async function visitPortal(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; page: PortalPage },
): Promise<PortalVisit> {
  // Nobody logged in gets the login form for any name: which companies have a portal is theirs.
  if (!ctx.customer) return { access: 'login' };
  const portal = await findPortal(db, ctx, input.customer);
  if (!portal) return { access: 'not-found' };
  const role = portalRole(ctx.customer, portal);
  const access = portalAccess(role, input.page);
  if (access === 'login') return { access };
  if (access === 'not-found' || role === 'visitor' || role === 'outsider') {
    return { access: 'not-found' };
  }
  return { access, portal, role };
}

/**
 * For the portal's API calls: the portal and the caller's role when the page is theirs; 401
 * without a session, and 404, never data, otherwise.
 */
export async function requirePortal(
  db: Db,
  ctx: ServiceContext,
  input: { customer: string; page: PortalPage },
): Promise<{ portal: Portal; role: 'buyer' | 'admin'; buyer: SessionCustomer }> {
  const visit = await visitPortal(db, ctx, input);
  if (visit.access === 'login') requireCustomer(ctx);
  if (visit.access !== 'allowed') {
    throw new NotFoundError('portal.notFound');
  }
  const buyer = ctx.customer;
  if (!buyer) throw new UnauthorizedError('auth.loginRequired');
  return { portal: visit.portal, role: visit.role, buyer };
}

/** The portal state of SPEC.md section 3 for a caller who may see the portal. */
export function portalStateOf(portal: Portal, role: 'buyer' | 'admin'): PortalState {
  return { ...portalUrls(portal.slug), customerName: portal.name, role };
}

const notFoundPage = () => new NotFoundError('portal.notFound');

/**
 * GET /router for a URL under `/portal/{customer}` (SPEC.md section 2: the portal's content is
 * resolved by the router), decided by the caller's session like every portal page: 401 without
 * one, the portal's 404 for anyone else. The home answers the company's page-builder page (the
 * content page at `portal/{customer}`, or an empty one), a product path the product, and the
 * portal's own pages (cart, orders, administration) an empty page with the portal state.
 */
export async function resolvePortalRoute(
  db: Db,
  ctx: ServiceContext,
  input: { url: string },
): Promise<Route & { portal: PortalState }> {
  const path = portalPath(`/${input.url.replace(/^\/+/, '')}`);
  const page = path ? portalPage(path.rest) : null;
  if (!path || !page) {
    // Not a page of any portal: still nothing for someone who is not logged in.
    requireCustomer(ctx);
    throw notFoundPage();
  }
  const { portal, role } = await requirePortal(db, ctx, {
    customer: path.customer,
    page: page.page,
  });
  const state = portalStateOf(portal, role);
  if (page.page === 'product') {
    const product = await findProductByUrl(db, ctx, page.id!.toLowerCase());
    if (!product) throw notFoundPage();
    return { type: 'product', content: await toProductDetail(db, ctx, product), portal: state };
  }
  const url = `${state.url.slice(1)}${path.rest}`;
  const stored = page.page === 'home' ? await findContentPage(db, ctx, url) : null;
  const content: ContentPage = stored?.visible
    ? stored
    : {
        id: 0,
        name: portal.name,
        url,
        visible: true,
        metaTitle: null,
        metaKeywords: null,
        metaDescription: null,
        json: null,
      };
  return { type: 'content', content, portal: state };
}
