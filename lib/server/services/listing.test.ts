import { eq } from 'drizzle-orm';
import { parseListingState } from '@/lib/contracts/listing';
import { attributeOptions, categories } from '@/lib/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/test/db';
import { listProducts } from './listing';

let database: TestDatabase;
const demo = { tenantId: 1 };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function categoryId(url: string) {
  const [row] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.url, url));
  return row!.id;
}
async function optionId(name: string) {
  const [row] = await database.db
    .select({ id: attributeOptions.id })
    .from(attributeOptions)
    .where(eq(attributeOptions.name, name));
  return row!.id;
}

describe('category listing', () => {
  test('lists the category with its children, cheapest first, with facet counts', async () => {
    const listing = await listProducts(database.db, demo, {
      categoryId: await categoryId('notebooks'),
      state: parseListingState(undefined),
    });
    expect(listing.total).toBe(20);
    const prices = listing.products.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const memoria = listing.facets.find((f) => f.code === 'memoria')!;
    expect(memoria.options.reduce((sum, o) => sum + o.count, 0)).toBe(20);
  });

  test('filters by memory, and each facet counts with the other filters applied', async () => {
    const sixteen = await optionId('16 GB');
    const state = parseListingState(
      JSON.stringify({ attributes: { memoria: [sixteen] }, sort: 'finalPrice:DESC' }),
    );
    const listing = await listProducts(database.db, demo, {
      categoryId: await categoryId('notebooks'),
      state,
    });
    expect(listing.products.length).toBeGreaterThan(0);
    expect(
      listing.products.every((p) =>
        p.attributes.some((a) => a.code === 'memoria' && a.optionLabel === '16 GB'),
      ),
    ).toBe(true);
    const prices = listing.products.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // The memory facet itself still offers the other sizes (counted without its own filter).
    expect(listing.facets.find((f) => f.code === 'memoria')!.options.length).toBeGreaterThan(1);
    const processor = listing.facets.find((f) => f.code === 'processador')!;
    expect(processor.options.reduce((sum, o) => sum + o.count, 0)).toBe(listing.total);
  });

  test('garbage state falls back to the defaults', () => {
    expect(parseListingState('{nope')).toEqual({
      attributes: {},
      page: 1,
      sort: 'finalPrice:ASC',
      price: undefined,
    });
    expect(
      parseListingState(
        JSON.stringify({ page: -1, sort: 'random', attributes: { memoria: ['x'] } }),
      ),
    ).toEqual({
      attributes: {},
      page: 1,
      sort: 'finalPrice:ASC',
      price: undefined,
    });
  });

  test('a page past the end shows the last page', async () => {
    const listing = await listProducts(database.db, demo, {
      categoryId: await categoryId('acessorios/mouses'),
      state: parseListingState('{"page":99}'),
    });
    expect(listing.page).toBe(1);
    expect(listing.products.map((p) => p.url)).toContain('mouse-sem-fio-demo-m1');
  });
});
