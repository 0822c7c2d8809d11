// A logged-in customer for API tests: a session opened the way login opens it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { createCustomerSession } from '@/lib/server/auth/session';
import { companies, customers, operators } from '@/lib/server/db/schema';
import type { ApiKeyScope } from '@/lib/domain/back-office';
import type { BackOfficeContext } from '@/lib/server/services/back-office';
import { OPERATOR_SESSION_COOKIE, openOperatorSession } from '@/lib/server/services/operator-auth';
import { createStoreApiKey } from '@/lib/server/services/store-api-keys';
import { call } from './http';

/** The token of a new session of the customer with this e-mail in store `tenantId` (demo is 1). */
export async function sessionTokenOf(db: Db, email: string, tenantId = 1): Promise<string> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email)));
  if (!row) throw new Error(`no customer ${email} in store ${tenantId}`);
  return (await createCustomerSession(db, tenantId, row.id)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The back-office session cookie of the demo operator with this e-mail in store `tenantId`. */
export async function operatorCookieOf(db: Db, email: string, tenantId = 1): Promise<string> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.email, email)));
  if (!row) throw new Error(`no operator ${email} in store ${tenantId}`);
  const { token } = await openOperatorSession(db, tenantId, row.id);
  return `${OPERATOR_SESSION_COOKIE}=${token}`;
}

/** A service context of a store key with these scopes (what the operator API's routes make). */
export const keyContext = (
  tenantId = 1,
  scopes: ApiKeyScope[] = ['catalog', 'orders'],
  name = 'Expedição',
): BackOfficeContext => ({
  tenantId,
  locale: 'pt',
  customer: null,
  actor: { kind: 'key', keyId: 0, name, scopes },
});

/**
 * The callers of a back-office role matrix, as request headers: the demo store's owner, catalog
 * and orders operators, an operator of Outra Loja, a customer, a visitor, and store keys with the
 * catalog scope, the orders scope and of Outra Loja.
 */
export async function backOfficeCallers(db: Db): Promise<Record<string, Record<string, string>>> {
  const [outra] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'outra'));
  const cookie = async (email: string, tenant = 1) => ({
    cookie: await operatorCookieOf(db, email, tenant),
  });
  return {
    owner: await cookie('dono@exemplo.com.br'),
    catalog: await cookie('catalogo@exemplo.com.br'),
    orders: await cookie('pedidos@exemplo.com.br'),
    content: await cookie('conteudo@exemplo.com.br'),
    otherStore: await cookie('catalogo@exemplo.com.br', outra!.id),
    customer: bearer(await sessionTokenOf(db, 'cliente@exemplo.com.br')),
    visitor: {},
    catalogKey: bearer(
      await createStoreApiKey(db, { tenantId: 1, name: 'ERP', scopes: ['catalog'] }),
    ),
    ordersKey: bearer(
      await createStoreApiKey(db, { tenantId: 1, name: 'WMS', scopes: ['orders'] }),
    ),
    outraKey: bearer(await createStoreApiKey(db, { tenantId: outra!.id, name: 'ERP outra' })),
  };
}

/** Who may use the catalog's back-office: 200 for its people, 404 for the orders', 401 else. */
export const CATALOG_MATRIX: Record<string, number> = {
  owner: 200,
  catalog: 200,
  catalogKey: 200,
  orders: 404,
  ordersKey: 404,
  otherStore: 401,
  customer: 401,
  visitor: 401,
};

/** The headers of a back-office write from its own pages: same origin, JSON. */
export const SAME_ORIGIN_JSON = {
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

/**
 * A back-office write as its pages send it (same origin, a JSON body) by a caller of
 * backOfficeCallers, to a route handler with its path's params.
 */
export const backOfficeWrite = (
  handler: unknown,
  path: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
  params: Record<string, string> = {},
) =>
  call(handler as never, path, {
    method,
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    params,
  });
