import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { companies, products } from '@/lib/server/db/schema';
import { resolveRoute } from '@/lib/server/services/router';
import { createTestDatabase, type TestDatabase } from '@/test/db';
import { updateCategory, updateProduct } from './catalog-changes';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const demo = async () => {
  const route = await resolveRoute(database.db, { tenantId: 1 }, { url: 'ssd-demo-1tb' });
  if (route.type !== 'product') throw new Error('expected a product');
  return route.content;
};

test('a product change is stored and revalidates its page, the listings and its route', async () => {
  const ssd = await demo();
  await updateProduct(
    database.db,
    { tenantId: 1 },
    { id: ssd.id, changes: { stock: 7, finalPrice: 369.9 } },
  );
  const [row] = await database.db.select().from(products).where(eq(products.id, ssd.id));
  expect(row).toMatchObject({ stock: 7, finalPriceCents: 36990 });
  expect(revalidated()).toEqual([`t1:product:${ssd.id}`, 't1:products', 't1:route:ssd-demo-1tb']);
});

test('a final price above the price, or another store, changes nothing and revalidates nothing', async () => {
  const ssd = await demo();
  await expect(
    updateProduct(database.db, { tenantId: 1 }, { id: ssd.id, changes: { finalPrice: 9999 } }),
  ).rejects.toThrow();
  await expect(
    updateProduct(database.db, { tenantId: 2 }, { id: ssd.id, changes: { stock: 1 } }),
  ).rejects.toThrow('errors.productNotFound');
  const [row] = await database.db.select().from(products).where(eq(products.id, ssd.id));
  expect(row).toMatchObject({ stock: 7, finalPriceCents: 36990 });
  expect(revalidated()).toEqual([]);
});

test('a list price below the final price is refused too, and nothing is stored', async () => {
  const ssd = await demo();
  await expect(
    updateProduct(database.db, { tenantId: 1 }, { id: ssd.id, changes: { price: 100 } }),
  ).rejects.toThrow();
  const [row] = await database.db.select().from(products).where(eq(products.id, ssd.id));
  expect(row!.finalPriceCents).toBe(36990);
  expect(row!.priceCents).toBeGreaterThan(10000);
});

test('only changes that move a product in listings or search move the catalog version', async () => {
  const ssd = await demo();
  const version = async () =>
    (await database.db.select().from(companies).where(eq(companies.id, 1)))[0]!.catalogVersion;
  const before = await version();
  await updateProduct(database.db, { tenantId: 1 }, { id: ssd.id, changes: { stock: 3 } });
  expect(await version()).toBe(before);
  await updateProduct(database.db, { tenantId: 1 }, { id: ssd.id, changes: { finalPrice: 359.9 } });
  expect(await version()).toBe(before + 1);
});

test('a category change revalidates the menu, its route and the listings', async () => {
  const route = await resolveRoute(database.db, { tenantId: 1 }, { url: 'acessorios/mouses' });
  await updateCategory(
    database.db,
    { tenantId: 1 },
    { id: route.content.id, changes: { name: 'Mouses e mousepads' } },
  );
  expect(revalidated()).toEqual(['t1:categories', 't1:route:acessorios/mouses', 't1:products']);
});
