/**
 * PATCH /api/operator/products/{id}: a store's key changes that store's products only, answers
 * the product as it now is, and invalidates the caches that show it.
 */
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { PATCH } from '@/app/api/operator/products/[id]/route';
import { products } from '@/lib/server/db/schema';
import { DEMO_OPERATOR_KEY } from '@/lib/server/db/seed/operator-key';
import { getTenantBySlug } from '@/lib/server/services/company';
import { createStoreApiKey } from '@/lib/server/services/store-api-keys';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);

let database: TestDatabase;
let ssd: { id: number; sku: string };
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'ssd-demo-1tb')));
  ssd = row!;
});
afterAll(() => database.drop());
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const patch = (
  id: number | string,
  body: unknown,
  headers: Record<string, string> = bearer(DEMO_OPERATOR_KEY.key),
) =>
  call(PATCH, `/api/operator/products/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    params: { id: String(id) },
  });

const stored = async () =>
  (
    await database.db
      .select({
        priceCents: products.priceCents,
        finalPriceCents: products.finalPriceCents,
        stock: products.stock,
      })
      .from(products)
      .where(eq(products.id, ssd.id))
  )[0];

describe(`operator product changes on ${databaseKind}`, () => {
  test('a new price is stored, answered in reais and invalidates the page, listings and route', async () => {
    const res = await patch(ssd.id, { price: 599.9, finalPrice: 449.9, stock: 3 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.content).toEqual({
      id: ssd.id,
      sku: ssd.sku,
      url: 'ssd-demo-1tb',
      name: expect.any(String),
      price: 599.9,
      finalPrice: 449.9,
      stock: 3,
      saleable: true,
      visible: true,
    });
    expect(await stored()).toEqual({ priceCents: 59990, finalPriceCents: 44990, stock: 3 });
    expect(revalidated()).toEqual([`t1:product:${ssd.id}`, 't1:products', 't1:route:ssd-demo-1tb']);
  });

  test('a final price above the price, or an unknown field: 422 and nothing changes', async () => {
    const before = await stored();
    const above = await patch(ssd.id, { finalPrice: 9999 });
    expect(above.status).toBe(422);
    expect(above.json.errors).toEqual({ finalPrice: ['Valor inválido'] });
    const unknown = await patch(ssd.id, { priceCents: 1 });
    expect(unknown.status).toBe(422);
    expect(await stored()).toEqual(before);
    expect(revalidated()).toEqual([]);
  });

  test('an empty change answers the product as it is and touches no cache', async () => {
    const before = await stored();
    const res = await patch(ssd.id, {});
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ id: ssd.id, stock: before!.stock });
    expect(await stored()).toEqual(before);
    expect(revalidated()).toEqual([]);
  });

  test("another store's key finds no such product; no key is 401", async () => {
    const before = await stored();
    const outra = (await getTenantBySlug(database.db, 'outra'))!.id;
    const key = await createStoreApiKey(database.db, { tenantId: outra, name: 'Outra' });
    const foreign = await patch(ssd.id, { stock: 0 }, bearer(key));
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: 'Produto não encontrado' });
    expect((await patch(ssd.id, { stock: 0 }, {})).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
