/**
 * The back-office's products: who may edit them, the one contract's field errors, SKU and URL
 * free in the store, the version check, the redirect from an old URL, stock alerts sent once when
 * a product is back, bulk changes, and the audit.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { POST as bulk } from '@/app/api/admin/products/bulk/route';
import { POST as duplicate } from '@/app/api/admin/products/[id]/duplicate/route';
import { GET as show, PUT as update } from '@/app/api/admin/products/[id]/route';
import { GET as list, POST as create } from '@/app/api/admin/products/route';
import type { AdminProduct, AdminProductList } from '@/lib/contracts/back-office-products';
import type { ProductDetail } from '@/lib/contracts/catalog';
import {
  attributeOptions,
  attributes,
  auditLog,
  categories,
  outboxEmails,
  productCategories,
  products,
  stockAlerts,
} from '@/lib/server/db/schema';
import { getTenantBySlug } from '@/lib/server/services/company';
import { listCrossSells } from '@/lib/server/services/product-detail';
import { findRedirect, resolveRoute } from '@/lib/server/services/router';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, CATALOG_MATRIX, SAME_ORIGIN_JSON } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
const revalidated = () => (revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag as string);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
let outraProductId: number;
let ssdId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const outra = (await getTenantBySlug(database.db, 'outra'))!.id;
  callers = await backOfficeCallers(database.db);
  const [outraProduct] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.tenantId, outra))
    .limit(1);
  outraProductId = outraProduct!.id;
  const [ssd] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'ssd-demo-1tb')));
  ssdId = ssd!.id;
});
afterAll(() => database.drop());

const send = (
  handler: typeof create,
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
const get = (id: number, headers: Record<string, string> = callers.catalog!) =>
  call(show as never, `/api/admin/products/${id}`, { headers, params: { id: String(id) } });

let serial = 0;
/** A notebook as the editor sends it, with a SKU and URL of its own. */
function notebook(changes: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Notebook Teste ${serial}`,
    subtitle: 'Intel Core i5, 16 GB',
    shortDescription: null,
    description: '<p>Bom <strong>demais</strong></p><script>alert(1)</script>',
    sku: `NB-TESTE-${serial}`,
    url: `notebook-teste-${serial}`,
    type: 'simple',
    saleable: true,
    visible: true,
    stock: '7',
    price: '4.999,00',
    finalPrice: '4.499,90',
    inCashPrice: '',
    productionTime: '',
    categoryIds: [] as number[],
    ...changes,
  };
}

describe(`who may edit products, on ${databaseKind}`, () => {
  test.each(Object.entries(CATALOG_MATRIX))(
    '%s: list, product, create answer %i',
    async (who, status) => {
      const headers = callers[who]!;
      const listed = await call(list as never, '/api/admin/products', { headers });
      expect(listed.status).toBe(status);
      expect((await get(ssdId, headers)).status).toBe(status);
      const created = await send(create, 'POST', '/api/admin/products', notebook(), headers);
      expect(created.status).toBe(status);
      if (status !== 200) expect(JSON.stringify(listed.json)).not.toContain('SSD Demo');
    },
  );

  test("another store's key or product: not found, never its data", async () => {
    const foreign = await get(ssdId, callers.outraKey);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe('Produto não encontrado');
    expect((await get(outraProductId)).status).toBe(404);
  });
});

describe(`the product editor, on ${databaseKind}`, () => {
  test('every bad field is told in Portuguese and nothing is written', async () => {
    const before = await database.db.select({ id: products.id }).from(products);
    const res = await send(
      create,
      'POST',
      '/api/admin/products',
      notebook({
        name: '  ',
        sku: 'NB TESTE',
        url: 'Notebook Novo',
        price: '12,345',
        finalPrice: '5.000,00',
        stock: '-1',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      name: ['Campo obrigatório'],
      sku: ['Use letras, números, ponto, hífen, barra ou sublinhado, sem espaços.'],
      url: [
        'Use letras minúsculas sem acento, números e hífens (ex.: notebook-gamer-15); "/" separa níveis.',
      ],
      price: ['Informe um valor em reais, como 2.699,90.'],
      stock: ['Valor inválido'],
    });
    const above = await send(
      create,
      'POST',
      '/api/admin/products',
      notebook({ finalPrice: '5.000,00', inCashPrice: '5.100,00' }),
    );
    expect(above.json.errors).toEqual({
      finalPrice: ['O preço "Por" não pode ser maior que o preço "De".'],
      inCashPrice: ['O preço à vista não pode ser maior que o preço "Por".'],
    });
    // Behind the cart's page, a product would never be seen.
    const hidden = await send(
      create,
      'POST',
      '/api/admin/products',
      notebook({ url: 'cart/novo' }),
    );
    expect(hidden.json.errors).toEqual({
      url: ['Este endereço é de uma página fixa da loja; escolha outro.'],
    });
    const taken = await send(
      create,
      'POST',
      '/api/admin/products',
      notebook({ sku: 'NB-DEMO-PRO-15', url: 'notebooks' }),
    );
    expect(taken.json.errors).toEqual({
      sku: ['Já existe um produto com este SKU.'],
      url: ['Este endereço já é de outro produto, categoria ou página.'],
    });
    expect(await database.db.select({ id: products.id }).from(products)).toHaveLength(
      before.length,
    );
    expect(revalidated()).toEqual([]);
  });

  test('a new product is on the storefront at once, its description sanitized, and audited', async () => {
    const body = notebook({ inCashPrice: '4.000,00' });
    const res = await send(create, 'POST', '/api/admin/products', body);
    expect(res.status).toBe(200);
    const product = res.json.content as AdminProduct;
    expect(product).toMatchObject({
      name: body.name,
      price: 4999,
      finalPrice: 4499.9,
      inCashPrice: 4000,
      stock: 7,
      version: 1,
      description: '<p>Bom <strong>demais</strong></p>',
    });
    // Exactly what shows it: its page, the listings (categories, search, sitemap), its route.
    expect(revalidated()).toEqual([
      `t1:product:${product.id}`,
      't1:products',
      `t1:route:${body.url}`,
    ]);
    const route = await resolveRoute(database.db, { tenantId: 1 }, { url: body.url });
    expect(route).toMatchObject({
      type: 'product',
      content: { id: product.id, finalPrice: 4499.9 },
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(audit).toMatchObject({
      action: 'product.create',
      actorLabel: 'catalogo@exemplo.com.br',
      before: null,
      after: { sku: body.sku, finalPriceCents: 449990 },
    });
  });

  test('attributes, a warranty add-on, cross-sells, seals and downloads reach the product page', async () => {
    const [processor] = await database.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(eq(attributes.tenantId, 1), eq(attributes.code, 'processador')));
    const [i7] = await database.db
      .select({ id: attributeOptions.id })
      .from(attributeOptions)
      .where(
        and(
          eq(attributeOptions.attributeId, processor!.id),
          eq(attributeOptions.name, 'Intel Core i7'),
        ),
      );
    const body = notebook({
      attributes: [{ attributeId: processor!.id, optionId: i7!.id }],
      addons: [
        { sku: 'GAR-EST-12', kind: 'warranty', priceType: 'percent', value: '10', rates: [] },
        {
          sku: 'SRV-INSTALACAO',
          kind: 'service',
          priceType: 'price_range',
          value: '',
          rates: [
            { startPrice: '0', endPrice: '3.000,00', price: '49,90' },
            { startPrice: '3.000,00', endPrice: '10.000,00', price: '89,90' },
          ],
        },
      ],
      crossSells: [{ sku: 'MS-0001' }, { sku: 'SSD-DEMO-1TB' }],
      seals: ['sealPix', 'sealSecure'],
      downloads: [{ kind: 'manual', title: 'Manual do usuário', url: '/manuais/teste.pdf' }],
    });
    const res = await send(create, 'POST', '/api/admin/products', body);
    expect(res.status).toBe(200);
    const product = res.json.content as AdminProduct;
    expect(product).toMatchObject({
      attributes: [{ attributeId: processor!.id, optionId: i7!.id, text: null }],
      addons: [
        { sku: 'GAR-EST-12', kind: 'warranty', priceType: 'percent', value: 10, rates: [] },
        {
          sku: 'SRV-INSTALACAO',
          priceType: 'price_range',
          value: null,
          rates: [
            { startPrice: 0, endPrice: 3000, price: 49.9 },
            { startPrice: 3000, endPrice: 10000, price: 89.9 },
          ],
        },
      ],
      crossSells: [{ sku: 'MS-0001' }, { sku: 'SSD-DEMO-1TB' }],
      seals: ['sealPix', 'sealSecure'],
      downloads: [{ kind: 'manual', title: 'Manual do usuário', url: '/manuais/teste.pdf' }],
    });
    const route = await resolveRoute(database.db, { tenantId: 1 }, { url: body.url });
    const detail = (route as { content: ProductDetail }).content;
    // 10% of R$ 4.499,90, and the band R$ 3.000–10.000 of the installation.
    expect(detail.addonProducts.map((a) => [a.sku, a.price, a.isWarranty])).toEqual([
      ['GAR-EST-12', 449.99, true],
      ['SRV-INSTALACAO', 89.9, false],
    ]);
    expect(detail.attributes).toEqual([
      expect.objectContaining({ code: 'processador', optionLabel: 'Intel Core i7' }),
    ]);
    expect(detail.seals).toEqual(['sealPix', 'sealSecure']);
    const suggested = await listCrossSells(database.db, { tenantId: 1 }, { productId: product.id });
    expect(suggested.map((p) => p.sku)).toEqual(['MS-0001', 'SSD-DEMO-1TB']);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(audit!.after).toMatchObject({ seals: ['sealPix', 'sealSecure'] });

    // A save that leaves the lists out keeps them (the CSV's and an ERP's price pushes).
    const relations = ['attributes', 'addons', 'crossSells', 'seals', 'downloads'];
    const fields = Object.fromEntries(Object.entries(body).filter(([k]) => !relations.includes(k)));
    const kept = await send(
      update,
      'PUT',
      `/api/admin/products/${product.id}`,
      { product: { ...fields, finalPrice: '4.399,90' }, version: 1 },
      callers.catalog,
      { id: String(product.id) },
    );
    expect(kept.status).toBe(200);
    expect(kept.json.content).toMatchObject({
      version: 2,
      crossSells: [{ sku: 'MS-0001' }, { sku: 'SSD-DEMO-1TB' }],
      seals: ['sealPix', 'sealSecure'],
    });
  });

  test('a relation naming what the store has not is told on its row, and nothing is written', async () => {
    const created = (await send(create, 'POST', '/api/admin/products', notebook())).json
      .content as AdminProduct;
    const [outraAttribute] = await database.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(ne(attributes.tenantId, 1))
      .limit(1);
    const res = await send(
      update,
      'PUT',
      `/api/admin/products/${created.id}`,
      {
        product: notebook({
          sku: created.sku,
          url: created.url,
          addons: [
            { sku: 'MS-0001', kind: 'warranty', priceType: 'fixed', value: '99', rates: [] },
          ],
          crossSells: [{ sku: 'NAO-EXISTE' }, { sku: created.sku }],
          attributes: [{ attributeId: outraAttribute!.id, optionId: null, text: 'x' }],
        }),
        version: 1,
      },
      callers.catalog,
      { id: String(created.id) },
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      'addons.0.sku': ['Este produto não é do tipo Adicional.'],
      'crossSells.0.sku': ['Nenhum produto desta loja tem este SKU.'],
      'crossSells.1.sku': ['Um produto não pode ser ligado a ele mesmo.'],
      'attributes.0': [
        'Escolha uma opção válida para cada atributo (só atributos de lista aceitam mais de uma).',
      ],
      attributes: [
        'Escolha uma opção válida para cada atributo (só atributos de lista aceitam mais de uma).',
      ],
    });
    const after = (await get(created.id)).json.content as AdminProduct;
    expect(after).toMatchObject({ version: 1, addons: [], crossSells: [], attributes: [] });

    const contract = await send(create, 'POST', '/api/admin/products', {
      ...notebook({
        bundleGroups: [
          { name: 'Mouse', options: [{ sku: 'MS-0001', quantity: '1', isDefault: false }] },
        ],
        addons: [
          { sku: 'GAR-EST-12', kind: 'warranty', priceType: 'percent', value: '150', rates: [] },
        ],
        downloads: [{ kind: 'driver', title: 'Driver', url: 'ftp://x' }],
      }),
    });
    expect(contract.status).toBe(422);
    expect(contract.json.errors).toEqual({
      'bundleGroups.0.options': ['Marque exatamente uma opção padrão no grupo.'],
      bundleGroups: ['Só produtos do tipo Kit têm grupos de opções.'],
      'addons.0.value': ['Informe um percentual de até 100.'],
      'downloads.0.url': ['Informe um caminho da loja (/manuais/...) ou um endereço https://.'],
    });
  });

  test('a save against an old version is refused and changes nothing; a new URL redirects', async () => {
    const created = (await send(create, 'POST', '/api/admin/products', notebook())).json
      .content as AdminProduct;
    const path = `/api/admin/products/${created.id}`;
    const params = { id: String(created.id) };
    const first = await send(
      update,
      'PUT',
      path,
      {
        version: 1,
        product: notebook({ sku: created.sku, url: `${created.url}-novo`, finalPrice: '4.299,00' }),
      },
      callers.catalog,
      params,
    );
    expect(first.status).toBe(200);
    expect(first.json.content).toMatchObject({ version: 2, finalPrice: 4299 });
    expect(await findRedirect(database.db, { tenantId: 1 }, { url: created.url })).toBe(
      `${created.url}-novo`,
    );
    // The old address's cached answer goes too: it now redirects.
    expect(revalidated()).toContain(`t1:route:${created.url}`);

    const stale = await send(
      update,
      'PUT',
      path,
      { version: 1, product: notebook({ sku: created.sku, url: created.url, finalPrice: '1,00' }) },
      callers.owner,
      params,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'Outra pessoa alterou este produto enquanto você editava. Recarregue a página para ver a versão atual; suas alterações continuam no formulário.',
    );
    expect((await get(created.id)).json.content).toMatchObject({ version: 2, finalPrice: 4299 });
  });

  test('back in stock: every pending alert is e-mailed once with the link, and marked sent', async () => {
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, ssdId));
    await database.db.insert(stockAlerts).values([
      { tenantId: 1, productId: ssdId, name: 'Bruna Alves', email: 'bruna@exemplo.com.br' },
      { tenantId: 1, productId: ssdId, name: 'Caio Dias', email: 'caio@exemplo.com.br' },
    ]);
    const loaded = (await get(ssdId)).json.content as AdminProduct;
    expect(loaded.pendingStockAlerts).toBe(2);
    const { version } = loaded;
    const fields = {
      name: loaded.name,
      subtitle: loaded.subtitle,
      shortDescription: loaded.shortDescription,
      description: loaded.description,
      sku: loaded.sku,
      url: loaded.url,
      type: loaded.type,
      saleable: loaded.saleable,
      visible: loaded.visible,
      price: loaded.price,
      finalPrice: loaded.finalPrice,
      inCashPrice: loaded.inCashPrice,
      productionTime: loaded.productionTime,
      categoryIds: loaded.categoryIds,
    };
    const res = await send(
      update,
      'PUT',
      `/api/admin/products/${ssdId}`,
      { version, product: { ...fields, stock: 3 } },
      callers.catalog,
      { id: String(ssdId) },
    );
    expect(res.status).toBe(200);
    expect((res.json.content as AdminProduct).pendingStockAlerts).toBe(0);
    const mails = await database.db
      .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'SSD Demo 1TB chegou na Loja Demo'))
      .orderBy(desc(outboxEmails.id));
    expect(mails.map((m) => m.to).sort()).toEqual(['bruna@exemplo.com.br', 'caio@exemplo.com.br']);
    expect(mails[0]!.text).toContain('Veja e compre em: http://localhost/ssd-demo-1tb');
    // A second save with stock does not e-mail them again.
    const again = await send(
      update,
      'PUT',
      `/api/admin/products/${ssdId}`,
      { version: version + 1, product: { ...fields, stock: 4 } },
      callers.catalog,
      { id: String(ssdId) },
    );
    expect(again.status).toBe(200);
    const after = await database.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'SSD Demo 1TB chegou na Loja Demo'));
    expect(after).toHaveLength(2);
  });

  test('duplicate: a hidden copy without stock, a new SKU and URL', async () => {
    const res = await send(
      duplicate,
      'POST',
      `/api/admin/products/${ssdId}/duplicate`,
      {},
      callers.catalog,
      {
        id: String(ssdId),
      },
    );
    expect(res.status).toBe(200);
    const copy = res.json.content as AdminProduct;
    expect(copy).toMatchObject({ name: 'SSD Demo 1TB', visible: false, stock: 0 });
    expect(copy.sku).toMatch(/^SSD-DEMO-1TB-/);
    expect(copy.id).not.toBe(ssdId);

    // A notebook with add-ons and suggestions, and a kit: the copy has them all.
    for (const url of ['notebook-demo-pro-15', 'kit-home-office-demo']) {
      const [source] = await database.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, 1), eq(products.url, url)));
      const original = (await get(source!.id)).json.content as AdminProduct;
      const copied = await send(
        duplicate,
        'POST',
        `/api/admin/products/${source!.id}/duplicate`,
        {},
        callers.catalog,
        { id: String(source!.id) },
      );
      expect(copied.status).toBe(200);
      const twin = copied.json.content as AdminProduct;
      for (const list of [
        'attributes',
        'addons',
        'bundleGroups',
        'crossSells',
        'seals',
        'downloads',
      ] as const)
        expect([url, list, twin[list]]).toEqual([url, list, original[list]]);
      expect(original.addons.length + original.bundleGroups.length).toBeGreaterThan(0);
    }
  });
});

describe(`bulk changes, on ${databaseKind}`, () => {
  async function two() {
    const a = (await send(create, 'POST', '/api/admin/products', notebook())).json
      .content as AdminProduct;
    const b = (
      await send(create, 'POST', '/api/admin/products', notebook({ inCashPrice: '4.000,00' }))
    ).json.content as AdminProduct;
    return [a, b];
  }

  test('reprice by 10%: the three prices move together, to the cent', async () => {
    const [a, b] = await two();
    const res = await send(bulk, 'POST', '/api/admin/products/bulk', {
      action: 'reprice',
      ids: [a!.id, b!.id],
      percent: 10,
    });
    expect(res.json.content).toEqual({ changed: 2 });
    expect((await get(b!.id)).json.content).toMatchObject({
      price: 5498.9,
      finalPrice: 4949.89,
      inCashPrice: 4400,
      version: 2,
    });
  });

  test('hide and move; an id of another store changes nothing', async () => {
    const [a, b] = await two();
    expect(
      (
        await send(bulk, 'POST', '/api/admin/products/bulk', {
          action: 'hide',
          ids: [a!.id, b!.id],
        })
      ).status,
    ).toBe(200);
    expect((await get(a!.id)).json.content).toMatchObject({ visible: false });
    const [ssdCategory] = await database.db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, ssdId));
    await send(bulk, 'POST', '/api/admin/products/bulk', {
      action: 'move',
      ids: [a!.id],
      category: ssdCategory!.id,
    });
    expect((await get(a!.id)).json.content).toMatchObject({ categoryIds: [ssdCategory!.id] });

    const refused = await send(bulk, 'POST', '/api/admin/products/bulk', {
      action: 'show',
      ids: [b!.id, outraProductId],
    });
    expect(refused.status).toBe(422);
    expect((await get(b!.id)).json.content).toMatchObject({ visible: false });
  });

  test('the list: search by SKU, filter by visibility, pending alerts shown', async () => {
    const res = await call(list as never, '/api/admin/products?q=ssd-demo&visible=yes', {
      headers: callers.catalog,
    });
    const content = res.json.content as AdminProductList;
    expect(content.items.map((p) => p.sku)).toEqual(['SSD-DEMO-1TB']);
    // Its own categories and photo (a correlated subquery that named the wrong table's id once
    // gave every product the first product's categories).
    const own = await database.db
      .select({ name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, ssdId));
    expect(content.items[0]!.categories).toEqual(own.map((c) => c.name).sort());
    expect(content.items[0]!.image).toMatch(/ssd/i);
  });
});
