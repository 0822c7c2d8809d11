/**
 * Issue 26 item 3's budget: a slow provider does not slow other shoppers. While one checkout
 * waits on a provider that answers after 10 s, 20 concurrent add-to-cart requests through the
 * cart's route handler keep their p95 under 150 ms, on PGlite (one connection) and PostgreSQL
 * alike. Before ADR 0020b the charge ran inside the order's transaction: on PGlite every one of
 * them waited the 10 s.
 */
import { and, eq } from 'drizzle-orm';
import { POST as changeCart } from '@/app/api/sale/order/[id]/route';
import { orders, products } from '@/lib/server/db/schema';
import { sandboxGateway } from '@/lib/server/payments/sandbox';
import type { PaymentGateway } from '@/lib/server/payments/types';
import { createCart } from '@/lib/server/services/cart';
import { placeOrder } from '@/lib/server/services/checkout';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { newCart, productIdOf, newAddress, newShopperContext } from '@/test/factories';
import { call } from '@/test/http';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The provider's answer time the issue names. */
const PROVIDER_DELAY_MS = 10_000;
const CONCURRENT = 20;
const P95_BUDGET_MS = 150;
/** How much slower than the control the requests may be while the checkout waits (noise). */
const CONTROL_MARGIN = 1.5;
/** Rounds measured each way: one round's p95 is its 19th request, at the mercy of one hiccup. */
const ROUNDS = 3;

/** 20 carts' add-to-cart at once through the route handler: each one's time, in ms. */
async function addToCarts(cartIds: string[], product: number): Promise<number[]> {
  return Promise.all(
    cartIds.map(async (id) => {
      const started = performance.now();
      const res = await call(changeCart, `/api/sale/order/${id}`, {
        method: 'POST',
        params: { id },
        body: new URLSearchParams({
          'items[0][product]': String(product),
          'items[0][quantity]': '1',
        }),
      });
      const took = performance.now() - started;
      if (res.status !== 200) throw new Error(`add-to-cart: ${res.status} ${res.json.message}`);
      return took;
    }),
  );
}

/** ROUNDS rounds of the 20 at once, one after the other: every request's time. */
async function rounds(cartIds: string[], product: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) times.push(...(await addToCarts(cartIds, product)));
  return times;
}

const p95 = (times: number[]) => {
  const sorted = times.toSorted((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1]!;
};

describe(`a slow provider on ${databaseKind}`, () => {
  test(`while a checkout waits ${PROVIDER_DELAY_MS / 1000} s for its provider, ${CONCURRENT} concurrent add-to-cart keep p95 < ${P95_BUDGET_MS} ms`, async () => {
    const product = await productIdOf('notebook-demo-pro-15');
    const newCarts = () =>
      Promise.all(Array.from({ length: CONCURRENT }, async () => (await newCart([product])).id));
    // Carts of their own for the second control: a cart takes at most 10 of a product.
    const [carts, cartsAfter] = [await newCarts(), await newCarts()];

    // The shopper who checks out, with a notebook in the cart.
    const ctx = await newShopperContext(database.db, { name: 'Comprador Lento Teste' });
    const address = await newAddress(database.db, ctx);
    const [notebook] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
    const cart = (
      await createCart(database.db, ctx, { items: [{ product: notebook!.id, quantity: 1 }] })
    ).order.id;

    // Warm-up (first route calls compile and cache), then the control: nobody is checking out.
    await addToCarts(carts, product);
    const controlStarted = performance.now();
    const control = await rounds(carts, product);
    const controlIn = performance.now() - controlStarted;

    // The provider answers after 10 s, or as soon as the test has measured.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
      setTimeout(resolve, PROVIDER_DELAY_MS).unref();
    });
    let charging!: () => void;
    const inCharge = new Promise<void>((resolve) => (charging = resolve));
    const slow: PaymentGateway = {
      ...sandboxGateway,
      async charge(db, request) {
        charging();
        await answered;
        return sandboxGateway.charge(db, request);
      },
    };
    const checkout = placeOrder(
      database.db,
      ctx,
      {
        cart,
        idempotencyKey: `lento-${Date.now()}`,
        address: address.id,
        shipping: 'SEDEX',
        payment: { method: 'pix' },
      },
      new Date(),
      () => slow,
    );
    await inCharge;
    const started = performance.now();
    const during = await rounds(carts, product);
    const measuredIn = performance.now() - started;
    // The checkout was still waiting on its provider the whole time.
    const [waiting] = await database.db
      .select({ status: orders.status, since: orders.chargePendingSince })
      .from(orders)
      .where(eq(orders.id, cart));
    expect(waiting!.status).toBe('pending');
    expect(waiting!.since).not.toBeNull();
    answer();
    const placed = await checkout;
    expect(placed.order.status).toBe('pending');
    expect(placed.payment.method).toBe('pix');

    // The control again, once the checkout is done: the machine's speed drifts during a run (a
    // 2-core machine shared with other test runs), so the slower of the two controls is the
    // yardstick. A checkout that slowed the others would show against both.
    const afterStarted = performance.now();
    const after = await rounds(cartsAfter, product);
    const afterIn = performance.now() - afterStarted;
    const controlP95 = Math.max(p95(control), p95(after));
    const controlTime = Math.max(controlIn, afterIn);

    const round = (ms: number) => Math.round(ms * 10) / 10;
    console.log(
      `[slow provider, ${databaseKind}] add-to-cart p95: control ${round(p95(control))} ms ` +
        `before and ${round(p95(after))} ms after, during the checkout ${round(p95(during))} ms ` +
        `(max ${round(Math.max(...during))} ms, ${ROUNDS} rounds of ${CONCURRENT} in ` +
        `${round(measuredIn)} ms, control ${round(controlIn)} and ${round(afterIn)} ms)`,
    );
    // Nobody waited for the provider: every round answered long before it did (a tenth of its
    // delay, or the control's own time when the machine is busier than that).
    expect(measuredIn).toBeLessThan(
      Math.min(
        PROVIDER_DELAY_MS / 2,
        Math.max(PROVIDER_DELAY_MS / 10, CONTROL_MARGIN * controlTime),
      ),
    );
    // The budget, or what the same 20 requests cost with no checkout at all when the machine is
    // busier than that (on PGlite the 20 queue on its one connection, some 7 ms each): the
    // waiting checkout adds nothing to them.
    expect(p95(during)).toBeLessThan(Math.max(P95_BUDGET_MS, CONTROL_MARGIN * controlP95));
  }, 60_000);
});
