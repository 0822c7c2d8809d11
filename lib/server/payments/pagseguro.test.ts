/**
 * The PagBank adapter against recorded Orders API answers: the exact request it sends for Pix,
 * boleto and card, what it makes of each answer, the notifications' signature, and a PagBank
 * that does not answer.
 */
import { translateKey } from '@/lib/i18n/messages';
import { createHash } from 'node:crypto';
import { isValidLine } from '@/lib/domain/payments/boleto';
import { isValidPixPayload } from '@/lib/domain/payments/pix';
import type { Db } from '@/lib/server/db/client';
import boletoOrder from './__fixtures__/pagseguro-boleto.json';
import cardDeclined from './__fixtures__/pagseguro-card-declined.json';
import cardPaid from './__fixtures__/pagseguro-card-paid.json';
import pixOrder from './__fixtures__/pagseguro-pix.json';
import webhookPaid from './__fixtures__/pagseguro-webhook-paid.json';
import webhookRefunded from './__fixtures__/pagseguro-webhook-refunded.json';
import { createPagSeguroGateway, PAGSEGURO_CARD_REFUSED_MESSAGE } from './pagseguro';
import { PaymentUnavailableError, type Fetch } from './provider-http';
import type { ChargeQuery, ChargeRequest } from './types';

const TOKEN = 'pagbank-token-de-teste';
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

const gateway = (fetch: Fetch, timeoutMs?: number) =>
  createPagSeguroGateway({
    token: TOKEN,
    baseUrl: 'https://sandbox.api.pagseguro.com/',
    notificationOrigin: 'https://loja.exemplo.com.br',
    fetch,
    timeoutMs,
    // 10:00 in São Paulo.
    now: () => new Date('2026-12-02T13:00:00Z'),
  });

const request = (changes: Partial<ChargeRequest> = {}): ChargeRequest => ({
  tenantId: 1,
  orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
  orderNumber: 200007,
  option: 'pagseguroBillet',
  group: 'billet',
  amountCents: 452480,
  installments: 1,
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
    complement: 'Apto 42',
    district: 'Bela Vista',
    city: 'São Paulo',
    region: 'SP',
  },
  idempotencyKey: 'checkout-0123456789',
  storeName: 'Loja Demo',
  today: '2026-12-02',
  ...changes,
});

const cardRequest = (changes: Partial<ChargeRequest> = {}) =>
  request({
    option: 'pagseguroCreditCard',
    group: 'creditCard',
    amountCents: 553588,
    installments: 10,
    card: {
      token: 'ENCRYPTED-CARD-BLOB==',
      holderDocument: '529.982.247-25',
      holderName: 'Maria C Silva',
      brand: 'VISA',
    },
    ...changes,
  });

const sentBody = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

const customerAndItems = (amount: number) => ({
  reference_id: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
  customer: {
    name: 'Maria Cliente da Silva',
    email: 'cliente@exemplo.com.br',
    tax_id: '52998224725',
  },
  items: [{ reference_id: '200007', name: 'Pedido 200007', quantity: 1, unit_amount: amount }],
  notification_urls: ['https://loja.exemplo.com.br/api/payments/pagseguro/webhook'],
});

describe('PagBank charges', () => {
  test('Pix: POST /orders with a QR code for the amount, expiring in 30 minutes; the BR Code back', async () => {
    const pagbank = provider(pixOrder);
    const result = await gateway(pagbank.fetch).charge(
      db,
      request({ option: 'pagseguroQrCode', group: 'pix', amountCents: 449990 }),
    );
    expect(pagbank.calls).toHaveLength(1);
    const [{ url, init }] = pagbank.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://sandbox.api.pagseguro.com/orders');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Authorization: `Bearer ${TOKEN}`,
      'Content-Type': 'application/json',
      'x-idempotency-key': expect.stringMatching(UUID),
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(sentBody(init)).toEqual({
      ...customerAndItems(449990),
      qr_codes: [{ amount: { value: 449990 }, expiration_date: '2026-12-02T10:30:00-03:00' }],
    });
    expect(result).toEqual({
      providerReference: 'ORDE_2F0C8D4E-1A30-4B6E-9C1D-7A5E3B2F9D10',
      status: 'pending',
      details: {
        pix: { payload: pixOrder.qr_codes[0]!.text, expiresAt: '2026-12-02T13:30:00.000Z' },
      },
    });
    expect(isValidPixPayload(result.details.pix!.payload)).toBe(true);
  });

  test('boleto: one BOLETO charge due in 2 business days, with the payer and address; the line back', async () => {
    const pagbank = provider(boletoOrder);
    const result = await gateway(pagbank.fetch).charge(db, request());
    expect(sentBody(pagbank.calls[0]!.init)).toEqual({
      ...customerAndItems(452480),
      charges: [
        {
          reference_id: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
          description: 'Pedido 200007 - Loja Demo',
          amount: { value: 452480, currency: 'BRL' },
          payment_method: {
            type: 'BOLETO',
            boleto: {
              due_date: '2026-12-04',
              instruction_lines: {
                line_1: 'Pedido 200007 - Loja Demo',
                line_2: 'Não receber após o vencimento.',
              },
              holder: {
                name: 'Maria Cliente da Silva',
                tax_id: '52998224725',
                email: 'cliente@exemplo.com.br',
                address: {
                  street: 'Avenida Paulista',
                  number: '1578',
                  complement: 'Apto 42',
                  locality: 'Bela Vista',
                  city: 'São Paulo',
                  region: 'São Paulo',
                  region_code: 'SP',
                  country: 'Brasil',
                  postal_code: '01310100',
                },
              },
            },
          },
        },
      ],
    });
    expect(result).toEqual({
      providerReference: 'ORDE_8C1B7E52-94D3-4F0A-A6B2-3E9D1C7F5A48',
      status: 'pending',
      details: {
        billet: {
          line: '29090000080000000000000100007004116500000452480',
          barcode: '29091165000004524800000000000000000010000700',
          dueDate: '2026-12-04',
        },
      },
    });
    expect(isValidLine(result.details.billet!.line)).toBe(true);
  });

  test("a company's boleto (a portal order) carries its CNPJ, the alphanumeric one with its letters", async () => {
    const pagbank = provider(boletoOrder);
    await gateway(pagbank.fetch).charge(
      db,
      request({
        customer: {
          name: 'Acme Filial Recife',
          email: 'compras@acme.com.br',
          document: '12.ABC.345/01DE-35',
        },
      }),
    );
    const body = sentBody(pagbank.calls[0]!.init) as {
      customer: { tax_id: string };
      charges: { payment_method: { boleto: { holder: { tax_id: string } } } }[];
    };
    expect(body.customer.tax_id).toBe('12ABC34501DE35');
    expect(body.charges[0]!.payment_method.boleto.holder.tax_id).toBe('12ABC34501DE35');
  });

  test('card: the encrypted card, installments and holder; PAID is approved with its brand and last digits', async () => {
    const pagbank = provider(cardPaid);
    const result = await gateway(pagbank.fetch).charge(db, cardRequest());
    const body = sentBody(pagbank.calls[0]!.init) as { charges: unknown[] };
    expect(body.charges).toEqual([
      {
        reference_id: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
        description: 'Pedido 200007 - Loja Demo',
        amount: { value: 553588, currency: 'BRL' },
        payment_method: {
          type: 'CREDIT_CARD',
          installments: 10,
          capture: true,
          card: {
            encrypted: 'ENCRYPTED-CARD-BLOB==',
            store: false,
            holder: { name: 'Maria C Silva', tax_id: '52998224725' },
          },
        },
      },
    ]);
    expect(result).toEqual({
      providerReference: 'ORDE_4A7D2C19-E83B-4F56-91C0-B5D8E2A6F317',
      status: 'approved',
      details: {
        card: {
          brand: 'VISA',
          lastDigits: '1111',
          holderName: 'Maria C Silva',
          authorizationCode: '145803',
        },
      },
    });
  });

  test("card: DECLINED with PagBank's message, IN_ANALYSIS in review, WAITING pending, AUTHORIZED approved", async () => {
    const declined = await gateway(provider(cardDeclined).fetch).charge(db, cardRequest());
    expect(declined).toMatchObject({
      providerReference: 'ORDE_7B0E5F93-1D46-4A2C-8E7B-C3F9A1D5E860',
      status: 'declined',
      details: {
        card: { brand: 'VISA', lastDigits: '0002' },
        message: 'NAO AUTORIZADA PELO EMISSOR DO CARTAO',
      },
    });
    const withStatus = (status: string) => {
      const answer = structuredClone(cardPaid);
      answer.charges[0]!.status = status;
      return gateway(provider(answer).fetch).charge(db, cardRequest());
    };
    expect((await withStatus('IN_ANALYSIS')).status).toBe('review');
    // Stored as a messages/ key, read in the reader's language (lib/server/payments/view.ts).
    expect(translateKey('pt', (await withStatus('IN_ANALYSIS')).details.message!)).toMatch(
      /análise/,
    );
    expect((await withStatus('WAITING')).status).toBe('pending');
    expect((await withStatus('AUTHORIZED')).status).toBe('approved');
    expect((await withStatus('CANCELED')).status).toBe('declined');
  });

  test('a resubmit sends the same idempotency key; another card token, another key', async () => {
    const pagbank = provider(cardPaid);
    const g = gateway(pagbank.fetch);
    await g.charge(db, cardRequest());
    await g.charge(db, cardRequest());
    await g.charge(
      db,
      cardRequest({ card: { token: 'OTHER-BLOB==', holderDocument: '52998224725' } }),
    );
    const keys = pagbank.calls.map(
      (c) => (c.init.headers as Record<string, string>)['x-idempotency-key'],
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a 4xx about the data is a decline the shopper can act on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusal = {
      error_messages: [
        {
          code: '40002',
          description: 'invalid_parameter',
          parameter_name: 'charges[0].payment_method.card.encrypted',
        },
      ],
    };
    const result = await gateway(provider(refusal, 400).fetch).charge(db, cardRequest());
    expect(result).toMatchObject({
      status: 'declined',
      details: { message: PAGSEGURO_CARD_REFUSED_MESSAGE },
    });
    warn.mockRestore();
  });
});

describe('PagBank out of reach', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  const refusal = async (promise: Promise<unknown>) => {
    const thrown = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(PaymentUnavailableError);
    expect(translateKey('pt', (thrown as Error).message)).toBe(
      'Não foi possível falar com o meio de pagamento. Tente novamente.',
    );
    expect((thrown as PaymentUnavailableError).status).toBe(503);
    return (thrown as PaymentUnavailableError).answered;
  };

  test('a 5xx, a refused token or a network failure throws the message the checkout shows', async () => {
    // PagBank answered that it took nothing: nothing was charged.
    expect(
      await refusal(gateway(provider({ message: 'Bad Gateway' }, 502).fetch).charge(db, request())),
    ).toBe(true);
    expect(
      await refusal(gateway(provider({ error_messages: [] }, 401).fetch).charge(db, request())),
    ).toBe(true);
    const offline: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    // No answer: the charge may have happened.
    expect(await refusal(gateway(offline).charge(db, request()))).toBe(false);
  });

  test('no answer within the timeout throws too', async () => {
    const hanging: Fetch = (_url, init) =>
      // Settles only when the adapter's own timeout aborts it.
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    expect(await refusal(gateway(hanging, 30).charge(db, request()))).toBe(false);
  }, 2_000);
});

describe('PagBank status query (the reconciler asks what became of a charge)', () => {
  const query = (changes: Partial<ChargeQuery> = {}): ChargeQuery => ({
    orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
    idempotencyKey: 'checkout-0123456789',
    group: 'creditCard',
    amountCents: 553588,
    // The reservation, a second before the recorded order was created.
    since: new Date('2026-12-02T12:59:59Z'),
    ...changes,
  });

  test("GET /orders by our order's reference: a paid card is approved, with its installments", async () => {
    const pagbank = provider({ orders: [cardPaid] }, 200);
    const result = await gateway(pagbank.fetch).chargeStatus(db, query());
    expect(pagbank.calls).toHaveLength(1);
    const [{ url, init }] = pagbank.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe(
      'https://sandbox.api.pagseguro.com/orders?reference_id=Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
    );
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect(result).toEqual({
      providerReference: 'ORDE_4A7D2C19-E83B-4F56-91C0-B5D8E2A6F317',
      status: 'approved',
      installments: 10,
      details: {
        card: {
          brand: 'VISA',
          lastDigits: '1111',
          holderName: 'Maria C Silva',
          authorizationCode: '145803',
        },
      },
    });
  });

  test('a declined card reads as declined; a Pix order as pending with its code', async () => {
    const declined = await gateway(provider({ orders: [cardDeclined] }, 200).fetch).chargeStatus(
      db,
      query(),
    );
    expect(declined).toMatchObject({ status: 'declined' });
    const pix = await gateway(provider({ orders: [pixOrder] }, 200).fetch).chargeStatus(
      db,
      query({ group: 'pix' }),
    );
    expect(pix).toMatchObject({
      providerReference: 'ORDE_2F0C8D4E-1A30-4B6E-9C1D-7A5E3B2F9D10',
      status: 'pending',
    });
    expect(isValidPixPayload(pix!.details.pix!.payload)).toBe(true);
  });

  test('no order of this attempt (none, 404, or only an earlier attempt of the order): null', async () => {
    expect(await gateway(provider({ orders: [] }, 200).fetch).chargeStatus(db, query())).toBeNull();
    expect(
      await gateway(provider({ error_messages: [] }, 404).fetch).chargeStatus(db, query()),
    ).toBeNull();
    // The cart was given back after this order and placed again an hour later.
    const later = query({ since: new Date('2026-12-02T14:00:00Z') });
    expect(
      await gateway(provider({ orders: [cardPaid] }, 200).fetch).chargeStatus(db, later),
    ).toBeNull();
  });

  test('PagBank out of reach: thrown, so the reconciler asks again later', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      gateway(provider({ message: 'Bad Gateway' }, 502).fetch).chargeStatus(db, query()),
    ).rejects.toBeInstanceOf(PaymentUnavailableError);
    error.mockRestore();
  });
});

describe('PagBank notifications', () => {
  const sign = (body: string, token = TOKEN) =>
    createHash('sha256').update(`${token}-${body}`).digest('hex');
  const headers = (signature: string) => new Headers({ 'x-authenticity-token': signature });
  const parse = (body: string, signature: string) =>
    gateway(provider({}).fetch).parseWebhook(body, headers(signature));

  test("a signed order whose charge was paid is an approval of that order's charge (and names our order)", async () => {
    const body = JSON.stringify(webhookPaid);
    expect(await parse(body, sign(body))).toEqual({
      eventId: 'CHAR_5D2E8A41-7B3C-4E96-8F1A-0C6B9D2E4F73:approved',
      providerReference: 'ORDE_8C1B7E52-94D3-4F0A-A6B2-3E9D1C7F5A48',
      type: 'approved',
      orderId: 'Xb3kQ9vT1mZr8LpA2sWc6NdE4yHf7JuG',
    });
    const refunded = JSON.stringify(webhookRefunded);
    expect(await parse(refunded, sign(refunded))).toMatchObject({ type: 'refunded' });
  });

  test('a tampered body, another token or no signature is refused', async () => {
    const body = JSON.stringify(webhookPaid);
    const tampered = body.replace('"paid":452480', '"paid":1');
    expect(tampered).not.toBe(body);
    expect(await parse(tampered, sign(body))).toBeNull();
    expect(await parse(body, sign(body, 'outro-token'))).toBeNull();
    expect(await parse(body, '')).toBeNull();
    expect(await parse('não é json', sign('não é json'))).toBeNull();
  });

  test('a boleto still waiting, or a Pix order not yet paid, has nothing to apply', async () => {
    const waiting = JSON.stringify(boletoOrder);
    expect(await parse(waiting, sign(waiting))).toBe('nothing');
    const pix = JSON.stringify(pixOrder);
    expect(await parse(pix, sign(pix))).toBe('nothing');
  });
});
