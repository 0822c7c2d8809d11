/**
 * The operator API: a store's key opens that store's orders only (whatever the host), and moves
 * them through the status machine with the key's name as the actor and an e-mail to the customer.
 */
import { and, count, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/operator/orders/[number]/[action]/route';
import { GET as show } from '@/app/api/operator/orders/[number]/route';
import type { OperatorOrder } from '@/lib/contracts/operator';
import { hashToken } from '@/lib/server/auth/session';
import {
  orders,
  orderStatusHistory,
  outboxEmails,
  products,
  storeApiKeys,
} from '@/lib/server/db/schema';
import { DEMO_OPERATOR_KEY } from '@/lib/server/db/seed/operator-key';
import { getTenantBySlug } from '@/lib/server/services/company';
import {
  createStoreApiKey,
  revokeStoreApiKeys,
  STORE_API_KEY_PREFIX,
} from '@/lib/server/services/store-api-keys';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer } from '@/test/sessions';

let database: TestDatabase;
let OUTRA: number;
beforeAll(async () => {
  database = await createTestDatabase();
  OUTRA = (await getTenantBySlug(database.db, 'outra'))!.id;
});
afterAll(() => database.drop());

const demoKey = bearer(DEMO_OPERATOR_KEY.key);

const get = (number: string, headers: Record<string, string> = demoKey, host?: string) =>
  call(show, `/api/operator/orders/${number}`, { headers, host, params: { number } });
const post = (number: string, action: string, headers: Record<string, string> = demoKey) =>
  call(act, `/api/operator/orders/${number}/${action}`, {
    method: 'POST',
    headers,
    params: { number, action },
  });

/** What an order is in the database: its status, how many changes and e-mails it has. */
async function trace(number: number) {
  const [order] = await database.db
    .select({ id: orders.id, status: orders.status, email: orders.customerEmail })
    .from(orders)
    .where(and(eq(orders.tenantId, 1), eq(orders.number, number)));
  const [changes] = await database.db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order!.id));
  const [mails] = await database.db
    .select({ n: count() })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.tenantId, 1), eq(outboxEmails.to, order!.email!)));
  return { status: order!.status, changes: changes!.n, mails: mails!.n };
}

async function stockOf(sku: string) {
  const [row] = await database.db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.sku, sku)));
  return row!.stock;
}

describe(`operator API keys on ${databaseKind}`, () => {
  test('a new key is shown once with its prefix; only its SHA-256 is stored', async () => {
    const key = await createStoreApiKey(database.db, { tenantId: OUTRA, name: 'Expedição' });
    expect(key).toMatch(new RegExp(`^${STORE_API_KEY_PREFIX}[\\w-]{32}$`));
    expect(await createStoreApiKey(database.db, { tenantId: OUTRA, name: 'Expedição' })).not.toBe(
      key,
    );
    const rows = await database.db.select().from(storeApiKeys);
    expect(rows.map((r) => r.keyHash)).toContain(hashToken(key));
    expect(rows.map((r) => r.keyHash)).toContain(hashToken(DEMO_OPERATOR_KEY.key));
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(JSON.stringify(rows)).not.toContain(DEMO_OPERATOR_KEY.key);
  });

  test("the key decides the store, whatever the host; another store's order is not found", async () => {
    const fromOtherHost = await get('100001', demoKey, 'outra.localhost');
    expect(fromOtherHost.status).toBe(200);
    expect(fromOtherHost.json.content).toMatchObject({ number: 100001, statusLabel: 'Enviado' });

    const outraKey = await createStoreApiKey(database.db, { tenantId: OUTRA, name: 'Outra' });
    const foreign = await get('100001', bearer(outraKey));
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: 'Pedido não encontrado!' });
    expect((await get('999999')).status).toBe(404);
  });

  test('X-Api-Key is accepted too; the key records when it was last used', async () => {
    const [before] = await database.db
      .select({ lastUsedAt: storeApiKeys.lastUsedAt })
      .from(storeApiKeys)
      .where(eq(storeApiKeys.keyHash, hashToken(DEMO_OPERATOR_KEY.key)));
    const res = await get('100002', { 'x-api-key': DEMO_OPERATOR_KEY.key });
    expect(res.status).toBe(200);
    const [after] = await database.db
      .select({ lastUsedAt: storeApiKeys.lastUsedAt })
      .from(storeApiKeys)
      .where(eq(storeApiKeys.keyHash, hashToken(DEMO_OPERATOR_KEY.key)));
    expect(after!.lastUsedAt).not.toBeNull();
    if (before!.lastUsedAt) expect(after!.lastUsedAt).toEqual(before!.lastUsedAt);
  });

  test('no key, an unknown key or a revoked one: 401 and nothing changes', async () => {
    const before = await trace(100003);
    const none = await post('100003', 'ship', {});
    expect(none.status).toBe(401);
    expect(none.json.message).toBe(
      'Informe a chave de API da loja no cabeçalho Authorization: Bearer <chave> (ou X-Api-Key).',
    );
    const unknown = await post('100003', 'ship', bearer(`${DEMO_OPERATOR_KEY.key}x`));
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ success: false, message: 'Chave de API inválida ou revogada.' });

    const key = await createStoreApiKey(database.db, { tenantId: 1, name: 'Temporária' });
    expect((await get('100003', bearer(key))).status).toBe(200);
    expect(await revokeStoreApiKeys(database.db, { tenantId: 1, name: 'Temporária' })).toBe(1);
    const revoked = await post('100003', 'ship', bearer(key));
    expect(revoked.status).toBe(401);
    expect(revoked.json.message).toBe('Chave de API inválida ou revogada.');
    expect((await get('100003', { 'x-api-key': key })).status).toBe(401);
    expect(await trace(100003)).toEqual(before);
  });
});

describe(`operator order actions on ${databaseKind}`, () => {
  test('GET answers the status, its label, totals, payment group and history with actors', async () => {
    const res = await get('100003');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const order = res.json.content as OperatorOrder;
    expect(order).toMatchObject({
      number: 100003,
      status: 'processing',
      statusLabel: 'Aprovado',
      customerEmail: 'cliente@exemplo.com.br',
      payment: { method: 'creditCard', group: 'creditCard', groupLabel: 'Cartão de Crédito' },
      history: [{ from: null, to: 'processing', label: 'Aprovado', actor: 'system' }],
    });
    expect(order.totalFinal).toBeGreaterThan(0);
  });

  test('ship a processing order: shipped, recorded as the operator, e-mailed; then complete', async () => {
    const before = await trace(100003);
    const shipped = await post('100003', 'ship');
    expect(shipped.status).toBe(200);
    const order = shipped.json.content as OperatorOrder;
    expect(order).toMatchObject({ status: 'shipped', statusLabel: 'Enviado' });
    expect(order.history.at(-1)).toMatchObject({
      from: 'processing',
      to: 'shipped',
      label: 'Enviado',
      actor: 'operator:Operador demo',
    });
    expect(Date.parse(order.history.at(-1)!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await trace(100003)).toEqual({
      status: 'shipped',
      changes: before.changes + 1,
      mails: before.mails + 1,
    });
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Pedido 100003: Enviado'));
    expect(mail).toMatchObject({ tenantId: 1, to: 'cliente@exemplo.com.br' });
    expect(mail!.text).toContain('mudou para: Enviado');

    const completed = await post('100003', 'complete');
    expect(completed.status).toBe(200);
    expect(completed.json.content).toMatchObject({
      status: 'completed',
      statusLabel: 'Finalizado',
    });
  });

  test('ship a pending order: 409 with the reason, nothing changed', async () => {
    const before = await trace(100002);
    const res = await post('100002', 'ship');
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: 'Não é possível enviar um pedido com situação Pendente.',
    });
    expect(await trace(100002)).toEqual(before);
  });

  test('cancel a pending order puts its units back on sale', async () => {
    const stock = { mouse: await stockOf('MS-0001'), keyboard: await stockOf('TC-0001') };
    const res = await post('100002', 'cancel');
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ status: 'canceled', statusLabel: 'Cancelado' });
    expect(await stockOf('MS-0001')).toBe(stock.mouse + 1);
    expect(await stockOf('TC-0001')).toBe(stock.keyboard + 1);
    // Cancelled once: a second cancel is refused and gives nothing back again.
    expect((await post('100002', 'cancel')).status).toBe(409);
    expect(await stockOf('MS-0001')).toBe(stock.mouse + 1);
  });

  test('invoicing is never allowed; an action that is not the operator’s is invalid input', async () => {
    const before = await trace(100004);
    const invoice = await post('100004', 'invoice');
    expect(invoice.status).toBe(409);
    expect(invoice.json.message).toBe('Não é possível faturar um pedido com situação Enviado.');
    const review = await post('100004', 'review');
    expect(review.status).toBe(422);
    expect(review.json.errors).toEqual({ action: ['Valor inválido'] });
    expect((await post('abc', 'ship')).status).toBe(422);
    expect((await post('999999', 'ship')).status).toBe(404);
    expect(await trace(100004)).toEqual(before);
  });
});
