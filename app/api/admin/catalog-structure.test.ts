/**
 * The back-office's category tree and attributes: who may change them, the tree's rules (a URL
 * that moves with its subcategories and leaves redirects, never inside itself, one URL per
 * record), the order of a level, attribute options kept by id, and the storefront following at
 * once: menu, routes, facets.
 */
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { PUT as updateAttribute } from '@/app/api/admin/attributes/[id]/route';
import { GET as listAttributes, POST as createAttribute } from '@/app/api/admin/attributes/route';
import { PUT as updateCategory } from '@/app/api/admin/categories/[id]/route';
import { PUT as orderCategories } from '@/app/api/admin/categories/order/route';
import { GET as listCategories, POST as createCategory } from '@/app/api/admin/categories/route';
import type { AdminAttribute, AdminCategory } from '@/lib/contracts/back-office-catalog';
import { parseListingState } from '@/lib/contracts/listing';
import { auditLog, productAttributes, products } from '@/lib/server/db/schema';
import { listCategories as storeCategories } from '@/lib/server/services/categories';
import { listProducts } from '@/lib/server/services/listing';
import { findRedirect, resolveRoute } from '@/lib/server/services/router';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, CATALOG_MATRIX, SAME_ORIGIN_JSON } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

const send = (
  handler: unknown,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = callers.catalog!,
  params: Record<string, string> = {},
) =>
  call(handler as never, path, {
    method,
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: JSON.stringify(body),
    params,
  });
const tree = async () =>
  (await call(listCategories as never, '/api/admin/categories', { headers: callers.catalog! })).json
    .content as AdminCategory[];
const byUrl = async (url: string) => (await tree()).find((c) => c.url === url)!;
const category = (changes: Record<string, unknown> = {}) => ({
  name: 'Cadeiras',
  slug: 'cadeiras',
  description: '',
  parentId: null,
  visible: true,
  ...changes,
});

describe(`who may change categories and attributes, on ${databaseKind}`, () => {
  let serial = 0;
  test.each(Object.entries(CATALOG_MATRIX))('%s: answered %i', async (who, status) => {
    serial += 1;
    const headers = callers[who]!;
    const listed = await call(listCategories as never, '/api/admin/categories', { headers });
    expect(listed.status).toBe(status);
    if (status !== 200) expect(JSON.stringify(listed.json)).not.toContain('Ultrafinos');
    const created = await send(
      createCategory,
      'POST',
      '/api/admin/categories',
      category({ name: `Quem ${serial}`, slug: `quem-${serial}`, visible: false }),
      headers,
    );
    expect(created.status).toBe(status);
    const attributes = await call(listAttributes as never, '/api/admin/attributes', { headers });
    expect(attributes.status).toBe(status);
    const attribute = await send(
      createAttribute,
      'POST',
      '/api/admin/attributes',
      {
        code: `quem_${serial}`,
        name: 'Quem',
        type: 'text',
        filterable: false,
        isList: false,
        sortOrder: '0',
        options: [],
      },
      headers,
    );
    expect(attribute.status).toBe(status);
  });

  test("another store's key cannot touch the demo's categories", async () => {
    const ultrafinos = await byUrl('notebooks/ultrafinos');
    const res = await send(
      updateCategory,
      'PUT',
      `/api/admin/categories/${ultrafinos.id}`,
      category({ name: 'Tomada', slug: 'ultrafinos', parentId: ultrafinos.parentId }),
      callers.outraKey,
      { id: String(ultrafinos.id) },
    );
    expect(res.status).toBe(404);
    expect((await byUrl('notebooks/ultrafinos')).name).toBe('Ultrafinos');
  });
});

describe(`the category tree, on ${databaseKind}`, () => {
  test('a new subcategory, then moved with its own child: URLs follow, old ones redirect', async () => {
    const notebooks = await byUrl('notebooks');
    const created = await send(
      createCategory,
      'POST',
      '/api/admin/categories',
      category({ name: 'Conversíveis', slug: 'conversiveis', parentId: notebooks.id }),
    );
    expect(created.status).toBe(200);
    const convertibles = created.json.content as AdminCategory;
    expect(convertibles).toMatchObject({ url: 'notebooks/conversiveis', productCount: 0 });
    // Last among its siblings, in the menu at once.
    const siblings = (await tree()).filter((c) => c.parentId === notebooks.id);
    expect(siblings.at(-1)!.id).toBe(convertibles.id);
    expect(revalidated()).toEqual(
      expect.arrayContaining(['t1:categories', 't1:products', 't1:route:notebooks/conversiveis']),
    );
    const menu = await storeCategories(database.db, { tenantId: 1 });
    const menuNotebooks = menu.find((c) => c.url === 'notebooks')!;
    expect(JSON.stringify(menuNotebooks)).toContain('Conversíveis');

    const child = (
      await send(
        createCategory,
        'POST',
        '/api/admin/categories',
        category({ name: '2 em 1', slug: '2-em-1', parentId: convertibles.id }),
      )
    ).json.content as AdminCategory;
    expect(child.url).toBe('notebooks/conversiveis/2-em-1');

    // Moved to the top level: it and its child get new URLs; the old ones redirect.
    (revalidateTag as jest.Mock).mockClear();
    const moved = await send(
      updateCategory,
      'PUT',
      `/api/admin/categories/${convertibles.id}`,
      category({ name: 'Conversíveis', slug: 'conversiveis', parentId: null }),
      callers.catalog,
      { id: String(convertibles.id) },
    );
    expect(moved.status).toBe(200);
    expect(moved.json.content).toMatchObject({ url: 'conversiveis', parentId: null });
    expect((await tree()).find((c) => c.id === child.id)!.url).toBe('conversiveis/2-em-1');
    expect(
      await findRedirect(database.db, { tenantId: 1 }, { url: 'notebooks/conversiveis' }),
    ).toBe('conversiveis');
    expect(
      await findRedirect(database.db, { tenantId: 1 }, { url: 'notebooks/conversiveis/2-em-1' }),
    ).toBe('conversiveis/2-em-1');
    expect(
      await resolveRoute(database.db, { tenantId: 1 }, { url: 'conversiveis/2-em-1' }),
    ).toMatchObject({ type: 'category' });
    expect(revalidated()).toEqual(
      expect.arrayContaining([
        't1:route:notebooks/conversiveis',
        't1:route:conversiveis',
        't1:route:notebooks/conversiveis/2-em-1',
        't1:route:conversiveis/2-em-1',
      ]),
    );
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'category'),
          eq(auditLog.entityId, String(convertibles.id)),
          eq(auditLog.action, 'category.update'),
        ),
      );
    expect(audit).toMatchObject({
      actorLabel: 'catalogo@exemplo.com.br',
      before: { parentId: notebooks.id, url: 'notebooks/conversiveis' },
      after: { parentId: null, url: 'conversiveis' },
    });
  });

  test('never inside itself, never on a URL another record has, a parent of its own store', async () => {
    const notebooks = await byUrl('notebooks');
    const gamer = (await tree()).find((c) => c.parentId === notebooks.id)!;
    const inside = await send(
      updateCategory,
      'PUT',
      `/api/admin/categories/${notebooks.id}`,
      category({ name: 'Notebooks', slug: 'notebooks', parentId: gamer.id }),
      callers.catalog,
      { id: String(notebooks.id) },
    );
    expect(inside.status).toBe(422);
    expect(inside.json.errors).toEqual({
      parentId: ['Uma categoria não pode ficar dentro dela mesma nem de uma subcategoria sua.'],
    });
    const taken = await send(
      createCategory,
      'POST',
      '/api/admin/categories',
      category({ name: 'Notebook', slug: 'notebook-demo-pro-15' }),
    );
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toEqual({
      slug: ['Este endereço já é de outro produto, categoria ou página.'],
    });
    const bad = await send(
      createCategory,
      'POST',
      '/api/admin/categories',
      category({ name: '', slug: 'Com Espaço', parentId: 999999 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      name: ['Campo obrigatório'],
      slug: ['Use letras minúsculas sem acento, números e hífens (ex.: notebooks-gamer).'],
    });
    const unknown = await send(
      createCategory,
      'POST',
      '/api/admin/categories',
      category({ slug: 'orfa', parentId: 999999 }),
    );
    expect(unknown.json.errors).toEqual({ parentId: ['Categoria mãe não encontrada.'] });
    expect((await tree()).some((c) => c.slug === 'orfa')).toBe(false);
    expect((await byUrl('notebooks')).parentId).toBeNull();
  });

  test("a level's order: exactly its children, or nothing changes", async () => {
    const top = (await tree()).filter((c) => c.parentId === null);
    const reversed = top.map((c) => c.id).reverse();
    const res = await send(orderCategories, 'PUT', '/api/admin/categories/order', {
      parentId: null,
      ids: reversed,
    });
    expect(res.status).toBe(200);
    expect((await tree()).filter((c) => c.parentId === null).map((c) => c.id)).toEqual(reversed);
    expect(revalidated()).toEqual(['t1:categories']);
    const partial = await send(orderCategories, 'PUT', '/api/admin/categories/order', {
      parentId: null,
      ids: reversed.slice(1),
    });
    expect(partial.status).toBe(422);
    expect(partial.json.errors).toEqual({
      ids: ['A lista não corresponde às categorias deste nível. Recarregue a página.'],
    });
    expect((await tree()).filter((c) => c.parentId === null).map((c) => c.id)).toEqual(reversed);
  });
});

describe(`attributes and their options, on ${databaseKind}`, () => {
  const attributesNow = async () =>
    (await call(listAttributes as never, '/api/admin/attributes', { headers: callers.catalog! }))
      .json.content as AdminAttribute[];

  test('a rename keeps the products that have an option; facets follow at once', async () => {
    const color = (await attributesNow()).find((a) => a.code === 'cor')!;
    const black = color.options.find((o) => o.name === 'Preto')!;
    expect(black.productCount).toBeGreaterThan(0);
    const body = {
      code: 'cor',
      name: 'Cor do produto',
      type: 'select',
      filterable: true,
      isList: false,
      sortOrder: String(color.sortOrder),
      options: [
        { id: black.id, name: 'Preto fosco' },
        ...color.options.filter((o) => o.id !== black.id).map(({ id, name }) => ({ id, name })),
        { id: null, name: 'Verde' },
      ],
    };
    const res = await send(
      updateAttribute,
      'PUT',
      `/api/admin/attributes/${color.id}`,
      body,
      callers.catalog,
      {
        id: String(color.id),
      },
    );
    expect(res.status).toBe(200);
    const saved = res.json.content as AdminAttribute;
    expect(saved.options[0]).toEqual({
      id: black.id,
      name: 'Preto fosco',
      productCount: black.productCount,
    });
    expect(saved.options.at(-1)).toMatchObject({ name: 'Verde', productCount: 0 });
    expect(revalidated()).toEqual(['t1:attributes', 't1:products', 't1:categories']);
    const listing = await listProducts(
      database.db,
      { tenantId: 1 },
      {
        state: parseListingState(undefined),
      },
    );
    const facet = listing.facets.find((f) => f.code === 'cor')!;
    expect(facet.name).toBe('Cor do produto');
    expect(facet.options.find((o) => o.id === black.id)).toMatchObject({ name: 'Preto fosco' });

    // Not filterable any more: its facet leaves the listings.
    const off = await send(
      updateAttribute,
      'PUT',
      `/api/admin/attributes/${color.id}`,
      { ...body, filterable: false, options: saved.options.map(({ id, name }) => ({ id, name })) },
      callers.catalog,
      { id: String(color.id) },
    );
    expect(off.status).toBe(200);
    const after = await listProducts(
      database.db,
      { tenantId: 1 },
      {
        state: parseListingState(undefined),
      },
    );
    expect(after.facets.map((f) => f.code)).not.toContain('cor');
  });

  test('an option in use cannot be taken out, nor the code changed; nothing is written', async () => {
    const brand = (await attributesNow()).find((a) => a.code === 'marca')!;
    const used = brand.options.find((o) => o.productCount > 0)!;
    const res = await send(
      updateAttribute,
      'PUT',
      `/api/admin/attributes/${brand.id}`,
      {
        code: 'fabricante',
        name: 'Marca',
        type: 'text',
        filterable: true,
        isList: false,
        sortOrder: '0',
        options: [],
      },
      callers.catalog,
      { id: String(brand.id) },
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      code: ['O código não muda depois de criado (ele está nos endereços dos filtros).'],
      type: ['O tipo não muda depois de criado.'],
      options: [
        expect.stringContaining(`Não é possível remover opções usadas por produtos: ${used.name}`),
      ],
    });
    const repeated = await send(createAttribute, 'POST', '/api/admin/attributes', {
      code: 'marca',
      name: 'Outra marca',
      type: 'select',
      filterable: true,
      isList: false,
      sortOrder: '0',
      options: [{ name: 'A' }, { name: 'a' }],
    });
    expect(repeated.json.errors).toEqual({ 'options.1.name': ['Esta opção já está na lista.'] });
    const taken = await send(createAttribute, 'POST', '/api/admin/attributes', {
      code: 'marca',
      name: 'Outra marca',
      type: 'select',
      filterable: true,
      isList: false,
      sortOrder: '0',
      options: [{ name: 'A' }],
    });
    expect(taken.json.errors).toEqual({ code: ['Já existe um atributo com este código.'] });
    const now = (await attributesNow()).find((a) => a.id === brand.id)!;
    expect(now).toEqual(brand);
    const links = await database.db
      .select({ productId: productAttributes.productId })
      .from(productAttributes)
      .innerJoin(products, eq(products.id, productAttributes.productId))
      .where(eq(productAttributes.optionId, used.id));
    expect(links.length).toBe(used.productCount);
  });
});
