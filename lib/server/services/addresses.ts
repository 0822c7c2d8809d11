import 'server-only';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_ADDRESSES, type Address, type AddressBody } from '@/lib/contracts/addresses';
import { normalizeDocument } from '@/lib/domain/documents';
import { message } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { addresses } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { requireCustomer, type ServiceContext } from './context';

const addressColumns = {
  id: addresses.id,
  name: addresses.name,
  document: addresses.document,
  type: addresses.type,
  phone: addresses.phone,
  zipcode: addresses.zipcode,
  street: addresses.street,
  number: addresses.number,
  complement: addresses.complement,
  district: addresses.district,
  city: addresses.city,
  region: addresses.region,
  isDefault: addresses.isDefault,
};

type AddressRow = Omit<Address, 'type' | 'complement'> & {
  type: string;
  complement: string | null;
};

const toAddress = (row: AddressRow): Address => ({
  ...row,
  type: row.type === 'comercial' ? 'comercial' : 'residencial',
  complement: row.complement ?? '',
});

/** Only the session customer's own addresses in this store: every query starts here. */
const ownedBy = (ctx: ServiceContext, customerId: number) =>
  and(eq(addresses.tenantId, ctx.tenantId), eq(addresses.customerId, customerId));

/** What is stored of a form: CPF/CNPJ, phone and CEP as digits (the masks are the UI's). */
const storedValues = (input: AddressBody) => ({
  name: input.name,
  document: normalizeDocument(input.document),
  type: input.type,
  phone: input.phone,
  zipcode: input.zipcode,
  street: input.street,
  number: input.number,
  complement: input.complement || null,
  district: input.district,
  city: input.city,
  region: input.region,
});

const notFound = () => new NotFoundError('addresses.notFound');

/** Meus endereços: the default address first, then the newest. */
export async function listAddresses(db: Db, ctx: ServiceContext): Promise<Address[]> {
  const { id } = requireCustomer(ctx);
  const rows = await db
    .select(addressColumns)
    .from(addresses)
    .where(ownedBy(ctx, id))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(toAddress);
}

/** One of the customer's addresses; anyone else's (or another store's) is 404. */
export async function getAddress(
  db: Db,
  ctx: ServiceContext,
  params: { id: number },
): Promise<Address> {
  const { id } = requireCustomer(ctx);
  const [row] = await db
    .select(addressColumns)
    .from(addresses)
    .where(and(ownedBy(ctx, id), eq(addresses.id, params.id)))
    .limit(1);
  if (!row) throw notFound();
  return toAddress(row);
}

/**
 * A new address. The first one is the default; one marked default takes the mark from the others.
 * A customer keeps at most MAX_ADDRESSES.
 */
export async function createAddress(
  db: Db,
  ctx: ServiceContext,
  input: AddressBody,
): Promise<Address> {
  const { id: customerId } = requireCustomer(ctx);
  const created = await db.transaction(async (tx) => {
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(addresses)
      .where(ownedBy(ctx, customerId))) as [{ total: number }];
    if (total >= MAX_ADDRESSES)
      throw new ValidationError(message('addresses.tooMany', { max: MAX_ADDRESSES }));
    const isDefault = total === 0 || input.isDefault === true;
    if (isDefault)
      await tx.update(addresses).set({ isDefault: false }).where(ownedBy(ctx, customerId));
    const [row] = await tx
      .insert(addresses)
      .values({ tenantId: ctx.tenantId, customerId, ...storedValues(input), isDefault })
      .returning(addressColumns);
    return row!;
  });
  return toAddress(created);
}

/** Changes one of the customer's addresses (404 for anyone else's). */
export async function updateAddress(
  db: Db,
  ctx: ServiceContext,
  params: { id: number },
  input: AddressBody,
): Promise<Address> {
  const { id: customerId } = requireCustomer(ctx);
  const updated = await db.transaction(async (tx) => {
    if (input.isDefault === true)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(ownedBy(ctx, customerId), ne(addresses.id, params.id)));
    const [row] = await tx
      .update(addresses)
      .set({
        ...storedValues(input),
        ...(input.isDefault === true ? { isDefault: true } : {}),
      })
      .where(and(ownedBy(ctx, customerId), eq(addresses.id, params.id)))
      .returning(addressColumns);
    // Throwing rolls back the default mark taken from the others above.
    if (!row) throw notFound();
    return row;
  });
  return toAddress(updated);
}

/**
 * Deletes one of the customer's addresses (404 for anyone else's). When it was the default, the
 * newest remaining address becomes the default, so the checkout always has one to offer first.
 */
export async function deleteAddress(
  db: Db,
  ctx: ServiceContext,
  params: { id: number },
): Promise<Address[]> {
  const { id: customerId } = requireCustomer(ctx);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(ownedBy(ctx, customerId), eq(addresses.id, params.id)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound();
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownedBy(ctx, customerId))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
  return listAddresses(db, ctx);
}
