/**
 * The Mercado Pago adapter against recorded answers of `POST /v1/payments`: the exact request,
 * the outcome of each answer, the `x-signature` of its notifications (and the payment it then
 * reads), and a Mercado Pago that does not answer.
 */
import { translateKey } from '@/lib/i18n/messages';
import { createHmac } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import approved from './__fixtures__/mercadopago-approved.json';
import inProcessApproved from './__fixtures__/mercadopago-in-process-approved.json';
import inProcess from './__fixtures__/mercadopago-in-process.json';
import rejected from './__fixtures__/mercadopago-rejected.json';
import notice from './__fixtures__/mercadopago-webhook-payment.json';
import {
  createMercadoPagoGateway,
  MERCADOPAGO_BRAND_MESSAGE,
  MERCADOPAGO_DECLINE_MESSAGE,
} from './mercadopago';
import { PaymentUnavailableError, type Fetch } from './provider-http';
import type { ChargeQuery, ChargeRequest } from './types';

const ACCESS_TOKEN = 'APP_USR-0000000000000000-000000-teste';
const SECRET = 'segredo-do-webhook';
const db = {} as Db;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fetch that records each call and answers `body` with `status`. */
function provider(body: unknown, status = 201) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: Fetch = async (url, init) => {
    calls.push({ url, init });
    return Response.json(body, { status });
  };
  return { calls, fetch };
}

const gateway = (fetch: Fetch, options: { timeoutMs?: number; webhookSecret?: string } = {}) =>
  createMercadoPagoGateway({
    accessToken: ACCESS_TOKEN,
    webhookSecret: 'webhookSecret' in options ? options.webhookSecret : SECRET,
    notificationOrigin: 'https://loja.exemplo.com.br',
    fetch,
    timeoutMs: options.timeoutMs,
  });

const request = (changes: Partial<ChargeRequest['card']> = {}): ChargeRequest => ({
  tenantId: 1,
  orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
  orderNumber: 200008,
  option: 'mercadopagoCreditCard',
  group: 'creditCard',
  amountCents: 553588,
  installments: 10,
  customer: {
    name: 'Maria Cliente da Silva',
    email: 'cliente@exemplo.com.br',
    document: '529.982.247-25',
  },
  address: {
    name: 'Maria Cliente da Silva',
    document: '52998224725',
    type: 'residencial',
    phone: '11987654321',
    zipcode: '01310-100',
    street: 'Avenida Paulista',
    number: '1578',
    district: 'Bela Vista',
    city: 'São Paulo',
    region: 'SP',
  },
  card: {
    token: 'e2b9c1f0a7d34c5e8f6b0a1d2c3e4f50',
    holderDocument: '529.982.247-25',
    holderName: 'Maria C Silva',
    brand: 'VISA',
    ...changes,
  },
  idempotencyKey: 'checkout-0123456789',
  storeName: 'Loja Demo',
  today: '2026-12-02',
});

describe('Mercado Pago card payments', () => {
  test('POST /v1/payments with the token, reais, installments, brand and payer; approved', async () => {
    const mp = provider(approved);
    const result = await gateway(mp.fetch).charge(db, request());
    expect(mp.calls).toHaveLength(1);
    const [{ url, init }] = mp.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://api.mercadopago.com/v1/payments');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: `Bearer ${ACCESS_TOKEN}`,
      'Content-Type': 'application/json',
      'X-Idempotency-Key': expect.stringMatching(UUID),
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(String(init.body))).toEqual({
      transaction_amount: 5535.88,
      token: 'e2b9c1f0a7d34c5e8f6b0a1d2c3e4f50',
      description: 'Pedido 200008 - Loja Demo',
      installments: 10,
      payment_method_id: 'visa',
      payer: {
        email: 'cliente@exemplo.com.br',
        identification: { type: 'CPF', number: '52998224725' },
      },
      external_reference: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
      notification_url:
        'https://loja.exemplo.com.br/api/payments/mercadopago/webhook?source_news=webhooks',
    });
    expect(result).toEqual({
      providerReference: '1325982416',
      status: 'approved',
      details: {
        card: {
          brand: 'VISA',
          lastDigits: '5682',
          holderName: 'MARIA C SILVA',
          authorizationCode: '301299',
        },
      },
    });
  });

  test("brands by Mercado Pago's names; a CNPJ holder is identified as CNPJ", async () => {
    const mp = provider(approved);
    await gateway(mp.fetch).charge(
      db,
      request({ brand: 'MASTER', holderDocument: '11.222.333/0001-81' }),
    );
    await gateway(mp.fetch).charge(db, request({ brand: 'ELO' }));
    const bodies = mp.calls.map((c) => JSON.parse(String(c.init.body)));
    expect(bodies[0]).toMatchObject({
      payment_method_id: 'master',
      payer: { identification: { type: 'CNPJ', number: '11222333000181' } },
    });
    expect(bodies[1].payment_method_id).toBe('elo');
  });

  test('rejected says why in Portuguese (a default for an unlisted reason); in_process is in review', async () => {
    const declined = await gateway(provider(rejected).fetch).charge(db, request());
    expect(declined).toMatchObject({ providerReference: '1325982470', status: 'declined' });
    // Stored as a messages/ key, read in the reader's language (lib/server/payments/view.ts).
    expect(translateKey('pt', declined.details.message!)).toBe('Saldo insuficiente.');
    const other = { ...rejected, status_detail: 'cc_rejected_some_new_reason' };
    expect((await gateway(provider(other).fetch).charge(db, request())).details.message).toBe(
      MERCADOPAGO_DECLINE_MESSAGE,
    );
    const review = await gateway(provider(inProcess).fetch).charge(db, request());
    expect(review).toMatchObject({ providerReference: '1325982503', status: 'review' });
    expect(translateKey('pt', review.details.message!)).toMatch(/análise/);
    const pending = { ...inProcess, status: 'pending', status_detail: 'pending_waiting_payment' };
    expect((await gateway(provider(pending).fetch).charge(db, request())).status).toBe('pending');
  });

  test('a brand Mercado Pago does not take is declined without asking it', async () => {
    const mp = provider(approved);
    for (const brand of ['JCB', undefined])
      expect(await gateway(mp.fetch).charge(db, request({ brand }))).toMatchObject({
        status: 'declined',
        details: { message: MERCADOPAGO_BRAND_MESSAGE },
      });
    expect(mp.calls).toHaveLength(0);
  });

  test('a resubmit sends the same idempotency key; another card token, another key', async () => {
    const mp = provider(approved);
    await gateway(mp.fetch).charge(db, request());
    await gateway(mp.fetch).charge(db, request());
    await gateway(mp.fetch).charge(db, request({ token: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' }));
    const keys = mp.calls.map(
      (c) => (c.init.headers as Record<string, string>)['X-Idempotency-Key'],
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('out of reach (5xx, network, timeout): the message the checkout shows', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = async (promise: Promise<unknown>) => {
      const thrown = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(PaymentUnavailableError);
      expect(translateKey('pt', (thrown as Error).message)).toBe(
        'Não foi possível falar com o meio de pagamento. Tente novamente.',
      );
    };
    await refusal(
      gateway(provider({ message: 'internal_error' }, 500).fetch).charge(db, request()),
    );
    const offline: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await refusal(gateway(offline).charge(db, request()));
    const hanging: Fetch = (_url, init) =>
      // Settles only when the adapter's own timeout aborts it.
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    await refusal(gateway(hanging, { timeoutMs: 30 }).charge(db, request()));
    error.mockRestore();
  }, 2_000);
});

describe('Mercado Pago notifications', () => {
  const body = JSON.stringify(notice);
  const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const TS = '1764680700';
  /** Signed as Mercado Pago's documentation lays the manifest out. */
  const signature = (dataId: string, secret = SECRET) =>
    `ts=${TS},v1=${createHmac('sha256', secret)
      .update(`id:${dataId};request-id:${REQUEST_ID};ts:${TS};`)
      .digest('hex')}`;
  const headers = (xSignature: string | null) =>
    new Headers({
      'x-request-id': REQUEST_ID,
      ...(xSignature === null ? {} : { 'x-signature': xSignature }),
    });

  test("a signed notice: the payment's state is read from the API and becomes the event", async () => {
    const mp = provider(inProcessApproved, 200);
    const event = await gateway(mp.fetch).parseWebhook(body, headers(signature('1325982503')));
    expect(mp.calls).toHaveLength(1);
    expect(mp.calls[0]!.url).toBe('https://api.mercadopago.com/v1/payments/1325982503');
    expect(mp.calls[0]!.init.method).toBe('GET');
    expect(mp.calls[0]!.init.headers).toEqual({ Authorization: `Bearer ${ACCESS_TOKEN}` });
    expect(event).toEqual({
      eventId: '1325982503:approved',
      providerReference: '1325982503',
      type: 'approved',
      // Our order, as its external_reference: an event for a charge not recorded yet finds it.
      orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
    });
  });

  test('another payment id than the signed one, another secret, no signature or no secret: refused, the API not asked', async () => {
    const mp = provider(inProcessApproved, 200);
    const tampered = body.replace('1325982503', '1325982416');
    expect(
      await gateway(mp.fetch).parseWebhook(tampered, headers(signature('1325982503'))),
    ).toBeNull();
    expect(
      await gateway(mp.fetch).parseWebhook(body, headers(signature('1325982503', 'outro'))),
    ).toBeNull();
    expect(await gateway(mp.fetch).parseWebhook(body, headers(null))).toBeNull();
    expect(await gateway(mp.fetch).parseWebhook(body, headers('ts=1,v1=00'))).toBeNull();
    expect(
      await gateway(mp.fetch, { webhookSecret: undefined }).parseWebhook(
        body,
        headers(signature('1325982503')),
      ),
    ).toBeNull();
    expect(mp.calls).toHaveLength(0);
  });

  test('another topic, or a payment still pending, has nothing to apply; a refund is one', async () => {
    const order = JSON.stringify({ ...notice, type: 'merchant_order' });
    expect(
      await gateway(provider({}).fetch).parseWebhook(order, headers(signature('1325982503'))),
    ).toBe('nothing');
    const pending = { ...inProcess, status: 'pending' };
    expect(
      await gateway(provider(pending, 200).fetch).parseWebhook(
        body,
        headers(signature('1325982503')),
      ),
    ).toBe('nothing');
    const refunded = { ...approved, id: 1325982503, status: 'refunded' };
    expect(
      await gateway(provider(refunded, 200).fetch).parseWebhook(
        body,
        headers(signature('1325982503')),
      ),
    ).toEqual({
      eventId: '1325982503:refunded',
      providerReference: '1325982503',
      type: 'refunded',
      // Our order, as its external_reference: an event for a charge not recorded yet finds it.
      orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
    });
  });

  test('Mercado Pago out of reach while reading the payment: thrown, so the notice comes again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      gateway(provider({}, 503).fetch).parseWebhook(body, headers(signature('1325982503'))),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    error.mockRestore();
  });
});

describe('Mercado Pago status query (the reconciler asks what became of a charge)', () => {
  const query = (changes: Partial<ChargeQuery> = {}): ChargeQuery => ({
    orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
    idempotencyKey: 'checkout-0123456789',
    group: 'creditCard',
    amountCents: 553588,
    since: new Date('2026-12-02T13:00:00Z'),
    ...changes,
  });

  test("GET /v1/payments/search by our order's external_reference, newest first: approved", async () => {
    const mp = provider({ results: [approved] }, 200);
    const result = await gateway(mp.fetch).chargeStatus(db, query());
    expect(mp.calls).toHaveLength(1);
    const [{ url, init }] = mp.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe(
      'https://api.mercadopago.com/v1/payments/search?external_reference=Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG&sort=date_created&criteria=desc',
    );
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ Authorization: `Bearer ${ACCESS_TOKEN}` });
    expect(result).toMatchObject({
      providerReference: '1325982416',
      status: 'approved',
      installments: 10,
    });
  });

  test('rejected reads as declined; nothing, or only an earlier attempt, is null', async () => {
    expect(
      await gateway(provider({ results: [rejected] }, 200).fetch).chargeStatus(db, query()),
    ).toMatchObject({ providerReference: '1325982470', status: 'declined' });
    expect(
      await gateway(provider({ results: [] }, 200).fetch).chargeStatus(db, query()),
    ).toBeNull();
    const later = query({ since: new Date('2026-12-02T15:00:00Z') });
    expect(
      await gateway(provider({ results: [approved] }, 200).fetch).chargeStatus(db, later),
    ).toBeNull();
  });

  test('Mercado Pago out of reach: thrown, so the reconciler asks again later', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      gateway(provider({ message: 'internal' }, 500).fetch).chargeStatus(db, query()),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    error.mockRestore();
  });
});
