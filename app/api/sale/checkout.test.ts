/**
 * After the checkout: GET /sale/checkout/{orderId} answers the success page only for the buyer,
 * the account's order carries the payment, and the sandbox's bank (/api/dev/payments) pays a Pix
 * by a signed webhook that the order follows once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as bank } from '@/app/api/dev/payments/route';
import { GET as customerOrder } from '@/app/api/customer/orders/[number]/route';
import { GET as checkoutResult } from '@/app/api/sale/checkout/[orderId]/route';
import { POST as placeOrder } from '@/app/api/sale/checkout/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import type { CheckoutResult, CustomerOrderDetail } from '@/lib/contracts/checkout';
import {
  addresses,
  customers,
  orderStatusHistory,
  paymentTransactions,
  products,
} from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const json = (body: unknown) => JSON.stringify(body);
const jsonHeaders = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
});

/** Maria (cliente@exemplo.com.br) buys a notebook with `payment` through the API. */
async function placed(payment: { method: 'pix' | 'billet' }) {
  const headers = bearer(await sessionTokenOf(database.db, 'cliente@exemplo.com.br'));
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  const cart = await call(createCart, '/api/sale/order', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ 'items[0][product]': String(product!.id) }),
  });
  const [address] = await database.db
    .select({ id: addresses.id })
    .from(addresses)
    .innerJoin(customers, eq(customers.id, addresses.customerId))
    .where(eq(customers.email, 'cliente@exemplo.com.br'))
    .orderBy(asc(addresses.id))
    .limit(1);
  const res = await call(placeOrder, '/api/sale/checkout', {
    method: 'POST',
    headers: jsonHeaders(headers),
    body: json({
      cart: (cart.json.content as { id: string }).id,
      idempotencyKey: randomBytes(12).toString('hex'),
      address: address!.id,
      shipping: 'SEDEX',
      payment,
    }),
  });
  expect(res.status).toBe(200);
  return { headers, result: res.json.content as CheckoutResult };
}

const result = (orderId: string, headers?: Record<string, string>) =>
  call(checkoutResult, `/api/sale/checkout/${orderId}`, { headers, params: { orderId } });

describe(`after the checkout on ${databaseKind}`, () => {
  test('the buyer reads the result; another customer and an unknown id get the same 404', async () => {
    const { headers, result: placedResult } = await placed({ method: 'pix' });
    const id = placedResult.order.id;
    const own = await result(id, headers);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const content = own.json.content as CheckoutResult;
    expect(content.order).toMatchObject({
      id,
      status: 'pending',
      history: [{ status: 'pending' }],
    });
    expect(content.payment).toMatchObject({ method: 'pix', status: 'pending' });
    expect(content.payment.pix!.qrSvg).toMatch(/^<svg /);

    const other = await result(
      id,
      bearer(await sessionTokenOf(database.db, 'afiliado@exemplo.com.br')),
    );
    const unknown = await result('x'.repeat(24), headers);
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.json).toEqual(unknown.json);
    expect(other.json.message).toBe('Pedido não encontrado!');
    expect((await result(id)).status).toBe(401);
    expect((await result('../1', headers)).status).toBe(422);
  });

  test("the account's order carries its payment and a timeline with date and time", async () => {
    const { headers, result: placedResult } = await placed({ method: 'billet' });
    const number = String(placedResult.order.number);
    const res = await call(customerOrder, `/api/customer/orders/${number}`, {
      headers,
      params: { number },
    });
    const order = res.json.content as CustomerOrderDetail;
    expect(order.payment).toMatchObject({ method: 'billet', status: 'pending' });
    expect(order.payment!.billet!.line).toMatch(/^\d{47}$/);
    expect(order.history[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // An order of the demo data, placed before payments were recorded: no payment.
    const seeded = await call(customerOrder, '/api/customer/orders/100002', {
      headers,
      params: { number: '100002' },
    });
    expect((seeded.json.content as CustomerOrderDetail).payment).toBeNull();
  });

  test('the bank pays the Pix: the signed webhook approves the order once, by provider:sandbox', async () => {
    const { headers, result: placedResult } = await placed({ method: 'pix' });
    const id = placedResult.order.id;
    const [charge] = await database.db
      .select({ reference: paymentTransactions.providerReference })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, id));
    // The bank page's form: a 303 back to the page with what happened.
    const first = await bank(
      new NextRequest('http://localhost/api/dev/payments', {
        method: 'POST',
        headers: { host: 'localhost', origin: 'http://localhost' },
        body: new URLSearchParams({ reference: charge!.reference, decision: 'pay' }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(first.status).toBe(303);
    const location = new URL(first.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/dev/payments');
    expect(location.searchParams.get('message')).toBe(
      `Pedido ${placedResult.order.number}: pago — webhook aplicado.`,
    );
    const after = (await result(id, headers)).json.content as CheckoutResult;
    expect(after.order.status).toBe('processing');
    expect(after.payment.status).toBe('approved');

    // Paid twice: the bank refuses the second time, and the order moved once.
    const second = await call(bank, '/api/dev/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({ reference: charge!.reference, decision: 'pay' }),
    });
    expect(second.status).toBe(409);
    const history = await database.db
      .select({ to: orderStatusHistory.toStatus, actor: orderStatusHistory.actor })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history).toEqual([
      { to: 'pending', actor: 'customer' },
      { to: 'processing', actor: 'provider:sandbox' },
    ]);
  });
});
