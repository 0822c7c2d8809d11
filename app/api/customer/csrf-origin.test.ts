/**
 * The CSRF check of cookie-authenticated writes compares the Origin's scheme and host with the
 * request's own (issue 25, item 15): `https://localhost` is not `http://localhost`.
 */
import { and, eq } from 'drizzle-orm';
import { GET as getFavourites, PUT as putFavourites } from '@/app/api/customer/favorites/route';
import { createCustomerSession, SESSION_COOKIE } from '@/lib/server/auth/session';
import { customers, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe(`the Origin of a cookie write, on ${databaseKind}`, () => {
  test('same host on another scheme (or port) is refused with 403 and changes nothing; the same origin passes', async () => {
    const [customer] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, 1), eq(customers.email, 'afiliado@exemplo.com.br')));
    const [mouse] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.url, 'mouse-sem-fio-demo-m1')));
    const { token } = await createCustomerSession(database.db, 1, customer!.id);
    const cookie = { cookie: `${SESSION_COOKIE}=${token}` };
    const put = (origin: string) =>
      call(putFavourites, '/api/customer/favorites', {
        method: 'PUT',
        headers: { ...cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ productIds: [mouse!.id] }),
      });

    for (const origin of ['https://localhost', 'http://localhost:8080', 'null']) {
      const refused = await put(origin);
      expect([origin, refused.status, refused.json.message]).toEqual([
        origin,
        403,
        'Origem da requisição não permitida',
      ]);
    }
    const list = await call(getFavourites, '/api/customer/favorites', { headers: cookie });
    expect(list.json.content).toEqual({ productIds: [] });

    const same = await put('http://localhost');
    expect(same.status).toBe(200);
    expect(same.json.content).toEqual({ productIds: [mouse!.id] });
  });
});
