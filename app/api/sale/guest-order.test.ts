/** POST /sale/order/guest/view against the demo orders: both fields must match, in this store. */
import { POST as viewGuestOrder } from '@/app/api/sale/order/guest/view/route';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { RATE_POLICIES } from '@/lib/server/security/limits';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { CLIENT_ADDRESS_HEADER, sealAddress } from '@/lib/server/http/client-address.mjs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(() => forgetRateCounts());

let address = 0;
const lookUp = (body: unknown, init: { host?: string; address?: string } = {}) =>
  call(viewGuestOrder, '/api/sale/order/guest/view', {
    method: 'POST',
    host: init.host,
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: sealAddress(init.address ?? `10.1.0.${++address}`),
    },
    body: JSON.stringify(body),
  });
const notFound = { success: false, message: 'Pedido não encontrado!' };

describe(`POST /sale/order/guest/view on ${databaseKind}`, () => {
  test('order 100001 with the masked CPF: the order as bought, its status and timeline', async () => {
    const res = await lookUp({ id: '100001', customerDocument: '529.982.247-25' });
    expect(res.status).toBe(200);
    const order = res.json.content as PlacedOrder;
    expect(order).toMatchObject({
      number: 100001,
      status: 'shipped',
      destination: { city: expect.any(String), region: expect.any(String) },
      transaction: { method: 'pix' },
      history: [{ status: 'shipped', at: expect.any(String) }],
    });
    expect(order.items.length).toBeGreaterThan(0);
    const itemsTotal = order.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    expect(order.totalPrice).toBeCloseTo(itemsTotal, 2);
    expect(order.totalFinal).toBeCloseTo(
      order.totalPrice - order.totalDiscount + order.totalShipping,
      2,
    );
    expect(JSON.stringify(order)).not.toContain('cliente@exemplo.com.br');
    expect(JSON.stringify(order)).not.toContain('street');
  });

  test('the number may come as a JSON number', async () => {
    const res = await lookUp({ id: 100001, customerDocument: '529.982.247-25' });
    expect(res.status).toBe(200);
  });

  test.each([
    ['a wrong document', { id: '100001', customerDocument: '111.444.777-35' }],
    ['an unknown number', { id: '999999', customerDocument: '529.982.247-25' }],
  ])('%s → 404 Pedido não encontrado!', async (_, body) => {
    const res = await lookUp(body);
    expect(res.status).toBe(404);
    expect(res.json).toEqual(notFound);
  });

  test("another store's host does not find the demo's order", async () => {
    const res = await lookUp(
      { id: '100001', customerDocument: '529.982.247-25' },
      { host: 'outra.localhost' },
    );
    expect(res.json).toEqual(notFound);
  });

  test.each([
    [{}, { id: ['Informe o número do pedido'], customerDocument: ['Campo obrigatório'] }],
    [
      { id: '', customerDocument: '529.982' },
      {
        id: ['Informe o número do pedido'],
        customerDocument: ['CPF ou CNPJ inválido'],
      },
    ],
    [{ id: '10a', customerDocument: '529.982.247-25' }, { id: ['Valor inválido'] }],
    [
      { id: '100001', customerDocument: '5'.repeat(21) },
      { customerDocument: ['CPF ou CNPJ inválido'] },
    ],
  ])('bad input %j → 422 with the field errors', async (body, errors) => {
    const res = await lookUp(body);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ success: false, message: 'Dados inválidos', errors });
  });

  test(`after ${RATE_POLICIES.guestOrder.per.address.limit} misses from one address, 429 even for a right pair`, async () => {
    const from = '10.2.0.1';
    for (let i = 0; i < RATE_POLICIES.guestOrder.per.address.limit; i++)
      await lookUp(
        { id: String(100001 + i), customerDocument: '111.444.777-35' },
        { address: from },
      );
    const blocked = await lookUp(
      { id: '100001', customerDocument: '529.982.247-25' },
      { address: from },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Muitas consultas. Tente novamente em 15 min.');
    expect((await lookUp({ id: '100001', customerDocument: '529.982.247-25' })).status).toBe(200);
  });
});
