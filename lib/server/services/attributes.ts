import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Attribute } from '@/lib/contracts/catalog';
import type { SortOrder } from '@/lib/contracts/common';
import type { CustomerAttribute } from '@/lib/contracts/customer';
import type { Db } from '@/lib/server/db/client';
import { attributeOptions, attributes, customerAttributes } from '@/lib/server/db/schema';
import { sortRows } from './sort';

/** Product attributes with their options, for the menu filters (GET /catalog/attribute). */
export async function listAttributes(
  db: Db,
  ctx: { tenantId: number },
  input: { sortOrder?: SortOrder } = {},
): Promise<Attribute[]> {
  const rows = sortRows(
    await db.select().from(attributes).where(eq(attributes.tenantId, ctx.tenantId)),
    input.sortOrder,
    { name: (r) => r.name, sortOrder: (r) => r.sortOrder },
    { name: 'ASC' },
  );
  const options =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(attributeOptions)
          .where(
            and(
              eq(attributeOptions.tenantId, ctx.tenantId),
              inArray(
                attributeOptions.attributeId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.name));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    type: r.type,
    filterable: r.filterable,
    options: options.filter((o) => o.attributeId === r.id).map((o) => ({ id: o.id, name: o.name })),
  }));
}

/** GET /customer/attribute. */
export async function listCustomerAttributes(
  db: Db,
  ctx: { tenantId: number },
  input: { sortOrder?: SortOrder } = {},
): Promise<CustomerAttribute[]> {
  const rows = sortRows(
    await db.select().from(customerAttributes).where(eq(customerAttributes.tenantId, ctx.tenantId)),
    input.sortOrder,
    { name: (r) => r.name, sortOrder: (r) => r.sortOrder },
    { name: 'ASC' },
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    type: r.type,
    options: r.options,
  }));
}
