import { scrubEvent, scrubSpan } from './sentry-scrub';

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

test('a traced span keeps its route and loses the query, the user and the address', () => {
  const span = scrubSpan({
    trace_id: '9f7cd0cbc93140de97ced6df27675d07',
    span_id: '842fd413901ea843',
    name: 'GET /user/recovery/Xk3_9aQ-pL0vZ8rT2mN7bC4dE6fG1hJ5kL9oP3qR7sU?email=maria%40exemplo.com.br',
    start_timestamp: 1795824187.05,
    end_timestamp: 1795824187.06,
    status: 'ok',
    is_segment: true,
    attributes: {
      'http.target': '/busca?q=maria%40exemplo.com.br',
      'url.full': 'http://loja.example/api/company?url=x&email=maria%40exemplo.com.br',
      'url.query': 'url=x&email=maria%40exemplo.com.br',
      'url.scheme': 'http',
      'http.request.method': 'GET',
      'next.span_name': 'GET /pedido/12345?token=abc',
      'user.email': 'maria@exemplo.com.br',
      'user.ip_address': '200.100.50.25',
      'client.address': '200.100.50.25',
      'http.request.header.cookie': 'session=secreto',
      'db.query.text': 'select 1 where cpf = $1',
      'http.response.status_code': 200,
      'sentry.op': { value: '/pedido/12345?token=abc', unit: 'none' },
    },
  });
  expect(span.name).toBe('GET /user/recovery/:token');
  expect(span.attributes).toEqual({
    'http.target': '/busca',
    'url.full': 'http://loja.example/api/company',
    'url.scheme': 'http',
    'http.request.method': 'GET',
    'next.span_name': 'GET /pedido/:n',
    'db.query.text': 'select 1 where cpf = $1',
    'http.response.status_code': 200,
    'sentry.op': { value: '/pedido/:n', unit: 'none' },
  });
});
