/**
 * GET /portal/{customer}/orders and /orders/{number}: the administrator sees the company's
 * orders, a buyer their own, anyone else nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { GET as getOrder } from '@/app/api/portal/[customer]/orders/[number]/route';
import { GET as listOrders } from '@/app/api/portal/[customer]/orders/route';
import type { PortalOrderDetail, PortalOrderSummary } from '@/lib/contracts/portal';
import { customers, orders, portalCompanies, portalGroups } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { signedIn } from '@/test/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const id = async (email: string) =>
    (await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]!
      .id;
  const [acme] = await db
    .select({ id: portalGroups.id })
    .from(portalGroups)
    .where(eq(portalGroups.slug, 'acme'));
  const [company] = await db
    .select({ id: portalCompanies.id })
    .from(portalCompanies)
    .where(eq(portalCompanies.groupId, acme!.id));
  // Two of the seeded orders become acme's: one by its buyer, one by its administrator.
  await db
    .update(orders)
    .set({
      customerId: await id('compras@acme.com.br'),
      portalGroupId: acme!.id,
      portalCompanyId: company!.id,
      purchaseOrderNumber: 'PO-2026-001',
      costCentre: 'TI',
    })
    .where(eq(orders.number, 100001));
  await db
    .update(orders)
    .set({ customerId: await id('admin@acme.com.br'), portalGroupId: acme!.id })
    .where(eq(orders.number, 100002));
});
afterAll(() => database.drop());

const as = (email: string | null) => signedIn(database.db, email);
const list = async (email: string | null) =>
  call(listOrders, '/api/portal/acme/orders', {
    headers: await as(email),
    params: { customer: 'acme' },
  });
const one = async (email: string | null, number: number) =>
  call(getOrder, `/api/portal/acme/orders/${number}`, {
    headers: await as(email),
    params: { customer: 'acme', number: String(number) },
  });

describe(`portal orders on ${databaseKind}`, () => {
  test("the administrator sees the company's orders with buyer, company and references", async () => {
    const answer = await list('admin@acme.com.br');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json.content as PortalOrderSummary[]).toEqual([
      expect.objectContaining({
        number: 100002,
        buyer: 'Alice Admin Acme',
        company: null,
        purchaseOrder: null,
      }),
      expect.objectContaining({
        number: 100001,
        status: 'shipped',
        buyer: 'Carlos Compras Acme',
        company: 'Acme Tecnologia Ltda',
        purchaseOrder: 'PO-2026-001',
        costCentre: 'TI',
      }),
    ]);
    const detail = await one('admin@acme.com.br', 100001);
    expect(detail.json.content as PortalOrderDetail).toMatchObject({
      number: 100001,
      buyer: 'Carlos Compras Acme',
      purchaseOrder: 'PO-2026-001',
    });
  });

  test('a buyer sees only their own orders', async () => {
    const answer = await list('compras@acme.com.br');
    expect((answer.json.content as PortalOrderSummary[]).map((o) => o.number)).toEqual([100001]);
    expect((await one('compras@acme.com.br', 100001)).status).toBe(200);
    const other = await one('compras@acme.com.br', 100002);
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('Pedido não encontrado!');
  });

  test.each([
    [null, 401],
    ['cliente@exemplo.com.br', 404],
    ['compras@globex.com.br', 404],
  ])('%s gets %i, never an order', async (email, status) => {
    for (const answer of [await list(email), await one(email, 100001)]) {
      expect(answer.status).toBe(status);
      expect(answer.json.content).toBeUndefined();
    }
  });

  test("orders outside the portal are not the portal's", async () => {
    const numbers = (
      await database.db
        .select({ number: orders.number })
        .from(orders)
        .where(inArray(orders.number, [100003, 100004]))
    ).map((o) => o.number);
    for (const number of numbers) expect((await one('admin@acme.com.br', number)).status).toBe(404);
    expect(numbers.length).toBeGreaterThan(0);
  });
});
