/**
 * The CEP lookup and the shipping quote the shopper chooses in the cart: a CEP that does not
 * exist gets no quote ('Erro ao buscar CEP'); a chosen quote stays with the cart, priced again
 * with each change, and follows the shopper's cart when they log in.
 */
import { POST as logIn } from '@/app/api/customer/auth/route';
import { GET as getRoute } from '@/app/api/router/route';
import { GET as getCart, POST as changeCart } from '@/app/api/sale/order/[id]/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import { GET as lookupCep } from '@/app/api/shipping/cep/[zipcode]/route';
import { GET as quoteShipping } from '@/app/api/shipping/quote/route';
import type { Order } from '@/lib/contracts/cart';
import type { CustomerSession } from '@/lib/contracts/customer';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const productId = async (url: string) => {
  const res = await call(getRoute, `/api/router?url=${url}`);
  return (res.json.content as { content: { id: number } }).content.id;
};
const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
const change = (id: string, fields: Record<string, string | number>) =>
  call(changeCart, `/api/sale/order/${id}`, { method: 'POST', body: form(fields), params: { id } });
const cep = (zipcode: string) =>
  call(lookupCep, `/api/shipping/cep/${zipcode}`, { params: { zipcode } });

async function notebookCart(): Promise<Order> {
  const res = await call(createCart, '/api/sale/order', {
    method: 'POST',
    body: form({ 'items[0][product]': await productId('notebook-demo-pro-15') }),
  });
  return res.json.content as Order;
}

describe(`the CEP lookup on ${databaseKind}`, () => {
  test("a demo CEP names its street, district, city and state; an unknown one is 404 'Erro ao buscar CEP'", async () => {
    const found = await cep('01310-100');
    expect(found.status).toBe(200);
    expect(found.json.content).toEqual({
      zipcode: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      region: 'SP',
    });
    for (const unknown of ['00000-000', '99999999']) {
      const res = await cep(unknown);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: 'Erro ao buscar CEP' });
    }
    const bad = await cep('0131');
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ zipcode: ['CEP inválido'] });
  });

  test('a CEP that does not exist gets no shipping quote', async () => {
    const notebook = await productId('notebook-demo-pro-15');
    const quote = (zipcode: string) =>
      call(
        quoteShipping,
        `/api/shipping/quote?zipcode=${zipcode}&products[0][product]=${notebook}&products[0][quantity]=1`,
      );
    const none = await quote('00000-000');
    expect(none.status).toBe(200);
    expect(none.json.content).toEqual([]);
    expect(((await quote('01310-100')).json.content as { method: string }[]).length).toBe(2);
  });
});

describe(`the CEP service down on ${databaseKind}`, () => {
  const configured = process.env.CEP_API_URL;
  // Nothing listens on the discard port: every lookup fails at once.
  beforeAll(() => {
    process.env.CEP_API_URL = 'http://127.0.0.1:9/ws';
  });
  afterAll(() => {
    if (configured === undefined) delete process.env.CEP_API_URL;
    else process.env.CEP_API_URL = configured;
  });

  test("the address lookup says 'Erro ao buscar CEP' (503), but the shipping rules still quote, so nobody is kept from buying", async () => {
    const failed = await cep('01310-100');
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ success: false, message: 'Erro ao buscar CEP' });
    const notebook = await productId('notebook-demo-pro-15');
    const res = await call(
      quoteShipping,
      `/api/shipping/quote?zipcode=01310-100&products[0][product]=${notebook}&products[0][quantity]=1`,
    );
    expect(res.status).toBe(200);
    expect((res.json.content as { method: string }[]).map((q) => q.method).length).toBe(2);
  });
});

describe(`the shipping quote chosen in the cart on ${databaseKind}`, () => {
  test('is kept with the cart: the summary has its price in the total, priced again with each change', async () => {
    const cart = await notebookCart();
    expect(cart.shipment).toBeNull();
    const chosen = await change(cart.id, {
      'shipping[zipcode]': '01310-100',
      'shipping[method]': 'SEDEX',
    });
    expect(chosen.status).toBe(200);
    const order = chosen.json.content as Order;
    expect(order.shipment).toEqual({
      method: 'SEDEX',
      description: 'Entrega expressa',
      total: 149.98,
      deliveryTime: '02 a 04 dias úteis',
      zipcode: '01310100',
    });
    expect(order.totalShipping).toBe(149.98);
    expect(order.totalFinal).toBe(5999 + 149.98);

    // Read again later: the same quote.
    const read = await call(getCart, `/api/sale/order/${cart.id}`, { params: { id: cart.id } });
    expect((read.json.content as Order).shipment).toEqual(order.shipment);

    // Two notebooks: the express quote (a percent of the products) is priced again.
    const line = order.items[0]!;
    const two = (await change(cart.id, { id: line.id, quantity: 2 })).json.content as Order;
    expect(two.shipment).toMatchObject({ method: 'SEDEX', total: 299.95, zipcode: '01310100' });
    expect(two.totalFinal).toBe(11998 + 299.95);

    // The economic method instead: free above R$ 299.
    const pac = (
      await change(cart.id, { 'shipping[zipcode]': '01310100', 'shipping[method]': 'PAC' })
    ).json.content as Order;
    expect(pac.shipment).toMatchObject({ method: 'PAC', total: 0, zipcode: '01310100' });
    expect(pac.totalFinal).toBe(11998);
  });

  test("a CEP that does not exist or a method that does not serve it: 422 'Erro ao buscar CEP', nothing changes", async () => {
    const cart = await notebookCart();
    await change(cart.id, { 'shipping[zipcode]': '20040-020', 'shipping[method]': 'PAC' });
    for (const [zipcode, method] of [
      ['00000-000', 'PAC'],
      ['01310-100', 'TELETRANSPORTE'],
    ]) {
      const res = await change(cart.id, {
        'shipping[zipcode]': zipcode!,
        'shipping[method]': method!,
      });
      expect(res.status).toBe(422);
      expect(res.json).toEqual({
        success: false,
        message: 'Erro ao buscar CEP',
        errors: { 'shipping.zipcode': ['Erro ao buscar CEP'] },
      });
    }
    const read = await call(getCart, `/api/sale/order/${cart.id}`, { params: { id: cart.id } });
    expect((read.json.content as Order).shipment).toMatchObject({
      method: 'PAC',
      zipcode: '20040020',
    });
  });

  test("follows the shopper's cart when they log in", async () => {
    const cart = await notebookCart();
    await change(cart.id, { 'shipping[zipcode]': '01310-100', 'shipping[method]': 'SEDEX' });
    const res = await call(logIn, '/api/customer/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.25.0.1' },
      body: JSON.stringify({
        login: 'afiliado@exemplo.com.br',
        password: 'Senha123',
        cart: cart.id,
      }),
    });
    expect(res.status).toBe(200);
    const session = res.json.content as CustomerSession;
    expect(session.customer_cart?.shipment).toMatchObject({
      method: 'SEDEX',
      total: 149.98,
      zipcode: '01310100',
    });
  });
});
