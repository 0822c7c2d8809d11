import { safeRedirectPath, withRedirect } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/customer/account/orders', '/customer/account/orders'],
    ['/customer/account/orders/7?tab=1#itens', '/customer/account/orders/7?tab=1#itens'],
  ])('keeps a path of this site: %s', (value, expected) =>
    expect(safeRedirectPath(value)).toBe(expected),
  );
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'customer/account',
    '',
    null,
  ])('refuses %p', (value) => expect(safeRedirectPath(value, '/conta')).toBe('/conta'));
});

describe('withRedirect', () => {
  test('remembers a path of this site, encoded; leaves out home and other origins', () => {
    expect(withRedirect('/onestepcheckout/login', '/onestepcheckout')).toBe(
      '/onestepcheckout/login?redirect=%2Fonestepcheckout',
    );
    expect(withRedirect('/onestepcheckout/customer/register', '/customer/account/orders?x=1')).toBe(
      '/onestepcheckout/customer/register?redirect=%2Fcustomer%2Faccount%2Forders%3Fx%3D1',
    );
    for (const target of [null, undefined, '', '/', '//evil.example', 'https://evil.example/'])
      expect(withRedirect('/onestepcheckout/login', target)).toBe('/onestepcheckout/login');
  });
});
