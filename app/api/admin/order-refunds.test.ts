/**
 * A refund from the back-office (issue 28 item 2): the money goes back at the provider first,
 * outside any transaction, and only then the order moves; a refusal or an unconfirmed refund
 * changes nothing; a second ask is the same refund. The PagBank and Mercado Pago adapters against
 * recorded answers.
 */
import { and, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/admin/orders/[number]/[action]/route';
import { orders, paymentTransactions, products, sandboxCharges } from '@/lib/server/db/schema';
import { createMercadoPagoGateway } from '@/lib/server/payments/mercadopago';
import { createPagSeguroGateway } from '@/lib/server/payments/pagseguro';
import type { Fetch } from '@/lib/server/payments/provider-http';
import { tokenizeSandboxCard } from '@/lib/server/payments/sandbox';
import type { PaymentGateway, RefundResult } from '@/lib/server/payments/types';
import { changeAdminOrder } from '@/lib/server/services/admin-orders';
import { createCart } from '@/lib/server/services/cart';
import { placeOrder } from '@/lib/server/services/checkout';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { newAddress, newShopperContext } from '@/test/factories';
import { call } from '@/test/http';
import { refusal } from '@/test/refusal';
import { backOfficeCallers, keyContext } from '@/test/sessions';
import cardPaid from '@/lib/server/payments/__fixtures__/pagseguro-card-paid.json';

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

let people = 0;
/** A shopper's order of the SSD, paid by card (approved) or by Pix (pending). */
async function paidOrder(method: 'card' | 'pix') {
  people += 1;
  const ctx = await newShopperContext(database.db, {
    name: `Reembolso ${people} Teste`,
    birthDate: '1990-01-01',
    phone: '11987654321',
  });
  const address = (await newAddress(database.db, ctx)).id;
  const [notebook] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  const product = notebook!.id;
  const cart = (await createCart(database.db, ctx, { items: [{ product, quantity: 1 }] })).order.id;
  const payment =
    method === 'pix'
      ? { method: 'pix' as const }
      : {
          method: 'creditCard' as const,
          cardToken: (await tokenizeSandboxCard(database.db, {
            number: '4111111111111111',
            holderName: 'Maria Teste',
          }))!.token,
          installments: 1,
          holderDocument: '52998224725',
        };
  const placed = await placeOrder(database.db, ctx, {
    cart,
    idempotencyKey: `refund-test-${people}`.padEnd(16, '0'),
    address,
    shipping: 'SEDEX',
    payment,
  });
  return placed.order;
}

const refund = (number: number) =>
  call(act as never, `/api/admin/orders/${number}/refund`, {
    method: 'POST',
    headers: {
      ...callers.orders!,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    body: '{}',
    params: { number: String(number), action: 'refund' },
  });

async function chargeOf(number: number) {
  const [row] = await database.db
    .select({
      status: paymentTransactions.status,
      reference: paymentTransactions.providerReference,
      order: orders.status,
    })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.id, paymentTransactions.orderId))
    .where(and(eq(orders.tenantId, 1), eq(orders.number, number)));
  return row!;
}

/** The orders area's refund of an order, through the gateways `gatewayOf` gives. */
const refundThrough = (number: number, gatewayOf: () => PaymentGateway | null) =>
  changeAdminOrder(database.db, keyContext(1, ['orders']), { number, action: 'refund' }, gatewayOf);

/** A gateway that answers every refund with `result` and counts the asks. */
function stub(result: RefundResult) {
  const asked: string[] = [];
  const gateway = {
    provider: 'sandbox',
    refund: async (_db: unknown, request: { idempotencyKey: string }) => {
      asked.push(request.idempotencyKey);
      return result;
    },
  } as unknown as PaymentGateway;
  return { asked, gatewayOf: () => gateway };
}

describe(`refunds through the provider, on ${databaseKind}`, () => {
  test('a card order: the sandbox gives the money back, then the order and its charge are refunded', async () => {
    const order = await paidOrder('card');
    expect(order.status).toBe('processing');
    const res = await refund(order.number);
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ status: 'refunded', statusLabel: 'Reembolsado' });
    const charge = await chargeOf(order.number);
    expect(charge).toMatchObject({ status: 'refunded', order: 'refunded' });
    const [kept] = await database.db
      .select({ refundedAt: sandboxCharges.refundedAt })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.providerReference, charge.reference));
    expect(kept!.refundedAt).toBeInstanceOf(Date);
    // Asked again: the rules refuse it before any provider is asked.
    const again = await refund(order.number);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'Não é possível reembolsar um pedido com situação Reembolsado.',
    );
  });

  test('a pending Pix order is not refunded, and no provider is asked', async () => {
    const order = await paidOrder('pix');
    const { asked, gatewayOf } = stub({ status: 'refunded' });
    const answer = await refusal(refundThrough(order.number, gatewayOf));
    expect(answer).toMatchObject({
      status: 409,
      message: 'Não é possível reembolsar um pedido com situação Pendente.',
    });
    expect(asked).toEqual([]);
  });

  test('refused, not confirmed yet, or a provider not configured: 4xx/5xx with the reason, nothing changes', async () => {
    const order = await paidOrder('card');
    const cases: [() => PaymentGateway | null, number, string][] = [
      [
        stub({ status: 'refused', message: 'paymentAnswers.refundRefused' }).gatewayOf,
        409,
        'O provedor recusou o reembolso. Veja o pagamento no painel do provedor.',
      ],
      [
        stub({ status: 'pending' }).gatewayOf,
        409,
        'O provedor recebeu o pedido de reembolso e ainda não o confirmou; o pedido muda quando ele confirmar.',
      ],
      [
        () => null,
        503,
        'O provedor deste pagamento não está configurado; o reembolso não pode ser feito agora.',
      ],
    ];
    for (const [gatewayOf, status, message] of cases) {
      const answer = await refusal(refundThrough(order.number, gatewayOf));
      expect(answer).toMatchObject({ status, message });
      expect(await chargeOf(order.number)).toMatchObject({
        status: 'approved',
        order: 'processing',
      });
    }
    // The same order asks with the same key, whatever the try.
    const first = stub({ status: 'pending' });
    await refusal(refundThrough(order.number, first.gatewayOf));
    await refusal(refundThrough(order.number, first.gatewayOf));
    expect(new Set(first.asked).size).toBe(1);
  });
});

describe('the providers’ refund calls', () => {
  const request = {
    orderId: 'ord_1',
    providerReference: cardPaid.id,
    amountCents: 599900,
    idempotencyKey: '0b9c2a55-1f3e-4a8b-9c7d-2e4f6a8b0c1d',
  };
  const recorder = (answers: [unknown, number][]) => {
    const calls: { url: string; method?: string; body?: unknown; key?: string }[] = [];
    const fetch: Fetch = async (url, init) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        url,
        method: init.method,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        key: headers['x-idempotency-key'] ?? headers['X-Idempotency-Key'],
      });
      const [body, status] = answers.shift()!;
      return Response.json(body, { status });
    };
    return { calls, fetch };
  };

  test('PagBank: the paid charge of the order is canceled for its amount', async () => {
    const charge = cardPaid.charges[0]!;
    const { calls, fetch } = recorder([
      [cardPaid, 200],
      [{ ...charge, status: 'CANCELED' }, 201],
    ]);
    const pagbank = createPagSeguroGateway({ token: 't', baseUrl: 'https://pagbank.test', fetch });
    expect(await pagbank.refund({} as never, request)).toEqual({ status: 'refunded' });
    expect(calls).toEqual([
      {
        url: `https://pagbank.test/orders/${cardPaid.id}`,
        method: 'GET',
        body: undefined,
        key: undefined,
      },
      {
        url: `https://pagbank.test/charges/${charge.id}/cancel`,
        method: 'POST',
        body: { amount: { value: 599900 } },
        key: request.idempotencyKey,
      },
    ]);
    const refused = recorder([
      [cardPaid, 200],
      [{ error_messages: [{ code: '40002', description: 'invalid_parameter' }] }, 400],
    ]);
    expect(
      await createPagSeguroGateway({
        token: 't',
        baseUrl: 'https://pagbank.test',
        fetch: refused.fetch,
      }).refund({} as never, request),
    ).toEqual({ status: 'refused', message: 'paymentAnswers.refundRefused' });
  });

  test('Mercado Pago: a refund of the payment for its amount in reais', async () => {
    const done = recorder([[{ id: 99, status: 'approved', amount: 5999 }, 201]]);
    const mp = (fetch: Fetch) =>
      createMercadoPagoGateway({ accessToken: 'a', baseUrl: 'https://mp.test', fetch });
    expect(
      await mp(done.fetch).refund({} as never, { ...request, providerReference: '123' }),
    ).toEqual({
      status: 'refunded',
    });
    expect(done.calls).toEqual([
      {
        url: 'https://mp.test/v1/payments/123/refunds',
        method: 'POST',
        body: { amount: 5999 },
        key: request.idempotencyKey,
      },
    ]);
    const waiting = recorder([[{ id: 99, status: 'in_process' }, 201]]);
    expect(
      await mp(waiting.fetch).refund({} as never, { ...request, providerReference: '123' }),
    ).toEqual({
      status: 'pending',
    });
  });
});
