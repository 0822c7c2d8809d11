/**
 * The checkout's three phases (ADR 0020b): the provider is asked outside any transaction, its
 * answer applied through the status machine; a declined card gives the cart back exactly; a
 * process stopped between the charge and its confirmation, or a charge that never reached the
 * provider, is reconciled; a resubmit during the charge charges once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { translateKey } from '@/lib/i18n/messages';
import {
  orderItems,
  orders,
  orderStatusHistory,
  outboxEmails,
  paymentTransactions,
  products,
  sandboxCharges,
} from '@/lib/server/db/schema';
import { PaymentUnavailableError } from '@/lib/server/payments/provider-http';
import {
  SANDBOX_DECLINE_MESSAGE,
  sandboxGateway,
  tokenizeSandboxCard,
} from '@/lib/server/payments/sandbox';
import type { PaymentGateway } from '@/lib/server/payments/types';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { changeCart, createCart, getCart } from './cart';
import { placeOrder, PaymentDeclinedError } from './checkout';
import {
  RECONCILE_AFTER_MS,
  reconcilePendingCharges,
  RELEASE_AFTER_MS,
  releaseReservation,
} from './order-charges';
import { changeOrderStatus } from './order-lifecycle';
import { newAddress, newShopperContext } from '@/test/factories';
import { refusal } from '@/test/refusal';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const db = () => database.db;
const minutes = (n: number, from: Date) => new Date(from.getTime() + n * 60_000);

/** A new customer with an address in São Paulo and a cart of one notebook. */
async function shopper(quantity = 1) {
  const ctx = await newShopperContext(db(), { name: 'Comprador Fases Teste' });
  const email = ctx.customer!.email;
  const address = await newAddress(db(), ctx);
  const cart = (await createCart(db(), ctx, { items: [{ product: await notebookId(), quantity }] }))
    .order.id;
  return { ctx, address: address.id, cart, email };
}

async function notebookId() {
  const [row] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  return row!.id;
}
const stock = async () =>
  (
    await db()
      .select()
      .from(products)
      .where(eq(products.id, await notebookId()))
  )[0]!.stock;
const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const chargesOf = (id: string) =>
  db().select().from(paymentTransactions).where(eq(paymentTransactions.orderId, id));
const mailsTo = async (email: string) =>
  (await db().select().from(outboxEmails).where(eq(outboxEmails.to, email))).map((m) => m.subject);
const historyOf = async (id: string) =>
  (
    await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id))
  ).map((h) => `${h.fromStatus}→${h.toStatus} ${h.actor}`);

const card = async (number: string) =>
  (await tokenizeSandboxCard(db(), { number, holderName: 'Maria Teste' }))!.token;
const key = () =>
  `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(16, '0');
const byCard = (cardToken: string) => ({
  method: 'creditCard' as const,
  cardToken,
  installments: 3,
  holderDocument: '52998224725',
});

/** The sandbox, with `charge` replaced: what a stopped process or a lost answer looks like. */
const sandboxWith = (over: Partial<PaymentGateway>): PaymentGateway => ({
  ...sandboxGateway,
  ...over,
});
/** The process stops right after the provider charged: phase C never runs. */
class ProcessStopped extends Error {}

describe(`the checkout's phases on ${databaseKind}`, () => {
  test('a declined card: the cart is exactly as it was, the stock back, no e-mail, the same 409', async () => {
    const { ctx, address, cart, email } = await shopper();
    await changeCart(db(), ctx, { id: cart, change: { coupon: 'DESCONTO10' } });
    // A line priced as it was when added: placing sells it at today's price, a release gives
    // the cart its own price back.
    await db()
      .update(orderItems)
      .set({ priceCents: sql`${orderItems.priceCents} + 1000` })
      .where(eq(orderItems.orderId, cart));
    const rowBefore = await orderRow(cart);
    const linesBefore = await db().select().from(orderItems).where(eq(orderItems.orderId, cart));
    const viewBefore = await getCart(db(), ctx, { id: cart });
    const stockBefore = await stock();
    const mailsBefore = await mailsTo(email);

    const thrown = await placeOrder(db(), ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: byCard(await card('4000 0000 0000 0002')),
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(PaymentDeclinedError);
    expect(await refusal(Promise.reject(thrown))).toMatchObject({
      status: 409,
      message: translateKey('pt', SANDBOX_DECLINE_MESSAGE),
    });
    expect((await refusal(Promise.reject(thrown))).message).toBe(
      'Pagamento recusado pelo emissor do cartão. Use outro cartão ou outra forma de pagamento.',
    );

    // Every field as it was, but the time of the last change.
    const after = await orderRow(cart);
    expect({ ...after, updatedAt: null }).toEqual({ ...rowBefore, updatedAt: null });
    expect(after).toMatchObject({
      status: 'new',
      placeKey: null,
      placedAt: null,
      chargePendingSince: null,
      cartBeforePlacing: null,
      couponId: rowBefore.couponId,
    });
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, cart))).toEqual(
      linesBefore,
    );
    expect(await getCart(db(), ctx, { id: cart })).toEqual(viewBefore);
    expect(await stock()).toBe(stockBefore);
    expect(await mailsTo(email)).toEqual(mailsBefore);
    expect(await chargesOf(cart)).toHaveLength(0);
    expect(await historyOf(cart)).toEqual(['new→pending customer', 'pending→new provider:sandbox']);

    // The cart works again: another card places it.
    const placed = await placeOrder(db(), ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: byCard(await card('4111 1111 1111 1111')),
    });
    expect(placed.order.status).toBe('processing');
    // Its buyer's timeline starts at this placing; the operator's history keeps the release.
    expect(placed.order.history.map((h) => h.status)).toEqual(['pending', 'processing']);
    expect(await historyOf(cart)).toEqual([
      'new→pending customer',
      'pending→new provider:sandbox',
      'new→pending customer',
      'pending→processing provider:sandbox',
    ]);
    expect(await stock()).toBe(stockBefore - 1);
    expect(await mailsTo(email)).toEqual([
      ...mailsBefore,
      `Recebemos o seu pedido ${placed.order.number}`,
    ]);
  });

  test('stopped between the charge and its confirmation: the reconciler confirms the order', async () => {
    const { ctx, address, cart, email } = await shopper();
    const stockBefore = await stock();
    const now = new Date();
    const stopping = sandboxWith({
      async charge(d, request) {
        await sandboxGateway.charge(d, request);
        throw new ProcessStopped();
      },
    });
    await expect(
      placeOrder(
        db(),
        ctx,
        {
          cart,
          idempotencyKey: key(),
          address,
          shipping: 'SEDEX',
          payment: byCard(await card('4111 1111 1111 1111')),
        },
        now,
        () => stopping,
      ),
    ).rejects.toBeInstanceOf(ProcessStopped);
    // Phase A committed, the sandbox charged, phase C never ran.
    expect(await orderRow(cart)).toMatchObject({ status: 'pending', chargePendingSince: now });
    expect(
      await db().select().from(sandboxCharges).where(eq(sandboxCharges.orderId, cart)),
    ).toHaveLength(1);
    expect(await stock()).toBe(stockBefore - 1);

    // Not yet due: a checkout may still be waiting for its answer.
    expect(await reconcilePendingCharges(db(), minutes(1, now))).toMatchObject({ settled: 0 });
    expect((await orderRow(cart)).status).toBe('pending');

    const report = await reconcilePendingCharges(
      db(),
      new Date(now.getTime() + RECONCILE_AFTER_MS + 1000),
    );
    expect(report).toEqual({ settled: 1, released: 0, unknown: 0, already: 0 });
    const order = await orderRow(cart);
    expect(order).toMatchObject({ status: 'processing', chargePendingSince: null });
    expect(await stock()).toBe(stockBefore - 1);
    const charges = await chargesOf(cart);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'approved', installments: 3, provider: 'sandbox' });
    expect(await mailsTo(email)).toEqual([`Recebemos o seu pedido ${order.number}`]);
    expect(await historyOf(cart)).toEqual([
      'new→pending customer',
      'pending→processing provider:sandbox',
    ]);
    // Again: nothing left to do.
    expect(await reconcilePendingCharges(db(), minutes(10, now))).toEqual({
      settled: 0,
      released: 0,
      unknown: 0,
      already: 0,
    });
  });

  test('a charge that never reached the provider: released, the stock back, the cart usable again', async () => {
    const { ctx, address, cart, email } = await shopper();
    const stockBefore = await stock();
    const now = new Date();
    const stopped = sandboxWith({
      async charge() {
        throw new ProcessStopped();
      },
    });
    await expect(
      placeOrder(
        db(),
        ctx,
        { cart, idempotencyKey: key(), address, shipping: 'SEDEX', payment: { method: 'pix' } },
        now,
        () => stopped,
      ),
    ).rejects.toBeInstanceOf(ProcessStopped);
    expect(await stock()).toBe(stockBefore - 1);
    // Meanwhile the cart is an order being paid: no change to it.
    await expect(getCart(db(), ctx, { id: cart })).resolves.toMatchObject({ status: 'pending' });
    expect(
      (
        await refusal(
          changeCart(db(), ctx, {
            id: cart,
            change: { items: [{ product: await notebookId(), quantity: 1 }] },
          }),
        )
      ).message,
    ).toBe(translateKey('pt', 'cart.closed'));

    const report = await reconcilePendingCharges(db(), minutes(3, now));
    expect(report).toEqual({ settled: 0, released: 1, unknown: 0, already: 0 });
    expect(await orderRow(cart)).toMatchObject({
      status: 'new',
      placeKey: null,
      chargePendingSince: null,
    });
    expect(await stock()).toBe(stockBefore);
    expect(await chargesOf(cart)).toHaveLength(0);
    expect(await mailsTo(email)).toEqual([]);
    expect(await historyOf(cart)).toEqual([
      'new→pending customer',
      'pending→new system:reconciler',
    ]);
    const changed = await changeCart(db(), ctx, {
      id: cart,
      change: { items: [{ product: await notebookId(), quantity: 1 }] },
    });
    expect(changed.order.items[0]!.quantity).toBe(2);
    const placed = await placeOrder(db(), ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'pix' },
    });
    expect(placed.order.status).toBe('pending');
    expect(await stock()).toBe(stockBefore - 2);
  });

  test('a provider that cannot be asked: the reservation waits, then is released after the hard timeout', async () => {
    const { ctx, address, cart } = await shopper();
    const stockBefore = await stock();
    const now = new Date();
    const unreachable = sandboxWith({
      async charge() {
        throw new PaymentUnavailableError('POST /orders: TimeoutError');
      },
      async chargeStatus() {
        throw new PaymentUnavailableError('GET /orders: TimeoutError');
      },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = await placeOrder(
      db(),
      ctx,
      { cart, idempotencyKey: key(), address, shipping: 'SEDEX', payment: { method: 'pix' } },
      now,
      () => unreachable,
    ).then(
      () => null,
      (e: unknown) => e,
    );
    // The shopper reads the same message as before.
    expect(thrown).toBeInstanceOf(PaymentUnavailableError);
    expect(translateKey('pt', (thrown as Error).message)).toBe(
      'Não foi possível falar com o meio de pagamento. Tente novamente.',
    );
    // The charge may have happened: the stock stays reserved until the provider says.
    expect((await orderRow(cart)).status).toBe('pending');
    expect(await stock()).toBe(stockBefore - 1);

    expect(await reconcilePendingCharges(db(), minutes(3, now), () => unreachable)).toMatchObject({
      unknown: 1,
    });
    // Another instance within the lease leaves it alone.
    expect(await reconcilePendingCharges(db(), minutes(3.5, now), () => unreachable)).toEqual({
      settled: 0,
      released: 0,
      unknown: 0,
      already: 0,
    });
    expect((await orderRow(cart)).status).toBe('pending');
    const late = new Date(now.getTime() + RELEASE_AFTER_MS + 60_000);
    expect(await reconcilePendingCharges(db(), late, () => unreachable)).toMatchObject({
      released: 1,
    });
    expect((await orderRow(cart)).status).toBe('new');
    expect(await stock()).toBe(stockBefore);
    error.mockRestore();
  });

  test('an answer lost on the way (a timeout after the charge): the provider is asked and the order placed', async () => {
    const { ctx, address, cart } = await shopper();
    const lost = sandboxWith({
      async charge(d, request) {
        await sandboxGateway.charge(d, request);
        throw new PaymentUnavailableError('POST /orders: TimeoutError');
      },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const placed = await placeOrder(
      db(),
      ctx,
      {
        cart,
        idempotencyKey: key(),
        address,
        shipping: 'SEDEX',
        payment: byCard(await card('5105 1051 0510 5100')),
      },
      new Date(),
      () => lost,
    );
    expect(placed.order.status).toBe('payment_review');
    expect(placed.payment.status).toBe('review');
    expect(await chargesOf(cart)).toHaveLength(1);
    error.mockRestore();
  });

  test('a resubmit while the charge is under way answers the same order and charges once', async () => {
    const { ctx, address, cart } = await shopper();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let charged = 0;
    let entered!: () => void;
    const inCharge = new Promise<void>((resolve) => (entered = resolve));
    const slow = sandboxWith({
      async charge(d, request) {
        charged++;
        entered();
        await gate;
        return sandboxGateway.charge(d, request);
      },
    });
    const submitKey = key();
    const body = async () => ({
      cart,
      idempotencyKey: submitKey,
      address,
      shipping: 'SEDEX',
      // The browser tokenizes the card again for every submit.
      payment: byCard(await card('4111 1111 1111 1111')),
    });
    const first = placeOrder(db(), ctx, await body(), new Date(), () => slow);
    await inCharge;
    const second = placeOrder(db(), ctx, await body(), new Date(), () => slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(b.order.number).toBe(a.order.number);
    expect(a.order.status).toBe('processing');
    expect(charged).toBe(1);
    // After it too.
    const c = await placeOrder(db(), ctx, await body(), new Date(), () => slow);
    expect(c.order.number).toBe(a.order.number);
    expect(charged).toBe(1);
    expect(await chargesOf(cart)).toHaveLength(1);
    expect(
      await db().select().from(sandboxCharges).where(eq(sandboxCharges.orderId, cart)),
    ).toHaveLength(1);
  });

  test('a release only while the charge is awaited: never a paid or operator-touched order', async () => {
    const { ctx, address, cart } = await shopper();
    const placed = await placeOrder(db(), ctx, {
      cart,
      idempotencyKey: key(),
      address,
      shipping: 'SEDEX',
      payment: { method: 'billet' },
    });
    expect(placed.order.status).toBe('pending');
    expect(await releaseReservation(db(), { tenantId: 1, orderId: cart, actor: RECONCILER })).toBe(
      false,
    );
    expect(
      (
        await refusal(
          db().transaction((tx) =>
            changeOrderStatus(tx, {
              tenantId: 1,
              orderId: cart,
              action: 'release',
              actor: RECONCILER,
              locale: 'pt',
              strict: true,
            }),
          ),
        )
      ).message,
    ).toBe('Não é possível devolver ao carrinho um pedido com situação Pendente.');

    // An operator's cancel while the charge is awaited decides the order: the reconciler leaves it.
    const other = await shopper();
    const now = new Date();
    const stopped = sandboxWith({
      async charge() {
        throw new ProcessStopped();
      },
    });
    await expect(
      placeOrder(
        db(),
        other.ctx,
        {
          cart: other.cart,
          idempotencyKey: key(),
          address: other.address,
          shipping: 'SEDEX',
          payment: { method: 'pix' },
        },
        now,
        () => stopped,
      ),
    ).rejects.toBeInstanceOf(ProcessStopped);
    await db().transaction((tx) =>
      changeOrderStatus(tx, {
        tenantId: 1,
        orderId: other.cart,
        action: 'cancel',
        actor: 'operator:teste',
        locale: 'pt',
      }),
    );
    expect(await reconcilePendingCharges(db(), minutes(40, now))).toMatchObject({ released: 0 });
    expect((await orderRow(other.cart)).status).toBe('canceled');
  });
});

const RECONCILER = 'system:reconciler';
