import { scrubEvent } from './error-reporting';

test('what leaves for Sentry names routes, not tokens, values or people', () => {
  const event = scrubEvent({
    transaction: 'GET /user/recovery/Xk3_9aQ-pL0vZ8rT2mN7bC4dE6fG1hJ5kL9oP3qR7sU',
    request: {
      method: 'GET',
      url: 'http://localhost/api/sale/order/9jYE_r0d9uBIrnGrAbCdEfGh12345678?email=a%40b.com',
      cookies: { session: 'secreto' },
      headers: { authorization: 'Bearer secreto' },
      query_string: 'email=a%40b.com',
    },
    exception: {
      values: [
        { type: 'Error', value: 'Failed query: select 1 where cpf = $1\nparams: 52998224725' },
      ],
    },
    user: { email: 'maria@exemplo.com.br' },
    breadcrumbs: [{ message: 'GET /user/recovery/Xk3_9aQ' }],
  });
  expect(event).toEqual({
    transaction: 'GET /user/recovery/:token',
    request: { method: 'GET', url: '/api/sale/order/:token' },
    exception: { values: [{ type: 'Error', value: 'Failed query: select 1 where cpf = $1' }] },
  });
});
