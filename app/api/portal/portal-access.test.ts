/**
 * The authorization matrix of issue 8: every portal API call × every kind of caller. Nobody
 * logged in gets 401, a store customer and a buyer of another company the portal's 404, a buyer
 * of acme every call but the administration's, acme's administrator every call. A denial never
 * carries data; an allowed call answers what it is for.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as audit } from '@/app/api/portal/[customer]/audit/route';
import { PUT as updateBuyer } from '@/app/api/portal/[customer]/buyers/[id]/route';
import { GET as listBuyers, POST as createBuyer } from '@/app/api/portal/[customer]/buyers/route';
import { POST as skuList } from '@/app/api/portal/[customer]/cart/sku-list/route';
import { POST as quote } from '@/app/api/portal/[customer]/checkout/quote/route';
import { POST as placeOrder } from '@/app/api/portal/[customer]/checkout/route';
import { PUT as updateCompany } from '@/app/api/portal/[customer]/companies/[id]/route';
import {
  GET as listCompanies,
  POST as createCompany,
} from '@/app/api/portal/[customer]/companies/route';
import { POST as reorder } from '@/app/api/portal/[customer]/orders/[number]/reorder/route';
import { GET as getOrder } from '@/app/api/portal/[customer]/orders/[number]/route';
import { GET as listOrders } from '@/app/api/portal/[customer]/orders/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import type { Order } from '@/lib/contracts/cart';
import { customers, orders, portalCompanies, portalGroups, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
let company: number;
let acmeBuyer: number;
let notebook: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [acme] = await db
    .select({ id: portalGroups.id })
    .from(portalGroups)
    .where(eq(portalGroups.slug, 'acme'));
  const [row] = await db
    .select({ id: portalCompanies.id })
    .from(portalCompanies)
    .where(eq(portalCompanies.groupId, acme!.id));
  company = row!.id;
  const [buyer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, 'compras@acme.com.br'));
  acmeBuyer = buyer!.id;
  // A seeded order becomes acme's buyer's, for the order calls.
  await db
    .update(orders)
    .set({ customerId: acmeBuyer, portalGroupId: acme!.id, portalCompanyId: company })
    .where(eq(orders.number, 100001));
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'notebook-demo-pro-15')));
  notebook = product!.id;
});
afterAll(() => database.drop());

const callers = {
  visitor: null,
  'store customer': 'cliente@exemplo.com.br',
  'buyer of acme': 'compras@acme.com.br',
  'administrator of acme': 'admin@acme.com.br',
  'buyer of another company': 'compras@globex.com.br',
} as const;
type Caller = keyof typeof callers;

const headersOf = async (caller: Caller): Promise<Record<string, string>> => {
  const email = callers[caller];
  return email ? bearer(await sessionTokenOf(database.db, email)) : {};
};

/** A cart of the caller's own (a visitor's is anonymous), for the checkout calls. */
async function cartOf(headers: Record<string, string>): Promise<string> {
  const res = await call(createCart, '/api/sale/order', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ 'items[0][product]': String(notebook) }),
  });
  return (res.json.content as Order).id;
}

type Handler = Parameters<typeof call>[0];
type PortalCall = {
  name: string;
  /** The administration: the group administrator's only. */
  admin: boolean;
  handler: Handler;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  params?: Record<string, string>;
  body?: (headers: Record<string, string>) => Promise<unknown>;
  /** What an allowed caller gets. */
  ok: number;
};

const unique = () => randomBytes(4).toString('hex');
const company2 = {
  name: 'Acme Filial Recife',
  cnpj: '12.ABC.345/01DE-35',
  stateRegistration: 'ISENTO',
  addresses: [
    {
      street: 'Avenida Boa Viagem',
      number: '1000',
      district: 'Boa Viagem',
      city: 'Recife',
      region: 'PE',
      zipcode: '51011-000',
    },
  ],
};
const calls = (): PortalCall[] => [
  { name: 'list buyers', admin: true, handler: listBuyers, method: 'GET', path: 'buyers', ok: 200 },
  {
    name: 'add a buyer',
    admin: true,
    handler: createBuyer,
    method: 'POST',
    path: 'buyers',
    body: async () => ({
      name: 'Nova Compradora',
      email: `nova-${unique()}@acme.com.br`,
      document: '862.883.667-57',
      phone: '(11)91234-5678',
      password: 'Compra1',
    }),
    ok: 200,
  },
  {
    name: 'edit a buyer',
    admin: true,
    handler: updateBuyer,
    method: 'PUT',
    path: `buyers/${acmeBuyer}`,
    params: { id: String(acmeBuyer) },
    body: async () => {
      const [buyer] = await database.db
        .select({ name: customers.name, email: customers.email, document: customers.document })
        .from(customers)
        .where(eq(customers.id, acmeBuyer));
      return { ...buyer, phone: '(11)94444-3333' };
    },
    ok: 200,
  },
  {
    name: 'list companies',
    admin: true,
    handler: listCompanies,
    method: 'GET',
    path: 'companies',
    ok: 200,
  },
  {
    name: 'add a company',
    admin: true,
    handler: createCompany,
    method: 'POST',
    path: 'companies',
    body: async () => company2,
    ok: 200,
  },
  {
    name: 'edit a company',
    admin: true,
    handler: updateCompany,
    method: 'PUT',
    path: `companies/${company}`,
    params: { id: String(company) },
    // The company as it is (the checkout calls deliver to its address).
    body: async () => {
      const [row] = await database.db
        .select({
          name: portalCompanies.name,
          cnpj: portalCompanies.cnpj,
          addresses: portalCompanies.addresses,
        })
        .from(portalCompanies)
        .where(eq(portalCompanies.id, company));
      return { ...row, stateRegistration: 'ISENTO' };
    },
    ok: 200,
  },
  { name: 'audit log', admin: true, handler: audit, method: 'GET', path: 'audit', ok: 200 },
  {
    name: 'SKU list',
    admin: false,
    handler: skuList,
    method: 'POST',
    path: 'cart/sku-list',
    body: async () => ({ text: 'SSD-DEMO-1TB;1' }),
    ok: 200,
  },
  {
    name: 'checkout review',
    admin: false,
    handler: quote,
    method: 'POST',
    path: 'checkout/quote',
    body: async (headers) => ({
      cart: await cartOf(headers),
      company,
      address: 0,
      zipcode: '13054000',
    }),
    ok: 200,
  },
  {
    name: 'checkout',
    admin: false,
    handler: placeOrder,
    method: 'POST',
    path: 'checkout',
    body: async (headers) => ({
      cart: await cartOf(headers),
      idempotencyKey: randomBytes(12).toString('hex'),
      company,
      address: 0,
      zipcode: '13054000',
      shipping: 'SEDEX',
      payment: { method: 'billet' },
    }),
    ok: 200,
  },
  {
    name: 'Meus Pedidos',
    admin: false,
    handler: listOrders,
    method: 'GET',
    path: 'orders',
    ok: 200,
  },
  {
    name: 'an order',
    admin: false,
    handler: getOrder,
    method: 'GET',
    path: 'orders/100001',
    params: { number: '100001' },
    ok: 200,
  },
  {
    name: 're-order',
    admin: false,
    handler: reorder,
    method: 'POST',
    path: 'orders/100001/reorder',
    params: { number: '100001' },
    body: async () => ({}),
    ok: 200,
  },
];

/** What each caller gets from an administration call and from any other portal call. */
const expected: Record<Caller, { admin: 'ok' | number; member: 'ok' | number }> = {
  visitor: { admin: 401, member: 401 },
  'store customer': { admin: 404, member: 404 },
  'buyer of acme': { admin: 404, member: 'ok' },
  'administrator of acme': { admin: 'ok', member: 'ok' },
  'buyer of another company': { admin: 404, member: 404 },
};

describe(`the portal's authorization matrix on ${databaseKind}`, () => {
  const cells = (Object.keys(callers) as Caller[]).flatMap((caller) =>
    calls().map((c) => [c.name, caller, c] as const),
  );
  test.each(cells)('%s as %s', async (_, caller, lazyCall) => {
    // The ids are known once the database is set up (beforeAll): the calls are made again here.
    const portalCall = calls().find((c) => c.name === lazyCall.name)!;
    const headers = await headersOf(caller);
    const body = portalCall.body ? await portalCall.body(headers) : undefined;
    const answer = await call(portalCall.handler, `/api/portal/acme/${portalCall.path}`, {
      method: portalCall.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      params: { customer: 'acme', ...portalCall.params },
    });
    const want = expected[caller][portalCall.admin ? 'admin' : 'member'];
    expect(answer.headers.get('cache-control')).toBe('no-store');
    if (want === 'ok') {
      expect(answer.status).toBe(portalCall.ok);
      expect(answer.json.success).toBe(true);
      return;
    }
    expect(answer.status).toBe(want);
    expect(answer.json.success).toBe(false);
    expect(answer.json.content).toBeUndefined();
    if (want === 404) expect(answer.json.message).toBe('Portal não encontrado.');
  });
});
