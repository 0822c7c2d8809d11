/**
 * Orders paid through PagBank and Mercado Pago, their APIs answered from recorded responses
 * (a stand-in for fetch, no network), and the providers' webhooks: a bad signature is 401 and
 * changes nothing, an unknown charge 404, a paid one approves the order once. A provider out of
 * reach stops the checkout with its message and places nothing.
 */
import { translateKey } from '@/lib/i18n/messages';
import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POST as mercadoPagoWebhook } from '@/app/api/payments/mercadopago/webhook/route';
import { POST as pagSeguroWebhook } from '@/app/api/payments/pagseguro/webhook/route';
import boletoOrder from '@/lib/server/payments/__fixtures__/pagseguro-boleto.json';
import webhookPaid from '@/lib/server/payments/__fixtures__/pagseguro-webhook-paid.json';
import inProcessApproved from '@/lib/server/payments/__fixtures__/mercadopago-in-process-approved.json';
import inProcess from '@/lib/server/payments/__fixtures__/mercadopago-in-process.json';
import notice from '@/lib/server/payments/__fixtures__/mercadopago-webhook-payment.json';
import { companies, orders, paymentTransactions, products } from '@/lib/server/db/schema';
import { providerGateway } from '@/lib/server/payments';
import { PaymentUnavailableError } from '@/lib/server/payments/provider-http';
import type { PaymentGateway } from '@/lib/server/payments/types';
import { createCart, getCart } from '@/lib/server/services/cart';
import { placeOrder } from '@/lib/server/services/checkout';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { newAddress, newShopperContext } from '@/test/factories';

const ENV = {
  PAGSEGURO_TOKEN: 'pagbank-token-de-teste',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste',
  MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook',
  PAYMENT_WEBHOOK_ORIGIN: 'https://loja.exemplo.com.br',
};
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, ENV);
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  await database.drop();
});

/** What the providers answer, by method and URL; every call is kept. */
type Answer = { status: number; body: unknown };
let answer: (method: string, url: string) => Answer;
const calls: { method: string; url: string }[] = [];
beforeEach(() => {
  calls.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url });
    const { status, body } = answer(method, url);
    return Response.json(body, { status });
  });
});
afterEach(() => jest.restoreAllMocks());

let people = 0;
/** A new customer (no document on file) with an address in São Paulo and a notebook in the cart. */
async function shopperWithCart() {
  const n = ++people;
  const ctx = await newShopperContext(database.db, {
    name: `Pagante ${n} Teste`,
    birthDate: '1990-01-01',
    phone: '11987654321',
  });
  const address = await newAddress(database.db, ctx);
  const cart = (
    await createCart(database.db, ctx, { items: [{ product: await notebook(), quantity: 1 }] })
  ).order.id;
  return { ctx, address: address.id, cart };
}

async function notebook(): Promise<number> {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  return row!.id;
}
const stock = async () =>
  (
    await database.db
      .select()
      .from(products)
      .where(eq(products.id, await notebook()))
  )[0]!.stock;
const orderStatus = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
const key = () =>
  `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(16, '0');

/** The process stops right after the provider charged: the checkout's phase C never runs. */
class ProcessStopped extends Error {}

const pagSeguroHook = (body: string, signature: string) =>
  call(pagSeguroWebhook, '/api/payments/pagseguro/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-authenticity-token': signature },
    body,
  });
const pagSeguroSignature = (body: string, token = ENV.PAGSEGURO_TOKEN) =>
  createHash('sha256').update(`${token}-${body}`).digest('hex');

describe(`PagBank and Mercado Pago on ${databaseKind}`, () => {
  test('a boleto through PagBank: its line on the order; the webhook approves it once', async () => {
    answer = () => ({ status: 201, body: boletoOrder });
    const { ctx, address, cart } = await shopperWithCart();
    const placed = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'billet' },
    });
    expect(calls).toEqual([{ method: 'POST', url: 'https://sandbox.api.pagseguro.com/orders' }]);
    expect(placed.order.status).toBe('pending');
    expect(placed.payment.billet).toEqual({
      line: '29090000080000000000000100007004116500000452480',
      barcode: '29091165000004524800000000000000000010000700',
      dueDate: '2026-12-04',
    });
    const [charge] = await database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, placed.order.id));
    expect(charge).toMatchObject({
      provider: 'pagseguro',
      method: 'pagseguroBillet',
      providerReference: 'ORDE_8C1B7E52-94D3-4F0A-A6B2-3E9D1C7F5A48',
    });

    const body = JSON.stringify(webhookPaid);
    // Signed with another token, or the body changed after signing: refused, nothing changes.
    for (const [sent, signature] of [
      [body, pagSeguroSignature(body, 'outro-token')],
      [body.replace('"PAID"', '"CANCELED"'), pagSeguroSignature(body)],
    ] as const) {
      const refused = await pagSeguroHook(sent, signature);
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ success: false, message: 'Assinatura inválida' });
    }
    expect(await orderStatus(placed.order.id)).toBe('pending');

    const applied = await pagSeguroHook(body, pagSeguroSignature(body));
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({ success: true, content: { outcome: 'applied' } });
    expect(await orderStatus(placed.order.id)).toBe('processing');
    const replay = await pagSeguroHook(body, pagSeguroSignature(body));
    expect(replay.json.content).toEqual({ outcome: 'duplicate' });

    // Still waiting for payment: authentic, nothing to apply.
    const waiting = JSON.stringify(boletoOrder);
    expect((await pagSeguroHook(waiting, pagSeguroSignature(waiting))).json.content).toEqual({
      outcome: 'ignored',
    });
    // An order of no charge here.
    const unknown = body.replaceAll('ORDE_8C1B7E52', 'ORDE_00000000');
    const missing = await pagSeguroHook(unknown, pagSeguroSignature(unknown));
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Cobrança desconhecida');
  });

  test('PagBank notifies a charge whose answer was never applied (the process stopped): the order is confirmed and no longer awaits it', async () => {
    const { ctx, address, cart } = await shopperWithCart();
    // PagBank's order for this cart (its own id, our order's id as its reference).
    const ours = (recorded: unknown) =>
      JSON.stringify(recorded)
        .replaceAll('ORDE_8C1B7E52', 'ORDE_5AFE0001')
        .replaceAll('CHAR_5D2E8A41', 'CHAR_5AFE0001')
        .replaceAll('Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG', cart);
    const order = JSON.parse(ours(boletoOrder)) as unknown;
    answer = (method) =>
      method === 'POST' ? { status: 201, body: order } : { status: 200, body: { orders: [order] } };
    const pagbank = providerGateway('pagseguro')!;
    const stopping: PaymentGateway = {
      ...pagbank,
      async charge(db, request) {
        await pagbank.charge(db, request);
        throw new ProcessStopped();
      },
    };
    await expect(
      placeOrder(
        database.db,
        ctx,
        { cart, idempotencyKey: key(), address, shipping: 'SEDEX', payment: { method: 'billet' } },
        new Date(),
        () => stopping,
      ),
    ).rejects.toBeInstanceOf(ProcessStopped);
    expect(await orderStatus(cart)).toBe('pending');

    calls.length = 0;
    const paid = ours(webhookPaid);
    const applied = await pagSeguroHook(paid, pagSeguroSignature(paid));
    expect(applied.json).toEqual({ success: true, content: { outcome: 'applied' } });
    // PagBank was asked for the order's charge, then the payment applied to it.
    expect(calls).toEqual([
      { method: 'GET', url: `https://sandbox.api.pagseguro.com/orders?reference_id=${cart}` },
    ]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, cart));
    expect(row).toMatchObject({ status: 'processing', chargePendingSince: null });
    const charges = await database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, cart));
    expect(charges).toEqual([
      expect.objectContaining({
        providerReference: 'ORDE_5AFE0001-94D3-4F0A-A6B2-3E9D1C7F5A48',
        status: 'approved',
      }),
    ]);
    expect((await pagSeguroHook(paid, pagSeguroSignature(paid))).json.content).toEqual({
      outcome: 'duplicate',
    });
  });

  test('PagBank out of reach: the checkout says so, the cart and the stock stay as they were', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => ({ status: 503, body: { message: 'Service Unavailable' } });
    const { ctx, address, cart } = await shopperWithCart();
    const before = await stock();
    const thrown = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'pix' },
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(PaymentUnavailableError);
    expect(thrown).toMatchObject({ status: 503 });
    // A messages/ key, which withRoute renders in the shopper's language.
    expect(translateKey('pt', (thrown as Error).message)).toBe(
      'Não foi possível falar com o meio de pagamento. Tente novamente.',
    );
    expect(calls).toHaveLength(1);
    expect(await stock()).toBe(before);
    expect(await orderStatus(cart)).toBe('new');
    expect((await getCart(database.db, ctx, { id: cart })).items).toHaveLength(1);
    error.mockRestore();
  });

  test('a card through Mercado Pago in review; its signed notice, read back from the API, approves the order', async () => {
    // The store takes cards through Mercado Pago instead of PagBank.
    const [store] = await database.db.select().from(companies).where(eq(companies.id, 1));
    await database.db
      .update(companies)
      .set({
        settings: {
          ...store!.settings,
          paymentOptions: {
            ...store!.settings.paymentOptions,
            pagseguroCreditCard: { active: false },
            mercadopagoCreditCard: { active: true },
          },
        },
      })
      .where(eq(companies.id, 1));
    answer = (method) =>
      method === 'POST'
        ? { status: 201, body: inProcess }
        : { status: 200, body: inProcessApproved };
    const { ctx, address, cart } = await shopperWithCart();
    const placed = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: {
        method: 'creditCard',
        cardToken: 'e2b9c1f0a7d34c5e8f6b0a1d2c3e4f50',
        installments: 3,
        holderDocument: '52998224725',
        cardBrand: 'MASTER',
      },
    });
    expect(calls).toEqual([{ method: 'POST', url: 'https://api.mercadopago.com/v1/payments' }]);
    expect(placed.order.status).toBe('payment_review');
    expect(placed.payment).toMatchObject({ status: 'review', card: { brand: 'MASTER' } });

    const body = JSON.stringify(notice);
    const hook = (signatureSecret: string) => {
      const ts = '1764680700';
      const v1 = createHmac('sha256', signatureSecret)
        .update(`id:${notice.data.id};request-id:req-1;ts:${ts};`)
        .digest('hex');
      return call(mercadoPagoWebhook, '/api/payments/mercadopago/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `ts=${ts},v1=${v1}`,
          'x-request-id': 'req-1',
        },
        body,
      });
    };
    calls.length = 0;
    expect((await hook('outro-segredo')).status).toBe(401);
    expect(calls).toHaveLength(0);
    expect(await orderStatus(placed.order.id)).toBe('payment_review');

    const applied = await hook(ENV.MERCADOPAGO_WEBHOOK_SECRET);
    expect(applied.json).toEqual({ success: true, content: { outcome: 'applied' } });
    expect(calls).toEqual([
      { method: 'GET', url: 'https://api.mercadopago.com/v1/payments/1325982503' },
    ]);
    expect(await orderStatus(placed.order.id)).toBe('processing');
    expect((await hook(ENV.MERCADOPAGO_WEBHOOK_SECRET)).json.content).toEqual({
      outcome: 'duplicate',
    });
  });

  test('without credentials the provider webhooks answer 404 and change nothing', async () => {
    delete process.env.PAGSEGURO_TOKEN;
    delete process.env.MERCADOPAGO_ACCESS_TOKEN;
    try {
      const body = JSON.stringify(webhookPaid);
      const res = await pagSeguroHook(body, pagSeguroSignature(body));
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Meio de pagamento não configurado');
      const mp = await call(mercadoPagoWebhook, '/api/payments/mercadopago/webhook', {
        method: 'POST',
        body: JSON.stringify(notice),
      });
      expect(mp.status).toBe(404);
    } finally {
      Object.assign(process.env, ENV);
    }
  });
});
