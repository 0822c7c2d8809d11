import { apiRouteFiles, ownMethods } from '@/test/api-routes';
import { API_BASE, apiPath, endpoints, type EndpointId } from './endpoints';
import { operations } from './operations';

/** The endpoints that are no operation of the store API (see the comment in endpoints.ts). */
const OUTSIDE_THE_STORE_API = [
  'exportAdminOrders',
  'exportAdminProducts',
  'exportInbox',
  'getHealth',
  'getOpenApiDocument',
  'getReadiness',
  'importAdminProducts',
  'mercadoPagoWebhook',
  'mintSocialTestToken',
  'pagSeguroWebhook',
  'runJobs',
  'sandboxWebhook',
  'settleSandboxCharge',
  'tokenizeSandboxCard',
];

describe("the browser's map of endpoints (endpoints.ts) and the operations registry", () => {
  test('every operation sits at the method and path of its own endpoint', () => {
    const wrong = Object.entries(operations).filter(([id, op]) => {
      const endpoint = endpoints[id as EndpointId] as { method: string; path: string } | undefined;
      return endpoint?.method !== op.method || endpoint.path !== op.path;
    });
    expect(wrong.map(([id]) => id)).toEqual([]);
  });

  test('the endpoints beyond the operations are the documented few', () => {
    const extra = Object.keys(endpoints).filter((id) => !(id in operations));
    expect(extra.sort()).toEqual(OUTSIDE_THE_STORE_API);
  });

  test('every method of every route file (app/api) is an endpoint, and every endpoint a route', () => {
    const routes = apiRouteFiles().flatMap((file) => {
      // `customer/addresses/[id]/route.ts` → '/customer/addresses/{id}'
      const path = `/${file.replace(/\/?route\.ts$/, '')}`.replace(/\[(\w+)\]/g, '{$1}');
      return ownMethods(file).map((method) => `${method} ${path}`);
    });
    const mapped = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(mapped.sort()).toEqual(routes.sort());
  });
});

describe('apiPath', () => {
  test('puts each parameter in its place, encoded, under the API base', () => {
    expect(API_BASE).toBe('/api');
    expect(apiPath('getCompany')).toBe('/api/company');
    expect(apiPath('getCart', { id: 'a1/b 2' })).toBe('/api/sale/order/a1%2Fb%202');
    expect(apiPath('updatePortalBuyer', { customer: 'acme', id: 7 })).toBe(
      '/api/portal/acme/buyers/7',
    );
    expect(apiPath('changeOperatorOrder', { number: 1042, action: 'ship' })).toBe(
      '/api/operator/orders/1042/ship',
    );
  });

  test('refuses to build a path without one of its parameters', () => {
    expect(() => apiPath('getCart', { id: '' })).toThrow('getCart: no id given');
    expect(() => apiPath('updatePortalBuyer', { customer: 'acme' } as never)).toThrow(
      'updatePortalBuyer: no id given',
    );
  });
});
