/** Product page calls: product detail through the router, cross-sells and stock alerts. */
import { and, eq } from 'drizzle-orm';
import { GET as getCrossSells } from '@/app/api/catalog/product/[id]/crossSellProducts/route';
import { POST as postStockAlert } from '@/app/api/catalog/productAlertStock/route';
import { GET as getRoute } from '@/app/api/router/route';
import { newsletterLeads, stockAlerts } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const productId = async (url: string, host = 'localhost') => {
  const res = await call(getRoute, `/api/router?url=${url}`, { host });
  return (res.json.content as { content: { id: number } }).content.id;
};
const postAlert = (body: unknown, host = 'localhost') =>
  call(postStockAlert, '/api/catalog/productAlertStock', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe(`product calls on ${databaseKind}`, () => {
  test('the product detail carries its worked-example prices, add-ons and no bundle', async () => {
    const res = await call(getRoute, '/api/router?url=notebook-demo-pro-15');
    const product = (res.json.content as { content: Record<string, unknown> }).content;
    expect(product).toMatchObject({
      price: 6999,
      finalPrice: 5999,
      bundleGroup: [],
      priceSimulation: { inCash: { finalPrice: 5399.1, discountPercent: 10 } },
      addonProducts: [
        { name: 'Garantia Estendida 12 meses', price: 599.9, percent: 10, isWarranty: true },
        { name: 'Garantia Estendida 24 meses', price: 1079.82, percent: 18, isWarranty: true },
        { name: 'Instalação do Windows e programas', price: 99, isWarranty: false },
      ],
    });
    const installments = (product.priceSimulation as { inInstallment: unknown[] }).inInstallment;
    expect(installments).toHaveLength(12);
    expect(installments[11]).toEqual({
      installments: 12,
      amount: 499.92,
      total: 5999,
      interestFree: true,
    });
  });

  test('store outra gives 3 interest-free installments, then the interest table', async () => {
    const res = await call(getRoute, '/api/router?url=notebook-demo-pro-15', {
      host: 'outra.localhost',
    });
    const { inInstallment } = (
      res.json.content as {
        content: { priceSimulation: { inInstallment: { interestFree: boolean }[] } };
      }
    ).content.priceSimulation;
    expect(inInstallment.filter((o) => o.interestFree)).toHaveLength(3);
    expect(inInstallment[2]).toEqual({
      installments: 3,
      amount: 2166.33,
      total: 6499,
      interestFree: true,
    });
    expect(inInstallment[3]).toMatchObject({ installments: 4, interestFree: false });
  });

  test('the kit lists its groups with one default option each', async () => {
    const res = await call(getRoute, '/api/router?url=kit-home-office-demo');
    const kit = (
      res.json.content as {
        content: {
          finalPrice: number;
          bundleGroup: {
            name: string;
            options: { defaultOption: string; product: { sku: string; finalPrice: number } }[];
          }[];
        };
      }
    ).content;
    expect(kit.finalPrice).toBe(219.9);
    expect(kit.bundleGroup.map((g) => g.name)).toEqual(['Teclado', 'Mouse']);
    for (const g of kit.bundleGroup)
      expect(g.options.filter((o) => o.defaultOption === '1')).toHaveLength(1);
    expect(kit.bundleGroup[0]!.options.map((o) => [o.product.sku, o.defaultOption])).toEqual([
      ['TC-0002', '1'],
      ['TC-0001', '0'],
    ]);
  });

  test('GET crossSellProducts answers content[].crossSell in order, per store', async () => {
    const id = await productId('notebook-demo-pro-15');
    const res = await call(getCrossSells, `/api/catalog/product/${id}/crossSellProducts`, {
      params: { id: String(id) },
    });
    expect(res.status).toBe(200);
    const items = res.json.content as { crossSell: { sku: string } }[];
    expect(items.map((i) => i.crossSell.sku)).toEqual([
      'MS-0001',
      'MC-0001',
      'HS-0001',
      'SSD-DEMO-1TB',
      'TC-0001',
    ]);
    const elsewhere = await call(getCrossSells, `/api/catalog/product/${id}/crossSellProducts`, {
      host: 'outra.localhost',
      params: { id: String(id) },
    });
    expect(elsewhere.status).toBe(404);
    const bad = await call(getCrossSells, '/api/catalog/product/abc/crossSellProducts', {
      params: { id: 'abc' },
    });
    expect(bad.status).toBe(422);
  });

  test('POST productAlertStock validates name and e-mail with the SPEC.md texts', async () => {
    const id = await productId('mouse-sem-fio-demo-m1');
    const empty = await postAlert({ name: '', email: '', product: id });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({
      name: ['Campo obrigatório'],
      email: ['Campo obrigatório'],
    });
    const wrong = await postAlert({ name: 'a'.repeat(256), email: 'nao-e-email', product: id });
    expect(wrong.json.errors).toEqual({ name: ['Texto muito longo'], email: ['Email inválido'] });
    const long = await postAlert({ name: 'Ana', email: `${'a'.repeat(250)}@x.com`, product: id });
    expect(long.json.errors).toEqual({ email: ['Texto muito longo'] });
    const stored = await database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, id));
    expect(stored).toHaveLength(0);
  });

  test('POST productAlertStock stores one pending alert and the newsletter opt-in', async () => {
    const id = await productId('mouse-sem-fio-demo-m1');
    const body = { name: 'Ana Souza', email: 'Ana@Exemplo.com.br', newsletter: true, product: id };
    const first = await postAlert(body);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      success: true,
      message: 'E-mail de alerta para estoque do produto cadastrado com sucesso!',
    });
    await postAlert(body);
    const alerts = await database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, id), eq(stockAlerts.email, 'ana@exemplo.com.br')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ name: 'Ana Souza', newsletter: true, notifiedAt: null });
    const leads = await database.db
      .select()
      .from(newsletterLeads)
      .where(eq(newsletterLeads.email, 'ana@exemplo.com.br'));
    expect(leads).toHaveLength(1);
  });

  test("a stock alert for another store's product is refused and stores nothing", async () => {
    const id = await productId('mouse-sem-fio-demo-m1');
    const res = await postAlert(
      { name: 'Ana', email: 'ana@x.com', product: id },
      'outra.localhost',
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ product: ['Produto não encontrado'] });
    const alerts = await database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.email, 'ana@x.com'));
    expect(alerts).toHaveLength(0);
  });
});
