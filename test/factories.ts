// Test data for API and service tests, made the way the store makes it: shoppers with a session
// (as a login opens it), portal buyers in their company's group, carts through the cart API (as
// the browser creates them). The seeded stores (lib/server/db/seed) stay the starting point; a
// factory adds what one test needs beside them, with e-mails no other test uses.
import { and, eq } from 'drizzle-orm';
import { GET as getRoute } from '@/app/api/router/route';
import { POST as createCart } from '@/app/api/sale/order/route';
import type { AddressBody } from '@/lib/contracts/addresses';
import { saoPauloAddress } from './address-data';
import type { Order } from '@/lib/contracts/cart';
import { hashPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { customers, portalGroups } from '@/lib/server/db/schema';
import { createAddress } from '@/lib/server/services/addresses';
import type { ServiceContext } from '@/lib/server/services/context';
import { call } from './http';
import { bearer, sessionTokenOf } from './sessions';

type Headers = Record<string, string>;

/** The headers of a request by the shopper with this e-mail (a new session); none for a visitor. */
export async function signedIn(db: Db, email: string | null, tenantId = 1): Promise<Headers> {
  return email ? bearer(await sessionTokenOf(db, email, tenantId)) : {};
}

let customerCount = 0;

/** A new customer of store `tenantId` (demo, 1, unless given), signed in. */
export async function newCustomer(
  db: Db,
  fields: Partial<Omit<typeof customers.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<{ id: number; email: string; headers: Headers }> {
  const { password = 'Senha123', tenantId = 1, ...rest } = fields;
  const email = rest.email ?? `cliente${++customerCount}.${process.pid}@teste.com.br`;
  const [row] = await db
    .insert(customers)
    .values({
      name: 'Cliente de Teste',
      ...rest,
      tenantId,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: customers.id });
  return { id: row!.id, email, headers: await signedIn(db, email, tenantId) };
}

/**
 * A new customer of store `tenantId` (demo, 1, unless given) as the services see a signed-in
 * shopper: the context a service call takes.
 */
export async function newShopperContext(
  db: Db,
  fields: Parameters<typeof newCustomer>[1] = {},
): Promise<ServiceContext> {
  const { id, email } = await newCustomer(db, fields);
  return {
    tenantId: fields.tenantId ?? 1,
    locale: 'pt',
    customer: {
      id,
      name: fields.name ?? 'Cliente de Teste',
      email,
      role: 'CUSTOMER',
      portalGroupId: null,
      affiliateGroup: null,
    },
  };
}

/** A new buyer of the portal group `group` (acme unless given), signed in. */
export async function newPortalBuyer(
  db: Db,
  group = 'acme',
  fields: Parameters<typeof newCustomer>[1] = {},
): ReturnType<typeof newCustomer> {
  const tenantId = fields.tenantId ?? 1;
  const [portal] = await db
    .select({ id: portalGroups.id })
    .from(portalGroups)
    .where(and(eq(portalGroups.tenantId, tenantId), eq(portalGroups.slug, group)));
  if (!portal) throw new Error(`no portal group ${group} in store ${tenantId}`);
  return newCustomer(db, { ...fields, tenantId, portalGroupId: portal.id });
}

/** A product's id as the store's router finds it by its URL (`notebook-demo-pro-15`). */
export async function productIdOf(url: string, host = 'localhost'): Promise<number> {
  const res = await call(getRoute, `/api/router?url=${url}`, { host });
  const id = (res.json.content as { content?: { id?: number } } | undefined)?.content?.id;
  if (!id) throw new Error(`no product at ${url} on ${host}`);
  return id;
}

/** A new cart of these products (one unit unless a quantity is given), as the browser makes it. */
export async function newCart(
  items: (number | { product: number; quantity: number })[],
  init: { host?: string; headers?: Headers } = {},
): Promise<Order> {
  const body = new URLSearchParams();
  items.forEach((item, i) => {
    const { product, quantity } = typeof item === 'number' ? { product: item, quantity: 1 } : item;
    body.set(`items[${i}][product]`, String(product));
    body.set(`items[${i}][quantity]`, String(quantity));
  });
  const res = await call(createCart, '/api/sale/order', { method: 'POST', body, ...init });
  if (res.status !== 201) throw new Error(`cart not created: ${res.status} ${res.json.message}`);
  return res.json.content as Order;
}

export { saoPauloAddress };

/** A new address of the customer of `ctx`, through the service Meus endereços uses. */
export function newAddress(db: Db, ctx: ServiceContext, fields: Partial<AddressBody> = {}) {
  return createAddress(db, ctx, { ...saoPauloAddress, ...fields });
}
