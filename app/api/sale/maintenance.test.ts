/**
 * A store in maintenance accepts no purchase (SPEC.md section 8): no cart is created or changed
 * and no order placed, each refused with the maintenance message and nothing stored.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { POST as register } from '@/app/api/customer/register/route';
import { GET as getRoute } from '@/app/api/router/route';
import { POST as placeOrder } from '@/app/api/sale/checkout/route';
import { GET as getCart, POST as changeCart } from '@/app/api/sale/order/[id]/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import type { Order } from '@/lib/contracts/cart';
import { companies, orders, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, storeIds, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

const HOST = 'manutencao.localhost';
const MAINTENANCE = 'Loja em manutenção. Nenhuma compra será aceita no momento.';

let database: TestDatabase;
let storeId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  storeId = (await storeIds(database)).manutencao;
});
afterAll(() => database.drop());

const setMaintenance = (on: boolean) =>
  database.db.update(companies).set({ maintenance: on }).where(eq(companies.id, storeId));

const productId = async (url: string) => {
  const res = await call(getRoute, `/api/router?url=${url}`, { host: HOST });
  return (res.json.content as { content: { id: number } }).content.id;
};

/** A simple product of the store that is on sale. */
async function anyProduct(): Promise<number> {
  const [product] = await database.db
    .select({ url: products.url })
    .from(products)
    .where(
      and(
        eq(products.tenantId, storeId),
        eq(products.type, 'simple'),
        eq(products.saleable, true),
        gt(products.stock, 5),
      ),
    )
    .limit(1);
  return productId(product!.url);
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

async function storeCarts() {
  const [row] = await database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.tenantId, storeId));
  return row!.n;
}

describe(`a store in maintenance on ${databaseKind}`, () => {
  test('refuses a new cart: 409 with the message, no cart stored', async () => {
    const product = await anyProduct();
    const before = await storeCarts();
    const res = await call(createCart, '/api/sale/order', {
      method: 'POST',
      host: HOST,
      body: form({ 'items[0][product]': product }),
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: MAINTENANCE });
    expect(await storeCarts()).toBe(before);
  });

  test('refuses every change of a cart made before maintenance, which stays as it was', async () => {
    const product = await anyProduct();
    await setMaintenance(false);
    const made = await call(createCart, '/api/sale/order', {
      method: 'POST',
      host: HOST,
      body: form({ 'items[0][product]': product }),
    });
    await setMaintenance(true);
    expect(made.status).toBe(201);
    const cart = made.json.content as Order;
    const line = cart.items[0]!;
    const changes: Record<string, string | number>[] = [
      { 'items[0][product]': product },
      { id: line.id, quantity: 2 },
      { id: line.id, delete: 1 },
      { coupon: 'DESCONTO10' },
      { 'shipping[zipcode]': '01310-100', 'shipping[method]': 'PAC' },
    ];
    for (const change of changes) {
      const res = await call(changeCart, `/api/sale/order/${cart.id}`, {
        method: 'POST',
        host: HOST,
        body: form(change),
        params: { id: cart.id },
      });
      expect({ change, status: res.status, message: res.json.message }).toEqual({
        change,
        status: 409,
        message: MAINTENANCE,
      });
    }
    // Still readable, unchanged.
    const read = await call(getCart, `/api/sale/order/${cart.id}`, {
      host: HOST,
      params: { id: cart.id },
    });
    expect(read.status).toBe(200);
    const after = read.json.content as Order;
    expect(after.items.map((i) => [i.productId, i.quantity])).toEqual([[product, 1]]);
    expect(after.coupon).toBeNull();
    expect(after.shipment).toBeNull();
  });

  test("refuses a customer's order before reading anything else", async () => {
    const signUp = await call(register, '/api/customer/register', {
      method: 'POST',
      host: HOST,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({
        name: 'Cliente Manutenção',
        email: 'manutencao@exemplo.com.br',
        password: 'Senha123',
        document: '123.456.780-62',
        birthDate: '1990-01-15',
        phone: '(11)91234-5678',
      }),
    });
    expect(signUp.status).toBe(201);
    const token = await sessionTokenOf(database.db, 'manutencao@exemplo.com.br', storeId);
    const res = await call(placeOrder, '/api/sale/checkout', {
      method: 'POST',
      host: HOST,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        cart: 'qualquer-carrinho-0001',
        idempotencyKey: 'manutencao-jest-00000001',
        address: 1,
        shipping: 'SEDEX',
        payment: { method: 'pix' },
      }),
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MAINTENANCE);
  });

  test('the same calls work once maintenance is off', async () => {
    await setMaintenance(false);
    try {
      const res = await call(createCart, '/api/sale/order', {
        method: 'POST',
        host: HOST,
        body: form({ 'items[0][product]': await anyProduct() }),
      });
      expect(res.status).toBe(201);
      expect(res.json.message).toBe('Produto adicionado no seu carrinho');
    } finally {
      await setMaintenance(true);
    }
  });
});
