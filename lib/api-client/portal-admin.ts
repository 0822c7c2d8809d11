import { queryOptions } from '@tanstack/react-query';
import type {
  PortalBuyer,
  PortalBuyerCreateBody,
  PortalBuyerUpdateBody,
  PortalCompany,
  PortalCompanyBody,
} from '@/lib/contracts/portal';

/**
 * The corporate portal's administration from the browser (Compradores, Empresas): the group
 * administrator's calls. The client and the contracts (zod) load with the first call, as the
 * portal's others do (./portal.ts).
 */
async function api() {
  const [client, portal, { z }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/portal'),
    import('zod'),
  ]);
  return { ...client, portal, z };
}

export const portalAdminKeys = {
  all: (customer: string) => ['portal-admin', customer] as const,
  buyers: (customer: string) => [...portalAdminKeys.all(customer), 'buyers'] as const,
  buyerSearch: (customer: string, search: string) =>
    [...portalAdminKeys.buyers(customer), search] as const,
  companies: (customer: string) => [...portalAdminKeys.all(customer), 'companies'] as const,
};

/** GET /portal/{customer}/buyers: Compradores, those matching `search` (name, e-mail or CPF). */
export function portalBuyersQuery(customer: string, search: string) {
  return queryOptions({
    queryKey: portalAdminKeys.buyerSearch(customer, search),
    queryFn: async ({ signal }): Promise<PortalBuyer[]> => {
      const { apiCall, portal, z } = await api();
      return apiCall('listPortalBuyers', z.array(portal.portalBuyer), {
        params: { customer },
        query: search ? { search } : {},
        signal,
      });
    },
  });
}

/** GET /portal/{customer}/companies: Empresas. */
export function portalCompaniesQuery(customer: string) {
  return queryOptions({
    queryKey: portalAdminKeys.companies(customer),
    queryFn: async ({ signal }): Promise<PortalCompany[]> => {
      const { apiCall, portal, z } = await api();
      return apiCall('listPortalCompanies', z.array(portal.portalCompany), {
        params: { customer },
        signal,
      });
    },
  });
}

/**
 * Adds a buyer (POST /portal/{customer}/buyers) or, with `id`, changes one (PUT .../buyers/{id});
 * `onMessage` gets the server's 'Comprador cadastrado com sucesso.' / '... atualizado ...'.
 */
export async function savePortalBuyer(
  customer: string,
  body: PortalBuyerCreateBody | PortalBuyerUpdateBody,
  id: number | undefined,
  onMessage: (message: string) => void,
): Promise<PortalBuyer> {
  const { apiCall, portal } = await api();
  return id === undefined
    ? apiCall('createPortalBuyer', portal.portalBuyer, {
        params: { customer },
        body: body as PortalBuyerCreateBody,
        onMessage,
      })
    : apiCall('updatePortalBuyer', portal.portalBuyer, {
        params: { customer, id },
        body: body as PortalBuyerUpdateBody,
        onMessage,
      });
}

/**
 * Adds a company (POST /portal/{customer}/companies) or, with `id`, changes one (PUT
 * .../companies/{id}); `onMessage` gets the server's 'Empresa cadastrada com sucesso.' / '...'.
 */
export async function savePortalCompany(
  customer: string,
  body: PortalCompanyBody,
  id: number | undefined,
  onMessage: (message: string) => void,
): Promise<PortalCompany> {
  const { apiCall, portal } = await api();
  return id === undefined
    ? apiCall('createPortalCompany', portal.portalCompany, {
        params: { customer },
        body,
        onMessage,
      })
    : apiCall('updatePortalCompany', portal.portalCompany, {
        params: { customer, id },
        body,
        onMessage,
      });
}
