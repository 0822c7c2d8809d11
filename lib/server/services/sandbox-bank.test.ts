/**
 * The sandbox's bank (/dev/payments): it lists the open charges, pays or refuses them, or a pasted
 * Pix code or boleto line, and the store learns it only from the signed webhook.
 */
import { and, asc, eq } from 'drizzle-orm';
import { formatLine } from '@/lib/domain/payments/boleto';
import { loadSessionCustomer } from '@/lib/server/auth/session';
import { addresses, orders, orderStatusHistory, products } from '@/lib/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { PIX_TTL_MS, sandboxGateway } from '@/lib/server/payments/sandbox';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { sessionTokenOf } from '@/test/sessions';
import { createCart } from './cart';
import { placeOrder } from './checkout';
import type { ServiceContext } from './context';
import { receiveWebhook } from './payment-events';
import {
  listSandboxCharges,
  paymentSandboxPageEnabled,
  sandboxWebhook,
  settleSandboxCharge,
} from './sandbox-bank';
import { refusal } from '@/test/refusal';

let database: TestDatabase;
let ctx: ServiceContext;
let address: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const token = await sessionTokenOf(database.db, 'cliente@exemplo.com.br');
  const customer = await loadSessionCustomer(database.db, 1, token);
  ctx = { tenantId: 1, locale: 'pt', customer };
  const [row] = await database.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customer!.id))
    .orderBy(asc(addresses.id))
    .limit(1);
  address = row!.id;
});
afterAll(() => database.drop());

let keys = 0;
async function buy(method: 'pix' | 'billet', url = 'notebook-demo-pro-15') {
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, url)));
  const cart = await createCart(database.db, ctx, {
    items: [{ product: product!.id, quantity: 1 }],
  });
  return placeOrder(database.db, ctx, {
    cart: cart.order.id,
    idempotencyKey: `bank-test-key-${++keys}`.padEnd(16, '0'),
    address,
    shipping: 'SEDEX',
    payment: { method },
  });
}

const statusOf = async (id: string) =>
  (await database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const historyOf = (id: string) =>
  database.db
    .select({ to: orderStatusHistory.toStatus, actor: orderStatusHistory.actor })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.id));

describe(`the sandbox's bank on ${databaseKind}`, () => {
  test('served outside production, or in production with PAYMENT_SANDBOX_PAGE=1', () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = { node: env.NODE_ENV, flag: env.PAYMENT_SANDBOX_PAGE };
    try {
      env.NODE_ENV = 'production';
      delete env.PAYMENT_SANDBOX_PAGE;
      expect(paymentSandboxPageEnabled()).toBe(false);
      env.PAYMENT_SANDBOX_PAGE = '1';
      expect(paymentSandboxPageEnabled()).toBe(true);
      env.NODE_ENV = 'test';
      delete env.PAYMENT_SANDBOX_PAGE;
      expect(paymentSandboxPageEnabled()).toBe(true);
    } finally {
      env.NODE_ENV = saved.node;
      env.PAYMENT_SANDBOX_PAGE = saved.flag;
    }
  });

  test('a pasted Pix code is paid once: the webhook approves, a replay is a duplicate', async () => {
    const { order, payment } = await buy('pix');
    const listed = await listSandboxCharges(database.db, 1);
    expect(listed.find((c) => c.orderNumber === order.number)).toMatchObject({
      method: 'pix',
      status: 'pending',
      code: payment.pix!.payload,
      expired: false,
    });

    const paid = await settleSandboxCharge(database.db, 1, {
      code: ` ${payment.pix!.payload}\n`,
      decision: 'pay',
    });
    expect(paid).toEqual({ orderNumber: order.number, outcome: 'applied' });
    expect(await statusOf(order.id)).toBe('processing');
    expect((await listSandboxCharges(database.db, 1)).map((c) => c.orderNumber)).not.toContain(
      order.number,
    );

    // The same event delivered again (a provider retries) changes nothing.
    const [listedCharge] = listed.filter((c) => c.orderNumber === order.number);
    const again = sandboxWebhook(listedCharge!.reference, 'approved');
    expect(await receiveWebhook(database.db, sandboxGateway, again.body, again.headers)).toBe(
      'duplicate',
    );
    // A body the sandbox did not sign is refused.
    const forged = sandboxWebhook(listedCharge!.reference, 'refunded');
    expect(await receiveWebhook(database.db, sandboxGateway, forged.body, again.headers)).toBe(
      'refused',
    );
    await expect(
      settleSandboxCharge(database.db, 1, { code: payment.pix!.payload, decision: 'pay' }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await historyOf(order.id)).toEqual([
      { to: 'pending', actor: 'customer' },
      { to: 'processing', actor: 'provider:sandbox' },
    ]);
  });

  test('a boleto is paid by its printed line; an expired Pix code is not paid, only refused', async () => {
    const boleto = await buy('billet');
    const line = formatLine(boleto.payment.billet!.line);
    expect(
      await settleSandboxCharge(database.db, 1, { code: line, decision: 'pay' }),
    ).toMatchObject({ outcome: 'applied' });
    expect(await statusOf(boleto.order.id)).toBe('processing');

    const pix = await buy('pix');
    const later = new Date(Date.now() + PIX_TTL_MS + 1000);
    const reference = (await listSandboxCharges(database.db, 1, { now: later })).find(
      (c) => c.orderNumber === pix.order.number,
    )!;
    expect(reference.expired).toBe(true);
    expect(
      await refusal(
        settleSandboxCharge(
          database.db,
          1,
          { reference: reference.reference, decision: 'pay' },
          later,
        ),
      ),
    ).toMatchObject({ status: 409, message: 'Código Pix expirado' });
    expect(
      await settleSandboxCharge(
        database.db,
        1,
        { reference: reference.reference, decision: 'refuse' },
        later,
      ),
    ).toMatchObject({ outcome: 'applied' });
    expect(await statusOf(pix.order.id)).toBe('canceled');
  });

  test('a code that does not check out, or of no charge of this store, is refused', async () => {
    const { payment } = await buy('pix');
    await expect(
      settleSandboxCharge(database.db, 1, { code: '000201 nada', decision: 'pay' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      settleSandboxCharge(database.db, 1, { code: '1234', decision: 'pay' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      settleSandboxCharge(database.db, 2, { code: payment.pix!.payload, decision: 'pay' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      settleSandboxCharge(database.db, 1, { reference: 'sbx_pix_nenhuma', decision: 'pay' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
