/** GET /api/search/query through its real handler and database. */
import { GET as search } from '@/app/api/search/query/route';
import type { SearchResult } from '@/lib/contracts/listing';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const content = (json: { content?: unknown }) => json.content as SearchResult;

describe(`GET /search/query on ${databaseKind}`, () => {
  test('a free-text search answers ranked products, facets and departments', async () => {
    const res = await call(search, '/api/search/query?q=noteboo&limit=4');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const result = content(res.json);
    expect(res.json.success).toBe(true);
    expect(result.products).toHaveLength(4);
    expect(result.products.every((p) => p.name.startsWith('Notebook'))).toBe(true);
    expect(result.pageCount).toBe(Math.ceil(result.total / 4));
    expect(result.departments[0]).toMatchObject({ name: 'Notebooks', url: 'notebooks' });
    expect(result.facets.map((f) => f.code)).toContain('memoria');
  });

  test('facet_filters sorts and pages the results; bad parts fall back', async () => {
    const state = encodeURIComponent(JSON.stringify({ sort: 'finalPrice:DESC', page: 2 }));
    const res = await call(search, `/api/search/query?q=notebook&limit=5&facet_filters=${state}`);
    const result = content(res.json);
    expect(result.page).toBe(2);
    const prices = result.products.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const garbage = await call(search, '/api/search/query?q=mouse&facet_filters=%7Bnope');
    expect(garbage.status).toBe(200);
    expect(content(garbage.json).products.length).toBeGreaterThan(0);
  });

  test('productIds with status 1 answer those products in order (favourites, comparison)', async () => {
    const found = content((await call(search, '/api/search/query?q=mouse sem fio demo')).json);
    const mouse = found.products[0]!;
    const notebook = content((await call(search, '/api/search/query?q=notebook demo pro 15')).json)
      .products[0]!;
    const res = await call(
      search,
      `/api/search/query?productIds=${notebook.id},${mouse.id},999999&status=1`,
    );
    expect(res.status).toBe(200);
    expect(content(res.json).products.map((p) => p.url)).toEqual([
      'notebook-demo-pro-15',
      'mouse-sem-fio-demo-m1',
    ]);
    // Another store never answers this store's ids.
    const other = await call(search, `/api/search/query?productIds=${mouse.id}&status=1`, {
      host: 'outra.localhost',
    });
    expect(content(other.json).products).toEqual([]);
  });

  test('bad input is a 422 with field errors in Portuguese', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['/api/search/query', { q: ['Campo obrigatório'] }],
      ['/api/search/query?q=%20%20', { q: ['Campo obrigatório'] }],
      ['/api/search/query?productIds=1,abc&status=1', { productIds: ['Valor inválido'] }],
      ['/api/search/query?productIds=1&status=0', { status: ['Valor inválido'] }],
      ['/api/search/query?q=mouse&productIds=1', { productIds: ['Valor inválido'] }],
      ['/api/search/query?q=mouse&limit=500', { limit: ['Valor inválido'] }],
      [`/api/search/query?q=${'a'.repeat(201)}`, { q: ['Texto muito longo'] }],
    ];
    for (const [path, errors] of cases) {
      const res = await call(search, path);
      expect(res.status).toBe(422);
      expect(res.json.success).toBe(false);
      expect(res.json.errors).toMatchObject(errors);
    }
  });

  test('an unknown host is a 404', async () => {
    const res = await call(search, '/api/search/query?q=mouse', { host: 'nenhuma.example' });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Loja não encontrada');
  });
});
