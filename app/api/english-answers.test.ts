/**
 * Issue 25 item 7: a shopper who chose English (the NEXT_LOCALE cookie) gets every API error in
 * English. Each answer's message and field errors must be a text of messages/en.json (its
 * placeholders filled); a text the code keeps outside messages/ fails here whatever its language.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { GET as crossSells } from '@/app/api/catalog/product/[id]/crossSellProducts/route';
import { GET as getCompany } from '@/app/api/company/route';
import { POST as login } from '@/app/api/customer/auth/route';
import { GET as customerOrders } from '@/app/api/customer/orders/route';
import { POST as act } from '@/app/api/operator/orders/[number]/[action]/route';
import { GET as getRoute } from '@/app/api/router/route';
import { POST as placeOrder } from '@/app/api/sale/checkout/route';
import { POST as guestView } from '@/app/api/sale/order/guest/view/route';
import { GET as getCart, POST as changeCart } from '@/app/api/sale/order/[id]/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import { GET as quoteShipping } from '@/app/api/shipping/quote/route';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { addresses, customers, products } from '@/lib/server/db/schema';
import { tokenizeSandboxCard } from '@/lib/server/payments/sandbox';
import { forgetRateCounts } from '@/lib/server/security/rate-limit';
import { createStoreApiKey } from '@/lib/server/services/store-api-keys';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';
import { flatMessages, messageParts, type MessageTree } from '@/test/message-texts';

/** A message as a pattern: its placeholders match any text. */
const pattern = (message: string) =>
  new RegExp(
    `^${messageParts(message)
      .map((p) => p.replace(/[.*+?^$()|[\]\\/{}]/g, '\\$&'))
      .join('[\\s\\S]+')}$`,
  );

/** Messages with words of their own: a bare '{term}' or '{a}: {b}' would match any text. */
const english = flatMessages(en as MessageTree)
  .filter(([, v]) => /[a-z]/i.test(messageParts(v).join('')))
  .map(([, v]) => pattern(v));
const ptValues = new Map(flatMessages(pt as MessageTree));
const enValues = new Map(flatMessages(en as MessageTree));

/** Every text of an answer that is not a rendered en.json message. */
function notEnglish(json: { message?: string; errors?: Record<string, string[]> }): string[] {
  const texts = [
    ...(json.message === undefined ? [] : [json.message]),
    ...Object.values(json.errors ?? {}).flat(),
  ];
  return texts.filter((text) => !english.some((p) => p.test(text)));
}

const EN = { cookie: 'NEXT_LOCALE=en' };
const jsonBody = (body: unknown) => ({
  headers: { ...EN, 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
  method: 'POST',
});

let database: TestDatabase;
let maria: Record<string, string>;
let notebook: number;
let address: number;
beforeAll(async () => {
  database = await createTestDatabase();
  maria = bearer(await sessionTokenOf(database.db, 'cliente@exemplo.com.br'));
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  notebook = product!.id;
  const [first] = await database.db
    .select({ id: addresses.id })
    .from(addresses)
    .innerJoin(customers, eq(customers.id, addresses.customerId))
    .where(eq(customers.email, 'cliente@exemplo.com.br'))
    .orderBy(asc(addresses.id))
    .limit(1);
  address = first!.id;
});
afterAll(() => database.drop());

async function newCart(): Promise<string> {
  const res = await call(createCart, '/api/sale/order', {
    method: 'POST',
    headers: { ...EN, ...maria },
    body: new URLSearchParams({ 'items[0][product]': String(notebook) }),
  });
  return (res.json.content as { id: string }).id;
}

/** Each error path: what it is, the call, the status it answers. */
const paths: [string, () => ReturnType<typeof call>, number][] = [
  [
    'validation: a login without fields',
    () => call(login, '/api/customer/auth', jsonBody({})),
    422,
  ],
  [
    'validation: a field the contract does not know',
    () =>
      call(login, '/api/customer/auth', jsonBody({ login: 'a@b.com', password: 'x', extra: 1 })),
    422,
  ],
  [
    'validation: a body that is not JSON',
    () => call(login, '/api/customer/auth', jsonBody('{')),
    422,
  ],
  [
    'not found: a host no store answers',
    () => call(getCompany, '/api/company', { host: 'desconhecida.example', headers: EN }),
    404,
  ],
  [
    'not found: GET /company for an unknown domain',
    () => call(getCompany, '/api/company?domain=nenhuma.example', { headers: EN }),
    404,
  ],
  [
    'not found: a router URL that is no page',
    () => call(getRoute, '/api/router?url=nada-por-aqui', { headers: EN }),
    404,
  ],
  [
    'not found: the cross-sells of an unknown product',
    () =>
      call(crossSells, '/api/catalog/product/999999/crossSellProducts', {
        headers: EN,
        params: { id: '999999' },
      }),
    404,
  ],
  [
    'not found: an unknown cart',
    () => {
      const id = '00000000-0000-4000-8000-000000000000';
      return call(getCart, `/api/sale/order/${id}`, { headers: EN, params: { id } });
    },
    404,
  ],
  [
    'not found: a guest order lookup that misses',
    () =>
      call(
        guestView,
        '/api/sale/order/guest/view',
        jsonBody({ id: '999999', customerDocument: '529.982.247-25' }),
      ),
    404,
  ],
  [
    'unauthorized: the orders without a session',
    () => call(customerOrders, '/api/customer/orders', { headers: EN }),
    401,
  ],
  [
    'unauthorized: a wrong password',
    () =>
      call(
        login,
        '/api/customer/auth',
        jsonBody({ login: 'cliente@exemplo.com.br', password: 'Errada123' }),
      ),
    401,
  ],
  [
    'unauthorized: the operator API without a key',
    () =>
      call(act, '/api/operator/orders/100003/ship', {
        method: 'POST',
        headers: EN,
        params: { number: '100003', action: 'ship' },
      }),
    401,
  ],
  [
    'forbidden: a write from another site',
    () =>
      call(createCart, '/api/sale/order', {
        method: 'POST',
        headers: { ...EN, origin: 'http://outro-site.example' },
        body: new URLSearchParams({ 'items[0][product]': String(notebook) }),
      }),
    403,
  ],
  [
    'conflict: the operator approves an order the rules do not let approve',
    async () => {
      const key = await createStoreApiKey(database.db, { tenantId: 1, name: 'Idioma' });
      return call(act, '/api/operator/orders/100001/approve', {
        method: 'POST',
        headers: { ...EN, ...bearer(key) },
        params: { number: '100001', action: 'approve' },
      });
    },
    409,
  ],
  [
    'conflict: a card the issuer declines',
    async () => {
      const cart = await newCart();
      const card = await tokenizeSandboxCard(database.db, {
        number: '4000000000000002',
        holderName: 'MARIA TESTE',
      });
      return call(placeOrder, '/api/sale/checkout', {
        ...jsonBody({
          cart,
          idempotencyKey: randomBytes(12).toString('hex'),
          address,
          shipping: 'SEDEX',
          payment: {
            method: 'creditCard',
            cardToken: card!.token,
            cardBrand: card!.brand,
            holderName: 'MARIA TESTE',
            installments: 1,
            holderDocument: '529.982.247-25',
          },
        }),
        headers: { ...jsonBody({}).headers, ...maria },
      });
    },
    409,
  ],
  [
    'domain: a coupon that does not exist',
    async () => {
      const cart = await newCart();
      return call(changeCart, `/api/sale/order/${cart}`, {
        method: 'POST',
        headers: { ...EN, ...maria },
        body: new URLSearchParams({ coupon: 'NAOEXISTE' }),
        params: { id: cart },
      });
    },
    422,
  ],
  [
    'domain: a shipping quote for a product the store does not sell',
    () =>
      call(
        quoteShipping,
        '/api/shipping/quote?zipcode=01310-100&products[0][product]=999999&products[0][quantity]=1',
        { headers: EN },
      ),
    422,
  ],
  [
    'rate limited: one wrong password too many',
    async () => {
      await forgetRateCounts();
      const attempt = () =>
        call(
          login,
          '/api/customer/auth',
          jsonBody({ login: 'incompleto@exemplo.com.br', password: 'Errada123' }),
        );
      let res = await attempt();
      for (let n = 0; n < 30 && res.status !== 429; n++) res = await attempt();
      await forgetRateCounts();
      return res;
    },
    429,
  ],
];

describe(`the API in English on ${databaseKind}`, () => {
  test.each(paths)('%s: every text is a text of messages/en.json', async (_, request, status) => {
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toBeTruthy();
    expect(notEnglish(res.json)).toEqual([]);
  });

  test('the same error in Portuguese is the Portuguese text (SPEC.md texts stay exact)', async () => {
    const res = await call(getCompany, '/api/company', { host: 'desconhecida.example' });
    expect(res.json.message).toBe('Loja não encontrada');
    const json = await call(login, '/api/customer/auth', {
      ...jsonBody('{'),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.json).toMatchObject({ message: 'JSON inválido', errors: { _: ['JSON inválido'] } });
  });

  test('shipping quotes tell the delivery term in English', async () => {
    const res = await call(
      quoteShipping,
      `/api/shipping/quote?zipcode=01310-100&products[0][product]=${notebook}&products[0][quantity]=1`,
      { headers: EN },
    );
    expect(res.status).toBe(200);
    const terms = (res.json.content as { deliveryTime: string }[]).map((q) => q.deliveryTime);
    expect(terms).toContain('05 to 10 business days');
    for (const term of terms) expect(term).toMatch(/^\d{2} to \d{2} business days$/);
  });
});

describe('texts the server code owns', () => {
  test('pt.json and en.json differ wherever the words are language', () => {
    // A key whose en text is still the Portuguese one would pass the checks above unseen.
    const same = [...ptValues].filter(
      ([key, value]) => /[ãõçáéíóúâêô]/i.test(value) && enValues.get(key) === value,
    );
    expect(same).toEqual([]);
  });
});
