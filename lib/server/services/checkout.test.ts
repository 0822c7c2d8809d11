/**
 * Placing orders (issue 6): the conditional stock decrement under 50 concurrent checkouts, the
 * idempotency key, a declined card that leaves the cart as it was, and provider webhooks applied
 * once.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { isValidCpf } from '@/lib/domain/documents';
import {
  customers,
  orders,
  outboxEmails,
  paymentTransactions,
  products,
} from '@/lib/server/db/schema';
import {
  sandboxGateway,
  signSandboxBody,
  tokenizeSandboxCard,
} from '@/lib/server/payments/sandbox';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { changeCart, createCart, getCart } from './cart';
import { checkoutQuote, placeOrder, PaymentDeclinedError } from './checkout';
import type { ServiceContext } from './context';
import { applyPaymentEvent } from './payment-events';
import { customerOrder, lookUpGuestOrder } from './placed-orders';
import { isValidPixPayload } from '@/lib/domain/payments/pix';
import type { PaymentEvent } from '@/lib/server/payments/types';
import { refusal } from '@/test/refusal';
import { newAddress, newShopperContext } from '@/test/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

let people = 0;
/** A new customer of the demo store with an address in São Paulo (SEDEX serves it). */
async function shopper(): Promise<{ ctx: ServiceContext; address: number }> {
  const n = ++people;
  const ctx = await newShopperContext(database.db, {
    name: `Comprador ${n} Teste`,
    birthDate: '1990-01-01',
    phone: '11987654321',
  });
  const address = await newAddress(database.db, ctx);
  return { ctx, address: address.id };
}

async function productId(url: string) {
  const [row] = await database.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, url)));
  return row!;
}

async function cartOf(ctx: ServiceContext, url: string, quantity = 1) {
  const { id } = await productId(url);
  return (await createCart(database.db, ctx, { items: [{ product: id, quantity }] })).order.id;
}

/** The sandbox's token for a test card, as the browser gets it on the sandbox's origin. */
const testCard = async (number: string) =>
  (await tokenizeSandboxCard(database.db, { number, holderName: 'Maria Teste' }))!.token;

const key = () =>
  `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(16, '0');

describe(`placing orders on ${databaseKind}`, () => {
  test('50 concurrent checkouts of ssd-demo-1tb (stock 5): exactly 5 orders, stock 0', async () => {
    const before = await productId('ssd-demo-1tb');
    expect(before.stock).toBe(5);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const carts = await Promise.all(buyers.map((b) => cartOf(b.ctx, 'ssd-demo-1tb')));
    const results = await Promise.allSettled(
      buyers.map((b, i) =>
        placeOrder(database.db, b.ctx, {
          cart: carts[i]!,
          idempotencyKey: key(),
          address: b.address,
          shipping: 'SEDEX',
          payment: { method: 'pix' },
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed).toHaveLength(5);
    for (const r of refused)
      expect((await refusal(Promise.reject((r as PromiseRejectedResult).reason))).message).toBe(
        'O produto SSD Demo 1TB está esgotado.',
      );
    expect((await productId('ssd-demo-1tb')).stock).toBe(0);
    // The refused carts are still carts, with their line.
    const stillCarts = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, 1), eq(orders.status, 'new')));
    const ids = new Set(stillCarts.map((c) => c.id));
    expect(carts.filter((c) => ids.has(c))).toHaveLength(45);
  }, 120_000);

  test('the same idempotency key answers the same order; the Pix code is valid for the cash total', async () => {
    const { ctx, address } = await shopper();
    const cart = await cartOf(ctx, 'notebook-demo-pro-15');
    const body = {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'pix' as const },
    };
    const [a, b] = await Promise.all([
      placeOrder(database.db, ctx, body),
      placeOrder(database.db, ctx, body),
    ]);
    expect(b.order.number).toBe(a.order.number);
    // A later retry (the answer was lost) gets the same order too.
    expect((await placeOrder(database.db, ctx, body)).order.number).toBe(a.order.number);
    expect(a.order.status).toBe('pending');
    expect(a.payment.method).toBe('pix');
    expect(isValidPixPayload(a.payment.pix!.payload)).toBe(true);
    expect(a.payment.amount).toBe(a.order.totalFinal);
    const charges = await database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, a.order.id));
    expect(charges).toHaveLength(1);
  });

  test('the review quotes what the order is charged: Pix at the cash total, a card per installment count', async () => {
    const { ctx, address } = await shopper();
    const cart = await cartOf(ctx, 'notebook-demo-pro-15', 2);
    const quote = await checkoutQuote(database.db, ctx, { cart, address });
    expect(quote.shippingOptions.map((o) => o.method)).toContain('SEDEX');
    // Without a choice the cheapest delivery is priced in.
    expect(quote.shipping!.total).toBe(Math.min(...quote.shippingOptions.map((o) => o.total)));
    const sedex = await checkoutQuote(database.db, ctx, { cart, address, shipping: 'SEDEX' });
    expect(sedex.shipping!.method).toBe('SEDEX');
    expect(sedex.total).toBeCloseTo(sedex.subtotal - sedex.discount + sedex.shippingTotal, 2);
    expect(sedex.cash.total).toBeLessThan(sedex.total);
    expect(sedex.installments).toHaveLength(21);
    const tenth = sedex.installments.find((i) => i.count === 10)!;

    const cardToken = await testCard('5555 5555 5555 4444');
    const byCard = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'creditCard', cardToken, installments: 10, holderDocument: '52998224725' },
    });
    expect(byCard.payment.amount).toBe(tenth.total);
    expect(byCard.order.totalFinal).toBe(tenth.total);
    // The cart is an order now: no more quotes for it.
    expect((await refusal(checkoutQuote(database.db, ctx, { cart, address }))).message).toBe(
      'O seu carrinho expirou.',
    );

    const other = await shopper();
    const pixCart = await cartOf(other.ctx, 'notebook-demo-pro-15', 2);
    const pixQuote = await checkoutQuote(database.db, other.ctx, {
      cart: pixCart,
      address: other.address,
      shipping: 'SEDEX',
    });
    const byPix = await placeOrder(database.db, other.ctx, {
      cart: pixCart,
      idempotencyKey: key(),
      address: other.address,
      shipping: 'SEDEX',
      payment: { method: 'pix' },
    });
    expect(byPix.payment.amount).toBe(pixQuote.cash.total);
    // The order shows the list prices and the Pix saving as its own discount line.
    expect(byPix.order.totalPrice).toBe(pixQuote.subtotal);
    expect(byPix.order.totalDiscount).toBe(0);
    expect(byPix.order.cashDiscount).toBeCloseTo(pixQuote.subtotal - pixQuote.cash.subtotal, 2);
    expect(
      byPix.order.totalPrice - byPix.order.cashDiscount + byPix.order.totalShipping,
    ).toBeCloseTo(byPix.order.totalFinal, 2);
    // Someone else's cart is not quoted.
    await expect(checkoutQuote(database.db, ctx, { cart: pixCart, address })).rejects.toThrow();
  });

  test("an affiliate's link credits the order; an unknown id or a non-affiliate is left out", async () => {
    const [ana] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, 1), eq(customers.email, 'afiliado@exemplo.com.br')));
    const [maria] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, 1), eq(customers.email, 'cliente@exemplo.com.br')));
    const creditedWith = async (affiliateId: string) => {
      const { ctx, address } = await shopper();
      const cart = await cartOf(ctx, 'notebook-demo-pro-15');
      const placed = await placeOrder(database.db, ctx, {
        cart,
        idempotencyKey: key(),
        address,
        shipping: 'SEDEX',
        payment: { method: 'pix' },
        affiliateId,
      });
      const [row] = await database.db
        .select({ affiliateId: orders.affiliateId })
        .from(orders)
        .where(eq(orders.id, placed.order.id));
      return row!.affiliateId;
    };
    expect(await creditedWith(String(ana!.id))).toBe(String(ana!.id));
    expect(await creditedWith(String(maria!.id))).toBeNull();
    expect(await creditedWith('999999')).toBeNull();
  });

  test('a declined card places nothing: the cart, its lines and the stock stay as they were', async () => {
    const { ctx, address } = await shopper();
    const cart = await cartOf(ctx, 'notebook-demo-pro-15');
    const stock = (await productId('notebook-demo-pro-15')).stock;
    const cardToken = await testCard('4000 0000 0000 0002');
    await expect(
      placeOrder(database.db, ctx, {
        cart,
        idempotencyKey: key(),
        address,
        shipping: 'SEDEX',
        payment: {
          method: 'creditCard',
          cardToken,
          installments: 10,
          holderDocument: '52998224725',
        },
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect((await getCart(database.db, ctx, { id: cart })).items).toHaveLength(1);
    expect((await productId('notebook-demo-pro-15')).stock).toBe(stock);
  });

  test('an approving card in 10 installments approves at once', async () => {
    const { ctx, address } = await shopper();
    const cart = await cartOf(ctx, 'notebook-demo-pro-15');
    const cardToken = await testCard('4111 1111 1111 1111');
    const result = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: {
        method: 'creditCard',
        cardToken,
        installments: 10,
        holderDocument: '52998224725',
      },
    });
    expect(result.order.status).toBe('processing');
    expect(result.payment).toMatchObject({
      method: 'creditCard',
      status: 'approved',
      installments: 10,
      card: { brand: 'VISA', lastDigits: '1111' },
    });
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
  });

  test('a card in 21x: every view lists Juros do parcelamento and its lines add up to the charge', async () => {
    const { ctx, address } = await shopper();
    const document = unusedCpf();
    await database.db.update(customers).set({ document }).where(eq(customers.id, ctx.customer!.id));
    const cart = await cartOf(ctx, 'notebook-demo-pro-15');
    const quote = await checkoutQuote(database.db, ctx, { cart, address, shipping: 'SEDEX' });
    const option = quote.installments.find((i) => i.count === 21)!;
    const placed = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: {
        method: 'creditCard',
        cardToken: await testCard('4111 1111 1111 1111'),
        installments: 21,
        holderDocument: '52998224725',
      },
    });
    expect(placed.payment.amount).toBe(option.total);
    const interest = Math.round((option.total - quote.total) * 100) / 100;
    expect(interest).toBeGreaterThan(1000);
    const expected = [
      { kind: 'subtotal', amount: quote.subtotal },
      { kind: 'shipping', amount: quote.shippingTotal },
      { kind: 'interest', amount: interest },
      { kind: 'total', amount: option.total },
    ];
    const number = placed.order.number;
    const views: PlacedOrder[] = [
      placed.order,
      await customerOrder(database.db, ctx, { number }),
      await lookUpGuestOrder(
        database.db,
        { ...ctx, customer: null },
        { id: String(number), customerDocument: document },
        { address: '203.0.113.9' },
      ),
    ];
    for (const view of views) {
      expect(view.summary).toEqual(expected);
      expect(view.interest).toBe(interest);
      expect(view.totalFinal).toBe(placed.payment.amount);
      expect(addUp(view.summary)).toBeCloseTo(placed.payment.amount, 2);
    }

    // The e-mail lists the same lines, in reais.
    const [email] = await database.db
      .select({ subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, ctx.customer!.email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(email!.subject).toBe(`Recebemos o seu pedido ${number}`);
    expect(email!.text).toContain(
      [
        `Subtotal: ${brl(quote.subtotal)}`,
        `Frete: ${brl(quote.shippingTotal)}`,
        `Juros do parcelamento: ${brl(interest)}`,
        `Total: ${brl(option.total)}`,
      ].join('\n'),
    );
  });

  test('Pix with a coupon: the order lists Desconto and Desconto no Pix as the review did', async () => {
    const { ctx, address } = await shopper();
    const cart = await cartOf(ctx, 'notebook-demo-pro-15');
    await changeCart(database.db, ctx, { id: cart, change: { coupon: 'DESCONTO10' } });
    const quote = await checkoutQuote(database.db, ctx, { cart, address, shipping: 'SEDEX' });
    const placed = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'pix' },
    });
    const pixDiscount =
      Math.round(
        (quote.subtotal - quote.discount - (quote.cash.subtotal - quote.cash.discount)) * 100,
      ) / 100;
    expect(placed.order.summary).toEqual([
      { kind: 'subtotal', amount: quote.subtotal },
      { kind: 'discount', amount: quote.discount },
      { kind: 'pixDiscount', amount: pixDiscount },
      { kind: 'shipping', amount: quote.shippingTotal },
      { kind: 'total', amount: quote.cash.total },
    ]);
    expect(placed.payment.amount).toBe(quote.cash.total);
    expect(addUp(placed.order.summary)).toBeCloseTo(quote.cash.total, 2);
  });

  test('a webhook: a bad signature changes nothing; a replay or a late one changes the status once', async () => {
    const { ctx, address } = await shopper();
    const cart = await cartOf(ctx, 'notebook-demo-pro-15');
    const placed = await placeOrder(database.db, ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'billet' },
    });
    expect(placed.payment.billet!.line).toMatch(/^\d{47}$/);
    const [charge] = await database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, placed.order.id));
    const body = JSON.stringify({
      id: 'evt-1',
      type: 'approved',
      reference: charge!.providerReference,
    });
    const headers = (signature: string) => new Headers({ 'x-sandbox-signature': signature });
    expect(await sandboxGateway.parseWebhook(body, headers('sha256=00'))).toBeNull();
    expect(
      await sandboxGateway.parseWebhook(
        body.replace('approved', 'refunded'),
        headers(signBody(body)),
      ),
    ).toBeNull();

    const event = (await sandboxGateway.parseWebhook(
      body,
      headers(signBody(body)),
    )) as PaymentEvent;
    expect(event).toEqual({
      eventId: 'evt-1',
      providerReference: charge!.providerReference,
      type: 'approved',
    });
    expect(await applyPaymentEvent(database.db, 'sandbox', event)).toBe('applied');
    expect(await applyPaymentEvent(database.db, 'sandbox', event)).toBe('duplicate');
    // A late 'review' after the approval is recorded and ignored.
    expect(
      await applyPaymentEvent(database.db, 'sandbox', {
        ...event,
        eventId: 'evt-2',
        type: 'review',
      }),
    ).toBe('ignored');
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(order!.status).toBe('processing');
  });
});

const signBody = (body: string) => signSandboxBody(body);

/** The summary's lines above the total, added as the shopper reads them. */
const addUp = (summary: PlacedOrder['summary']) =>
  summary
    .filter((l) => l.kind !== 'total')
    .reduce(
      (sum, l) =>
        sum + (['discount', 'pixDiscount', 'billetDiscount'].includes(l.kind) ? -1 : 1) * l.amount!,
      0,
    );

const brl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

/** A CPF no customer of the test has. */
function unusedCpf(): string {
  for (;;) {
    const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    for (let d = 0; d < 100; d++) {
      const cpf = base + String(d).padStart(2, '0');
      if (isValidCpf(cpf)) return cpf;
    }
  }
}
