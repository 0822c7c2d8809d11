import {
  PORTAL_PAGES,
  portalAccess,
  portalOrdersScope,
  portalPage,
  portalPath,
  portalRole,
  portalUrls,
  type PortalAccess,
  type PortalRole,
} from './portal';

const acme = { id: 7, adminCustomerId: 70 };

describe('portalRole', () => {
  test('nobody logged in is a visitor', () => {
    expect(portalRole(null, acme)).toBe('visitor');
  });
  test('a store customer, and a buyer of another company, are outsiders', () => {
    expect(portalRole({ id: 5, portalGroupId: null }, acme)).toBe('outsider');
    expect(portalRole({ id: 80, portalGroupId: 8 }, acme)).toBe('outsider');
  });
  test("the user whose id is the group's adminCustomer id administers it; the rest buy", () => {
    expect(portalRole({ id: 70, portalGroupId: 7 }, acme)).toBe('admin');
    expect(portalRole({ id: 71, portalGroupId: 7 }, acme)).toBe('buyer');
  });
  test('a group without administrator has buyers only', () => {
    expect(portalRole({ id: 70, portalGroupId: 7 }, { id: 7, adminCustomerId: null })).toBe(
      'buyer',
    );
  });
  test("another company's administrator is an outsider here", () => {
    expect(portalRole({ id: 70, portalGroupId: 8 }, acme)).toBe('outsider');
  });
});

describe('portalAccess: every role × every page', () => {
  const expected: Record<PortalRole, (page: string) => PortalAccess> = {
    visitor: () => 'login',
    outsider: () => 'not-found',
    buyer: (page) => (page.startsWith('admin-') ? 'not-found' : 'allowed'),
    admin: () => 'allowed',
  };
  for (const role of Object.keys(expected) as PortalRole[]) {
    for (const page of PORTAL_PAGES) {
      test(`${role} on ${page}: ${expected[role](page)}`, () => {
        expect(portalAccess(role, page)).toBe(expected[role](page));
      });
    }
  }
});

test("the administrator's /pedidos lists the company's orders, a buyer's their own", () => {
  expect(portalOrdersScope('admin')).toBe('company');
  expect(portalOrdersScope('buyer')).toBe('own');
});

test('the portal URLs of a customer', () => {
  expect(portalUrls('acme')).toEqual({
    url: '/portal/acme',
    cartUrl: '/portal/acme/carrinho',
    checkoutUrl: '/portal/acme/checkout',
  });
  expect(portalUrls('a b').url).toBe('/portal/a%20b');
});

describe('portalPath', () => {
  test.each([
    ['/portal/acme', { customer: 'acme', rest: '' }],
    ['/portal/acme/', { customer: 'acme', rest: '' }],
    ['/portal/acme/carrinho', { customer: 'acme', rest: '/carrinho' }],
    ['/portal/acme/pedidos/12', { customer: 'acme', rest: '/pedidos/12' }],
    ['/portal/acme/admin/compradores?q=ana', { customer: 'acme', rest: '/admin/compradores' }],
    ['/portal/a%20b/checkout', { customer: 'a b', rest: '/checkout' }],
  ])('%s is in the portal', (path, expected) => {
    expect(portalPath(path)).toEqual(expected);
  });
  test.each(['/', '/portal', '/portal/', '/portalacme', '/notebooks', '/portal/%E0%A4%A'])(
    '%s is not',
    (path) => {
      expect(portalPath(path)).toBeNull();
    },
  );
});

describe('portalPage', () => {
  test.each([
    ['', { page: 'home' }],
    ['/carrinho', { page: 'cart' }],
    ['/checkout', { page: 'checkout' }],
    ['/pedidos', { page: 'orders' }],
    ['/pedidos/1042', { page: 'order', id: '1042' }],
    ['/admin/compradores', { page: 'admin-buyers' }],
    ['/admin/empresas', { page: 'admin-companies' }],
    ['/notebook-demo-pro-15', { page: 'product', id: 'notebook-demo-pro-15' }],
  ])('%s is %o', (rest, expected) => {
    expect(portalPage(rest)).toEqual(expected);
  });
  test.each(['/admin', '/admin/outra', '/pedidos/1/2', '/notebooks/gamer', '/a/b/c'])(
    '%s is no portal page',
    (rest) => {
      expect(portalPage(rest)).toBeNull();
    },
  );
});
