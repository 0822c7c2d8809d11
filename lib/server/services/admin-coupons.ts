import 'server-only';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponValues } from '@/lib/contracts/back-office-coupons';
import { toCents, toReais } from '@/lib/domain/money';
import type { Db } from '@/lib/server/db/client';
import { outer } from '@/lib/server/db/like';
import { categories, coupons, orders, products } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { isUniqueViolation } from './store-urls';

type CouponRow = typeof coupons.$inferSelect & { uses: number };

/** Placed orders (not carts, not canceled) that used the outer query's coupon. */
const usesOf = sql<number>`(select count(*)::int from ${orders} where ${orders.couponId} = ${outer('coupons', 'id')} and ${notInArray(orders.status, ['new', 'canceled'])})`;

function stateOf(row: CouponRow, now: number): AdminCoupon['state'] {
  if (!row.active) return 'inactive';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  if (row.usageLimit !== null && row.uses >= row.usageLimit) return 'usedUp';
  if (row.startsAt && row.startsAt.getTime() > now) return 'scheduled';
  return 'active';
}

async function toAdminCoupons(db: Db, tenantId: number, rows: CouponRow[]): Promise<AdminCoupon[]> {
  const ids = [...new Set(rows.flatMap((r) => r.productIds))];
  const skus =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
  const skuOf = new Map(skus.map((p) => [p.id, p.sku]));
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    value: row.discountType === 'fixed' ? toReais(row.value) : row.value,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    minSubtotal: row.minSubtotalCents === null ? null : toReais(row.minSubtotalCents),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstPurchaseOnly: row.firstPurchaseOnly,
    productSkus: row.productIds.flatMap((id) => skuOf.get(id) ?? []),
    categoryIds: row.categoryIds,
    uses: row.uses,
    state: stateOf(row, now),
  }));
}

/** The store's coupons (or one), newest first, with their uses. */
async function readCoupons(db: Db, tenantId: number, id?: number): Promise<AdminCoupon[]> {
  const rows = await db
    .select({ coupon: coupons, uses: usesOf })
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), id === undefined ? undefined : eq(coupons.id, id)))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return toAdminCoupons(
    db,
    tenantId,
    rows.map((r) => ({ ...r.coupon, uses: r.uses })),
  );
}

/** GET /admin/coupons: the store's coupons, newest first, with how many orders used each. */
export async function listAdminCoupons(db: Db, ctx: BackOfficeContext): Promise<AdminCoupon[]> {
  requireArea(ctx, 'catalog');
  return readCoupons(db, ctx.tenantId);
}

/** What the audit keeps of a coupon. */
const auditOf = (c: AdminCoupon) => ({
  code: c.code,
  discountType: c.discountType,
  value: c.value,
  startsAt: c.startsAt,
  expiresAt: c.expiresAt,
  active: c.active,
  minSubtotal: c.minSubtotal,
  usageLimit: c.usageLimit,
  perCustomerLimit: c.perCustomerLimit,
  firstPurchaseOnly: c.firstPurchaseOnly,
  productSkus: c.productSkus,
  categoryIds: c.categoryIds,
});

/**
 * POST /admin/coupons (no id) or PUT /admin/coupons/{id}: a coupon as its contract read it. Its code
 * is unique in the store whatever its case; its products (by SKU) and categories must be the
 * store's; each refusal is a field error and nothing is written. Carts and checkouts read
 * coupons as they are, so a change counts from the next one.
 */
export async function saveAdminCoupon(
  db: Db,
  ctx: BackOfficeContext,
  input: { id?: number; coupon: AdminCouponValues },
): Promise<AdminCoupon> {
  const actor = requireArea(ctx, 'catalog');
  const values = input.coupon;
  const before = input.id === undefined ? null : (await readCoupons(db, ctx.tenantId, input.id))[0];
  if (before === undefined) throw new NotFoundError('backOffice.coupons.notFound');
  const skus = [...new Set(values.productSkus)];
  const [found, known, taken] = await Promise.all([
    skus.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.sku, skus))),
    values.categoryIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(
            and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, values.categoryIds)),
          ),
    db
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        and(
          eq(coupons.tenantId, ctx.tenantId),
          sql`upper(${coupons.code}) = ${values.code}`,
          before ? ne(coupons.id, before.id) : undefined,
        ),
      )
      .limit(1),
  ]);
  const errors: FieldErrors = {};
  if (taken.length > 0) errors.code = ['backOffice.coupons.codeTaken'];
  const missing = skus.filter((sku) => !found.some((p) => p.sku === sku));
  if (missing.length > 0)
    errors.productSkus = [
      { key: 'backOffice.coupons.skusUnknown', values: { skus: missing.join(', ') } },
    ];
  if (known.length !== new Set(values.categoryIds).size)
    errors.categoryIds = ['backOffice.products.categoryUnknown'];
  if (Object.keys(errors).length > 0) throw new ValidationError('errors.validation', errors);
  const fields = {
    code: values.code,
    discountType: values.discountType,
    value: values.discountType === 'fixed' ? toCents(values.value) : values.value,
    startsAt: values.startsAt,
    expiresAt: values.expiresAt,
    active: values.active,
    minSubtotalCents: values.minSubtotal === null ? null : toCents(values.minSubtotal),
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    firstPurchaseOnly: values.firstPurchaseOnly,
    productIds: skus.map((sku) => found.find((p) => p.sku === sku)!.id),
    categoryIds: [...new Set(values.categoryIds)],
  };
  let savedId = before?.id ?? 0;
  try {
    await db.transaction(async (tx) => {
      if (before)
        await tx
          .update(coupons)
          .set(fields)
          .where(and(eq(coupons.tenantId, ctx.tenantId), eq(coupons.id, before.id)));
      else
        savedId = (
          await tx
            .insert(coupons)
            .values({ ...fields, tenantId: ctx.tenantId })
            .returning({ id: coupons.id })
        )[0]!.id;
      const [after] = await readCoupons(tx, ctx.tenantId, savedId);
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: before ? 'coupon.update' : 'coupon.create',
          entity: 'coupon',
          entityId: savedId,
          before: before ? auditOf(before) : null,
          after: auditOf(after!),
        },
      );
    });
  } catch (error) {
    // Two saves racing for one code: the index refuses the second, told as the check does.
    if (isUniqueViolation(error))
      throw new ValidationError('errors.validation', { code: ['backOffice.coupons.codeTaken'] });
    throw error;
  }
  return (await readCoupons(db, ctx.tenantId, savedId))[0]!;
}
