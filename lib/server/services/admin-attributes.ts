import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  adminAttributeBody,
  type AdminAttribute,
  type AdminAttributeBody,
} from '@/lib/contracts/back-office-catalog';
import { tags } from '@/lib/server/cache-tags';
import { invalidate } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { outer } from '@/lib/server/db/like';
import { attributeOptions, attributes, productAttributes } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { recordCatalogChange } from './search-index';
import { isUniqueViolation } from './store-urls';

/** GET /admin/attributes: the store's attributes in their order, with options and product counts. */
export async function listAdminAttributes(
  db: Db,
  ctx: BackOfficeContext,
): Promise<AdminAttribute[]> {
  requireArea(ctx, 'catalog');
  const [rows, options] = await Promise.all([
    db
      .select({
        id: attributes.id,
        code: attributes.code,
        name: attributes.name,
        type: attributes.type,
        filterable: attributes.filterable,
        isList: attributes.isList,
        sortOrder: attributes.sortOrder,
        productCount: sql<number>`(select count(distinct ${productAttributes.productId})::int from ${productAttributes} where ${productAttributes.attributeId} = ${outer('attributes', 'id')})`,
      })
      .from(attributes)
      .where(eq(attributes.tenantId, ctx.tenantId))
      .orderBy(asc(attributes.sortOrder), asc(attributes.name)),
    db
      .select({
        id: attributeOptions.id,
        attributeId: attributeOptions.attributeId,
        name: attributeOptions.name,
        productCount: sql<number>`(select count(*)::int from ${productAttributes} where ${productAttributes.optionId} = ${outer('attribute_options', 'id')})`,
      })
      .from(attributeOptions)
      .where(eq(attributeOptions.tenantId, ctx.tenantId))
      .orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    type: row.type === 'text' ? 'text' : 'select',
    options: options
      .filter((o) => o.attributeId === row.id)
      .map(({ attributeId: _attributeId, ...option }) => option),
  }));
}

/**
 * POST /admin/attributes (no id) or PUT /admin/attributes/{id}: an attribute and its options in
 * order. The code and the type stay as created (filter URLs and product values depend on them);
 * an option sent with its id is renamed in place; an option left out is removed only when no
 * product has it (otherwise a field error, and nothing is written). Listings, their filters and
 * search follow at once.
 */
export async function saveAdminAttribute(
  db: Db,
  ctx: BackOfficeContext,
  input: { id?: number; attribute: AdminAttributeBody },
): Promise<AdminAttribute> {
  const actor = requireArea(ctx, 'catalog');
  const values = adminAttributeBody.parse(input.attribute);
  const all = await listAdminAttributes(db, ctx);
  const before = input.id === undefined ? null : all.find((a) => a.id === input.id);
  if (before === undefined) throw new NotFoundError('backOffice.attributes.notFound');
  const errors: FieldErrors = {};
  if (all.some((a) => a.code === values.code && a.id !== before?.id))
    errors.code = ['backOffice.attributes.codeTaken'];
  if (before && before.code !== values.code) errors.code = ['backOffice.attributes.codeFixed'];
  if (before && before.type !== values.type) errors.type = ['backOffice.attributes.typeFixed'];
  values.options.forEach((option, i) => {
    if (option.id !== null && !before?.options.some((o) => o.id === option.id))
      errors[`options.${i}.name`] = ['backOffice.attributes.optionUnknown'];
  });
  const removed = (before?.options ?? []).filter((o) => !values.options.some((v) => v.id === o.id));
  const inUse = removed.filter((o) => o.productCount > 0);
  if (inUse.length > 0)
    errors.options = [
      {
        key: 'backOffice.attributes.optionInUse',
        values: { options: inUse.map((o) => o.name).join(', ') },
      },
    ];
  if (Object.keys(errors).length > 0) throw new ValidationError('errors.validation', errors);
  let savedId = before?.id ?? 0;
  const fields = {
    code: values.code,
    name: values.name,
    type: values.type,
    filterable: values.filterable,
    isList: values.isList,
    sortOrder: values.sortOrder,
  };
  try {
    await db.transaction(async (tx) => {
      if (before) {
        await tx
          .update(attributes)
          .set(fields)
          .where(and(eq(attributes.tenantId, ctx.tenantId), eq(attributes.id, before.id)));
        if (removed.length > 0)
          await tx.delete(attributeOptions).where(
            and(
              eq(attributeOptions.attributeId, before.id),
              inArray(
                attributeOptions.id,
                removed.map((o) => o.id),
              ),
            ),
          );
      } else {
        const [row] = await tx
          .insert(attributes)
          .values({ ...fields, tenantId: ctx.tenantId })
          .returning({ id: attributes.id });
        savedId = row!.id;
      }
      for (const [sortOrder, option] of values.options.entries())
        if (option.id === null)
          await tx
            .insert(attributeOptions)
            .values({ tenantId: ctx.tenantId, attributeId: savedId, name: option.name, sortOrder });
        else
          await tx
            .update(attributeOptions)
            .set({ name: option.name, sortOrder })
            .where(
              and(eq(attributeOptions.attributeId, savedId), eq(attributeOptions.id, option.id)),
            );
      // Attribute and option names are part of the products' search text.
      if (before) await recordCatalogChange(tx, ctx);
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: before ? 'attribute.update' : 'attribute.create',
          entity: 'attribute',
          entityId: savedId,
          before: before ? auditOf(before) : null,
          after: { ...fields, options: values.options.map((o) => o.name) },
        },
      );
    });
  } catch (error) {
    // Two saves racing for one code: the index refuses the second, told as the check does.
    if (isUniqueViolation(error))
      throw new ValidationError('errors.validation', { code: ['backOffice.attributes.codeTaken'] });
    throw error;
  }
  invalidate([
    tags.attributes(ctx.tenantId),
    tags.products(ctx.tenantId),
    tags.categories(ctx.tenantId),
  ]);
  return (await listAdminAttributes(db, ctx)).find((a) => a.id === savedId)!;
}

const auditOf = (a: AdminAttribute) => ({
  code: a.code,
  name: a.name,
  type: a.type,
  filterable: a.filterable,
  isList: a.isList,
  sortOrder: a.sortOrder,
  options: a.options.map((o) => o.name),
});
