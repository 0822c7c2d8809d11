import 'server-only';
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CouponRule } from '@/lib/domain/cart';
import { couponRefusal, isRestricted, needsCustomer } from '@/lib/domain/coupons';
import { formatMoney } from '@/lib/domain/money';
import { message, type Message } from '@/lib/i18n/messages';
import type { Db } from '@/lib/server/db/client';
import { categories, coupons, orders, productCategories } from '@/lib/server/db/schema';
import type { PricedLine } from './cart-lines';
import type { ServiceContext } from './context';

type Coupon = typeof coupons.$inferSelect;

/** Orders that count as uses of a coupon and as a customer's purchases: placed, not canceled. */
const placed = notInArray(orders.status, ['new', 'canceled']);

/** How many placed orders used the coupon; with `lock`, the coupon is held until the caller's
 * transaction ends, so two orders cannot take its last use at once. */
async function usesOf(tx: Db, coupon: Coupon, lock: boolean): Promise<number> {
  if (lock)
    await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.id, coupon.id))
      .for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.tenantId, coupon.tenantId), eq(orders.couponId, coupon.id), placed));
  return row?.n ?? 0;
}

/** The products of the cart the coupon covers: listed, or in a listed category or one below it. */
async function coveredProducts(tx: Db, coupon: Coupon, productIds: number[]): Promise<Set<number>> {
  const covered = new Set(productIds.filter((id) => coupon.productIds.includes(id)));
  if (coupon.categoryIds.length === 0 || productIds.length === 0) return covered;
  const [tree, links] = await Promise.all([
    tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.tenantId, coupon.tenantId)),
    tx
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, productIds)),
  ]);
  const within = new Set(coupon.categoryIds);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of tree)
      if (c.parentId !== null && within.has(c.parentId) && !within.has(c.id)) {
        within.add(c.id);
        grew = true;
      }
  }
  for (const link of links) if (within.has(link.categoryId)) covered.add(link.productId);
  return covered;
}

export type CouponOutcome = {
  /** The discount to apply, or null (no coupon, or one that does not discount now). */
  rule: CouponRule | null;
  /** The lines with whether the coupon discounts each (an add-on follows its product). */
  lines: PricedLine[];
  /** Why a coupon on the cart does not discount it, as the shopper reads it. */
  refusal: Message | null;
};

/**
 * Whether the cart's coupon discounts these lines for this shopper now, and which lines: its
 * window and switch, its uses in all and by the customer, first purchase, the products or
 * categories it covers, the minimum subtotal (lib/domain/coupons.ts). `lock` (the order's
 * reservation) holds the coupon while its uses are counted.
 */
export async function couponOutcome(
  tx: Db,
  ctx: ServiceContext,
  coupon: Coupon | null,
  lines: PricedLine[],
  { lock = false, now = new Date() }: { lock?: boolean; now?: Date } = {},
): Promise<CouponOutcome> {
  if (!coupon) return { rule: null, lines, refusal: null };
  const restricted = isRestricted(coupon);
  const covered = restricted
    ? await coveredProducts(tx, coupon, [...new Set(lines.map((l) => l.productId))])
    : null;
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const marked = lines.map((line) => {
    const owner =
      line.role === 'addon' && line.parentKey ? (byKey.get(line.parentKey) ?? line) : line;
    return { ...line, couponEligible: covered ? covered.has(owner.productId) : true };
  });
  const bought = marked.filter((l) => l.role !== 'bundle-part');
  const sum = (list: PricedLine[]) => list.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const customerId = ctx.customer?.id ?? null;
  const [uses, customer] = await Promise.all([
    coupon.usageLimit === null ? Promise.resolve(0) : usesOf(tx, coupon, lock),
    customerId === null || !needsCustomer(coupon)
      ? Promise.resolve(null)
      : tx
          .select({
            orders: count(),
            uses: sql<number>`count(*) filter (where ${orders.couponId} = ${coupon.id})::int`,
          })
          .from(orders)
          .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.customerId, customerId), placed))
          .then(([row]) => ({ orders: row?.orders ?? 0, uses: row?.uses ?? 0 })),
  ]);
  const refusal = couponRefusal(coupon, {
    now,
    subtotalCents: sum(bought),
    eligibleSubtotalCents: sum(bought.filter((l) => l.couponEligible)),
    uses,
    customer: customerId === null ? null : (customer ?? { orders: 0, uses: 0 }),
  });
  if (refusal)
    return {
      rule: null,
      lines: marked,
      refusal:
        refusal.key === 'coupons.minSubtotal'
          ? message(refusal.key, { amount: formatMoney(refusal.minSubtotalCents, 'pt', 1) })
          : message(refusal.key),
    };
  return {
    rule: { discountType: coupon.discountType, value: coupon.value },
    lines: marked,
    refusal: null,
  };
}
