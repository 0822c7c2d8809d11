import { and, eq } from 'drizzle-orm';
import { parseListingState } from '@/lib/contracts/listing';
import { attributeOptions, companies, products, searchTerms } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { updateProduct } from './catalog-changes';
import { listProducts } from './listing';
import { findProducts, searchProducts, searchWordStems } from './search';

// Catalog changes revalidate page caches, which need a Next request scope outside this test.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

let database: TestDatabase;
let demo: { tenantId: number };
let outra: { tenantId: number };
beforeAll(async () => {
  database = await createTestDatabase();
  const stores = await database.db.select().from(companies);
  demo = { tenantId: stores.find((s) => s.slug === 'demo')!.id };
  outra = { tenantId: stores.find((s) => s.slug === 'outra')!.id };
});
afterAll(() => database.drop());

const search = (query: string, ctx = demo, facetFilters?: string) =>
  searchProducts(database.db, ctx, {
    query,
    state: parseListingState(facetFilters, 'search'),
  });
const names = (result: { products: { name: string }[] }) => result.products.map((p) => p.name);

async function productId(tenantId: number, url: string) {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.url, url)));
  return row!.id;
}

describe(`search on ${databaseKind}`, () => {
  test('words are split as the documents are: lower case, no accents, letters and digits', async () => {
    const words = async (query: string) =>
      (await searchWordStems(database.db, query)).map((w) => w.word);
    expect(await words('  Memória 16GB, Vértice!! memória ')).toEqual([
      'memoria',
      '16gb',
      'vertice',
    ]);
    // PostgreSQL's unaccent folds letters that are not a base letter plus a mark, too.
    expect(await words('Røde Straße')).toEqual(['rode', 'strasse']);
    expect(await words('')).toEqual([]);
    expect(await searchWordStems(database.db, 'Teclados')).toEqual([
      { word: 'teclados', stem: 'tecl' },
    ]);
  });

  test("'noteboo' (unfinished, no accent) finds the 20 notebooks first, then what mentions them", async () => {
    const result = await search('noteboo');
    expect(result.total).toBeGreaterThan(20);
    expect(
      names(result)
        .slice(0, 20)
        .every((n) => n.startsWith('Notebook')),
    ).toBe(true);
    expect(
      names(result)
        .slice(20)
        .some((n) => n.startsWith('Notebook')),
    ).toBe(false);
    expect(result.departments.slice(0, 2)).toEqual([
      { id: expect.any(Number), name: 'Notebooks', url: 'notebooks', count: 20 },
      { id: expect.any(Number), name: 'Notebooks Gamer', url: 'notebooks/gamer', count: 7 },
    ]);
  });

  test('accents do not matter, either way round', async () => {
    const plain = await search('vertice raptor');
    const accented = await search('VÉRTICE Raptor');
    expect(names(plain)).toEqual(['Notebook Vértice Raptor ii9 32GB 2TB']);
    expect(names(accented)).toEqual(names(plain));
    expect(names(await search('teclado mecanico'))).toContain('Teclado Mecânico Nexus K1 ABNT2');
  });

  test('a misspelt word is matched to the nearest word of the catalogue', async () => {
    const result = await search('mochla');
    expect(
      names(result)
        .slice(0, 3)
        .every((n) => n.startsWith('Mochila')),
    ).toBe(true);
    expect(result.departments.map((d) => d.name)).toContain('Mochilas');
    expect(names(await search('tecaldo sem fio'))).toContain('Teclado Sem Fio Aurora Slim');
  });

  test('stop words are ignored and every other word must match', async () => {
    const result = await search('mouse sem fio');
    expect(names(result)).toEqual(
      expect.arrayContaining(['Mouse Sem Fio Demo M1', 'Mouse Sem Fio Aurora Silent']),
    );
    expect(names(result).every((n) => /mouse/i.test(n))).toBe(true);
    expect(result.departments.map((d) => [d.name, d.count])).toEqual([
      ['Acessórios', 4],
      ['Mouses', 3],
      ['Teclados', 1],
    ]);
  });

  test('a name match ranks above a match in the description or category', async () => {
    const result = await search('gamer');
    // 'Mouse Gamer …', 'Notebook Demo Gamer X' carry the word in the name; products of the
    // category 'Notebooks Gamer' only in the category, so they come after.
    const first = result.products.findIndex((p) => !/gamer/i.test(p.name));
    const last = result.products.map((p) => /gamer/i.test(p.name)).lastIndexOf(true);
    expect(first).toBeGreaterThan(0);
    expect(last).toBeLessThan(first);
  });

  test('facets, sorts and pages work on the results as on a category', async () => {
    const [sixteen] = await database.db
      .select({ id: attributeOptions.id })
      .from(attributeOptions)
      .where(and(eq(attributeOptions.tenantId, demo.tenantId), eq(attributeOptions.name, '16 GB')));
    const filtered = await search(
      'notebook',
      demo,
      JSON.stringify({ attributes: { memoria: [sixteen!.id] }, sort: 'finalPrice:DESC' }),
    );
    expect(filtered.total).toBeGreaterThan(1);
    const prices = filtered.products.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(
      filtered.products.every((p) => p.attributes.some((a) => a.optionLabel === '16 GB')),
    ).toBe(true);
    const memoria = filtered.facets.find((f) => f.code === 'memoria')!;
    expect(memoria.options.length).toBeGreaterThan(1);
  });

  test('no match, nothing searchable or only stop words give an empty result', async () => {
    for (const query of ['xyzzyqwv', '!!!', 'de para']) {
      const result = await search(query);
      expect(result).toMatchObject({ total: 0, products: [], departments: [], pageCount: 1 });
    }
  });

  test("an unfinished word is found even where its stem is shorter ('teclad' → teclado, stem tecl)", async () => {
    const result = await search('teclad');
    expect(result.total).toBeGreaterThanOrEqual(3);
    // Every teclado of the catalogue comes first (its name holds the word), then the kit that
    // names a teclado only among its parts.
    const named = names(result).filter((n) => /^Teclado /.test(n));
    expect(names(result).slice(0, named.length)).toEqual(named);
    expect(named).toContain('Teclado Mecânico Nexus K1 ABNT2');
  });

  test('a SKU is found as written, with or without its punctuation', async () => {
    for (const query of ['TC-0001', 'tc 0001', 'NB-DEMO-PRO-15']) {
      const result = await search(query);
      expect(names(result)[0]).toBe(
        query === 'NB-DEMO-PRO-15' ? 'Notebook Demo Pro 15' : 'Teclado Mecânico Nexus K1 ABNT2',
      );
    }
    expect(names(await search('TC-0001'))).toEqual(['Teclado Mecânico Nexus K1 ABNT2']);
  });

  test('stop words are dropped with or without their accents, and any word is only a word', async () => {
    expect(await searchWordStems(database.db, 'mochila não é até você')).toEqual([
      { word: 'mochila', stem: 'mochil' },
    ]);
    const plain = names(await search('mochila'));
    expect(names(await search('mochila não você até'))).toEqual(plain);
    // Words that mean something to SQL or to an array literal are searched like any other.
    for (const query of ['null', 'NULL mochila', "mochila' or '1'='1", '{mochila}', 'mochila:*'])
      await expect(search(query)).resolves.toMatchObject({ page: 1 });
    expect(names(await search('{mochila}'))).toEqual(plain);
  });

  test('a store searches only its own products', async () => {
    const result = await search('notebook demo pro 15', outra);
    expect(names(result)).toEqual(['Notebook Demo Pro 15']);
    expect(result.products[0]!.finalPrice).toBe(6499);
    expect(names(await search('mochila', outra))).toEqual(['Mochila Outra Daily']);
    expect(names(await search('mochila antifurto', outra))).toEqual([]);
  });

  test('productIds come back in the order asked, without unknown, hidden or foreign ids', async () => {
    const mouse = await productId(demo.tenantId, 'mouse-sem-fio-demo-m1');
    const pro = await productId(demo.tenantId, 'notebook-demo-pro-15');
    const foreign = await productId(outra.tenantId, 'notebook-demo-pro-15');
    const [addon] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, demo.tenantId), eq(products.type, 'addon')));
    const result = await findProducts(database.db, demo, {
      productIds: [mouse, 999_999, pro, foreign, addon!.id, mouse],
    });
    expect(result.products.map((p) => p.id)).toEqual([mouse, pro]);
    expect(result.total).toBe(2);
  });

  test('a product hidden after it was listed leaves no misspelling that finds nothing', async () => {
    const id = await productId(demo.tenantId, 'mochila-demo-urban-15-6');
    await updateProduct(database.db, demo, { id, changes: { name: 'Mochila Quarzolith' } });
    expect(names(await search('quarzolit'))).toEqual(['Mochila Quarzolith']);
    await updateProduct(database.db, demo, { id, changes: { visible: false } });
    // The lexicon still holds 'quarzolith' (pruned on full refreshes only); it is not suggested,
    // and 'mochla' still finds the other backpacks through the words that are listed.
    expect((await search('quarzolit')).total).toBe(0);
    expect((await search('mochla quarzolit')).total).toBe(0);
    expect((await search('mochla')).total).toBeGreaterThan(0);
    await updateProduct(database.db, demo, {
      id,
      changes: { name: 'Mochila Demo Urban 15,6"', visible: true },
    });
  });

  test('relevance pages continue where the previous page stopped', async () => {
    const state = (page: number) => JSON.stringify({ page, sort: 'relevance:DESC' });
    const first = await searchProducts(database.db, demo, {
      query: 'notebook',
      state: parseListingState(state(1), 'search'),
      pageSize: 5,
    });
    const second = await searchProducts(database.db, demo, {
      query: 'notebook',
      state: parseListingState(state(2), 'search'),
      pageSize: 5,
    });
    const all = await searchProducts(database.db, demo, {
      query: 'notebook',
      state: parseListingState(state(1), 'search'),
      pageSize: 10,
    });
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(
      all.products.map((p) => p.id),
    );
  });

  test('words of a hidden product are not suggested for misspellings', async () => {
    const id = await productId(demo.tenantId, 'mouse-sem-fio-demo-m1');
    await updateProduct(database.db, demo, {
      id,
      changes: { name: 'Mouse Quixotrelo', visible: false },
    });
    const terms = await database.db
      .select()
      .from(searchTerms)
      .where(and(eq(searchTerms.tenantId, demo.tenantId), eq(searchTerms.term, 'quixotrelo')));
    expect(terms).toEqual([]);
    expect((await search('quixotrelo')).total).toBe(0);
    expect((await search('quixotrel')).total).toBe(0);
    await updateProduct(database.db, demo, {
      id,
      changes: { name: 'Mouse Sem Fio Demo M1', visible: true },
    });
  });

  test('a product change is searchable at once and leaves the listings of a hidden product', async () => {
    const id = await productId(demo.tenantId, 'notebook-demo-gamer-x');
    await updateProduct(database.db, demo, { id, changes: { name: 'Notebook Zephyrion Ultra' } });
    expect(names(await search('zephyrion'))).toEqual(['Notebook Zephyrion Ultra']);
    expect(names(await search('zefirion'))).toEqual(['Notebook Zephyrion Ultra']);

    await updateProduct(database.db, demo, { id, changes: { visible: false } });
    expect((await search('zephyrion')).total).toBe(0);
    const catalogue = await listProducts(database.db, demo, {
      state: parseListingState(undefined),
    });
    expect(catalogue.products.map((p) => p.id)).not.toContain(id);
  });
});
