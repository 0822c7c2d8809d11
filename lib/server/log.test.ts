import { Writable } from 'node:stream';
import { createLogger, routeOf } from './log.mjs';

test('a logged route keeps the page, not who asked for it', () => {
  expect(routeOf('/notebook-demo-pro-15?utm_source=x&email=a@b.com')).toBe('/notebook-demo-pro-15');
  expect(routeOf('/user/recovery/Xk3_9aQ-pL0vZ8rT2mN7bC4dE6fG1hJ5kL9oP3qR7sU')).toBe(
    '/user/recovery/:token',
  );
  expect(routeOf('/api/sale/order/9jYE_r0d9uBIrnGrAbCdEfGh12345678')).toBe(
    '/api/sale/order/:token',
  );
  expect(routeOf('/api/operator/orders/100003/ship')).toBe('/api/operator/orders/:n/ship');
  expect(routeOf('/api/shipping/cep/01310-100')).toBe('/api/shipping/cep/:n');
  expect(routeOf('/portal/acme/compradores/maria%40acme.com.br')).toBe(
    '/portal/acme/compradores/:email',
  );
  expect(routeOf('/notebooks/marca-dell/ordenar-menor-preco')).toBe(
    '/notebooks/marca-dell/ordenar-menor-preco',
  );
  expect(routeOf(undefined)).toBe('/');
});

test("the log's shape: one JSON line with time, level and component; personal fields redacted", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  createLogger(sink)
    .child({ component: 'mail' })
    .info({ email: 'maria@exemplo.com.br', sent: 3 }, 'outbox');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as Record<string, unknown>;
  expect(line).toMatchObject({
    level: 'info',
    service: 'storefront',
    component: 'mail',
    sent: 3,
    email: '[redacted]',
    msg: 'outbox',
  });
  expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/);
});
