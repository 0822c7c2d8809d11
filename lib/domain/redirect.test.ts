import { safeRedirectPath } from './redirect';

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
