/** GET /customer/orders and /customer/orders/{number}: a customer sees only their own orders. */
import { GET as getOrder } from '@/app/api/customer/orders/[number]/route';
import { GET as listOrders } from '@/app/api/customer/orders/route';
import type { OrderSummary, PlacedOrder } from '@/lib/contracts/orders';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { signedIn } from '@/test/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const bearerOf = (email: string, tenantId = 1) => signedIn(database.db, email, tenantId);
const one = (number: string, headers: Record<string, string>, host?: string) =>
  call(getOrder, `/api/customer/orders/${number}`, { headers, host, params: { number } });

describe(`/customer/orders on ${databaseKind}`, () => {
  test("Maria's orders, newest first, each openable with its status and timeline", async () => {
    const headers = await bearerOf('cliente@exemplo.com.br');
    const res = await call(listOrders, '/api/customer/orders', { headers });
    expect(res.status).toBe(200);
    const list = res.json.content as OrderSummary[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((o) => o.number)).toEqual([...list.map((o) => o.number)].sort((a, b) => b - a));
    expect(list.find((o) => o.number === 100001)).toMatchObject({ status: 'shipped', items: 1 });
    const detail = await one('100002', headers);
    expect(detail.status).toBe(200);
    expect(detail.json.content as PlacedOrder).toMatchObject({
      number: 100002,
      status: 'pending',
      transaction: { method: 'billet' },
    });
  });

  test("another customer's order, an unknown number and another store's session: 404 or 401", async () => {
    const afiliado = await bearerOf('afiliado@exemplo.com.br');
    expect(
      (await call(listOrders, '/api/customer/orders', { headers: afiliado })).json.content,
    ).toEqual([]);
    const stolen = await one('100001', afiliado);
    expect(stolen.status).toBe(404);
    expect(stolen.json.message).toBe('Pedido não encontrado!');
    const maria = await bearerOf('cliente@exemplo.com.br');
    expect((await one('999999', maria)).status).toBe(404);
    expect((await one('100001', maria, 'outra.localhost')).status).toBe(401);
    expect((await call(listOrders, '/api/customer/orders')).status).toBe(401);
    expect((await one('abc', maria)).status).toBe(422);
  });
});
