/** The implemented calls of SPEC.md section 7, through their real handlers and database. */
import { GET as getAttributes } from '@/app/api/catalog/attribute/route';
import { GET as getCategories } from '@/app/api/catalog/category/route';
import { GET as getCompany } from '@/app/api/company/route';
import { GET as getCustomerAttributes } from '@/app/api/customer/attribute/route';
import { GET as getOpenApi } from '@/app/api/openapi.json/route';
import { GET as getRoute } from '@/app/api/router/route';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe(`store API on ${databaseKind}`, () => {
  test('GET /company answers the store of the host as content[0]', async () => {
    const demo = await call(getCompany, '/api/company');
    expect(demo.status).toBe(200);
    expect(demo.json.success).toBe(true);
    expect((demo.json.content as { name: string }[])[0]!.name).toBe('Loja Demo');

    const outra = await call(getCompany, '/api/company', { host: 'outra.localhost:3000' });
    const store = (
      outra.json.content as { name: string; interface: { ageNotification: boolean } }[]
    )[0]!;
    expect(store.name).toBe('Outra Loja');
    expect(store.interface.ageNotification).toBe(true);
  });

  test('GET /company?domain= answers for the given domain, 404 for an unknown one', async () => {
    const other = await call(getCompany, '/api/company?domain=manutencao.localhost');
    expect((other.json.content as { name: string; maintenance: boolean }[])[0]).toMatchObject({
      name: 'Loja Manutenção',
      maintenance: true,
    });
    const unknown = await call(getCompany, '/api/company?domain=nenhuma.example');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Loja não encontrada' });
  });

  test('an unknown host answers 404 on every call', async () => {
    for (const handler of [getCompany, getCategories, getAttributes, getCustomerAttributes]) {
      const res = await call(handler, '/api/x', { host: 'desconhecida.example' });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Loja não encontrada');
    }
    const route = await call(getRoute, '/api/router?url=home', { host: 'desconhecida.example' });
    expect(route.status).toBe(404);
  });

  test('GET /catalog/category answers the menu tree of the store only', async () => {
    const res = await call(
      getCategories,
      '/api/catalog/category?paginator[sortOrder][sortOrder]=ASC&paginator[sortOrder][name]=ASC',
    );
    expect(res.status).toBe(200);
    const tree = res.json.content as { name: string; url: string; children: { url: string }[] }[];
    const notebooks = tree.find((c) => c.url === 'notebooks');
    expect(notebooks?.name).toBe('Notebooks');
    expect(tree.find((c) => c.url === 'acessorios')?.children.map((c) => c.url)).toContain(
      'acessorios/mouses',
    );

    const outra = await call(getCategories, '/api/catalog/category', { host: 'outra.localhost' });
    const outraIds = (outra.json.content as { id: number }[]).map((c) => c.id);
    expect(outraIds).not.toContain(
      notebooks && (tree.find((c) => c.url === 'notebooks') as unknown as { id: number }).id,
    );
  });

  test('GET /catalog/attribute lists filterable attributes with options, sorted by name', async () => {
    const res = await call(getAttributes, '/api/catalog/attribute?paginator[sortOrder][name]=ASC');
    const list = res.json.content as {
      code: string;
      name: string;
      filterable: boolean;
      options: unknown[];
    }[];
    const codes = list.map((a) => a.code);
    for (const code of [
      'processador',
      'memoria',
      'armazenamento',
      'placa_de_video',
      'tela',
      'sistema_operacional',
      'marca',
      'cor',
    ]) {
      expect(codes).toContain(code);
    }
    const names = list.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(list.find((a) => a.code === 'processador')?.options.length).toBeGreaterThan(0);
  });

  test('GET /customer/attribute answers the customer attributes', async () => {
    const res = await call(
      getCustomerAttributes,
      '/api/customer/attribute?paginator[sortOrder][name]=DESC',
    );
    expect(res.status).toBe(200);
    const names = (res.json.content as { name: string }[]).map((a) => a.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  });

  test('GET /router resolves home, content, product and category URLs', async () => {
    const home = await call(getRoute, '/api/router?url=home');
    expect(home.json.content).toMatchObject({
      type: 'content',
      content: { url: 'home', visible: true },
    });

    const product = await call(getRoute, '/api/router?url=/notebook-demo-pro-15');
    expect(product.json.content).toMatchObject({
      type: 'product',
      content: {
        name: 'Notebook Demo Pro 15',
        price: 6999,
        finalPrice: 5999,
        stock: 50,
        type: 'simple',
      },
    });

    const category = await call(getRoute, '/api/router?url=acessorios/mouses');
    expect(category.json.content).toMatchObject({
      type: 'category',
      content: { name: 'Mouses', url: 'acessorios/mouses' },
    });

    const privacy = await call(getRoute, '/api/router?url=politica-de-privacidade');
    expect(privacy.json.content).toMatchObject({ type: 'content', content: { visible: true } });

    const hidden = await call(getRoute, '/api/router?url=pagina-oculta');
    expect(hidden.json.content).toMatchObject({
      type: 'content',
      content: { visible: false, json: null },
    });

    const missing = await call(getRoute, '/api/router?url=nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: 'Página não encontrada' });
  });

  test("each store answers its own product for a shared URL and SKU, never another store's", async () => {
    const outra = await call(getRoute, '/api/router?url=notebook-demo-pro-15', {
      host: 'outra.localhost',
    });
    expect(outra.json.content).toMatchObject({
      type: 'product',
      content: { sku: 'NB-DEMO-PRO-15', finalPrice: 6499 },
    });
    const gamer = await call(getRoute, '/api/router?url=notebook-demo-gamer-x', {
      host: 'outra.localhost',
    });
    expect(gamer.status).toBe(404);
  });

  test.each([
    ['/api/router', getRoute, { url: ['Campo obrigatório'] }],
    ['/api/router?url=', getRoute, { url: ['Campo obrigatório'] }],
    ['/api/router?url=a%20b', getRoute, { url: ['Valor inválido'] }],
    ['/api/router?url=home&extra=1', getRoute, { extra: ['Campo não permitido: extra'] }],
    [
      '/api/catalog/category?paginator[sortOrder][price]=ASC',
      getCategories,
      { 'paginator.sortOrder.price': ['Campo não permitido: paginator.sortOrder.price'] },
    ],
    [
      '/api/catalog/attribute?paginator[sortOrder][name]=UP',
      getAttributes,
      { 'paginator.sortOrder.name': ['Valor inválido'] },
    ],
    [
      '/api/customer/attribute?paginator=1',
      getCustomerAttributes,
      { paginator: ['Valor inválido'] },
    ],
    [`/api/company?domain=${'a'.repeat(300)}`, getCompany, { domain: ['Texto muito longo'] }],
  ] as const)('bad input %s answers 422 with field errors', async (path, handler, errors) => {
    const res = await call(handler, path);
    expect(res.status).toBe(422);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toBe('Dados inválidos');
    expect(res.json.errors).toMatchObject(errors);
  });

  test('GET /openapi.json describes every implemented call', async () => {
    const response = await getOpenApi();
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/admin/attributes',
      '/admin/attributes/{id}',
      '/admin/audit',
      '/admin/categories',
      '/admin/categories/order',
      '/admin/categories/{id}',
      '/admin/coupons',
      '/admin/coupons/{id}',
      '/admin/forms',
      '/admin/forms/{id}',
      '/admin/inbox',
      '/admin/inbox/erase',
      '/admin/inbox/{kind}/{id}',
      '/admin/keys',
      '/admin/keys/{id}',
      '/admin/operators',
      '/admin/operators/{id}',
      '/admin/orders',
      '/admin/orders/{number}',
      '/admin/orders/{number}/{action}',
      '/admin/pages',
      '/admin/pages/{id}',
      '/admin/pages/{id}/draft',
      '/admin/pages/{id}/publish',
      '/admin/pages/{id}/schedule',
      '/admin/pages/{id}/versions',
      '/admin/pages/{id}/versions/{version}/restore',
      '/admin/popups',
      '/admin/popups/preview',
      '/admin/popups/{id}',
      '/admin/products',
      '/admin/products/bulk',
      '/admin/products/{id}',
      '/admin/products/{id}/campaigns',
      '/admin/products/{id}/campaigns/{campaign}',
      '/admin/products/{id}/duplicate',
      '/admin/products/{id}/medias',
      '/admin/products/{id}/medias/{media}',
      '/admin/session',
      '/admin/settings',
      '/admin/settings/domains',
      '/admin/settings/domains/{domain}',
      '/catalog/attribute',
      '/catalog/category',
      '/catalog/product/{id}/crossSellProducts',
      '/catalog/productAlertStock',
      '/click-to-call',
      '/company',
      '/contactform/contact',
      '/contactform/{id}',
      '/content',
      '/customer/account',
      '/customer/account/password',
      '/customer/addresses',
      '/customer/addresses/{id}',
      '/customer/attribute',
      '/customer/auth',
      '/customer/auth/me',
      '/customer/favorites',
      '/customer/favorites/{productId}',
      '/customer/files',
      '/customer/files/{id}',
      '/customer/newsletter',
      '/customer/orders',
      '/customer/orders/{number}',
      '/customer/recovery',
      '/customer/recovery/{token}',
      '/customer/register',
      '/customer/reviews',
      '/customer/reviews/{productId}',
      '/customer/user-guide',
      '/operator/orders/{number}',
      '/operator/orders/{number}/{action}',
      '/operator/products/{id}',
      '/portal/{customer}/audit',
      '/portal/{customer}/buyers',
      '/portal/{customer}/buyers/{id}',
      '/portal/{customer}/cart/sku-list',
      '/portal/{customer}/checkout',
      '/portal/{customer}/checkout/quote',
      '/portal/{customer}/companies',
      '/portal/{customer}/companies/{id}',
      '/portal/{customer}/orders',
      '/portal/{customer}/orders/{number}',
      '/portal/{customer}/orders/{number}/reorder',
      '/router',
      '/sale/checkout',
      '/sale/checkout/quote',
      '/sale/checkout/{orderId}',
      '/sale/order',
      '/sale/order/guest/view',
      '/sale/order/{id}',
      '/sale/quote',
      '/search/query',
      '/shipping/cep/{zipcode}',
      '/shipping/quote',
      '/vitals',
    ]);
    expect(Object.keys(doc.paths['/sale/order/{id}']!).sort()).toEqual(['get', 'post', 'put']);
  });
});
