import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { PortalState, Route } from '@/lib/contracts/router';
import type { Locale } from '@/lib/domain/money';
import type { PortalPage } from '@/lib/domain/portal';
import { loadSessionCustomer, readToken, SESSION_COOKIE } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';
import type { ServiceContext, SessionCustomer } from '@/lib/server/services/context';
import { NotFoundError, UnauthorizedError } from '@/lib/server/http/errors';
import { portalStateOf, resolvePortalRoute, visitPortal } from '@/lib/server/services/portal';
import { listPortalBuyers } from '@/lib/server/services/portal-buyers';
import { listPortalCompanies } from '@/lib/server/services/portal-companies';
import { getPortalOrder, listPortalOrders } from '@/lib/server/services/portal-orders';
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

/** A portal page's data for this request's visitor, or why they do not get it. */
export type PortalData<T> =
  | { access: 'allowed'; store: Store; portal: PortalState; data: T }
  | { access: 'login' }
  | { access: 'not-found' };

/**
 * Loads a portal page's data with the services, as this request's visitor, once the page is
 * theirs (getPortalView); a thing the service does not find in their scope is the portal's
 * not-found page too.
 */
async function loadPortalData<T>(
  tenant: string,
  locale: Locale,
  customer: string,
  page: PortalPage,
  load: (db: Db, ctx: ServiceContext) => Promise<T>,
): Promise<PortalData<T>> {
  const view = await getPortalView(tenant, locale, customer, page);
  if (view.access !== 'allowed') return { access: view.access };
  try {
    const data = await load(await getDb(), {
      tenantId: view.store.id,
      locale,
      customer: view.viewer,
    });
    return { access: 'allowed', store: view.store, portal: view.portal, data };
  } catch (error) {
    if (error instanceof NotFoundError) return { access: 'not-found' };
    throw error;
  }
}

/** Meus Pedidos: the company's orders for its administrator, a buyer's own. */
export const getPortalOrders = (tenant: string, locale: Locale, customer: string) =>
  loadPortalData(tenant, locale, customer, 'orders', (db, ctx) =>
    listPortalOrders(db, ctx, { customer }),
  );

/** One order within the visitor's scope. */
export const getPortalOrderView = (
  tenant: string,
  locale: Locale,
  customer: string,
  number: number,
) =>
  loadPortalData(tenant, locale, customer, 'order', (db, ctx) =>
    getPortalOrder(db, ctx, { customer, number }),
  );

/**
 * The group's companies: Empresas (`admin-companies`, the administrator's), or where the
 * checkout's order may go (`checkout`, every buyer's).
 */
export const getPortalCompanies = (
  tenant: string,
  locale: Locale,
  customer: string,
  page: 'admin-companies' | 'checkout',
) =>
  loadPortalData(tenant, locale, customer, page, (db, ctx) =>
    listPortalCompanies(db, ctx, { customer }, page),
  );

/** Compradores: the group's buyers, those matching `search` (name, e-mail or CPF) if any. */
export const getPortalBuyers = (tenant: string, locale: Locale, customer: string, search: string) =>
  loadPortalData(tenant, locale, customer, 'admin-buyers', (db, ctx) =>
    listPortalBuyers(db, ctx, { customer, search }),
  );
