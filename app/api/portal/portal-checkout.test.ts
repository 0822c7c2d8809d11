/**
 * The portal's checkout and re-order: a buyer's cart becomes the company's order (delivered to
 * and billed to the company, with the purchase order and cost centre), and a past order's lines go
 * back into a cart; anyone outside the portal gets nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POST as placeOrder } from '@/app/api/portal/[customer]/checkout/route';
import { POST as quote } from '@/app/api/portal/[customer]/checkout/quote/route';
import { POST as reorder } from '@/app/api/portal/[customer]/orders/[number]/reorder/route';
import { GET as listOrders } from '@/app/api/portal/[customer]/orders/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import type { Order } from '@/lib/contracts/cart';
import type { CheckoutQuote, CheckoutResult } from '@/lib/contracts/checkout';
import type { PortalOrderSummary, SkuListResult } from '@/lib/contracts/portal';
import {
  orders,
  paymentTransactions,
  portalCompanies,
  portalGroups,
  products,
} from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
let acmeCompany: number;
let globexCompany: number;
let notebook: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [company] = await db
    .select({ id: portalCompanies.id })
    .from(portalCompanies)
    .innerJoin(portalGroups, eq(portalGroups.id, portalCompanies.groupId))
    .where(eq(portalGroups.slug, 'acme'));
  acmeCompany = company!.id;
  const [globex] = await db
    .select({ id: portalGroups.id })
    .from(portalGroups)
    .where(eq(portalGroups.slug, 'globex'));
  const [other] = await db
    .insert(portalCompanies)
    .values({
      tenantId: 1,
      groupId: globex!.id,
      name: 'Globex Filial Rio',
      cnpj: '11444777000161',
      addresses: [
        {
          street: 'Rua da Assembleia',
          number: '10',
          district: 'Centro',
          city: 'Rio de Janeiro',
          region: 'RJ',
          zipcode: '20011000',
        },
      ],
    })
    .returning({ id: portalCompanies.id });
  globexCompany = other!.id;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  notebook = product!.id;
});
afterAll(() => database.drop());

const as = async (email: string | null) =>
  email ? bearer(await sessionTokenOf(database.db, email)) : {};
const post = async (
  handler: typeof placeOrder,
  url: string,
  email: string | null,
  params: Record<string, string>,
  body: unknown,
) =>
  call(handler, url, {
    method: 'POST',
    headers: { ...(await as(email)), 'content-type': 'application/json' },
    params,
    body: JSON.stringify(body),
  });

/** A cart of `email` with two notebooks. */
async function cartOf(email: string): Promise<string> {
  const res = await call(createCart, '/api/sale/order', {
    method: 'POST',
    headers: await as(email),
    body: new URLSearchParams({
      'items[0][product]': String(notebook),
      'items[0][quantity]': '2',
    }),
  });
  expect(res.status).toBe(201);
  return (res.json.content as Order).id;
}

const checkout = (email: string | null, body: Record<string, unknown>, customer = 'acme') =>
  post(placeOrder, `/api/portal/${customer}/checkout`, email, { customer }, body);

const order = (cart: string, extra: Record<string, unknown> = {}) => ({
  cart,
  idempotencyKey: randomBytes(12).toString('hex'),
  company: acmeCompany,
  address: 0,
  zipcode: '13054-000',
  shipping: 'SEDEX',
  payment: { method: 'billet' },
  ...extra,
});

describe(`portal checkout on ${databaseKind}`, () => {
  test("a buyer's boleto order is the company's, with its purchase order and cost centre", async () => {
    const cart = await cartOf('compras@acme.com.br');
    const review = await post(
      quote,
      '/api/portal/acme/checkout/quote',
      'compras@acme.com.br',
      { customer: 'acme' },
      { cart, company: acmeCompany, address: 0, zipcode: '13054000', shipping: 'SEDEX' },
    );
    expect(review.status).toBe(200);
    const priced = review.json.content as CheckoutQuote;
    expect(priced.shippingOptions.map((o) => o.method)).toContain('SEDEX');

    const res = await checkout(
      'compras@acme.com.br',
      order(cart, { purchaseOrder: ' PO-7781 ', costCentre: 'TI-SP' }),
    );
    expect(res.status).toBe(200);
    const placed = res.json.content as CheckoutResult;
    expect(placed.order.status).toBe('pending');
    expect(placed.payment.billet!.line).toMatch(/^\d{47}$/);
    const [row] = await database.db
      .select({
        companyId: orders.portalCompanyId,
        purchaseOrder: orders.purchaseOrderNumber,
        costCentre: orders.costCentre,
        address: orders.shippingAddress,
        total: orders.totalFinalCents,
      })
      .from(orders)
      .where(eq(orders.id, placed.order.id));
    expect(row).toMatchObject({
      companyId: acmeCompany,
      purchaseOrder: 'PO-7781',
      costCentre: 'TI-SP',
      address: {
        name: 'Acme Tecnologia Ltda',
        document: '11222333000181',
        type: 'comercial',
        street: 'Rua das Indústrias',
        zipcode: '13054000',
        phone: '11944443333',
      },
    });
    // The boleto is the cash price the review showed, issued to the company.
    expect(row!.total).toBe(Math.round(priced.cash.total * 100));
    const [charge] = await database.db
      .select({ method: paymentTransactions.methodGroup })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, placed.order.id));
    expect(charge!.method).toBe('billet');

    const list = await call(listOrders, '/api/portal/acme/orders', {
      headers: await as('admin@acme.com.br'),
      params: { customer: 'acme' },
    });
    expect(list.json.content as PortalOrderSummary[]).toContainEqual(
      expect.objectContaining({
        number: placed.order.number,
        buyer: 'Carlos Compras Acme',
        company: 'Acme Tecnologia Ltda',
        purchaseOrder: 'PO-7781',
        costCentre: 'TI-SP',
      }),
    );
  });

  test("another group's company or a missing address is refused and the cart stays a cart", async () => {
    const cart = await cartOf('compras@acme.com.br');
    for (const choice of [
      { company: globexCompany, address: 0, zipcode: '20011000' },
      { company: acmeCompany, address: 3 },
      // An address the administrator changed since the buyer reviewed it.
      { company: acmeCompany, address: 0, zipcode: '01310100' },
    ]) {
      const res = await checkout('compras@acme.com.br', order(cart, choice));
      expect(res.status).toBe(422);
      expect(res.json.message).toBe('Escolha uma empresa e um endereço de entrega.');
    }
    const long = await checkout(
      'compras@acme.com.br',
      order(cart, { purchaseOrder: 'x'.repeat(41) }),
    );
    expect(long.status).toBe(422);
    const [row] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, cart));
    expect(row!.status).toBe('new');
  });

  test('nobody outside the portal places or quotes an order there', async () => {
    const cart = await cartOf('cliente@exemplo.com.br');
    const outsider = await checkout('cliente@exemplo.com.br', order(cart));
    expect(outsider.status).toBe(404);
    expect(outsider.json.message).toBe('Portal não encontrado.');
    const otherBuyer = await checkout('compras@globex.com.br', order(cart));
    expect(otherBuyer.status).toBe(404);
    expect((await checkout(null, order(cart))).status).toBe(401);
    const review = await post(
      quote,
      '/api/portal/acme/checkout/quote',
      'cliente@exemplo.com.br',
      { customer: 'acme' },
      { cart, company: acmeCompany, address: 0, zipcode: '13054000' },
    );
    expect(review.status).toBe(404);
  });
});

describe(`portal re-order on ${databaseKind}`, () => {
  const again = async (email: string | null, number: number, body: unknown = {}) =>
    post(
      reorder,
      `/api/portal/acme/orders/${number}/reorder`,
      email,
      { customer: 'acme', number: String(number) },
      body,
    );

  test("a past order's lines go into a cart again, for its buyer and the administrator", async () => {
    const placed = (
      await checkout('compras@acme.com.br', order(await cartOf('compras@acme.com.br')))
    ).json.content as CheckoutResult;
    const number = placed.order.number;
    const mine = await again('compras@acme.com.br', number);
    expect(mine.status).toBe(200);
    expect(mine.json.message).toBe(`Produtos do pedido ${number} adicionados ao carrinho: 1 de 1.`);
    const result = mine.json.content as SkuListResult;
    expect(result.problems).toEqual([]);
    expect(result.order.items).toEqual([
      expect.objectContaining({ productId: notebook, quantity: 2 }),
    ]);
    expect(result.order.id).not.toBe(placed.order.id);
    // Into the open cart given: the same cart, with the lines added.
    const twice = await again('compras@acme.com.br', number, { cart: result.order.id });
    expect(twice.status).toBe(200);
    expect((twice.json.content as SkuListResult).order.id).toBe(result.order.id);
    // Again and again until the cart's limit of units: told with the cart's reason, nothing added.
    let thrice = twice;
    for (let time = 0; time < 10 && thrice.status === 200; time += 1)
      thrice = await again('compras@acme.com.br', number, { cart: result.order.id });
    expect(thrice.status).toBe(422);
    expect(thrice.json.message).toBe(`Nenhum item do pedido ${number} está disponível agora.`);
    expect((thrice.json.errors as { order: string[] }).order[0]).toMatch(
      /^Notebook Demo Pro 15: .+/,
    );

    expect((await again('admin@acme.com.br', number)).status).toBe(200);
    const outsider = await again('compras@globex.com.br', number);
    expect(outsider.status).toBe(404);
    expect((await again(null, number)).status).toBe(401);
  });

  test('a product comes back with its warranty (an add-on)', async () => {
    const [warranty] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.name, 'Garantia Estendida 12 meses')));
    const created = await call(createCart, '/api/sale/order', {
      method: 'POST',
      headers: await as('compras@acme.com.br'),
      body: new URLSearchParams({
        'items[0][product]': String(notebook),
        'items[1][product]': String(warranty!.id),
        'items[1][parent]': String(notebook),
      }),
    });
    expect(created.status).toBe(201);
    const cart = (created.json.content as Order).id;
    const placed = (await checkout('compras@acme.com.br', order(cart))).json
      .content as CheckoutResult;
    const res = await again('compras@acme.com.br', placed.order.number);
    expect(res.status).toBe(200);
    const items = (res.json.content as SkuListResult).order.items;
    const main = items.find((i) => i.productId === notebook)!;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: warranty!.id, parent: main.id, quantity: 1 }),
      ]),
    );
    expect((res.json.content as SkuListResult).problems).toEqual([]);
  });

  test('a product out of stock is told by name; with nothing left the cart is not touched', async () => {
    const placed = (
      await checkout('compras@acme.com.br', order(await cartOf('compras@acme.com.br')))
    ).json.content as CheckoutResult;
    const [before] = await database.db
      .select({ stock: products.stock, name: products.name })
      .from(products)
      .where(eq(products.id, notebook));
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, notebook));
    try {
      const res = await again('compras@acme.com.br', placed.order.number);
      expect(res.status).toBe(422);
      expect(res.json.message).toBe(
        `Nenhum item do pedido ${placed.order.number} está disponível agora.`,
      );
      expect(res.json.errors).toEqual({
        order: [`${before!.name}: indisponível no momento.`],
      });
    } finally {
      await database.db
        .update(products)
        .set({ stock: before!.stock })
        .where(eq(products.id, notebook));
    }
  });
});
