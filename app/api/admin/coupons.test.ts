/**
 * Coupons of the back-office (issue 28 item 5): who may edit them, their contract, and every
 * rule as the cart, the checkout and the order's reservation apply it: window, minimum
 * subtotal, restriction to categories or products (only their lines discounted), first purchase,
 * uses in all and per customer, counted from placed orders.
 */
import { and, eq } from 'drizzle-orm';
import { PUT as updateCoupon } from '@/app/api/admin/coupons/[id]/route';
import { GET as listCoupons, POST as createCoupon } from '@/app/api/admin/coupons/route';
import { GET as auditRoute } from '@/app/api/admin/audit/route';
import type { AuditList } from '@/lib/contracts/back-office-audit';
import type { AdminCoupon } from '@/lib/contracts/back-office-coupons';
import { auditLog, categories, products } from '@/lib/server/db/schema';
import { changeCart, createCart } from '@/lib/server/services/cart';
import { placeOrder } from '@/lib/server/services/checkout';
import type { ServiceContext } from '@/lib/server/services/context';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { newAddress, newShopperContext } from '@/test/factories';
import { call } from '@/test/http';
import { refusal } from '@/test/refusal';
import { backOfficeCallers, CATALOG_MATRIX, SAME_ORIGIN_JSON } from '@/test/sessions';

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

const post = (body: unknown, headers: Record<string, string> = callers.catalog!) =>
  call(createCoupon as never, '/api/admin/coupons', {
    method: 'POST',
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: JSON.stringify(body),
  });
const put = (id: number, body: unknown) =>
  call(updateCoupon as never, `/api/admin/coupons/${id}`, {
    method: 'PUT',
    headers: { ...SAME_ORIGIN_JSON, ...callers.catalog! },
    body: JSON.stringify(body),
    params: { id: String(id) },
  });
const listed = async () =>
  (await call(listCoupons as never, '/api/admin/coupons', { headers: callers.catalog! })).json
    .content as AdminCoupon[];

let serial = 0;
/** A coupon as the form sends it, with a code of its own. */
function coupon(changes: Record<string, unknown> = {}) {
  serial += 1;
  return {
    code: `teste${serial}`,
    discountType: 'percentual',
    value: '10',
    startsAt: '',
    expiresAt: '',
    active: true,
    minSubtotal: '',
    usageLimit: '',
    perCustomerLimit: '',
    firstPurchaseOnly: false,
    productSkus: [] as string[],
    categoryIds: [] as number[],
    ...changes,
  };
}

async function idOf(url: string) {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, url)));
  return row!.id;
}

let people = 0;
async function shopper(): Promise<{ ctx: ServiceContext; address: number }> {
  people += 1;
  const ctx = await newShopperContext(database.db, {
    name: `Cupom ${people} Teste`,
    birthDate: '1990-01-01',
    phone: '11987654321',
  });
  return { ctx, address: (await newAddress(database.db, ctx)).id };
}

const cartWith = async (ctx: ServiceContext, urls: string[]) =>
  (
    await createCart(database.db, ctx, {
      items: await Promise.all(
        urls.map(async (url) => ({ product: await idOf(url), quantity: 1 })),
      ),
    })
  ).order;
const apply = (ctx: ServiceContext, id: string, code: string) =>
  changeCart(database.db, ctx, { id, change: { coupon: code } });
const guest: ServiceContext = { tenantId: 1, locale: 'pt', customer: null };

describe(`who may edit coupons, on ${databaseKind}`, () => {
  test.each(Object.entries(CATALOG_MATRIX))('%s: answered %i', async (who, status) => {
    const headers = callers[who]!;
    const list = await call(listCoupons as never, '/api/admin/coupons', { headers });
    expect(list.status).toBe(status);
    if (status !== 200) expect(JSON.stringify(list.json)).not.toContain('DESCONTO10');
    expect((await post(coupon(), headers)).status).toBe(status);
  });
});

describe(`coupons and their rules, on ${databaseKind}`, () => {
  test('every bad field is told in Portuguese and nothing is written', async () => {
    const before = (await listed()).length;
    const res = await post(
      coupon({
        code: 'com espaço',
        value: '150',
        startsAt: '2026-12-01T00:00',
        expiresAt: '2026-11-01T00:00',
        usageLimit: '0',
        productSkus: ['NAO-EXISTE'],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      code: ['Use letras, números, hífen ou sublinhado, sem espaços.'],
      value: ['Informe um percentual inteiro de 1 a 100, ou um valor em reais maior que zero.'],
      expiresAt: ['O fim deve ser depois do início.'],
      usageLimit: ['Valor inválido'],
    });
    const taken = await post(coupon({ code: 'desconto10', productSkus: ['NAO-EXISTE'] }));
    expect(taken.json.errors).toEqual({
      code: ['Já existe um cupom com este código.'],
      productSkus: ['Nenhum produto desta loja tem estes SKUs: NAO-EXISTE.'],
    });
    expect((await listed()).length).toBe(before);
  });

  test('restricted to Notebooks: only their lines are discounted, and a cart without one is told', async () => {
    const [notebooks] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, 1), eq(categories.url, 'notebooks')));
    const created = await post(
      coupon({
        code: 'note15',
        value: '15',
        categoryIds: [notebooks!.id],
        minSubtotal: '1.000,00',
      }),
    );
    expect(created.status).toBe(200);
    expect(created.json.content).toMatchObject({ code: 'NOTE15', state: 'active', uses: 0 });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'coupon'),
          eq(auditLog.entityId, String((created.json.content as AdminCoupon).id)),
        ),
      );
    // The owner's history finds it by its kind.
    const history = await call(auditRoute as never, '/api/admin/audit?entity=coupon&who=catalogo', {
      headers: callers.owner!,
    });
    expect(history.status).toBe(200);
    expect((history.json.content as AuditList).items[0]).toMatchObject({
      action: 'coupon.create',
      entity: 'coupon',
    });
    expect(audit).toMatchObject({
      action: 'coupon.create',
      actorLabel: 'catalogo@exemplo.com.br',
      after: { code: 'NOTE15', value: 15, minSubtotal: 1000, categoryIds: [notebooks!.id] },
    });

    const ssdOnly = await cartWith(guest, ['ssd-demo-1tb']);
    expect((await refusal(apply(guest, ssdOnly.id, 'note15'))).message).toBe(
      'Este cupom não vale para os produtos do carrinho.',
    );
    // The notebook (R$ 5.999,00, in Ultrafinos under Notebooks) and the SSD (R$ 379,90).
    const both = await cartWith(guest, ['notebook-demo-pro-15', 'ssd-demo-1tb']);
    const applied = await apply(guest, both.id, 'note15');
    expect(applied.order.totalPrice).toBe(6378.9);
    expect(applied.order.discountCoupon).toMatchObject({ discountType: 'percentual', value: 15 });
    // 15% of the notebook's R$ 5.999,00 only: R$ 899,85 off (not 15% of the whole cart).
    expect(applied.order.totalShipping ?? 0).toBe(0);
    expect(applied.order.totalFinal).toBe(5479.05);

    // Below the minimum once the notebook leaves: the coupon stays, discounts nothing, and says so.
    const notebookLine = applied.order.items.find((i) => i.url === 'notebook-demo-pro-15')!;
    const without = await changeCart(database.db, guest, {
      id: both.id,
      change: { id: notebookLine.id, delete: true },
    });
    expect(without.order.totalFinal).toBe(
      without.order.totalPrice + (without.order.totalShipping ?? 0),
    );
    expect(JSON.stringify(without.order.errors)).toContain(
      'Este cupom não vale para os produtos do carrinho.',
    );
    const small = await post(coupon({ code: 'min5mil', minSubtotal: '5.000,00' }));
    expect(small.status).toBe(200);
    expect((await refusal(apply(guest, both.id, 'min5mil'))).message).toBe(
      'Este cupom vale para compras a partir de R$\u00a05.000,00.',
    );
  });

  test('one use in all: the first order takes it, the next shopper is told, the list counts it', async () => {
    const created = (await post(coupon({ code: 'unico', usageLimit: '1', perCustomerLimit: '1' })))
      .json.content as AdminCoupon;
    // Per-customer rules need to know who buys.
    const anonymous = await cartWith(guest, ['ssd-demo-1tb']);
    expect((await refusal(apply(guest, anonymous.id, 'UNICO'))).message).toBe(
      'Entre na sua conta para usar este cupom.',
    );
    const first = await shopper();
    const second = await shopper();
    const firstCart = await cartWith(first.ctx, ['notebook-demo-pro-15']);
    const secondCart = await cartWith(second.ctx, ['notebook-demo-pro-15']);
    await apply(first.ctx, firstCart.id, 'UNICO');
    await apply(second.ctx, secondCart.id, 'UNICO');
    const place = (who: { ctx: ServiceContext; address: number }, cart: string) =>
      placeOrder(database.db, who.ctx, {
        cart,
        idempotencyKey: `coupon-${cart}`.padEnd(16, '0').slice(0, 64),
        address: who.address,
        shipping: 'SEDEX',
        payment: { method: 'pix' },
      });
    const placed = await place(first, firstCart.id);
    expect(placed.order.status).toBe('pending');
    expect((await refusal(place(second, secondCart.id))).message).toBe(
      'Este cupom já atingiu o limite de usos.',
    );
    expect((await listed()).find((c) => c.id === created.id)).toMatchObject({
      uses: 1,
      state: 'usedUp',
    });
    // The owner raises the limit: the customer who used it once still may not, by their own limit.
    const raised = await put(
      created.id,
      coupon({ code: 'UNICO', usageLimit: '5', perCustomerLimit: '1' }),
    );
    expect(raised.status).toBe(200);
    const again = await cartWith(first.ctx, ['ssd-demo-1tb']);
    expect((await refusal(apply(first.ctx, again.id, 'UNICO'))).message).toBe(
      'Você já usou este cupom o número de vezes permitido.',
    );
    // First purchase only: a customer with an order is told; a new one gets it.
    await post(coupon({ code: 'bemvindo', firstPurchaseOnly: true }));
    expect((await refusal(apply(first.ctx, again.id, 'BEMVINDO'))).message).toBe(
      'Este cupom é válido só na primeira compra.',
    );
    const newcomer = await shopper();
    const welcome = await cartWith(newcomer.ctx, ['ssd-demo-1tb']);
    expect((await apply(newcomer.ctx, welcome.id, 'bemvindo')).order.coupon).toBe('BEMVINDO');
  });

  test('a coupon not started yet or switched off is "Cupom inválido ou expirado"', async () => {
    await post(coupon({ code: 'futuro', startsAt: '2099-01-01T00:00' }));
    const off = (await post(coupon({ code: 'desligado' }))).json.content as AdminCoupon;
    await put(off.id, coupon({ code: 'desligado', active: false }));
    const cart = await cartWith(guest, ['ssd-demo-1tb']);
    for (const code of ['FUTURO', 'DESLIGADO'])
      expect((await refusal(apply(guest, cart.id, code))).message).toBe(
        'Cupom inválido ou expirado',
      );
    const states = Object.fromEntries((await listed()).map((c) => [c.code, c.state]));
    expect(states).toMatchObject({
      FUTURO: 'scheduled',
      DESLIGADO: 'inactive',
      EXPIRADO: 'expired',
    });
  });
});
