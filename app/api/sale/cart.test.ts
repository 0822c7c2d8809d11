/** The cart calls end to end against the demo data: worked example, store rules and bad input. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as getCart, POST as changeCart, PUT as putUtm } from '@/app/api/sale/order/[id]/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import { POST as shareCart } from '@/app/api/sale/quote/route';
import { GET as getRoute } from '@/app/api/router/route';
import { GET as quoteShipping } from '@/app/api/shipping/quote/route';
import type { Order } from '@/lib/contracts/cart';
import { createCustomerSession } from '@/lib/server/auth/session';
import {
  customers,
  orderItems,
  orders,
  outboxEmails,
  products,
  sharedCarts,
  utmRecords,
} from '@/lib/server/db/schema';
import { updateProduct } from '@/lib/server/services/catalog-changes';
import { getSharedCart } from '@/lib/server/services/shared-carts';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { productIdOf } from '@/test/factories';
import { call } from '@/test/http';

// A product change marks its cached pages stale; here there is no Next cache to mark.
jest.mock('next/cache', () => ({
  ...jest.requireActual<object>('next/cache'),
  revalidateTag: jest.fn(),
}));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

const productId = productIdOf;

async function addonId(url: string, name: string) {
  const res = await call(getRoute, `/api/router?url=${url}`);
  const p = (res.json.content as { content: { addonProducts: { id: number; name: string }[] } })
    .content;
  return p.addonProducts.find((a) => a.name === name)!.id;
}

function create(
  fields: Record<string, string | number>,
  init: { host?: string; headers?: Record<string, string> } = {},
) {
  return call(createCart, '/api/sale/order', { method: 'POST', body: form(fields), ...init });
}
function change(
  id: string,
  fields: Record<string, string | number>,
  init: { host?: string; headers?: Record<string, string> } = {},
) {
  return call(changeCart, `/api/sale/order/${id}`, {
    method: 'POST',
    body: form(fields),
    params: { id },
    ...init,
  });
}
const read = (id: string, init: { host?: string; headers?: Record<string, string> } = {}) =>
  call(getCart, `/api/sale/order/${id}`, { params: { id }, ...init });
const order = (res: { json: { content?: unknown } }) => res.json.content as Order;

async function storedState(id: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  const items = await database.db
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.id);
  return { couponId: row?.couponId, totalFinalCents: row?.totalFinalCents, items };
}

describe(`cart calls on ${databaseKind}`, () => {
  test('worked example: notebook with 24-month warranty, 2 units, DESCONTO10, Pix and 12x', async () => {
    const notebook = await productId('notebook-demo-pro-15');
    const warranty = await addonId('notebook-demo-pro-15', 'Garantia Estendida 24 meses');
    const created = await create({
      'items[0][product]': notebook,
      'items[0][quantity]': 1,
      'items[1][product]': warranty,
      'items[1][parent]': notebook,
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe('Produto adicionado no seu carrinho');
    const cart = order(created);
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cart.status).toBe('new');
    expect(cart.items.map((i) => [i.name, i.type, i.quantity, i.price, i.parent === null])).toEqual(
      [
        ['Notebook Demo Pro 15', 'simple', 1, 5999, true],
        ['Garantia Estendida 24 meses', 'addon', 1, 1079.82, false],
      ],
    );
    expect(cart.items[1]!.parent).toBe(cart.items[0]!.id);
    expect(cart.items[0]!.addons.map((a) => [a.name, a.price, a.isWarranty])).toEqual([
      ['Garantia Estendida 12 meses', 599.9, true],
      ['Garantia Estendida 24 meses', 1079.82, true],
      ['Instalação do Windows e programas', 99, false],
    ]);
    expect(cart.totalFinal).toBe(7078.82);

    const twice = await change(cart.id, { id: cart.items[0]!.id, quantity: 2 });
    expect(twice.json.message).toBe('Produto atualizado no seu carrinho');
    expect(order(twice).items.map((i) => i.quantity)).toEqual([2, 2]);
    expect(order(twice).totalPrice).toBe(14157.64);

    const coupon = await change(cart.id, { coupon: 'desconto10' });
    expect(coupon.status).toBe(200);
    expect(coupon.json.message).toBe('Cupom adicionado com sucesso');
    const priced = order(coupon);
    expect(priced).toMatchObject({
      coupon: 'DESCONTO10',
      discountCoupon: { discountType: 'percentual', value: 10 },
      totalPrice: 14157.64,
      totalDiscount: 1415.76,
      totalFinal: 12741.88,
      totalShipping: 0,
      errors: { productStock: [], others: {} },
    });
    const pix = priced.salePriceOffers.find((o) => o.payment === 'pix')!;
    expect(pix).toMatchObject({ totalFinal: 11467.69, discountType: 'percentual', value: 10 });
    const card = priced.salePriceOffers.find((o) => o.payment === 'creditCard')!;
    expect(card.installments).toHaveLength(12);
    expect(card.installments[11]).toEqual({
      installments: 12,
      amount: 1061.82,
      total: 12741.88,
      interestFree: true,
    });
    expect(await storedState(cart.id)).toMatchObject({ totalFinalCents: 1274188 });

    const removed = await change(cart.id, { coupon: 'delete' });
    expect(removed.json.message).toBe('Cupom removido com sucesso');
    expect(order(removed)).toMatchObject({
      coupon: null,
      discountCoupon: null,
      totalFinal: 14157.64,
    });
  });

  test('an add-on counts with its product and follows its quantity; it cannot change on its own', async () => {
    const notebook = await productId('notebook-demo-pro-15');
    const warranty = await addonId('notebook-demo-pro-15', 'Garantia Estendida 12 meses');
    const cart = order(
      await create({
        'items[0][product]': notebook,
        'items[1][product]': warranty,
        'items[1][parent]': notebook,
      }),
    );
    const addonLine = cart.items[1]!;
    const refused = await change(cart.id, { id: addonLine.id, quantity: 3 });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'A quantidade de um serviço adicional acompanha a do produto.',
    );
    const zero = await change(cart.id, { id: cart.items[0]!.id, quantity: 0 });
    expect(zero.status).toBe(422);
    expect(zero.json.message).toBe('Para tirar o produto do carrinho, use a opção Excluir.');
    // Swap the warranty for the 24-month one and add the installation service.
    const w24 = await addonId('notebook-demo-pro-15', 'Garantia Estendida 24 meses');
    const service = await addonId('notebook-demo-pro-15', 'Instalação do Windows e programas');
    const both = await change(cart.id, {
      id: cart.items[0]!.id,
      'addons[0]': warranty,
      'addons[1]': w24,
    });
    expect(both.json.message).toBe('Escolha apenas uma garantia estendida por produto.');
    const swapped = order(
      await change(cart.id, { id: cart.items[0]!.id, 'addons[0]': w24, 'addons[1]': service }),
    );
    expect(swapped.items.map((i) => i.name)).toEqual([
      'Notebook Demo Pro 15',
      'Garantia Estendida 24 meses',
      'Instalação do Windows e programas',
    ]);
    const none = order(await change(cart.id, { id: cart.items[0]!.id, addons: '' }));
    expect(none.items).toHaveLength(1);
    const gone = await change(cart.id, { id: cart.items[0]!.id, delete: 1 });
    expect(gone.json.message).toBe('Produto removido do seu carrinho');
    expect(order(gone).items).toEqual([]);
    expect(order(gone).totalFinal).toBe(0);
  });

  test('graphics cards: the 4th unit gives the limit message and changes nothing', async () => {
    const gpu = await productId('placa-de-video-demo-rtx');
    const cart = order(await create({ 'items[0][product]': gpu, 'items[0][quantity]': 3 }));
    expect(cart.items[0]!.quantity).toBe(3);
    const before = await storedState(cart.id);
    const fourth = await change(cart.id, { id: cart.items[0]!.id, quantity: 4 });
    expect(fourth.status).toBe(422);
    expect(fourth.json.message).toBe(
      'É permitido comprar no máximo 3 unidades deste produto por pedido.',
    );
    const again = await change(cart.id, { 'items[0][product]': gpu });
    expect(again.status).toBe(422);
    expect(await storedState(cart.id)).toEqual(before);
  });

  test('large quantities send the shopper to the sales team; beyond stock is a productStock error', async () => {
    const mouse = await productId('ssd-demo-1tb');
    const big = await create({ 'items[0][product]': mouse, 'items[0][quantity]': 11 });
    expect(big.status).toBe(422);
    expect(big.json.message).toBe(
      'Para comprar mais de 10 unidades, fale com a nossa Central de Vendas.',
    );
    const huge = await create({ 'items[0][product]': mouse, 'items[0][quantity]': '99999999999' });
    expect(huge.status).toBe(422);

    const cart = order(await create({ 'items[0][product]': mouse, 'items[0][quantity]': 7 }));
    expect(cart.errors.productStock).toEqual([
      {
        itemId: cart.items[0]!.id,
        productId: mouse,
        message: 'Só temos 5 unidades de SSD Demo 1TB em estoque.',
      },
    ]);
    const fixed = order(await change(cart.id, { id: cart.items[0]!.id, quantity: 5 }));
    expect(fixed.errors.productStock).toEqual([]);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, mouse));
    expect(order(await read(cart.id)).errors.productStock[0]!.message).toBe(
      'O produto SSD Demo 1TB está esgotado.',
    );
    await database.db.update(products).set({ stock: 5 }).where(eq(products.id, mouse));
    const soldOut = await create({ 'items[0][product]': await productId('mouse-sem-fio-demo-m1') });
    expect(soldOut.status).toBe(422);
    expect(soldOut.json.message).toBe(
      'O produto Mouse Sem Fio Demo M1 está indisponível no momento.',
    );
  });

  test('a catalogue change reaches a cart already holding the product: new name and price', async () => {
    const ssd = await productId('ssd-demo-1tb');
    const cart = order(await create({ 'items[0][product]': ssd }));
    const [before] = cart.items;
    const [store] = await database.db
      .select({ tenantId: products.tenantId })
      .from(products)
      .where(eq(products.id, ssd));
    // The product's name is kept in memory per catalog version; the change moves the version on.
    await updateProduct(
      database.db,
      { tenantId: store!.tenantId },
      {
        id: ssd,
        changes: {
          name: 'SSD Demo 1TB Gen4',
          price: before!.price + 100,
          finalPrice: before!.price + 50,
        },
      },
    );
    const after = order(await read(cart.id));
    expect(after.items.map((i) => [i.name, i.price])).toEqual([
      ['SSD Demo 1TB Gen4', before!.price + 50],
    ]);
    await updateProduct(
      database.db,
      { tenantId: store!.tenantId },
      {
        id: ssd,
        changes: { name: before!.name, price: before!.price, finalPrice: before!.price },
      },
    );
  });

  test('the same product added again adds units to its line', async () => {
    const mouse = await productId('ssd-demo-1tb');
    const cart = order(await create({ 'items[0][product]': mouse }));
    const more = order(
      await change(cart.id, { 'items[0][product]': mouse, 'items[0][quantity]': 2 }),
    );
    expect(more.items.map((i) => [i.id, i.quantity])).toEqual([[cart.items[0]!.id, 3]]);
  });

  test('a kit keeps its chosen parts as child lines priced by the kit', async () => {
    const kit = await productId('kit-home-office-demo');
    const detail = await call(getRoute, '/api/router?url=kit-home-office-demo');
    const groups = (
      detail.json.content as {
        content: {
          bundleGroup: {
            id: number;
            options: {
              productId: number;
              defaultOption: string;
              product: { finalPrice: number };
            }[];
          }[];
        };
      }
    ).content.bundleGroup;
    const byDefault = order(await create({ 'items[0][product]': kit }));
    expect(byDefault.items.map((i) => [i.type, i.price, i.parent === null])).toEqual([
      ['bundle', 219.9, true],
      ['simple', 0, false],
      ['simple', 0, false],
    ]);
    expect(byDefault.items[0]!.additionalInformation.bundle!.groups!.map((g) => g.name)).toEqual([
      'Teclado',
      'Mouse',
    ]);
    const keyboards = groups[0]!;
    const other = keyboards.options.find((o) => o.defaultOption === '0')!;
    const def = keyboards.options.find((o) => o.defaultOption === '1')!;
    const changed = order(
      await change(byDefault.id, {
        id: byDefault.items[0]!.id,
        'bundle[groups][0][id]': keyboards.id,
        'bundle[groups][0][products][0][productId]': other.productId,
      }),
    );
    const expected =
      Math.round((219.9 + other.product.finalPrice - def.product.finalPrice) * 100) / 100;
    expect(changed.items[0]!.price).toBe(expected);
    expect(changed.items[1]!.productId).toBe(other.productId);
    const badGroup = await change(byDefault.id, {
      id: byDefault.items[0]!.id,
      'bundle[groups][0][id]': keyboards.id,
      'bundle[groups][0][products][0][productId]': kit,
    });
    expect(badGroup.status).toBe(422);
    expect(badGroup.json.message).toBe('Configuração de kit inválida.');
    const part = await change(byDefault.id, { id: changed.items[1]!.id, delete: 1 });
    expect(part.json.message).toBe('Os itens de um kit são trocados na configuração do kit.');
  });

  test('unknown and expired coupons: "Cupom inválido ou expirado", nothing changes', async () => {
    const mouse = await productId('ssd-demo-1tb');
    const cart = order(await create({ 'items[0][product]': mouse }));
    for (const code of ['NAOEXISTE', 'EXPIRADO']) {
      const res = await change(cart.id, { coupon: code });
      expect(res.status).toBe(422);
      expect(res.json.message).toBe('Cupom inválido ou expirado');
    }
    expect((await storedState(cart.id)).couponId).toBeNull();
    // A coupon of another store is unknown here.
    const outra = await change(cart.id, { coupon: 'DESCONTO10' }, { host: 'outra.localhost' });
    expect(outra.status).toBe(404);
  });

  test('bad input answers 4xx with a clear message and changes nothing', async () => {
    const mouse = await productId('ssd-demo-1tb');
    const foreign = await productId('notebook-demo-pro-15', 'outra.localhost');
    const cart = order(await create({ 'items[0][product]': mouse }));
    const before = await storedState(cart.id);
    const cases: [Record<string, string | number>, number, string][] = [
      [{ 'items[0][product]': 999999 }, 422, 'Produto não encontrado.'],
      [{ 'items[0][product]': -1 }, 422, 'Dados inválidos'],
      [{ 'items[0][product]': mouse, 'items[0][quantity]': 1.5 }, 422, 'Dados inválidos'],
      [{ 'items[0][product]': mouse, 'items[0][quantity]': -2 }, 422, 'Dados inválidos'],
      [{ 'items[0][product]': mouse, 'items[0][price]': 1 }, 422, 'Dados inválidos'],
      // Field names that are also names of Object.prototype's members (found by the fuzzer).
      [{ toString: 'x', valueOf: 1, hasOwnProperty: 2 }, 422, 'Dados inválidos'],
      [{ id: cart.items[0]!.id, quantity: 2, total: 1 }, 422, 'Dados inválidos'],
      [{ id: 123456, quantity: 2 }, 422, 'Este item não está mais no seu carrinho.'],
      [{ 'items[0][product]': mouse, coupon: 'X' }, 422, 'Dados inválidos'],
      [{ 'items[1][product]': mouse }, 422, 'Dados inválidos'],
      [
        { 'items[0][product]': mouse, 'items[0][parent]': 999 },
        422,
        'O produto deste serviço adicional não está no carrinho.',
      ],
    ];
    cases.push([{ 'items[0][product]': foreign }, 422, 'Produto não encontrado.']);
    for (const [fields, status, message] of cases) {
      const res = await change(cart.id, fields);
      expect([JSON.stringify(fields), res.status, res.json.message]).toEqual([
        JSON.stringify(fields),
        status,
        message,
      ]);
    }
    expect(await storedState(cart.id)).toEqual(before);
    const json = await call(changeCart, `/api/sale/order/${cart.id}`, {
      method: 'POST',
      params: { id: cart.id },
      headers: { 'content-type': 'application/json' },
      body: '{"items": [{"product": ',
    });
    expect(json.status).toBe(422);
    const unknown = await read(randomBytes(24).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('O seu carrinho expirou.');
    const malformed = await read('1');
    expect(malformed.status).toBe(422);
  });

  test("a customer's cart is readable only with that customer's session", async () => {
    const [customer] = await database.db
      .select({ id: customers.id, tenantId: customers.tenantId })
      .from(customers)
      .where(eq(customers.email, 'cliente@exemplo.com.br'))
      .limit(1);
    const { token } = await createCustomerSession(database.db, customer!.tenantId, customer!.id);
    const mouse = await productId('ssd-demo-1tb');
    const auth = { authorization: `Bearer ${token}` };
    const cart = order(await create({ 'items[0][product]': mouse }, { headers: auth }));
    expect(cart.customer).toMatchObject({ id: customer!.id });
    expect((await read(cart.id, { headers: auth })).status).toBe(200);
    expect((await read(cart.id)).status).toBe(404);
    expect((await change(cart.id, { coupon: 'DESCONTO10' })).status).toBe(404);
  });

  test('a placed order is no longer a cart that can change', async () => {
    const mouse = await productId('ssd-demo-1tb');
    const cart = order(await create({ 'items[0][product]': mouse }));
    await database.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, cart.id));
    expect(order(await read(cart.id)).status).toBe('pending');
    const res = await change(cart.id, { id: cart.items[0]!.id, quantity: 2 });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Este pedido já foi finalizado e não pode mais ser alterado.');
  });

  test("a cart deleted on the server answers 404 'O seu carrinho expirou.' to reads and changes", async () => {
    const ssd = await productId('ssd-demo-1tb');
    const cart = order(await create({ 'items[0][product]': ssd }));
    await database.db.delete(orders).where(eq(orders.id, cart.id));
    for (const res of [await read(cart.id), await change(cart.id, { coupon: 'DESCONTO10' })]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('O seu carrinho expirou.');
    }
    const lines = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, cart.id));
    expect(lines).toEqual([]);
  });

  test('PUT stores the non-empty UTM values; all empty is refused', async () => {
    const mouse = await productId('ssd-demo-1tb');
    const cart = order(await create({ 'items[0][product]': mouse }));
    const put = (fields: Record<string, string>) =>
      call(putUtm, `/api/sale/order/${cart.id}`, {
        method: 'PUT',
        params: { id: cart.id },
        body: form(fields),
      });
    expect((await put({ 'utm[utmSource]': '', 'utm[utmMedium]': '' })).status).toBe(422);
    expect((await put({ 'utm[utmSource]': 'google', 'utm[utmMedium]': '' })).status).toBe(200);
    const rows = await database.db.select().from(utmRecords).where(eq(utmRecords.orderId, cart.id));
    expect(rows.map((r) => [r.utmSource, r.utmMedium])).toEqual([['google', null]]);
  });

  test('shipping quote for 01310-100: priced from the catalogue, cheapest first', async () => {
    const notebook = await productId('notebook-demo-pro-15');
    const mouse = await productId('ssd-demo-1tb');
    const res = await call(
      quoteShipping,
      `/api/shipping/quote?zipcode=01310-100&products[0][product]=${notebook}&products[0][price]=1&products[0][quantity]=1`,
    );
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual([
      {
        method: 'PAC',
        description: 'Entrega econômica',
        total: 0,
        deliveryTime: '05 a 10 dias úteis',
      },
      {
        method: 'SEDEX',
        description: 'Entrega expressa',
        total: 149.98,
        deliveryTime: '02 a 04 dias úteis',
      },
    ]);
    // Below R$ 299 the economic method costs R$ 24,90; 4% of the kit by express is cheaper.
    const kit = await productId('kit-home-office-demo');
    const cheap = await call(
      quoteShipping,
      `/api/shipping/quote?zipcode=69900000&products[0][product]=${kit}&products[0][quantity]=1`,
    );
    expect(cheap.json.content).toEqual([
      {
        method: 'SEDEX',
        description: 'Entrega expressa',
        total: 8.8,
        deliveryTime: '04 a 08 dias úteis',
      },
      {
        method: 'PAC',
        description: 'Entrega econômica',
        total: 24.9,
        deliveryTime: '05 a 10 dias úteis',
      },
    ]);
    const bad = await call(
      quoteShipping,
      `/api/shipping/quote?zipcode=0131&products[0][product]=${mouse}&products[0][quantity]=1`,
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ zipcode: ['CEP inválido'] });
  });

  test('share by e-mail: validation texts, outbox message and a snapshot priced when opened', async () => {
    const notebook = await productId('notebook-demo-pro-15');
    const warranty = await addonId('notebook-demo-pro-15', 'Garantia Estendida 24 meses');
    const cart = order(
      await create({
        'items[0][product]': notebook,
        'items[1][product]': warranty,
        'items[1][parent]': notebook,
      }),
    );
    const post = (body: unknown) =>
      call(shareCart, '/api/sale/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const invalid = await post({
      type: 'email',
      order: cart.id,
      name: '',
      email: 'x',
      emailTo: '',
      message: '',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual({
      name: ['Campo obrigatório'],
      email: ['Email inválido'],
      emailTo: ['Campo obrigatório'],
      message: ['Campo obrigatório'],
    });
    const shared = await post({
      type: 'email',
      order: cart.id,
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      emailTo: 'bia@exemplo.com.br',
      message: 'Olha este notebook!',
    });
    expect(shared.status).toBe(201);
    expect(shared.json.message).toBe('Carrinho compartilhado com sucesso!');
    const { id, url } = shared.json.content as { id: string; url: string };
    expect(url).toBe(`http://localhost/cart/share/${id}`);
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'bia@exemplo.com.br'));
    expect(mail!.subject).toBe('Ana compartilhou um carrinho com você');
    expect(mail!.text).toContain('Olha este notebook!');
    expect(mail!.text).toContain(url);
    // The sender's cart changes afterwards; the shared copy does not.
    await change(cart.id, { id: cart.items[0]!.id, delete: 1 });
    const [tenant] = await database.db
      .select({ tenantId: sharedCarts.tenantId })
      .from(sharedCarts)
      .where(eq(sharedCarts.id, id));
    const copy = await getSharedCart(
      database.db,
      { tenantId: tenant!.tenantId, locale: 'pt', customer: null },
      { id },
    );
    expect(copy.items.map((i) => [i.name, i.price])).toEqual([
      ['Notebook Demo Pro 15', 5999],
      ['Garantia Estendida 24 meses', 1079.82],
    ]);
    expect(copy.totalFinal).toBe(7078.82);
    const link = await post({ type: 'link', order: cart.id });
    expect(link.status).toBe(422);
    expect(link.json.message).toBe('O seu carrinho está vazio.');
    const stored = await database.db
      .select()
      .from(sharedCarts)
      .where(and(eq(sharedCarts.id, id)));
    expect(stored[0]!.items).toEqual([
      { productId: notebook, quantity: 1, addonProductIds: [warranty] },
    ]);
  });
});
