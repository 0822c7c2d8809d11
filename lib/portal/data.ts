import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { PortalBuyer, PortalCompany, PortalOrderSummary } from '@/lib/contracts/portal';
import type { PortalState, Route } from '@/lib/contracts/router';
import type { Locale } from '@/lib/domain/money';
import type { PortalPage } from '@/lib/domain/portal';
import { loadSessionCustomer, readToken, SESSION_COOKIE } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import type { SessionCustomer } from '@/lib/server/services/context';
import { NotFoundError, UnauthorizedError } from '@/lib/server/http/errors';
import { portalStateOf, resolvePortalRoute, visitPortal } from '@/lib/server/services/portal';
import { listPortalBuyers } from '@/lib/server/services/portal-buyers';
import { listPortalCompanies } from '@/lib/server/services/portal-companies';
import { listPortalOrders } from '@/lib/server/services/portal-orders';
import { getStore, type Store } from '@/lib/store/data';

/**
 * The portal as one visitor may see it, decided on the server from their session cookie: never
 * cached (a portal's pages are personal). `login`: nobody is logged in (whatever the name);
 * `not-found`: no such portal, or not this visitor's (the same answer either way).
 */
export type PortalView =
  | { access: 'allowed'; store: Store; portal: PortalState; viewer: SessionCustomer }
  | { access: 'login'; store: Store }
  | { access: 'not-found'; store: Store | null };

/** The visitor of this request: the session cookie's customer in this store, or null. */
const sessionViewer = cache(async (storeId: number): Promise<SessionCustomer | null> => {
  const jar = await cookies();
  const token = readToken(new Headers(), jar.get(SESSION_COOKIE)?.value);
  return token ? loadSessionCustomer(await getDb(), storeId, token.token) : null;
});

/** What `page` of `/portal/{customer}` shows this request's visitor (lib/domain/portal.ts). */
export const getPortalView = cache(
  async (
    tenant: string,
    locale: Locale,
    customer: string,
    page: PortalPage,
  ): Promise<PortalView> => {
    const store = await getStore(tenant);
    if (!store) return { access: 'not-found', store: null };
    const viewer = await sessionViewer(store.id);
    const visit = await visitPortal(
      await getDb(),
      { tenantId: store.id, locale, customer: viewer },
      { customer, page },
    );
    if (visit.access === 'login') return { access: 'login', store };
    if (visit.access === 'not-found' || !viewer) return { access: 'not-found', store };
    return { access: 'allowed', store, portal: portalStateOf(visit.portal, visit.role), viewer };
  },
);

/**
 * A page of the portal with its content, as GET /router answers it for `/portal/{customer}{rest}`
 * (the company's page-builder page for the home, a product for a product path), for this
 * request's visitor.
 */
export async function getPortalRoute(
  tenant: string,
  locale: Locale,
  url: string,
): Promise<
  | { access: 'allowed'; store: Store; route: Route & { portal: PortalState } }
  | { access: 'login' }
  | { access: 'not-found' }
> {
  const store = await getStore(tenant);
  if (!store) return { access: 'not-found' };
  const viewer = await sessionViewer(store.id);
  try {
    const route = await resolvePortalRoute(
      await getDb(),
      { tenantId: store.id, locale, customer: viewer },
      { url },
    );
    return { access: 'allowed', store, route };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { access: 'login' };
    if (error instanceof NotFoundError) return { access: 'not-found' };
    throw error;
  }
}

/** The portal's Meus Pedidos for this request's visitor, when the portal is theirs. */
export async function getPortalOrders(
  tenant: string,
  locale: Locale,
  customer: string,
): Promise<
  | { access: 'allowed'; store: Store; portal: PortalState; orders: PortalOrderSummary[] }
  | { access: 'login' }
  | { access: 'not-found' }
> {
  const view = await getPortalView(tenant, locale, customer, 'orders');
  if (view.access !== 'allowed') return { access: view.access };
  const orders = await listPortalOrders(
    await getDb(),
    { tenantId: view.store.id, locale, customer: view.viewer },
    { customer },
  );
  return { access: 'allowed', store: view.store, portal: view.portal, orders };
}

/**
 * Compradores for this request's visitor, when they are the portal's administrator: the group's
 * buyers, those matching `search` (name, e-mail or CPF) when there is one.
 */
export async function getPortalBuyers(
  tenant: string,
  locale: Locale,
  customer: string,
  search: string,
): Promise<
  | { access: 'allowed'; store: Store; portal: PortalState; buyers: PortalBuyer[] }
  | { access: 'login' }
  | { access: 'not-found' }
> {
  const view = await getPortalView(tenant, locale, customer, 'admin-buyers');
  if (view.access !== 'allowed') return { access: view.access };
  const buyers = await listPortalBuyers(
    await getDb(),
    { tenantId: view.store.id, locale, customer: view.viewer },
    { customer, search },
  );
  return { access: 'allowed', store: view.store, portal: view.portal, buyers };
}

/** Empresas for this request's visitor, when they are the portal's administrator. */
export async function getPortalCompanies(
  tenant: string,
  locale: Locale,
  customer: string,
): Promise<
  | { access: 'allowed'; store: Store; portal: PortalState; companies: PortalCompany[] }
  | { access: 'login' }
  | { access: 'not-found' }
> {
  const view = await getPortalView(tenant, locale, customer, 'admin-companies');
  if (view.access !== 'allowed') return { access: view.access };
  const companies = await listPortalCompanies(
    await getDb(),
    { tenantId: view.store.id, locale, customer: view.viewer },
    { customer },
  );
  return { access: 'allowed', store: view.store, portal: view.portal, companies };
}
