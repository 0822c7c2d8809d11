/** GET, PUT and DELETE /customer/favorites through their real handlers, sessions and database. */
import { and, eq } from 'drizzle-orm';
import { DELETE as deleteFavourite } from '@/app/api/customer/favorites/[productId]/route';
import { GET as getFavourites, PUT as putFavourites } from '@/app/api/customer/favorites/route';
import { createCustomerSession, SESSION_COOKIE } from '@/lib/server/auth/session';
import { customers, customerSessions, favourites, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function idOf(table: 'products' | 'customers', tenantId: number, key: string) {
  const [row] =
    table === 'products'
      ? await database.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), eq(products.url, key)))
      : await database.db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.tenantId, tenantId), eq(customers.email, key)));
  return row!.id;
}

async function sessionFor(email: string, tenantId = 1) {
  const customerId = await idOf('customers', tenantId, email);
  return (await createCustomerSession(database.db, tenantId, customerId)).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };
const put = (body: unknown, headers: Record<string, string>, host?: string) =>
  call(putFavourites, '/api/customer/favorites', {
    method: 'PUT',
    host,
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });
const remove = (productId: number | string, headers: Record<string, string>) =>
  call(deleteFavourite, `/api/customer/favorites/${productId}`, {
    method: 'DELETE',
    headers,
    params: { productId: String(productId) },
  });

describe(`/customer/favorites on ${databaseKind}`, () => {
  test('a bearer session lists, merges and removes, answering the whole list each time', async () => {
    const token = await sessionFor('cliente@exemplo.com.br');
    const pro = await idOf('products', 1, 'notebook-demo-pro-15');
    const gamer = await idOf('products', 1, 'notebook-demo-gamer-x');

    const empty = await call(getFavourites, '/api/customer/favorites', { headers: bearer(token) });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(empty.json).toEqual({ success: true, content: { productIds: [] } });

    const merged = await put({ productIds: [pro] }, bearer(token));
    expect(merged.json).toEqual({ success: true, content: { productIds: [pro] } });
    // A second device's list is added to the first one's, not put in its place.
    const again = await put({ productIds: [gamer, pro] }, bearer(token));
    expect(again.json.content).toEqual({ productIds: [gamer, pro] });

    const removed = await remove(pro, bearer(token));
    expect(removed.status).toBe(200);
    expect(removed.json.content).toEqual({ productIds: [gamer] });
    const stored = await database.db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(eq(favourites.customerId, await idOf('customers', 1, 'cliente@exemplo.com.br')));
    expect(stored).toEqual([{ productId: gamer }]);
  });

  test('the HttpOnly cookie works too, but a cookie write from another site is refused', async () => {
    const token = await sessionFor('afiliado@exemplo.com.br');
    const mouse = await idOf('products', 1, 'mouse-sem-fio-demo-m1');
    const cookie = { cookie: `${SESSION_COOKIE}=${token}` };

    const foreign = await put(
      { productIds: [mouse] },
      { ...cookie, origin: 'http://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const list = await call(getFavourites, '/api/customer/favorites', { headers: cookie });
    expect(list.json.content).toEqual({ productIds: [] });

    const same = await put({ productIds: [mouse] }, { ...cookie, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(200);
    expect(same.json.content).toEqual({ productIds: [mouse] });
  });

  test('without a valid session of this store every call is a 401', async () => {
    const expired = await sessionFor('incompleto@exemplo.com.br');
    await database.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(customerSessions.customerId, await idOf('customers', 1, 'incompleto@exemplo.com.br')),
      );
    const otherStore = await sessionFor('cliente@exemplo.com.br', 2);
    const message = 'Sessão inválida ou expirada. Entre novamente na sua conta.';
    for (const headers of [{}, bearer(expired), bearer(otherStore), bearer('x'.repeat(40))]) {
      const list = await call(getFavourites, '/api/customer/favorites', { headers });
      expect(list.status).toBe(401);
      expect(list.json).toEqual({ success: false, message });
      expect((await put({ productIds: [1] }, headers)).status).toBe(401);
      expect((await remove(1, headers)).status).toBe(401);
    }
  });

  test('products another store sells, hidden products and bad input are a 422, with nothing stored', async () => {
    const token = await sessionFor('cliente@exemplo.com.br', 2);
    const outraPro = await idOf('products', 2, 'notebook-demo-pro-15');
    const demoGamer = await idOf('products', 1, 'notebook-demo-gamer-x');
    const refused = await put(
      { productIds: [outraPro, demoGamer] },
      bearer(token),
      'outra.localhost',
    );
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({
      success: false,
      message: 'Produto não encontrado ou indisponível nesta loja',
      errors: { 'productIds.1': ['Produto não encontrado ou indisponível nesta loja'] },
    });
    const list = await call(getFavourites, '/api/customer/favorites', {
      host: 'outra.localhost',
      headers: bearer(token),
    });
    expect(list.json.content).toEqual({ productIds: [] });

    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { productIds: ['Campo obrigatório'] }],
      [{ productIds: [] }, { productIds: ['Campo obrigatório'] }],
      [{ productIds: ['abc'] }, { 'productIds.0': ['Valor inválido'] }],
      [{ productIds: [-1] }, { 'productIds.0': ['Valor inválido'] }],
      [
        { productIds: Array.from({ length: 101 }, (_, i) => i + 1) },
        { productIds: ['Valor inválido'] },
      ],
      [{ productIds: [outraPro], extra: 1 }, { extra: ['Campo não permitido: extra'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(body, bearer(token), 'outra.localhost');
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual(errors);
    }
    const badId = await remove('abc', bearer(token));
    expect(badId.status).toBe(422);
    expect(badId.json.errors).toEqual({ productId: ['Valor inválido'] });
  });
});
