/**
 * The back-office's orders: who may see and move them (every caller × every call), the list's
 * filters, sort, pages and CSV export, and shipping with its tracking code, told to the customer.
 */
import { and, desc, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/admin/orders/[number]/[action]/route';
import { GET as show } from '@/app/api/admin/orders/[number]/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { GET as list } from '@/app/api/admin/orders/route';
import { GET as customerOrder } from '@/app/api/customer/orders/[number]/route';
import type { AdminOrder, AdminOrderList } from '@/lib/contracts/back-office';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { auditLog, orders, outboxEmails } from '@/lib/server/db/schema';
import { DEMO_OPERATOR_KEY } from '@/lib/server/db/seed/operator-key';
import { getTenantBySlug } from '@/lib/server/services/company';
import { createStoreApiKey } from '@/lib/server/services/store-api-keys';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, operatorCookieOf, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const outra = (await getTenantBySlug(database.db, 'outra'))!.id;
  const cookie = async (email: string, tenant = 1) => ({
    cookie: await operatorCookieOf(database.db, email, tenant),
  });
  const catalogKey = await createStoreApiKey(database.db, {
    tenantId: 1,
    name: 'ERP catálogo',
    scopes: ['catalog'],
  });
  callers = {
    owner: await cookie('dono@exemplo.com.br'),
    orders: await cookie('pedidos@exemplo.com.br'),
    catalog: await cookie('catalogo@exemplo.com.br'),
    otherStore: await cookie('dono@exemplo.com.br', outra),
    customer: bearer(await sessionTokenOf(database.db, 'cliente@exemplo.com.br')),
    customerCookie: {
      cookie: `storefront_session=${await sessionTokenOf(database.db, 'cliente@exemplo.com.br')}`,
    },
    visitor: {},
    ordersKey: bearer(DEMO_OPERATOR_KEY.key),
    catalogKey: bearer(catalogKey),
  };
});
afterAll(() => database.drop());

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

const getList = (query: string, headers: Record<string, string> = callers.owner!) =>
  call(list, `/api/admin/orders${query}`, { headers });
const getOrder = (number: string, headers: Record<string, string> = callers.owner!) =>
  call(show, `/api/admin/orders/${number}`, { headers, params: { number } });
const post = (
  number: string,
  action: string,
  body: object = {},
  headers: Record<string, string> = callers.orders!,
) =>
  call(act, `/api/admin/orders/${number}/${action}`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, ...headers },
    body: JSON.stringify(body),
    params: { number, action },
  });

async function csvOf(query: string, headers: Record<string, string> = callers.owner!) {
  const { NextRequest } = await import('next/server');
  const request = new NextRequest(new URL(`/api/admin/orders/export${query}`, 'http://localhost'), {
    headers: { host: 'localhost', ...headers },
  });
  const response = await exportCsv(request, { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bom: [...bytes.slice(0, 3)],
    text: new TextDecoder().decode(bytes),
  };
}

async function statusOf(number: number) {
  const [row] = await database.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, 1), eq(orders.number, number)));
  return row!.status;
}

describe(`who may work with orders, on ${databaseKind}`, () => {
  // Every caller × every call: only the owner, the orders operator and a key with the orders
  // scope get data; nobody gets 401, the others 404 (never a word about the store's orders).
  const expected: Record<string, number> = {
    owner: 200,
    orders: 200,
    ordersKey: 200,
    catalog: 404,
    catalogKey: 404,
    otherStore: 401,
    customer: 401,
    customerCookie: 401,
    visitor: 401,
  };
  test.each(Object.entries(expected))(
    '%s: list, order, export and action answer %i',
    async (who, status) => {
      const headers = callers[who]!;
      const before = await statusOf(100002);
      const listed = await getList('', headers);
      expect(listed.status).toBe(status);
      const one = await getOrder('100002', headers);
      expect(one.status).toBe(status);
      expect((await csvOf('', headers)).status).toBe(status);
      if (status !== 200) {
        expect(listed.json.content).toBeUndefined();
        expect(one.json.content).toBeUndefined();
        expect(JSON.stringify(one.json)).not.toContain('100002');
        // A refused action changes nothing.
        const moved = await post('100002', 'cancel', {}, headers);
        expect(moved.status).toBe(status);
        expect(await statusOf(100002)).toBe(before);
      }
    },
  );

  test("a key of another store reads that store's orders, not these", async () => {
    const outra = (await getTenantBySlug(database.db, 'outra'))!.id;
    const key = await createStoreApiKey(database.db, { tenantId: outra, name: 'ERP outra' });
    const res = await getOrder('100002', bearer(key));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Pedido não encontrado!');
  });

  test('a cookie-authenticated action from another site is refused', async () => {
    const res = await call(act, '/api/admin/orders/100002/cancel', {
      method: 'POST',
      headers: { ...callers.owner!, origin: 'https://evil.example' },
      params: { number: '100002', action: 'cancel' },
    });
    expect(res.status).toBe(403);
    expect(await statusOf(100002)).toBe('pending');
  });
});

describe(`the order list, on ${databaseKind}`, () => {
  const numbers = (res: { json: { content?: unknown } }) =>
    (res.json.content as AdminOrderList).items.map((o) => o.number);

  test('newest first by default, with labels and the channel', async () => {
    const res = await getList('');
    expect(res.status).toBe(200);
    const content = res.json.content as AdminOrderList;
    expect(content.page).toBe(1);
    expect(content.pageSize).toBe(25);
    expect(content.total).toBeGreaterThanOrEqual(7);
    const placed = content.items.map((o) => o.placedAt);
    expect([...placed].sort().reverse()).toEqual(placed);
    expect(content.items.find((o) => o.number === 100001)).toMatchObject({
      status: 'shipped',
      statusLabel: 'Enviado',
      channel: 'Loja',
      customerEmail: 'cliente@exemplo.com.br',
    });
    // Carts are not orders.
    expect(content.items.every((o) => o.status !== 'new')).toBe(true);
  });

  test('filters: status, number, e-mail, name, CPF, payment method, dates', async () => {
    expect(numbers(await getList('?status=pending'))).toEqual([100002]);
    expect(numbers(await getList('?q=100003'))).toEqual([100003]);
    const byEmail = numbers(await getList('?q=CLIENTE@exemplo'));
    expect(byEmail).toContain(100001);
    const [order] = await database.db
      .select({ document: orders.customerDocument })
      .from(orders)
      .where(and(eq(orders.tenantId, 1), eq(orders.number, 100001)));
    // The seed's CPF, typed with its mask as an operator would.
    expect(order!.document).toBe('52998224725');
    expect(numbers(await getList(`?q=${encodeURIComponent('529.982.247-25')}`))).toContain(100001);
    expect(numbers(await getList('?q=ninguém-com-este-nome'))).toEqual([]);
    const future = numbers(await getList('?from=2999-01-01'));
    expect(future).toEqual([]);
    const all = (await getList('')).json.content as AdminOrderList;
    const pix = all.items.filter((o) => o.method === 'pix').map((o) => o.number);
    expect(numbers(await getList('?method=pix')).sort()).toEqual(pix.sort());
    expect(numbers(await getList('?channel=portal'))).toEqual(
      all.items.filter((o) => o.channel !== 'Loja').map((o) => o.number),
    );
  });

  test('sort by number both ways; a bad filter is a 422 with its field', async () => {
    const up = numbers(await getList('?sort=number&dir=asc'));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = numbers(await getList('?sort=number&dir=desc'));
    expect(down).toEqual([...up].reverse());
    const bad = await getList('?status=perdido&from=31/12/2026');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(['from', 'status']);
  });

  test('pages of 25: the second page starts where the first ended', async () => {
    const total = ((await getList('')).json.content as AdminOrderList).total;
    const second = await getList('?page=2');
    expect((second.json.content as AdminOrderList).items).toHaveLength(Math.max(0, total - 25));
  });

  test('the CSV export: the same filters, every row, pt-BR spreadsheet conventions', async () => {
    const csv = await csvOf('?status=pending');
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Pedido;Data;Situação;Cliente;E-mail;CPF/CNPJ;Pagamento;Canal;Total');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^100002;.*;Pendente;.*;Loja;\d+,\d{2}$/);
    // UTF-8's byte order mark: Excel then reads 'Situação' as it is.
    expect(csv.bom).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe(`order actions, on ${databaseKind}`, () => {
  test('shipping needs a carrier and a tracking code; without them nothing changes', async () => {
    const res = await post('100003', 'ship', { carrier: ' ', trackingCode: '' });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      carrier: ['Campo obrigatório'],
      trackingCode: ['Campo obrigatório'],
    });
    expect(await statusOf(100003)).toBe('processing');
  });

  test('shipped: tracking stored, shown to the customer, e-mailed, in history and audit', async () => {
    const res = await post('100003', 'ship', {
      carrier: 'Correios',
      trackingCode: 'BR123456789BR',
    });
    expect(res.status).toBe(200);
    const order = res.json.content as AdminOrder;
    expect(order).toMatchObject({
      status: 'shipped',
      statusLabel: 'Enviado',
      tracking: { carrier: 'Correios', code: 'BR123456789BR' },
      actions: ['complete', 'cancel', 'refund'],
    });
    expect(order.history.at(-1)).toMatchObject({
      from: 'processing',
      to: 'shipped',
      actor: 'staff:pedidos@exemplo.com.br',
    });

    const token = await sessionTokenOf(database.db, 'cliente@exemplo.com.br');
    const mine = await call(customerOrder, '/api/customer/orders/100003', {
      headers: bearer(token),
      params: { number: '100003' },
    });
    expect((mine.json.content as PlacedOrder).tracking).toEqual({
      carrier: 'Correios',
      code: 'BR123456789BR',
    });

    const [mail] = await database.db
      .select({ subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.tenantId, 1))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(mail!.subject).toBe('Pedido 100003: Enviado');
    expect(mail!.text).toContain('Transportadora: Correios\nCódigo de rastreamento: BR123456789BR');

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tenantId, 1),
          eq(auditLog.entity, 'order'),
          eq(auditLog.entityId, '100003'),
        ),
      );
    expect(audit).toMatchObject({
      actorLabel: 'pedidos@exemplo.com.br',
      action: 'order.ship',
      before: { status: 'processing' },
      after: { status: 'shipped', carrier: 'Correios', trackingCode: 'BR123456789BR' },
    });
  });

  test('a move the rules forbid is 409 with the reason, and changes nothing', async () => {
    const res = await post('100002', 'ship', { carrier: 'Correios', trackingCode: 'BR1BR' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Não é possível enviar um pedido com situação Pendente.');
    expect(await statusOf(100002)).toBe('pending');
  });

  test('the order page: lines at the prices charged, address, charges and allowed actions', async () => {
    const res = await getOrder('100002');
    const order = res.json.content as AdminOrder;
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.summary.at(-1)).toEqual({ kind: 'total', amount: order.totalFinal });
    expect(order.actions).toEqual(['approve', 'cancel']);
    expect(order.customer.email).toBe('cliente@exemplo.com.br');
  });
});
